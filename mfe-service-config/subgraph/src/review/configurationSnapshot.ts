import type { ServiceConfigurationChanged, ServiceSnapshotItem } from '@switchyard/events';
import type { Db } from '@switchyard/server-kit';
import { missingForSubmission } from '@switchyard/service-config-common/rules/serviceGeneral';
import { lastResultsOfServices } from '../endpointTests/endpointTestStore';
import {
  fieldsOfQueries,
  ingredientsOfQueries,
  queriesOfServices,
  type IngredientRow,
} from '../queries/queryStore';
import { permissionsOfSteps } from '../permissions/permissionStore';
import { findServiceById, type ServiceRow } from '../services/serviceStore';
import { fieldsOfActions, fieldsOfTriggers } from '../steps/stepFieldStore';
import { actionsOfServices, triggersOfServices } from '../steps/stepStore';
import { ingredientsOfTriggers } from '../steps/triggerIngredientStore';

/** The service properties review compares and shows; no secret (passwords and client secrets stay here). */
const REVIEWED_PROPERTIES = [
  'name',
  'description',
  'category_name',
  'home_url',
  'support_email',
  'short_name',
  'invite_url',
  'api_url_prefix',
  'brand_color',
  'call_to_action_text',
  'call_to_action_link',
  'alternate_search_terms',
  'authentication_type',
  'oauth_client_id',
  'oauth_authorization_url',
  'oauth_token_url',
  'demo_account_login',
  'demo_account_notes',
  'api_token_type',
  'api_token_format',
  'connect_enabled',
] as const satisfies readonly (keyof ServiceRow)[];

const pick = <T extends object, K extends keyof T>(row: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k] ?? null])) as Record<string, unknown>;

const ingredientItem = (i: IngredientRow): ServiceSnapshotItem => ({
  key: i.slug,
  properties: pick(i, ['name', 'note', 'value_type', 'example'] as const),
});

/**
 * The service's configuration as review compares it (the data of `service.configuration_changed`):
 * its general properties and its triggers, queries and actions with their fields and ingredients,
 * in their order, each keyed by its stable name. Null for an unknown service.
 */
export async function configurationSnapshot(
  db: Db,
  serviceId: string,
): Promise<Omit<ServiceConfigurationChanged, 'version' | 'staging_of'> | null> {
  const service = await findServiceById(db, serviceId);
  if (!service) return null;
  const [triggers, queries, actions, lastTest] = await Promise.all([
    triggersOfServices(db, [service.id]).then((m) => m.get(service.id) ?? []),
    queriesOfServices(db, [service.id]).then((m) => m.get(service.id) ?? []),
    actionsOfServices(db, [service.id]).then((m) => m.get(service.id) ?? []),
    lastResultsOfServices(db, [service.id]).then((m) => m.get(service.id) ?? null),
  ]);
  const [triggerFields, triggerIngredients, queryFields, queryIngredients, actionFields, permissions] =
    await Promise.all([
      fieldsOfTriggers(
        db,
        triggers.map((t) => t.id),
      ),
      ingredientsOfTriggers(
        db,
        triggers.map((t) => t.id),
      ),
      fieldsOfQueries(
        db,
        queries.map((q) => q.id),
      ),
      ingredientsOfQueries(
        db,
        queries.map((q) => q.id),
      ),
      fieldsOfActions(
        db,
        actions.map((a) => a.id),
      ),
      permissionsOfSteps(db, [...triggers.map((t) => t.id), ...actions.map((a) => a.id)]),
    ]);
  return {
    service_id: service.id,
    organization_id: service.organization_id,
    module_name: service.module_name,
    published: service.published,
    snapshot: {
      properties: {
        slug: service.module_name,
        icon: service.icon_path,
        ...pick(service, REVIEWED_PROPERTIES),
      },
      lists: {
        triggers: triggers.map((t) => ({
          // A feed trigger has no endpoint slug: it is known by its feed.
          key: t.slug ?? `feed:${t.feed_url ?? t.id}`,
          id: t.id,
          properties: {
            ...pick(t, ['name', 'slug', 'description', 'verbiage', 'feed_url'] as const),
            trigger_type: t.feed_url ? 'feed' : 'protocol',
          },
          children: {
            fields: (triggerFields.get(t.id) ?? []).map((f) => ({
              key: f.slug,
              properties: pick(f, [
                'name',
                'trigger_field_type',
                'helper_text',
                'shareable',
                'populator_values',
                'regex_value',
                'regex_error_message',
              ] as const),
            })),
            ingredients: (triggerIngredients.get(t.id) ?? []).map(ingredientItem),
          },
        })),
        queries: queries.map((q) => ({
          key: q.module_name,
          id: q.id,
          properties: pick(q, ['name', 'module_name', 'description'] as const),
          children: {
            fields: (queryFields.get(q.id) ?? []).map((f) => ({
              key: f.slug,
              properties: pick(f, [
                'label',
                'helper_text',
                'required',
                'field_type_definition_slug',
                'static_options',
              ] as const),
            })),
            ingredients: (queryIngredients.get(q.id) ?? []).map(ingredientItem),
          },
        })),
        actions: actions.map((a) => ({
          key: a.slug,
          id: a.id,
          properties: pick(a, ['name', 'slug', 'description', 'verbiage'] as const),
          children: {
            fields: (actionFields.get(a.id) ?? []).map((f) => ({
              key: f.slug,
              properties: pick(f, [
                'name',
                'action_field_type',
                'helper_text',
                'required',
                'shareable',
                'populator_values',
              ] as const),
            })),
          },
        })),
      },
    },
    missing_for_submission: missingForSubmission({
      ...service,
      slug: service.module_name,
      icon: service.icon_path,
    }),
    step_permissions: permissions,
    last_endpoint_test: lastTest && {
      failed: lastTest.failed,
      passing: lastTest.passing,
      failed_count: lastTest.failed_count,
      finished_at: new Date(lastTest.finished_at).toISOString(),
    },
  };
}

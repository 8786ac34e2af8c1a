import { randomUUID } from 'node:crypto';
import {
  checkConnectionInput,
  checkLockedStepFields,
  COVER_UPLOAD_FAILED,
  CONNECTION_EXISTS,
  featurePath,
  customFieldPath,
  FIELD_UI_TYPES,
  normalizeCustomField,
  STEP_LISTS,
  STEP_TYPES,
  TARGET_PROBLEMS,
  targetProblem,
  type FieldError,
  type FieldUiType,
  type StepType,
  type UpdateConnectionInput,
} from '@switchyard/connections-common';
import { notFound, requireViewer, type DomainDeps, type RequestContext } from '@switchyard/server-kit';
import { canEditConnectionsOf, isUuid } from '../access';
import { servicesWithSteps, type ServiceWithSteps } from '../catalog/catalogStore';
import { claimCoverUpload } from '../cover';
import { publishConnectionChanged } from './connectionChanged';
import {
  connectionRows,
  featureInputsOf,
  featureRowsOf,
  featuresOf,
  liveConnectionTo,
  replaceFeatures,
  writeConnection,
  type ConnectionRow,
  type StoredStep,
} from './connectionStore';
import { forgetConnectionView } from './connectionView';

/** The update mutation's input as GraphQL delivers it: the common type, with free strings where it has enums. */
export type UpdateInput = Omit<UpdateConnectionInput, 'published' | 'applet_configurations'> & {
  published?: boolean | null;
  dry_run?: boolean | null;
  applet_configurations: (Omit<UpdateConnectionInput['applet_configurations'][number], 'custom_fields'> & {
    custom_fields: (Omit<
      UpdateConnectionInput['applet_configurations'][number]['custom_fields'][number],
      'field_ui_type' | 'default_value_json'
    > & {
      field_ui_type: string;
      default_value_json?: unknown;
    })[];
  })[];
};

interface UpdateResult {
  applet: { id: string } | null;
  errors: FieldError[];
}

// Our own messages (mfe-connections/README.md, "Choices where the spec is silent").
export const FIELD_UI_TYPE_INVALID = `Field type must be one of ${FIELD_UI_TYPES.join(', ')}`;
export const CHECKBOX_DEFAULTS_INVALID = 'Default values must be a list of option values';
export const STEP_SERVICE_INVALID = 'Steps must come from your service or the service you connect to';
export const stepUnknown = (service: string) => `This step is not offered by ${service}`;
export const stepFieldUnknown = (field: string, step: string) => `${field} is not a field of ${step}`;
const FEATURE_NAME_BLANK = "Feature name can't be blank";
export const FEATURE_NAME_TAKEN = 'Feature names must be unique in a connection';
const CTA_URL_INVALID = 'The call to action link must be an http or https address';

const CONNECTION_NOT_FOUND = 'Connection not found.';

/** Shape problems the common rules assume away: unknown UI types, checkbox defaults that are not a list. */
function shapeErrors(input: UpdateInput): FieldError[] {
  const errors: FieldError[] = [];
  input.applet_configurations.forEach((feature, i) =>
    feature.custom_fields.forEach((field, j) => {
      if (!(FIELD_UI_TYPES as readonly string[]).includes(field.field_ui_type))
        errors.push({ attribute: customFieldPath(i, j, 'field_ui_type'), message: FIELD_UI_TYPE_INVALID });
      const json = field.default_value_json;
      if (
        field.field_ui_type === 'checkbox_multi' &&
        json !== null &&
        json !== undefined &&
        !(Array.isArray(json) && json.every((v) => typeof v === 'string'))
      )
        errors.push({
          attribute: customFieldPath(i, j, 'default_value_json'),
          message: CHECKBOX_DEFAULTS_INVALID,
        });
    }),
  );
  return errors;
}

/** What only the server knows: the steps against the catalog, feature names, the CTA link. */
function serverErrors(input: UpdateInput, owner: ServiceWithSteps, target: ServiceWithSteps | undefined) {
  const errors: FieldError[] = [];
  const services = new Map([owner, ...(target ? [target] : [])].map((s) => [s.service_id, s]));
  const names = new Set<string>();
  input.applet_configurations.forEach((feature, i) => {
    const name = feature.name.trim();
    if (!name) errors.push({ attribute: featurePath(i, 'name'), message: FEATURE_NAME_BLANK });
    else if (names.has(name)) errors.push({ attribute: featurePath(i, 'name'), message: FEATURE_NAME_TAKEN });
    names.add(name);
    for (const type of STEP_TYPES) {
      const list = STEP_LISTS[type];
      feature[list].forEach((step, k) => {
        const service = services.get(step.channel_id);
        if (!service) {
          errors.push({ attribute: featurePath(i, list, k, 'channel_id'), message: STEP_SERVICE_INVALID });
          return;
        }
        const offered = service.steps.find((s) => s.kind === type && s.module_name === step.module_name);
        if (!offered) {
          errors.push({
            attribute: featurePath(i, list, k, 'module_name'),
            message: stepUnknown(service.name),
          });
          return;
        }
        step.fields.forEach((field, j) => {
          if (!offered.fields.some((f) => f.name === field.name))
            errors.push({
              attribute: featurePath(i, list, k, 'fields', j, 'name'),
              message: stepFieldUnknown(field.name, offered.name),
            });
        });
      });
    }
  });
  const cta = input.cta_url?.trim();
  if (cta && !/^https?:\/\/[^\s/]+/i.test(cta))
    errors.push({ attribute: 'cta_url', message: CTA_URL_INVALID });
  return errors;
}

const connectedError = (message: string): FieldError => ({
  attribute: 'connected_channel_module_names',
  message,
});

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/**
 * Creates (id "new") or updates a connection (spec/connections.md#7-the-calls-it-makes), or checks
 * it only (a dry run: one feature, nothing changed, `applet: null`). Someone outside the owner
 * service's organization, staff included, gets NOT_FOUND; problems with the input are answered as
 * errors under their attributes.
 */
export async function updateConnection(
  deps: DomainDeps,
  ctx: RequestContext,
  input: UpdateInput,
): Promise<UpdateResult> {
  const viewer = requireViewer(ctx);
  const { db } = deps;
  const create = input.id === 'new';
  if (!create && !isUuid(input.id)) throw notFound(CONNECTION_NOT_FOUND);
  const targetName = input.connected_channel_module_names[0];
  // The one catalog read: both services with their steps.
  const [services, existing] = await Promise.all([
    servicesWithSteps(db, { moduleNames: [input.owner_module_name, ...(targetName ? [targetName] : [])] }),
    create ? Promise.resolve<ConnectionRow[]>([]) : connectionRows(db, [input.id]),
  ]);
  const owner = services.find((s) => s.module_name === input.owner_module_name);
  if (!owner || !(await canEditConnectionsOf(ctx, owner.organization_id)))
    throw notFound(CONNECTION_NOT_FOUND);
  const before = existing[0];
  if (!create && (!before || before.owner_service_id !== owner.service_id))
    throw notFound(CONNECTION_NOT_FOUND);

  const dryRun = input.dry_run === true;
  const shape = shapeErrors(input);
  if (shape.length) return { applet: null, errors: shape };

  const target = services.find((s) => s.module_name === targetName && s.module_name !== owner.module_name);
  // A service not yet published is offered only to its own organization: to others it does not exist.
  const visibleTarget =
    target && (target.published || target.organization_id === owner.organization_id) ? target : undefined;
  const typed = input as UpdateConnectionInput;
  const stepName = (type: StepType, step: { channel_id: string; module_name: string }) =>
    services
      .find((s) => s.service_id === step.channel_id)
      ?.steps.find((s) => s.kind === type && s.module_name === step.module_name)?.name;
  const errors = checkConnectionInput(typed, {
    dryRun,
    publishes: input.published === true || Boolean(before?.published),
    stepName,
  });
  if (input.connected_channel_module_names.length === 1 && targetName !== owner.module_name) {
    const problem = targetProblem(visibleTarget, owner.module_name);
    if (problem) errors.push(connectedError(TARGET_PROBLEMS[problem]));
    else if (await liveConnectionTo(db, owner.service_id, visibleTarget!.service_id, before?.id ?? null))
      errors.push(connectedError(CONNECTION_EXISTS));
  }
  errors.push(...serverErrors(input, owner, visibleTarget));
  if (before?.published) {
    // Step fields only: the custom fields play no part in the lock.
    const stored = await featureRowsOf(db, before.id);
    errors.push(...checkLockedStepFields(featureInputsOf(stored, []), typed.applet_configurations));
  }
  if (errors.length || dryRun) return { applet: null, errors };
  return save(deps, viewer.id, input, { owner, target: visibleTarget!, before });
}

async function save(
  deps: DomainDeps,
  userId: string,
  input: UpdateInput,
  { owner, target, before }: { owner: ServiceWithSteps; target: ServiceWithSteps; before?: ConnectionRow },
): Promise<UpdateResult> {
  const { db, events } = deps;
  const id = before?.id ?? randomUUID();
  const services = new Map([owner, target].map((s) => [s.service_id, s]));
  class Refused extends Error {
    constructor(readonly errors: FieldError[]) {
      super('refused');
    }
  }
  try {
    await db.transaction(async (tx) => {
      const keptFieldIds = new Set(
        before ? (await featuresOf(tx, [before.id])).customFields.map((c) => c.id) : [],
      );
      let cover: { backgroundUrl: string; backgroundThumbnailUrl: string; uploadedAt: string } | null = null;
      const uploadedAt = input.background_uploaded_at?.trim();
      if (uploadedAt && uploadedAt !== before?.background_uploaded_at) {
        const claimed = await claimCoverUpload(tx, { ownerServiceId: owner.service_id, uploadedAt, userId });
        if (!claimed) throw new Refused([{ attribute: 'cover_image', message: COVER_UPLOAD_FAILED }]);
        cover = { ...claimed, uploadedAt };
      }
      const row = await writeConnection(
        tx,
        {
          id,
          name: input.name.trim(),
          description: trimmed(input.description),
          // Publishing is explicit; leaving `published` out keeps the connection as it is.
          published: input.published === true || Boolean(before?.published),
          owner_service_id: owner.service_id,
          connected_service_id: target.service_id,
          applet_script: input.applet_script?.raw_code.trim() ? input.applet_script.raw_code : null,
          cover,
          post_configuration_message: trimmed(input.post_configuration_message),
          cta_url: trimmed(input.cta_url),
          user_id: userId,
        },
        !before,
      );
      await replaceFeatures(
        tx,
        id,
        input.applet_configurations.map((feature) => ({
          name: feature.name.trim(),
          title: feature.title.trim(),
          description: trimmed(feature.description),
          icon: trimmed(feature.icon),
          required: feature.required,
          steps: STEP_TYPES.flatMap((type) =>
            feature[STEP_LISTS[type]].map((step): StoredStep => ({
              type,
              channel_id: step.channel_id,
              channel_module_name: services.get(step.channel_id)!.module_name,
              module_name: step.module_name,
              fields: step.fields.map((f) => ({
                name: f.name,
                custom_label: trimmed(f.custom_label),
                default_value_json: f.default_value_json ?? null,
                hidden: f.hidden,
              })),
            })),
          ),
          custom_fields: feature.custom_fields.map((input) => {
            const field = normalizeCustomField({
              ...input,
              field_ui_type: input.field_ui_type as FieldUiType,
            } as never) as {
              name: string;
              label: string;
              helper_text: string | null;
              default_value: string | null;
              default_value_json: string[] | null;
              static_options: { label: string; value: string }[];
            };
            return {
              id: isUuid(input.id) && keptFieldIds.has(input.id) ? input.id : randomUUID(),
              key: field.name,
              label: field.label,
              helper_text: field.helper_text,
              required: input.required,
              field_ui_type: input.field_ui_type as FieldUiType,
              default_value: field.default_value,
              default_value_json: field.default_value_json,
              options: field.static_options,
            };
          }),
        })),
      );
      await publishConnectionChanged(tx, events, row);
    });
  } catch (err) {
    if (err instanceof Refused) return { applet: null, errors: err.errors };
    // Two saves at once to the same service: the unique index keeps one live connection.
    if ((err as { code?: string }).code === '23505')
      return { applet: null, errors: [connectedError(CONNECTION_EXISTS)] };
    throw err;
  } finally {
    forgetConnectionView(db, id);
  }
  return { applet: { id }, errors: [] };
}

import {
  APPLET_EVENTS,
  type AppletActivationChanged,
  type AppletRunSpec,
  type RunStep,
} from '@switchyard/events';
import { fieldDefinition } from '@switchyard/composer-common/fieldDefinitions';
import { setterName, stepPath, tokensOf } from '@switchyard/composer-common/ingredients';
import type { Db, EventBus } from '@switchyard/server-kit';
import type { CatalogStep } from '../catalog';
import { stepsOf } from '../catalog';
import { ingredientsOf, type StoredStep } from './appletChecks';
import { loadApplets, type AppletRecord } from './appletStore';
import { hasValue, stepKeyOf, type UserValues } from './userFieldValues';

/** Marks one announcing round takes at most; a full batch means more wait. */
export const ACTIVATIONS_BATCH = 200;

/** One step as the engine runs it for a user: their values over the maker's defaults. */
function runStep(s: StoredStep, step: CatalogStep, values: UserValues): RunStep {
  const key = stepKeyOf(s);
  const stored = new Map(s.fields.map((f) => [f.name, f]));
  const fields: Record<string, unknown> = {};
  const names: string[] = [];
  for (const raw of step.fields) {
    const def = fieldDefinition(s.kind, raw);
    names.push(def.name);
    const own = stored.get(def.name)?.hidden ? undefined : values[key]?.[def.name];
    const value = hasValue(own) ? own : stored.get(def.name)?.default_value;
    if (value !== undefined) fields[def.name] = value;
  }
  const source = ingredientsOf({ ...step, channel_module_name: s.channel_module_name, channel_name: '' });
  return {
    key,
    service_id: s.service_id,
    channel_module_name: s.channel_module_name,
    module_name: s.module_name,
    path: stepPath(s.channel_module_name, s.module_name),
    fields,
    ingredients: s.kind === 'action' ? [] : tokensOf(source).map((t) => ({ path: t.path, slug: t.slug })),
    ...(s.kind === 'action'
      ? { field_names: names, setters: Object.fromEntries(names.map((n) => [n, setterName(n)])) }
      : {}),
  };
}

/** What the engine needs to run an applet for a user; null when a step left the catalog. */
export function runSpecOf(
  applet: AppletRecord,
  values: UserValues,
  catalog: Map<string, CatalogStep>,
): AppletRunSpec | null {
  const steps: RunStep[] = [];
  for (const s of applet.steps) {
    const step = catalog.get(s.step_id);
    if (!step) return null;
    steps.push(runStep(s, step, values));
  }
  const [trigger] = steps.filter((s) => s.key === 'trigger');
  if (!trigger) return null;
  return {
    name: applet.name,
    owner_id: applet.owner_id,
    filter_code: applet.filter_code?.trim() ? applet.filter_code : null,
    delay_seconds: applet.default_delay,
    trigger,
    queries: steps.filter((s) => s.key.startsWith('query:')),
    actions: steps.filter((s) => s.key.startsWith('action:')),
  };
}

/**
 * Publishes applet.activation_changed for the applet users marked pending (migration 0007), a batch
 * at a time, and clears their marks in the same transaction: each is announced with its state as of
 * now, so repeated marks collapse into one event.
 */
export async function announcePending(db: Db, events: EventBus): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows: pending } = await tx.query<{ applet_id: string; user_id: string }>(
      `DELETE FROM composer.pending_activations WHERE (applet_id, user_id) IN (
         SELECT applet_id, user_id FROM composer.pending_activations ORDER BY marked_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING applet_id, user_id`,
      [ACTIVATIONS_BATCH],
    );
    if (pending.length === 0) return 0;
    const appletIds = [...new Set(pending.map((p) => p.applet_id))];
    const applets = new Map((await loadApplets(tx, appletIds)).map((a) => [a.id, a]));
    const { rows: uses } = await tx.query<{
      applet_id: string;
      user_id: string;
      enabled: boolean;
      field_values: UserValues;
    }>(
      `SELECT applet_id, user_id, enabled, field_values FROM composer.applet_users
        WHERE (applet_id, user_id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))`,
      [pending.map((p) => p.applet_id), pending.map((p) => p.user_id)],
    );
    const useOf = new Map(uses.map((u) => [`${u.applet_id}:${u.user_id}`, u]));
    const serviceIds = [...new Set([...applets.values()].flatMap((a) => a.steps.map((s) => s.service_id)))];
    const catalog = new Map((await stepsOf(tx, serviceIds)).map((s) => [s.step_id, s]));
    for (const p of pending) {
      const applet = applets.get(p.applet_id);
      const use = useOf.get(`${p.applet_id}:${p.user_id}`);
      const spec = applet && use ? runSpecOf(applet, use.field_values, catalog) : null;
      const { rows } = await tx.query<{ revision: string }>(
        "SELECT nextval('composer.activation_revision') AS revision",
      );
      await events.publish<AppletActivationChanged>(tx, APPLET_EVENTS.activationChanged, {
        applet_id: p.applet_id,
        user_id: p.user_id,
        revision: Number(rows[0].revision),
        enabled: Boolean(use?.enabled && spec),
        spec,
      });
    }
    return pending.length;
  });
}

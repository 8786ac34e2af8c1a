import { sharedCache, TtlCache, type Db } from '@switchyard/server-kit';
import type { StepType } from '@switchyard/connections-common';
import { servicesWithSteps, type CatalogStep, type ServiceWithSteps } from '../catalog/catalogStore';
import {
  connectionRows,
  featuresOf,
  type ConnectionRow,
  type CustomFieldRow,
  type FeatureRow,
} from './connectionStore';

/**
 * A connection as the `connection` query renders it (the preview page and the editor read it):
 * its row, its features with each step named and labelled from the catalog, its custom fields and
 * its two services with their steps. The same for every viewer; whether the viewer may read or
 * change it is decided per request on `owner_channel.organization_id`.
 */
export interface ConnectionView extends ConnectionRow {
  owner_channel: ServiceWithSteps;
  channels: ServiceWithSteps[];
  applet_configurations: FeatureView[];
}

export interface FeatureView extends Omit<FeatureRow, 'steps'> {
  triggers: FeatureStepView[];
  queries: FeatureStepView[];
  actions: FeatureStepView[];
  customFields: CustomFieldView[];
}

export interface FeatureStepView {
  type: StepType;
  module_name: string;
  channel_module_name: string;
  full_module_name: string;
  channel_id: string;
  name: string;
  fields: {
    name: string;
    label: string;
    custom_label: string | null;
    default_value: string | null;
    default_value_json: unknown;
    hidden: boolean;
  }[];
  ingredients: { slug: string; name: string; value_type: string }[];
}

export interface CustomFieldView {
  id: string;
  name: string;
  label: string;
  helperText: string | null;
  required: boolean;
  fieldUiType: string;
  defaultValue: string | null;
  defaultValueJson: unknown;
  options: { label: string; value: string }[];
}

/**
 * The rendered connections of this process, each under its stamp: the connection's version and its
 * two services' catalog versions. A read asks for the stamps (one small query) and renders again
 * only what changed since, so every process, scaled out or not, answers the newest connection at
 * once; the rendering (features, custom fields, both services' steps) is what the cache saves.
 */
const VIEW_TTL_MS = 60_000;
export const connectionViewCache = (db: Db) =>
  sharedCache<string, ConnectionView | null>(db, 'connections.view', () => new TtlCache(VIEW_TTL_MS, 500));

/** Forgets this connection's rendered copies in this process (the cache-clear path, after a save). */
export const forgetConnectionView = (db: Db, id: string) =>
  connectionViewCache(db).clearWhere((stamp) => stamp.startsWith(`${id}:`));

/** Each connection's stamp, by id (missing ids are left out). */
async function stampsOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; stamp: string }>(
    `SELECT c.id, concat_ws(':', c.id, c.version, o.version, t.version) AS stamp
       FROM connections.connections c
       LEFT JOIN connections.services o ON o.service_id = c.owner_service_id
       LEFT JOIN connections.services t ON t.service_id = c.connected_service_id
      WHERE c.id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.stamp]));
}

const stepView = (
  s: FeatureRow['steps'][number],
  services: Map<string, ServiceWithSteps>,
): FeatureStepView => {
  const service = services.get(s.channel_id);
  const step: CatalogStep | undefined = service?.steps.find(
    (t) => t.kind === s.type && t.module_name === s.module_name,
  );
  const channelModuleName = service?.module_name ?? s.channel_module_name;
  return {
    type: s.type,
    module_name: s.module_name,
    channel_module_name: channelModuleName,
    full_module_name: `${channelModuleName}.${s.module_name}`,
    channel_id: s.channel_id,
    name: step?.name ?? '',
    fields: s.fields.map((f) => ({
      name: f.name,
      label: step?.fields.find((sf) => sf.name === f.name)?.label ?? f.name,
      custom_label: f.custom_label,
      default_value: typeof f.default_value_json === 'string' ? f.default_value_json : null,
      default_value_json: f.default_value_json ?? null,
      hidden: f.hidden,
    })),
    ingredients: s.type === 'trigger' ? (step?.ingredients ?? []) : [],
  };
};

const customFieldView = (c: CustomFieldRow): CustomFieldView => ({
  id: c.id,
  name: c.key,
  label: c.label,
  helperText: c.helper_text,
  required: c.required,
  fieldUiType: c.field_ui_type,
  defaultValue: c.default_value,
  defaultValueJson: c.default_value_json,
  options: c.options,
});

/** Renders these connections (those whose owner service the catalog does not know are left out). */
async function renderConnections(db: Db, ids: readonly string[]): Promise<Map<string, ConnectionView>> {
  const rows = await connectionRows(db, ids);
  if (!rows.length) return new Map();
  const [{ features, customFields }, services] = await Promise.all([
    featuresOf(
      db,
      rows.map((r) => r.id),
    ),
    servicesWithSteps(db, {
      ids: [...new Set(rows.flatMap((r) => [r.owner_service_id, r.connected_service_id]))],
    }),
  ]);
  const byId = new Map(services.map((s) => [s.service_id, s]));
  const views = new Map<string, ConnectionView>();
  for (const row of rows) {
    const owner = byId.get(row.owner_service_id);
    if (!owner) continue;
    const target = byId.get(row.connected_service_id);
    views.set(row.id, {
      ...row,
      owner_channel: owner,
      channels: target ? [target] : [],
      applet_configurations: features
        .filter((f) => f.connection_id === row.id)
        .map(({ steps, ...f }) => {
          const views = steps.map((s) => stepView(s, byId));
          return {
            ...f,
            triggers: views.filter((s) => s.type === 'trigger'),
            queries: views.filter((s) => s.type === 'query'),
            actions: views.filter((s) => s.type === 'action'),
            customFields: customFields.filter((c) => c.feature_id === f.id).map(customFieldView),
          };
        }),
    });
  }
  return views;
}

/** The rendered connection, from this process's cache when nothing changed since it was rendered. */
export async function connectionView(db: Db, id: string): Promise<ConnectionView | null> {
  return (await connectionViews(db, [id]))[0] ?? null;
}

export async function connectionViews(db: Db, ids: readonly string[]): Promise<ConnectionView[]> {
  const stamps = await stampsOf(db, ids);
  const idOf = new Map([...stamps].map(([id, stamp]) => [stamp, id]));
  const found = await connectionViewCache(db).getMany([...stamps.values()], async (missing) => {
    const views = await renderConnections(
      db,
      missing.map((stamp) => idOf.get(stamp)!),
    );
    return new Map(missing.map((stamp) => [stamp, views.get(idOf.get(stamp)!) ?? null]));
  });
  return ids.map((id) => found.get(stamps.get(id) ?? '')).filter((v): v is ConnectionView => Boolean(v));
}

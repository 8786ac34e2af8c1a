import type { ServiceConfigurationChanged, ServiceDeleted, ServiceSnapshotItem } from '@switchyard/events';
import type { Db, DomainEvent } from '@switchyard/server-kit';
import { forgetServiceAggregates } from './analyticsAggregates';

/**
 * The analytics' own small catalog of services (names, icons, organization, steps), from
 * service-config's events: the newest configuration version wins, a deleted service stays deleted.
 * It reads the snapshot as the connections domain's catalog does (catalogStore.ts).
 */

export type StepKind = 'trigger' | 'query' | 'action';

const LISTS: [StepKind, string][] = [
  ['trigger', 'triggers'],
  ['query', 'queries'],
  ['action', 'actions'],
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** service-config's icon address for the snapshot's stored icon path (as connections' iconUrlOf). */
export function iconUrlOf(moduleName: string, icon: unknown): string | null {
  const m =
    typeof icon === 'string'
      ? /^service-icons\/[0-9a-f-]{36}-([0-9a-f]{16})\.(png|jpg|webp)$/.exec(icon)
      : null;
  return m ? `/services/${encodeURIComponent(moduleName)}/icon?v=${m[1]}` : null;
}

/** The steps of a snapshot: feed triggers (`feed:` keys) left out, in their order. */
export function stepsOfSnapshot(snapshot: ServiceConfigurationChanged['snapshot']) {
  return LISTS.flatMap(([kind, list]) =>
    (snapshot.lists[list] ?? [])
      .filter((i: ServiceSnapshotItem) => !i.key.startsWith('feed:'))
      .map((item, weight) => ({
        kind,
        module_name: item.key,
        name: text(item.properties.name) || item.key,
        weight,
      })),
  );
}

/** Keeps the newest configuration of each service; an older or repeated event changes nothing. */
export async function storeAnalyticsServices(
  tx: Db,
  events: readonly DomainEvent<ServiceConfigurationChanged>[],
): Promise<void> {
  for (const { data: c } of events) {
    const p = c.snapshot.properties;
    const { rows } = await tx.query(
      `INSERT INTO observability.analytics_services AS s
         (service_id, organization_id, module_name, name, brand_color, image_url, version)
       SELECT $1::uuid, $2::uuid, $3::text, $4::text, $5::text, $6::text, $7::bigint
        WHERE NOT EXISTS (SELECT 1 FROM observability.analytics_deleted_services d WHERE d.service_id = $1::uuid)
       ON CONFLICT (service_id) DO UPDATE SET organization_id = excluded.organization_id,
         module_name = excluded.module_name, name = excluded.name, brand_color = excluded.brand_color,
         image_url = excluded.image_url, version = excluded.version
       WHERE s.version < excluded.version
       RETURNING service_id`,
      [
        c.service_id,
        c.organization_id,
        c.module_name,
        text(p.name) || c.module_name,
        text(p.brand_color) || null,
        iconUrlOf(c.module_name, p.icon),
        c.version,
      ],
    );
    if (rows.length === 0) continue;
    await tx.query('DELETE FROM observability.analytics_service_steps WHERE service_id = $1', [c.service_id]);
    await tx.query(
      `INSERT INTO observability.analytics_service_steps (service_id, kind, module_name, name, weight)
       SELECT $1, s.kind, s.module_name, s.name, s.weight
         FROM jsonb_to_recordset($2::jsonb) AS s(kind text, module_name text, name text, weight integer)
       ON CONFLICT DO NOTHING`,
      [c.service_id, JSON.stringify(stepsOfSnapshot(c.snapshot))],
    );
  }
}

/** A deleted service leaves the catalog and the analytics for good, its own and others' "works with". */
export async function forgetAnalyticsServices(
  tx: Db,
  events: readonly DomainEvent<ServiceDeleted>[],
): Promise<void> {
  for (const { data } of events) {
    await tx.query(
      'INSERT INTO observability.analytics_deleted_services (service_id) VALUES ($1) ON CONFLICT DO NOTHING',
      [data.service_id],
    );
    await tx.query('DELETE FROM observability.analytics_services WHERE service_id = $1', [data.service_id]);
    await forgetServiceAggregates(tx, data.service_id);
  }
}

/** The ids among these that belong to deleted services. */
export async function deletedAmong(tx: Db, serviceIds: readonly string[]): Promise<Set<string>> {
  if (serviceIds.length === 0) return new Set();
  const { rows } = await tx.query<{ service_id: string }>(
    'SELECT service_id FROM observability.analytics_deleted_services WHERE service_id = ANY($1::uuid[])',
    [serviceIds],
  );
  return new Set(rows.map((r) => r.service_id));
}

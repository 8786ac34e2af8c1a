import type { ServiceConfigurationChanged } from '@switchyard/events';
import type { Db, EventBus } from '@switchyard/server-kit';
import type { ReviewStatusCode } from '@switchyard/review-common/reviewStatus';
import { copyStencils } from './stencils';

/** A row of review.services: review's copy of a service and its review state. */
export interface ReviewedService {
  service_id: string;
  organization_id: string;
  module_name: string;
  version: number;
  staging_of: string | null;
  snapshot: ServiceConfigurationChanged['snapshot'];
  missing_for_submission: string[];
  last_endpoint_test: ServiceConfigurationChanged['last_endpoint_test'];
  review_status: ReviewStatusCode;
  published: boolean;
  submitted_at: Date | null;
}

const COLUMNS = `service_id, organization_id, module_name, version::int AS version, staging_of, snapshot,
  missing_for_submission, last_endpoint_test, review_status, published, submitted_at`;

/**
 * Keeps the newest configuration of a service (an older or repeated event changes nothing). A
 * service seen for the first time starts as service-config says: published services as published
 * (passed review), the rest in development.
 */
export async function storeConfiguration(
  tx: Db,
  c: ServiceConfigurationChanged,
  events?: EventBus,
): Promise<void> {
  const { rows } = await tx.query<{ inserted: boolean }>(
    `INSERT INTO review.services AS s
       (service_id, organization_id, module_name, version, staging_of, snapshot, missing_for_submission,
        last_endpoint_test, review_status, published)
     SELECT $1::uuid, $2::uuid, $3::text, $4::bigint, $5::uuid, $6::jsonb, $7::jsonb, $8::jsonb,
            CASE WHEN $9::boolean THEN 2 ELSE 0 END, $9::boolean
      WHERE NOT EXISTS (SELECT 1 FROM review.deleted_services d WHERE d.service_id = $1::uuid)
     ON CONFLICT (service_id) DO UPDATE SET
       organization_id = excluded.organization_id, module_name = excluded.module_name,
       version = excluded.version, staging_of = excluded.staging_of, snapshot = excluded.snapshot,
       missing_for_submission = excluded.missing_for_submission,
       last_endpoint_test = excluded.last_endpoint_test, updated_at = now()
     WHERE s.version < excluded.version
     RETURNING (xmax = 0) AS inserted`,
    [
      c.service_id,
      c.organization_id,
      c.module_name,
      c.version,
      c.staging_of,
      JSON.stringify(c.snapshot),
      JSON.stringify(c.missing_for_submission),
      c.last_endpoint_test ? JSON.stringify(c.last_endpoint_test) : null,
      c.published,
    ],
  );
  // A new staging clone starts with its original's applet defaults, as with the rest of its configuration.
  if (rows[0]?.inserted && c.staging_of) await copyStencils(tx, events, c.staging_of, c.service_id);
  // A service published before review knew it (the seed) gets its published base now.
  await tx.query(
    `INSERT INTO review.snapshots (service_id, kind, version, snapshot)
     SELECT service_id, 'published', version, snapshot FROM review.services
      WHERE service_id = $1 AND published
        AND NOT EXISTS (SELECT 1 FROM review.snapshots WHERE service_id = $1 AND kind = 'published')`,
    [c.service_id],
  );
}

export async function findReviewedService(db: Db, moduleName: string, forUpdate = false) {
  const { rows } = await db.query<ReviewedService>(
    `SELECT ${COLUMNS} FROM review.services WHERE module_name = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [moduleName],
  );
  return rows[0] ?? null;
}

export async function reviewedServicesByIds(db: Db, ids: string[]): Promise<Map<string, ReviewedService>> {
  const { rows } = await db.query<ReviewedService>(
    `SELECT ${COLUMNS} FROM review.services WHERE service_id = ANY($1::uuid[])`,
    [ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id))],
  );
  return new Map(rows.map((r) => [r.service_id, r]));
}

/** Services in review, oldest submission first. */
export async function servicesInReview(db: Db): Promise<ReviewedService[]> {
  const { rows } = await db.query<ReviewedService>(
    `SELECT ${COLUMNS} FROM review.services WHERE review_status = 1 ORDER BY submitted_at, module_name`,
  );
  return rows;
}

/** A deleted service's review records go (history, snapshots, notes, defaults cascade); it stays gone. */
export async function forgetService(tx: Db, serviceId: string): Promise<void> {
  await tx.query('INSERT INTO review.deleted_services (service_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    serviceId,
  ]);
  await tx.query('DELETE FROM review.services WHERE service_id = $1', [serviceId]);
}

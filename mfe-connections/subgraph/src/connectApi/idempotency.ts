import { createHash } from 'node:crypto';
import type { Db } from '@switchyard/server-kit';

/**
 * The Connect API's idempotency (X-Request-ID): the first request with an id, per service, reserves
 * it; its answer is kept 24 hours and a repeat gets it again without the partner being called. A
 * repeat that arrives while the first is still in flight waits for its answer (polling the row).
 */

export const REQUEST_ID_MAX = 200;
/** How long a request id is remembered. */
const KEPT = "interval '24 hours'";
/** A reservation without an answer this old belongs to a process that died: a repeat takes it over. */
const ABANDONED = "interval '2 minutes'";
const WAIT_MS = 30_000;
const POLL_MS = 50;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type Reservation =
  | { kind: 'reserved' }
  | { kind: 'answered'; answer: StoredAnswer }
  /** The id was used for another request (method, path, user or body differ). */
  | { kind: 'mismatch' }
  /** The first request did not finish within the wait. */
  | { kind: 'in_flight' };

/** What a request id stands for: the same id must come with the same request. */
export const fingerprintOf = (parts: unknown[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function reserveRequest(
  db: Db,
  serviceId: string,
  requestId: string,
  fingerprint: string,
): Promise<Reservation> {
  const { rows } = await db.query(
    `INSERT INTO connections.connect_api_requests AS r (service_id, request_id, fingerprint)
     VALUES ($1, $2, $3)
     ON CONFLICT (service_id, request_id) DO UPDATE
        SET fingerprint = EXCLUDED.fingerprint, status = NULL, body = NULL, created_at = now()
      WHERE r.created_at < now() - ${KEPT} OR (r.status IS NULL AND r.created_at < now() - ${ABANDONED})
     RETURNING 1`,
    [serviceId, requestId, fingerprint],
  );
  if (rows.length) return { kind: 'reserved' };
  const end = Date.now() + WAIT_MS;
  for (;;) {
    const { rows: found } = await db.query<{ fingerprint: string; status: number | null; body: unknown }>(
      `SELECT fingerprint, status, body FROM connections.connect_api_requests
        WHERE service_id = $1 AND request_id = $2`,
      [serviceId, requestId],
    );
    const row = found[0];
    // Released meanwhile (the first one's partner failed): this one tries again.
    if (!row) return reserveRequest(db, serviceId, requestId, fingerprint);
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.status !== null) return { kind: 'answered', answer: { status: row.status, body: row.body } };
    if (Date.now() > end) return { kind: 'in_flight' };
    await sleep(POLL_MS);
  }
}

/** Keeps the answer for the request id's repeats. */
export async function storeAnswer(db: Db, serviceId: string, requestId: string, answer: StoredAnswer) {
  await db.query(
    `UPDATE connections.connect_api_requests SET status = $3, body = $4
      WHERE service_id = $1 AND request_id = $2`,
    [serviceId, requestId, answer.status, JSON.stringify(answer.body)],
  );
}

/** Frees the request id: a repeat is handled as new (the partner failed, or we did). */
export async function releaseRequest(db: Db, serviceId: string, requestId: string) {
  await db.query(
    'DELETE FROM connections.connect_api_requests WHERE service_id = $1 AND request_id = $2 AND status IS NULL',
    [serviceId, requestId],
  );
}

import type { Db } from '@switchyard/server-kit';

/**
 * Counts a service's request in the current minute (one upsert, shared by every process) and says
 * whether it is over `limit`, with the seconds until the next minute begins (Retry-After).
 */
export async function countRequest(
  db: Db,
  serviceId: string,
  limit: number,
): Promise<{ limited: false } | { limited: true; retryAfter: number }> {
  const { rows } = await db.query<{ count: number; retry_after: number }>(
    `INSERT INTO connections.connect_api_rate AS r (service_id, window_start, count)
     VALUES ($1, date_trunc('minute', now()), 1)
     ON CONFLICT (service_id, window_start) DO UPDATE SET count = r.count + 1
     RETURNING r.count, ceil(extract(epoch FROM r.window_start + interval '1 minute' - now()))::int AS retry_after`,
    [serviceId],
    { name: 'connections.connect_api_rate' },
  );
  const { count, retry_after } = rows[0];
  return count > limit ? { limited: true, retryAfter: Math.max(1, retry_after) } : { limited: false };
}

/** Forgets windows over an hour old and request ids over a day old (the start's cleanup). */
export async function forgetOldConnectApiRows(db: Db): Promise<void> {
  await db.query("DELETE FROM connections.connect_api_rate WHERE window_start < now() - interval '1 hour'");
  await db.query(
    "DELETE FROM connections.connect_api_requests WHERE created_at < now() - interval '24 hours'",
  );
}

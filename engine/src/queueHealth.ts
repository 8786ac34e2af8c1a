import type { Db } from '@switchyard/server-kit';
import { QUEUES } from './queues';

export interface QueueHealth {
  /** Jobs that could start now. */
  ready: number;
  /** Jobs waiting for their start time (a delay, a retry's backoff). */
  deferred: number;
  active: number;
  /** Seconds the oldest ready job has waited, or null. */
  oldest_ready_seconds: number | null;
}

/** The engine's queues as they are now (GET /health). */
export async function queueHealth(db: Db): Promise<Record<string, QueueHealth>> {
  const names = Object.values(QUEUES);
  const { rows } = await db.query<{
    name: string;
    ready: string;
    deferred: string;
    active: string;
    oldest: number | null;
  }>(
    `SELECT name,
            count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()) AS ready,
            count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after > now()) AS deferred,
            count(*) FILTER (WHERE state = 'active') AS active,
            extract(epoch FROM now() - min(created_on) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()))::float8 AS oldest
       FROM pgboss.job WHERE name = ANY($1::text[]) GROUP BY name`,
    [names],
  );
  return Object.fromEntries(
    names.map((name) => {
      const r = rows.find((x) => x.name === name);
      return [
        name,
        {
          ready: Number(r?.ready ?? 0),
          deferred: Number(r?.deferred ?? 0),
          active: Number(r?.active ?? 0),
          oldest_ready_seconds: r?.oldest == null ? null : Math.round(r.oldest * 10) / 10,
        },
      ];
    }),
  );
}

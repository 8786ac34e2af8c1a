import type { DomainDeps, RequestContext } from '@switchyard/server-kit';
import type { Resolvers } from '../generated/resolverTypes';
import type { AppletRunMapper, TriggerCheckMapper } from './mappers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

interface StepRow {
  run_id: string;
  key: string;
  status: string;
  duration_ms: number;
  attempts: number;
  error: string | null;
}

export function createResolvers({ db }: DomainDeps): Resolvers {
  // An applet and a connection feature (run as an applet under its id) show the viewer's own runs alike.
  const runsOf = {
    async recent_runs({ id }: { id?: string }, { first }: { first?: number | null }, ctx: RequestContext) {
      if (!ctx.viewer || !id || !UUID.test(id)) return [];
      const limit = Math.min(Math.max(first ?? 10, 1), 50);
      const { rows } = await db.query<AppletRunMapper>(
        `SELECT id, status, created_at, finished_at, resume_at, item_id, error FROM engine.runs
          WHERE applet_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3`,
        [id, ctx.viewer.id, limit],
      );
      return rows;
    },
    async trigger_check({ id }: { id?: string }, _args: unknown, ctx: RequestContext) {
      if (!ctx.viewer || !id || !UUID.test(id)) return null;
      const { rows } = await db.query<TriggerCheckMapper>(
        `SELECT t.last_polled_at, t.next_poll_at, t.last_error, t.skipped_items::int AS skipped_items
           FROM engine.subscriptions s JOIN engine.trigger_identities t ON t.id = s.identity_id
          WHERE s.applet_id = $1 AND s.user_id = $2 AND s.enabled`,
        [id, ctx.viewer.id],
      );
      return rows[0] ?? null;
    },
  };
  return {
    Applet: { __resolveReference: ({ id }) => ({ id }), ...runsOf },
    ConnectionEnablementFeature: { __resolveReference: ({ id }) => ({ id }), ...runsOf },
    AppletRun: {
      created_at: (r) => iso(r.created_at)!,
      finished_at: (r) => iso(r.finished_at),
      resume_at: (r) => iso(r.resume_at),
      async steps(r) {
        const { rows } = await db.query<StepRow>(
          `SELECT run_id, key, status, duration_ms, attempts, error FROM engine.run_steps
            WHERE run_id = $1 ORDER BY CASE WHEN key LIKE 'query:%' THEN 0 WHEN key = 'filter' THEN 1 ELSE 2 END, position`,
          [r.id],
        );
        return rows;
      },
    },
    TriggerCheck: {
      last_checked_at: (t) => iso(t.last_polled_at),
      next_check_at: (t) => iso(t.next_poll_at),
    },
  };
}

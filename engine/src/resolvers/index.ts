import {
  notFound,
  toGraphQLError,
  unauthenticated,
  type DomainDeps,
  type RequestContext,
} from '@switchyard/server-kit';
import type { Resolvers } from '../generated/resolverTypes';
import { enginePartner } from '../partner/callPartner';
import { runtimeOf } from '../runtime';
import { cancelHeldRuns, floodHoldsOf, heldRunsOf, knowsApplet, runHeldRuns } from '../runs/heldRuns';
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

export function createResolvers(deps: DomainDeps): Resolvers {
  const { db } = deps;
  /**
   * "Run them" / "Discard them": the viewer's own held runs of an applet they have; NOT_FOUND for
   * any other (nothing changes), an error on applet_id when none is held.
   */
  const actOnHeld =
    (act: (appletId: string, userId: string) => Promise<number>) =>
    async (_parent: unknown, { applet_id }: { applet_id: string }, ctx: RequestContext) => {
      if (!ctx.viewer) throw toGraphQLError(unauthenticated());
      if (!UUID.test(applet_id) || !(await knowsApplet(db, applet_id, ctx.viewer.id)))
        throw toGraphQLError(notFound('Applet not found.'));
      const n = await act(applet_id, ctx.viewer.id);
      const held_runs = await heldRunsOf(db, applet_id, ctx.viewer.id);
      return n > 0
        ? { held_runs, errors: [] }
        : { held_runs, errors: [{ attribute: 'applet_id', message: 'This applet has no held runs.' }] };
    };
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
    async held_runs({ id }: { id?: string }, _args: unknown, ctx: RequestContext) {
      if (!ctx.viewer || !id || !UUID.test(id)) return null;
      return heldRunsOf(db, id, ctx.viewer.id);
    },
  };
  return {
    Mutation: {
      runHeldRuns: actOnHeld((appletId, userId) =>
        runHeldRuns(db, runtimeOf(db)?.boss ?? null, appletId, userId),
      ),
      discardHeldRuns: actOnHeld((appletId, userId) => cancelHeldRuns(db, appletId, userId)),
    },
    Service: {
      __resolveReference: ({ id }) => ({ id: id! }),
      // Members of the service's organization only: anyone else sees none.
      async flood_holds({ id }, _args, ctx) {
        if (!ctx.viewer || !UUID.test(id)) return [];
        const settings = await enginePartner(deps).settings(id);
        if (!settings?.organization_id || !(await ctx.memberships())[settings.organization_id]) return [];
        return floodHoldsOf(db, id);
      },
    },
    HeldRuns: {
      oldest_at: (h) => iso(h.oldest_at)!,
      newest_at: (h) => iso(h.newest_at)!,
    },
    TriggerFloodHold: {
      last_held_at: (h) => iso(h.last_held_at)!,
    },
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

import type { RunCaps } from '../config';
import type { AppletRunSpec } from '@switchyard/events';
import { logger, type DomainDeps } from '@switchyard/server-kit';
import type { PgBoss } from 'pg-boss';
import { derivedId } from '../derivedId';
import { retries } from '../engineMetrics';
import { callPartner, enginePartner, type CallOutcome } from '../partner/callPartner';
import { inTransaction, QUEUES, resumeJob } from '../queues';
import { turnOffApplets } from './autoOff';
import { FilterCodeError, runFilterCode } from './filterCode';
import { actionFields, ingredientValues } from './ingredients';
import { triggerTimeOf } from './triggerTime';
import { userTimezone } from '../userTimezones';
import {
  finishRun,
  recordSteps,
  type EndedRun,
  savePlan,
  type ClaimedRun,
  type RunPlan,
  type RunRow,
  type Step,
} from './runStore';

export interface EngineDeps extends DomainDeps {
  boss: PgBoss;
  /** Failed runs in a row after which the applet is turned off. */
  failuresBeforeOff: number;
  /** Attempts of a run after its first, when its partner says "later" (ENGINE_RETRY_LIMIT). */
  retryLimit: number;
  /** The flood guard's caps (RUN_CAP_PER_CHECK, RUN_CAP_PER_MINUTE). */
  caps: RunCaps;
}

/** The partner said "later" (429, 5xx, no answer): pg-boss tries the run again with backoff. */
export class RetryLater extends Error {}

/** Query rows fetched per page, and pages followed through the cursor. */
const QUERY_LIMIT = 50;
const QUERY_PAGES = 3;

/** The X-Request-ID of one action of one run: the same on every attempt (the partner's idempotency key). */
export const actionRequestId = (runId: string, key: string): string => derivedId(`${runId}:${key}`);

interface Attempt {
  /** No retry follows this one: a retryable failure fails the run. */
  last: boolean;
}

/**
 * Works a claimed run: the queries and filter code (once; their outcome is kept), the delay (a job
 * of its own that starts later), then each action in order, skipping the steps an earlier attempt
 * settled. The steps need only the applet's spec and the trigger item, whatever started the run.
 * Steps are kept in `pending` and written with the next write the run makes anyway. Throws
 * RetryLater when the partner said "later" and the run may try again. A run that ended well is
 * returned unwritten, for the caller to write with its next statement; null when all is written.
 */
export async function workRun(deps: EngineDeps, run: ClaimedRun): Promise<EndedRun | null> {
  const attempt: Attempt = { last: run.attempts > deps.retryLimit };
  const spec = run.spec;
  if (!spec) {
    await finishRun(deps.db, run.id, 'cancelled', 'The Applet was turned off before this run.');
    return null;
  }
  const pending: Step[] = [];
  let plan = run.plan;
  if (!plan) {
    plan = await plan_(deps, run, spec, attempt, pending);
    if (!plan) return null;
    if (spec.delay_seconds) {
      const resumeAt = new Date(Date.now() + spec.delay_seconds * 1000);
      await deps.db.transaction(async (tx) => {
        await savePlan(tx, run.id, plan!, resumeAt, pending.splice(0));
        await deps.boss.insert(QUEUES.resume, [resumeJob(run, resumeAt)], { db: inTransaction(tx) });
      });
      return null;
    }
    // Without queries or filter code the plan is the trigger item's alone: a retry makes it again.
    if (pending.length) await savePlan(deps.db, run.id, { ...plan, ready: true }, null, pending.splice(0));
  } else if (!plan.ready) {
    plan = { ...plan, ready: true };
    await savePlan(deps.db, run.id, plan, null);
  }
  return runActions(deps, run, spec, plan, attempt, pending);
}

/** Settles a failed partner call: a retry later, or the run failed (and the applet off when the connection is gone). */
async function failedCall(
  deps: EngineDeps,
  run: RunRow,
  step: { key: string; position: number; requestId?: string },
  outcome: Exclude<CallOutcome, { kind: 'ok' | 'skip' }>,
  attempt: Attempt,
  pending: Step[],
): Promise<void> {
  if (outcome.kind === 'retry' && !attempt.last) {
    retries.inc({ type: step.key.split(':')[0] });
    await recordSteps(deps.db, run.id, [
      ...pending.splice(0),
      { ...step, status: 'retrying', ms: outcome.ms, error: outcome.message },
    ]);
    throw new RetryLater(outcome.message);
  }
  pending.push({ ...step, status: 'failed', ms: outcome.ms, error: outcome.message });
  await failRun(deps, run.id, outcome.message, pending.splice(0));
  if (outcome.kind === 'revoked') await turnOffApplets(deps, [run], outcome.message);
}

/** The queries, then the filter code: the run's plan, or null when the run ended here. */
async function plan_(
  deps: EngineDeps,
  run: RunRow,
  spec: AppletRunSpec,
  attempt: Attempt,
  pending: Step[],
): Promise<RunPlan | null> {
  const triggerValues = ingredientValues(spec, run.item, {});
  const timezone = await userTimezone(deps.db, run.user_id);
  const queryRows: Record<string, Record<string, unknown>[]> = {};
  for (const [i, q] of spec.queries.entries()) {
    const rows: Record<string, unknown>[] = [];
    let cursor: unknown = undefined;
    let ms = 0;
    for (let page = 0; page < QUERY_PAGES; page++) {
      const outcome = await callPartner(deps, {
        serviceId: q.service_id,
        userId: run.user_id,
        method: 'POST',
        path: `/queries/${encodeURIComponent(q.module_name)}`,
        body: {
          queryFields: actionFields(q.fields, triggerValues),
          limit: QUERY_LIMIT,
          ...(cursor ? { cursor } : {}),
          user: { timezone },
        },
        type: 'query',
        connectionId: spec.connection?.connection_id,
      });
      ms += outcome.ms;
      if (outcome.kind !== 'ok') {
        if (outcome.kind === 'skip') continue;
        await failedCall(deps, run, { key: q.key, position: i }, { ...outcome, ms }, attempt, pending);
        return null;
      }
      const body = outcome.body as { data?: unknown; cursor?: unknown } | null;
      if (Array.isArray(body?.data))
        rows.push(
          ...body.data.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null),
        );
      cursor = body?.cursor;
      if (!cursor) break;
    }
    queryRows[q.key] = rows;
    pending.push({ key: q.key, position: i, status: 'succeeded', ms });
  }
  const values = ingredientValues(spec, run.item, queryRows);
  let skips: Record<string, string> = {};
  let sets: Record<string, Record<string, unknown>> = {};
  // No code (or only blanks): no sandbox, for an applet as for a connection feature without a script.
  if (spec.filter_code?.trim()) {
    const started = Date.now();
    try {
      ({ skips, sets } = await runFilterCode(
        spec,
        values,
        queryRows,
        {
          currentUserTime: new Date(),
          triggerTime: triggerTimeOf(run.item, run.created_at),
          previousTriggerTime: run.previous_trigger_at,
          timezone,
        },
        run.user_id,
      ));
    } catch (err) {
      if (!(err instanceof FilterCodeError)) throw err;
      if (err.retry && !attempt.last) throw new RetryLater(err.message);
      pending.push({
        key: 'filter',
        position: 0,
        status: 'failed',
        ms: Date.now() - started,
        error: err.message,
      });
      await failRun(deps, run.id, err.message, pending.splice(0));
      return null;
    }
    pending.push({ key: 'filter', position: 0, status: 'succeeded', ms: Date.now() - started });
  }
  return { values, skips, sets, ready: !spec.delay_seconds };
}

async function runActions(
  deps: EngineDeps,
  run: ClaimedRun,
  spec: AppletRunSpec,
  plan: RunPlan,
  attempt: Attempt,
  pending: Step[],
): Promise<EndedRun | null> {
  const settled = new Set(run.settled);
  const { product } = enginePartner(deps);
  // After a delay, the zone is the user's as it is now, not when the run was planned.
  const timezone = await userTimezone(deps.db, run.user_id);
  let ran = 0;
  for (const [i, a] of spec.actions.entries()) {
    if (settled.has(a.key)) {
      ran += 1;
      continue;
    }
    const skip = plan.skips[a.key];
    if (skip !== undefined) {
      const reason = skip ? `Skipped by filter code: ${skip}` : 'Skipped by filter code.';
      pending.push({ key: a.key, position: i, status: 'skipped', ms: 0, error: reason });
      continue;
    }
    // What is settled is written before the next call: a retry after a crash resumes after it.
    await recordSteps(deps.db, run.id, pending.splice(0));
    const requestId = actionRequestId(run.id, a.key);
    const outcome = await callPartner(deps, {
      serviceId: a.service_id,
      userId: run.user_id,
      method: 'POST',
      path: `/actions/${encodeURIComponent(a.module_name)}`,
      body: {
        actionFields: { ...actionFields(a.fields, plan.values), ...(plan.sets[a.key] ?? {}) },
        user: { timezone },
        [`${product}_source`]: {
          id: run.applet_id,
          url: `${deps.settings.publicUrl}/applets/${run.applet_id}`,
        },
      },
      type: 'action',
      requestId,
      // A connection feature's run: its calls are in the connection's API logs.
      connectionId: spec.connection?.connection_id,
    });
    const step = { key: a.key, position: i, requestId };
    if (outcome.kind === 'ok') {
      ran += 1;
      pending.push({ ...step, status: 'succeeded', ms: outcome.ms });
    } else if (outcome.kind === 'skip') {
      pending.push({ ...step, status: 'skipped', ms: outcome.ms, error: outcome.message });
    } else {
      await failedCall(deps, run, step, outcome, attempt, pending);
      return null;
    }
  }
  return {
    id: run.id,
    status: ran === 0 && spec.actions.length > 0 ? 'skipped' : 'succeeded',
    steps: pending.splice(0),
  };
}

/** Ends a run as failed; the applet is turned off after too many failures in a row. */
export async function failRun(deps: EngineDeps, runId: string, error: string, steps: Step[] = []) {
  const run = await finishRun(deps.db, runId, 'failed', error, steps);
  if (run?.failures_in_a_row === deps.failuresBeforeOff) {
    logger.info({ applet: run.applet_id, user: run.user_id }, 'turning off an applet that keeps failing');
    await turnOffApplets(
      deps,
      [run],
      `This Applet failed ${run.failures_in_a_row} times in a row and was turned off. The last error: ${error}`,
    );
  }
}

import { CONNECTION_RUN_EVENTS, type ConnectionTriggerFired } from '@switchyard/events';
import {
  logger,
  repeatEvery,
  startDueWaker,
  workInLoops,
  type DomainDeps,
  type EventBus,
} from '@switchyard/server-kit';
import { partnerClientOf } from '@switchyard/server-kit/partner-client';
import { forgetOldConnectApiRows } from '../connectApi/rateLimit';
import { connectionsSettings } from '../settings';
import { attemptDelivery, storeTriggerFired } from './webhookDelivery';
import { stopWebhookBoss, WEBHOOK_QUEUE, webhookBoss, type WebhookJob } from './webhookQueue';

/** connection.trigger_fired → a delivery and its first attempt, queued in the event's transaction. */
export async function consumeTriggerFired(events: EventBus, deps: DomainDeps): Promise<void> {
  // Started before the first event: its job is queued inside the event's transaction.
  await webhookBoss(deps.db);
  await events.subscribe<ConnectionTriggerFired>('connections', CONNECTION_RUN_EVENTS.triggerFired, (e, tx) =>
    storeTriggerFired(deps.db, tx, e.data),
  );
}

const ATTEMPTS_AT_ONCE = 4;
const CLEANUP_MS = 10 * 60_000;

/** The webhook worker (attempts from the queue) and the Connect API's hourly cleanup. */
export async function startWebhooks(deps: DomainDeps): Promise<{ stop(): Promise<void> }> {
  const boss = await webhookBoss(deps.db);
  const client = partnerClientOf(deps, 'connections');
  const own = deps.settings.of(connectionsSettings);
  const policy = { attempts: own.webhookAttempts, baseMs: own.webhookRetryBaseMs };
  // NOTIFY wakes the loops for a first attempt; a retry's job is due later, which the watching
  // loop's look every half second finds (it then wakes the others), or on the embedded database
  // (one process) the due-job waker, when the loops rest between jobs.
  const options = { batchSize: 1, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 };
  const due = deps.db.kind === 'pglite' ? await startDueWaker(boss) : null;
  await workInLoops<WebhookJob, typeof options>(
    boss,
    WEBHOOK_QUEUE,
    ATTEMPTS_AT_ONCE,
    options,
    async ([job]) => {
      try {
        await attemptDelivery(deps, client, job.data.delivery_id, policy);
      } catch (err) {
        logger.warn(
          { err: (err as Error).message, delivery: job.data.delivery_id },
          'webhook attempt failed',
        );
        throw err;
      }
    },
    due,
  );
  const cleanup = repeatEvery(CLEANUP_MS, 'connect api cleanup', async () => {
    await forgetOldConnectApiRows(deps.db);
    return false;
  });
  return {
    async stop() {
      await cleanup.stop();
      await due?.stop();
      await stopWebhookBoss(deps.db);
    },
  };
}

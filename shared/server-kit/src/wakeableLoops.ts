import type { PgBoss, WorkHandlerFor, WorkOptions } from 'pg-boss';
import type { DueWaker } from './dueWaker';

/** Seconds a resting loop waits between its own looks at the queue (a job wakes it sooner). */
const RESTING_LOOP_SECONDS = 30;
/** The same with a due-job waker: every way a job becomes runnable then wakes a loop. */
const RESTING_LOOP_SECONDS_WITH_DUE = 300;

/**
 * `loops` loops working `queue`, of which only the first (the watcher) looks for jobs at the
 * options' intervals; the others rest RESTING_LOOP_SECONDS between looks. A job the watcher gets
 * wakes the resting loops at once, and so does pg-boss's NOTIFY of a new job (it wakes every loop
 * of a notify queue), so the work goes on as fast as with `loops` looking; at idle the
 * queue costs one fetch per interval, not one per loop. A job that becomes due later (startAfter, a retry's
 * backoff) has no NOTIFY: the watcher finds it within its interval, or, given a `due` waker (the
 * embedded database), is woken when the job is due and rests like the others between jobs.
 */
export async function workInLoops<T, O extends WorkOptions>(
  boss: PgBoss,
  queue: string,
  loops: number,
  options: O,
  handler: WorkHandlerFor<O, T>,
  due?: DueWaker | null,
) {
  let resting: string[] = [];
  const wakeAll = () => {
    for (const id of resting) boss.notifyWorker(id);
  };
  const call = handler as (...args: unknown[]) => unknown;
  const watching = ((...args: unknown[]) => {
    wakeAll();
    return call(...args);
  }) as unknown as WorkHandlerFor<O, T>;
  // pg-boss keeps one localGroupConcurrency per queue, the last registered: the resting loops' one.
  const groups = (n: number) =>
    typeof options.localGroupConcurrency === 'number'
      ? { localGroupConcurrency: Math.min(n, options.localGroupConcurrency) }
      : {};
  // With a due waker the watcher rests too (its queue may have pg-boss's NOTIFY off: the base poll).
  const rest = due
    ? { pollingIntervalSeconds: RESTING_LOOP_SECONDS, notifyPollingIntervalSeconds: RESTING_LOOP_SECONDS }
    : {};
  const watcher = await boss.work<T, unknown, O>(
    queue,
    { ...options, localConcurrency: 1, ...groups(1), ...rest },
    watching,
  );
  due?.watch(queue, () => boss.notifyWorker(watcher));
  const registrations = [watcher];
  if (loops > 1) {
    const restId = await boss.work<T, unknown, WorkOptions>(
      queue,
      {
        ...options,
        localConcurrency: loops - 1,
        ...groups(loops - 1),
        pollingIntervalSeconds: due ? RESTING_LOOP_SECONDS_WITH_DUE : RESTING_LOOP_SECONDS,
        notifyPollingIntervalSeconds: due ? RESTING_LOOP_SECONDS_WITH_DUE : RESTING_LOOP_SECONDS,
      },
      handler as WorkHandlerFor<WorkOptions, T>,
    );
    registrations.push(restId);
    // Every loop of the registration (pg-boss's notifyWorker wakes one loop, by its own id).
    resting = boss
      .getWipData()
      .filter((w) => w.workId === restId)
      .map((w) => w.id);
  }
  return {
    /** The watcher's id: boss.notifyWorker(watcher) makes it look again at once. */
    watcher,
    /** Stops these loops (each ends after its job in hand). */
    async off(wait: boolean) {
      for (const id of registrations) await boss.offWork(queue, { id, wait });
    },
  };
}

import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { logger } from './logger';
import { SHUTDOWN_GRACE_MS, signalCounter, STOP_MESSAGE } from './shutdown';

/**
 * A server run as several processes on one port (node:cluster; the gateway's GATEWAY_WORKERS): the
 * primary starts and watches the workers, and sums their Prometheus metrics so that /metrics
 * answers for the whole server whichever worker is asked. Light on purpose: the primary loads
 * nothing of the application.
 */
const METRICS_ASK = 'switchyard:metrics?';
const METRICS_ANSWER = 'switchyard:metrics';
const METRICS_TIMEOUT_MS = 5_000;
/** More unexpected stops than this within a minute: something is wrong, not bad luck. */
const MAX_RESTARTS_PER_MINUTE = 5;

type Message = { type?: unknown; id?: unknown; text?: unknown; error?: unknown };

/**
 * In the primary: forks `count` workers (each runs the same entry module, where cluster.isWorker is
 * true). The first starts alone, so that migrations and the demo seed run once before the others
 * start. A worker that stops unexpectedly is replaced; one that fails before it listens stops them
 * all (exit code 1), as a single process failing to start would. SIGTERM or SIGINT stops every
 * worker the way the signal stops one process.
 */
export function superviseWorkers(count: number, what: string) {
  serveClusterMetrics();
  const workers = new Set<Worker>();
  const ready = new WeakSet<Worker>();
  const restarts: number[] = [];
  let stopping = false;
  let exitCode = 0;

  const killAll = () => {
    for (const w of workers) w.process.kill('SIGKILL');
    process.exit(1);
  };
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    // A worker still starting has nothing to finish: the signal's default ends it.
    for (const w of workers)
      if (!ready.has(w)) w.process.kill('SIGTERM');
      else if (w.isConnected()) w.send({ type: STOP_MESSAGE });
    setTimeout(killAll, SHUTDOWN_GRACE_MS + 5_000).unref();
    if (workers.size === 0) process.exit(exitCode);
  };

  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    worker.once('listening', () => ready.add(worker));
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (workers.size === 0) process.exit(exitCode);
        return;
      }
      if (!ready.has(worker)) {
        logger.error({ worker: worker.id, code, signal }, `a ${what} worker failed to start; stopping`);
        return stopAll(1);
      }
      const now = Date.now();
      restarts.push(now);
      while (restarts[0] < now - 60_000) restarts.shift();
      if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
        logger.error(`${what} workers keep stopping (${restarts.length} within a minute); stopping`);
        return stopAll(1);
      }
      logger.error(
        { worker: worker.id, code, signal },
        `a ${what} worker stopped unexpectedly; starting another`,
      );
      fork();
    });
    return worker;
  };

  fork().once('listening', () => {
    for (let i = 1; i < count && !stopping; i++) fork();
    logger.info({ workers: count }, `${what}: ${count} workers serve the port`);
  });
  const signals = signalCounter();
  const onSignal = (signal: NodeJS.Signals) => {
    const seen = signals();
    if (seen === 'repeat') return;
    // A second Ctrl-C does not wait.
    if (seen === 'again') killAll();
    logger.info({ signal, what }, 'stopping the workers');
    stopAll(0);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** In the primary: answers the workers' requests for everyone's metrics (prom-client sums them). */
function serveClusterMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, m: Message) => {
    if (m?.type !== METRICS_ASK) return;
    const answer = (body: Message) =>
      worker.isConnected() && worker.send({ type: METRICS_ANSWER, id: m.id, ...body });
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (err: Error) => answer({ error: err.message }),
    );
  });
}

let asked = 0;
const waiting = new Map<number, { resolve(text: string): void; reject(err: Error): void }>();

/**
 * In a cluster worker: lets prom-client answer the primary's requests for this worker's registry,
 * and takes the primary's summed answers. Every worker must, or the primary's sum waits for it.
 */
export function shareMetricsWithPrimary(registry: Registry) {
  if (!cluster.isWorker) return;
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  process.on('message', (m: Message) => {
    if (m?.type !== METRICS_ANSWER || typeof m.id !== 'number') return;
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (typeof m.text === 'string') w?.resolve(m.text);
    else w?.reject(new Error(`the workers' metrics could not be gathered: ${String(m.error)}`));
  });
}

/**
 * The metrics /metrics serves: in a cluster worker, every worker's summed by the primary; otherwise
 * this process's own registry.
 */
export function processMetrics(registry: Registry): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = ++asked;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error("the workers' metrics did not arrive in time"));
    }, METRICS_TIMEOUT_MS).unref();
    waiting.set(id, {
      resolve: (text) => (clearTimeout(timer), resolve(text)),
      reject: (err) => (clearTimeout(timer), reject(err)),
    });
    process.send!({ type: METRICS_ASK, id });
  });
}

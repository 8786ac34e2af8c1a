/**
 * The script sandbox (@switchyard/sandbox): cold start of a first run (worker start, WebAssembly compile and
 * a fresh QuickJS instance included), then a small script (map a JSON array of 100 items) one run at a time
 * (latency) and with several in flight (runs per second), then how soon an endless loop and a memory bomb
 * are stopped. Bounded: about 4 s in all by default.
 */
import { createSandbox, type SandboxErrorKind } from '@switchyard/sandbox';
import { percentile } from './lib/stats';

export interface SandboxBenchOptions {
  /** Measured time of each phase (one at a time, then concurrent). */
  phaseMs?: number;
  /** Runs in flight in the throughput phase (default: every place in the pool). */
  concurrency?: number;
  workers?: number;
}

export interface SandboxFigures {
  /** createSandbox() to the first result: the first worker starts (and compiles QuickJS) on that run. */
  coldStartMs: number;
  /** The run right after, on the same worker (its next instance may still be in the making). */
  secondRunMs: number;
  /** One run at a time, from run() to the result. */
  p50Ms: number;
  p95Ms: number;
  /** Runs finished per second with `concurrency` in flight (every worker started beforehand). */
  runsPerSecond: number;
  /** Latency with `concurrency` in flight. */
  concurrentP50Ms: number;
  concurrentP95Ms: number;
  /** An endless loop with timeoutMs 100: from run() until it ends as a `timeout`. */
  loopStoppedMs: number;
  /** A memory bomb (1 MB typed arrays until the 32 MB cap): from run() until it ends as `memory`. */
  memoryBombStoppedMs: number;
  /** Fairness: another owner's short run while one owner has eight endless loops in the pool (and idle, for comparison). */
  fairness: { spinning: number; shortRunMs: number; shortRunIdleMs: number };
  workers: number;
  concurrency: number;
  runs: { sequential: number; concurrent: number };
  /** The bench process's resident memory before createSandbox() and after the runs (the workers live in it). */
  rssBeforeMb: number;
  rssAfterMb: number;
}

const SCRIPT = `function handler(items) {
  return items.filter((i) => i.score > 10).map((i) => ({ id: i.id, title: i.title.toUpperCase(), score: i.score * 2 }));
}`;
const INPUT = Array.from({ length: 100 }, (_, i) => ({
  id: i,
  title: `item number ${i}`,
  score: i % 50,
  tags: ['a', 'b'],
}));
const EXPECTED = JSON.stringify(
  INPUT.filter((i) => i.score > 10).map((i) => ({
    id: i.id,
    title: i.title.toUpperCase(),
    score: i.score * 2,
  })),
);

const rssMb = () => Math.round(process.memoryUsage().rss / (1024 * 1024));

export async function measureSandbox(opts: SandboxBenchOptions = {}): Promise<SandboxFigures> {
  const phaseMs = opts.phaseMs ?? 1500;
  const workers = opts.workers ?? 2;
  const runsPerWorker = 4;
  const concurrency = opts.concurrency ?? workers * runsPerWorker;

  const rssBeforeMb = rssMb();
  const coldStarted = performance.now();
  const sandbox = createSandbox({ workers, runsPerWorker, timeoutMs: 1000 });
  try {
    // Runs are spread over as many owners as workers: one owner holds at most workers - 1 of them.
    let nextOwner = 0;
    const once = async (): Promise<number> => {
      const started = performance.now();
      const result = await sandbox.run(SCRIPT, INPUT, {}, { owner: `bench-${nextOwner++ % workers}` });
      const elapsed = performance.now() - started;
      if (!result.ok) throw new Error(`a sandbox run failed: ${result.error.kind}: ${result.error.message}`);
      if (JSON.stringify(result.value) !== EXPECTED) throw new Error('a sandbox run gave a wrong answer');
      return elapsed;
    };
    await once();
    const coldStartMs = performance.now() - coldStarted;
    const secondRunMs = await once();

    const sequential: number[] = [];
    const sequentialEnd = performance.now() + phaseMs;
    while (performance.now() < sequentialEnd) sequential.push(await once());

    // The pool starts another worker only when the first is busy: start them all before measuring.
    for (let i = 0; i < 3; i++) await Promise.all(Array.from({ length: concurrency }, once));

    const concurrent: number[] = [];
    const concurrentStarted = performance.now();
    const concurrentEnd = concurrentStarted + phaseMs;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < concurrentEnd) concurrent.push(await once());
      }),
    );
    const runsPerSecond = concurrent.length / ((performance.now() - concurrentStarted) / 1000);

    /** A fresh one-worker sandbox, warmed by one run, then the attack: how long until it ends as `kind`. */
    const stopped = async (code: string, timeoutMs: number, kind: SandboxErrorKind): Promise<number> => {
      const guarded = createSandbox({ workers: 1, timeoutMs });
      try {
        await guarded.run('const handler = () => 0', null);
        const started = performance.now();
        const result = await guarded.run(code, null);
        const elapsed = performance.now() - started;
        if (result.ok || result.error.kind !== kind) {
          throw new Error(
            `the sandbox should have stopped ${code} as ${kind}; it gave ${JSON.stringify(result.ok ? result.value : result.error)}`,
          );
        }
        return elapsed;
      } finally {
        await guarded.close();
      }
    };
    const loopStoppedMs = await stopped('function handler() { for (;;) {} }', 100, 'timeout');
    const memoryBombStoppedMs = await stopped(
      'function handler() { const a = []; for (;;) a.push(new Uint8Array(1 << 20)) }',
      1000,
      'memory',
    );

    const fairness = await measureFairness();

    return {
      fairness,
      coldStartMs,
      secondRunMs,
      p50Ms: percentile(sequential, 50),
      p95Ms: percentile(sequential, 95),
      runsPerSecond,
      concurrentP50Ms: percentile(concurrent, 50),
      concurrentP95Ms: percentile(concurrent, 95),
      loopStoppedMs,
      memoryBombStoppedMs,
      workers,
      concurrency,
      runs: { sequential: sequential.length, concurrent: concurrent.length },
      rssBeforeMb,
      rssAfterMb: rssMb(),
    };
  } finally {
    await sandbox.close();
  }
}

/** The default pool, both workers warm: one owner's short run, alone and beside another owner's eight endless loops. */
async function measureFairness(): Promise<SandboxFigures['fairness']> {
  const sandbox = createSandbox();
  const short = async () => {
    const started = performance.now();
    const result = await sandbox.run(SCRIPT, INPUT, {}, { owner: 'alice' });
    if (!result.ok) throw new Error(`the short run failed: ${result.error.message}`);
    return performance.now() - started;
  };
  try {
    await Promise.all([short(), sandbox.run(SCRIPT, INPUT, {}, { owner: 'warm' })]);
    const shortRunIdleMs = await short();
    const spinning = Array.from({ length: 8 }, () =>
      sandbox.run('function handler() { for (;;) {} }', null, {}, { owner: 'mallory' }),
    );
    await new Promise((r) => setTimeout(r, 50));
    const shortRunMs = await short();
    await Promise.all(spinning);
    return { spinning: spinning.length, shortRunMs, shortRunIdleMs };
  } finally {
    await sandbox.close();
  }
}

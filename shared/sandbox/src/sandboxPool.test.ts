/**
 * The pool's own guards, with a stand-in worker that misbehaves on demand (the real one never should):
 * a worker stuck in a synchronous slice is killed by the watchdog, a silent one by the backstop, a dead one
 * is replaced, and the next run works each time.
 */
import { DEFAULT_LIMITS, type SandboxLimits } from './sandboxLimits';
import { startSandboxPool } from './sandboxPool';
import type { Sandbox } from './sandboxTypes';

/** Answers `code` back as the value, unless the code names a way to misbehave. */
const STAND_IN_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const slice = new Float64Array(workerData.slice);
parentPort.on('message', (m) => {
  if (m.type !== 'run') return;
  if (m.code === 'spin') { slice[1] = m.runId; slice[0] = Date.now(); for (;;) {} }
  if (m.code === 'exit') process.exit(3);
  if (m.code === 'throw') throw new Error('worker bug');
  if (m.code === 'silent') return;
  const delay = m.code === 'slow' ? 300 : 0;
  setTimeout(() => parentPort.postMessage({ type: 'done', runId: m.runId, outcome: { ok: true, valueJson: JSON.stringify(m.code), logs: [] } }), delay);
});
parentPort.postMessage({ type: 'ready' });
`;

const limits: SandboxLimits = {
  ...DEFAULT_LIMITS,
  workers: 1,
  runsPerWorker: 2,
  timeoutMs: 200,
  wallTimeoutMs: 300,
};
let pool: Sandbox;
beforeEach(() => {
  pool = startSandboxPool(limits, STAND_IN_WORKER);
});
afterEach(() => pool.close());

async function expectNextRunWorks(): Promise<void> {
  expect(await pool.run('fine', null)).toMatchObject({ ok: true, value: 'fine' });
}

it('the watchdog ends a worker stuck in guest code and blames that run', async () => {
  const started = Date.now();
  const stuck = pool.run('spin', null);
  const neighbour = pool.run('slow', null);
  expect(await stuck).toMatchObject({
    ok: false,
    error: { kind: 'timeout', message: expect.stringMatching(/200 ms of CPU time/) },
  });
  // limit 200 ms + 1 s grace, checked every 100 ms
  expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
  expect(Date.now() - started).toBeLessThan(2500);
  expect(await neighbour).toMatchObject({
    ok: false,
    error: { kind: 'crashed', message: expect.stringMatching(/Another script/) },
  });
  await expectNextRunWorks();
});

it('the backstop ends a run the worker never answers', async () => {
  const started = Date.now();
  const result = await pool.run('silent', null);
  expect(result).toMatchObject({
    ok: false,
    error: { kind: 'timeout', message: expect.stringMatching(/within 300 ms/) },
  });
  // wall 300 + CPU 200 + 2 s grace
  expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
  await expectNextRunWorks();
});

it('replaces a worker that exits in the middle of a run', async () => {
  const result = await pool.run('exit', null);
  expect(result).toMatchObject({
    ok: false,
    error: { kind: 'crashed', message: expect.stringMatching(/exit code 3/) },
  });
  await expectNextRunWorks();
});

it('replaces a worker that throws', async () => {
  const result = await pool.run('throw', null);
  expect(result).toMatchObject({
    ok: false,
    error: { kind: 'crashed', message: expect.stringMatching(/worker bug/) },
  });
  await expectNextRunWorks();
});

it('fails the runs of a worker that cannot start, without retrying forever', async () => {
  const broken = startSandboxPool(limits, 'throw new Error("cannot start")');
  try {
    const results = await Promise.all([broken.run('a', null), broken.run('b', null), broken.run('c', null)]);
    for (const result of results) {
      expect(result).toMatchObject({
        ok: false,
        error: { kind: 'crashed', message: expect.stringMatching(/cannot start/) },
      });
    }
  } finally {
    await broken.close();
  }
});

it('queues beyond workers × runsPerWorker and answers in full', async () => {
  const results = await Promise.all(['slow', 'slow', 'a', 'b', 'c'].map((code) => pool.run(code, null)));
  expect(results.map((r) => r.ok && r.value)).toEqual(['slow', 'slow', 'a', 'b', 'c']);
  // The two slow runs took both places on the only worker; the rest waited for them.
  expect(Math.min(results[2].durationMs, results[3].durationMs)).toBeGreaterThanOrEqual(250);
});

describe('fairness between owners', () => {
  const finishOrder = (runs: [string, string][], p: Sandbox) => {
    const order: string[] = [];
    return Promise.all(
      runs.map(([owner, code]) => p.run(code, null, {}, { owner }).then(() => order.push(code))),
    ).then(() => order);
  };

  it('serves the owners’ queues in turn, not in arrival order', async () => {
    const one = startSandboxPool({ ...limits, runsPerWorker: 1 }, STAND_IN_WORKER);
    try {
      const order = await finishOrder(
        [
          ['a', 'a1'],
          ['a', 'a2'],
          ['a', 'a3'],
          ['b', 'b1'],
          ['b', 'b2'],
        ],
        one,
      );
      expect(order).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
    } finally {
      await one.close();
    }
  });

  it('never puts a run on a worker busy with another owner’s run', async () => {
    const two = startSandboxPool(
      { ...limits, workers: 2, runsPerWorker: 4, timeoutMs: 200 },
      STAND_IN_WORKER,
    );
    try {
      await Promise.all([
        two.run('warm', null, {}, { owner: 'a' }),
        two.run('warm', null, {}, { owner: 'b' }),
      ]);
      const started = Date.now();
      // a's spinning run holds one worker; a's next run joins it (an owner gets at most workers - 1).
      const spin = two.run('spin', null, {}, { owner: 'a' });
      const aNext = two.run('after', null, {}, { owner: 'a' });
      expect(await two.run('quick', null, {}, { owner: 'b' })).toMatchObject({ ok: true, value: 'quick' });
      expect(Date.now() - started).toBeLessThan(150);
      expect(await spin).toMatchObject({ ok: false, error: { kind: 'timeout' } });
      // Only the owner's own runs share the fate of its stuck script.
      expect(await aNext).toMatchObject({
        ok: false,
        error: { kind: 'crashed', message: expect.stringMatching(/Another script/) },
      });
    } finally {
      await two.close();
    }
  });

  it('caps each owner’s queue and says the sandbox is busy beyond it', async () => {
    const small = startSandboxPool({ ...limits, runsPerWorker: 1, maxQueuedPerOwner: 2 }, STAND_IN_WORKER);
    try {
      const runs = ['slow', 'q1', 'q2', 'over'].map((code) => small.run(code, null, {}, { owner: 'a' }));
      expect(await runs[3]).toMatchObject({
        ok: false,
        error: { kind: 'busy', message: 'The sandbox is busy; try again in a moment.' },
      });
      // Another owner has a queue of its own.
      const other = small.run('other', null, {}, { owner: 'b' });
      expect(await Promise.all([...runs.slice(0, 3), other])).toEqual(
        ['slow', 'q1', 'q2', 'other'].map((value) => expect.objectContaining({ ok: true, value })),
      );
    } finally {
      await small.close();
    }
  });
});

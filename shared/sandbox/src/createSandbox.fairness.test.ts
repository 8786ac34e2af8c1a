/**
 * The pool's isolation with real QuickJS workers and the default limits: one owner's spinning scripts
 * do not slow another owner's short script (issue 10: eight `while(true){}` took a 16 ms script to 3.8 s).
 */
import { createSandbox } from './createSandbox';

it("one owner's eight spinning scripts leave another owner's short script under 200 ms", async () => {
  const sandbox = createSandbox();
  try {
    // Both workers started and compiled, as in a running server.
    const warm = (owner: string) => sandbox.run('function handler() { return 1 }', null, {}, { owner });
    await Promise.all([warm('warm-a'), warm('warm-b')]);

    const spinning = Array.from({ length: 8 }, () =>
      sandbox.run('function handler() { while (true) {} }', null, {}, { owner: 'mallory' }),
    );
    await new Promise((r) => setTimeout(r, 50));
    const started = performance.now();
    const short = await sandbox.run(
      'function handler(items) { return items.map((i) => i * 2) }',
      [1, 2, 3],
      {},
      { owner: 'alice' },
    );
    const elapsed = performance.now() - started;
    expect(short).toMatchObject({ ok: true, value: [2, 4, 6] });
    expect(elapsed).toBeLessThan(200);

    const ends = await Promise.all(spinning);
    expect(ends.every((r) => !r.ok && r.error.kind === 'timeout')).toBe(true);
  } finally {
    await sandbox.close();
  }
}, 30_000);

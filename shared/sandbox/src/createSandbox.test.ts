import { createSandbox } from './createSandbox';
import type { Sandbox, SandboxResult } from './sandboxTypes';

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox({ workers: 2, timeoutMs: 500 });
});
afterAll(() => sandbox.close());

function expectOk(result: SandboxResult): unknown {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.kind}: ${result.error.message}`);
  return result.value;
}

describe('JSON in, JSON out', () => {
  it('passes the input to handler(input, env) and returns its JSON result', async () => {
    const input = { items: [1, 2, 3], name: 'é ☃ 😀', nested: { ok: true, none: null } };
    const result = await sandbox.run(
      'async function handler(input) { return { doubled: input.items.map((x) => x * 2), name: input.name, nested: input.nested } }',
      input,
    );
    expect(expectOk(result)).toEqual({
      doubled: [2, 4, 6],
      name: 'é ☃ 😀',
      nested: { ok: true, none: null },
    });
    expect(result.durationMs).toBeGreaterThan(0);
  });

  it('accepts handler as a const arrow function, a plain function or globalThis.handler', async () => {
    expect(expectOk(await sandbox.run('const handler = (n) => n + 1', 1))).toBe(2);
    expect(expectOk(await sandbox.run('function handler(n) { return n * 10 }', 4))).toBe(40);
    expect(expectOk(await sandbox.run('globalThis.handler = async (s) => s.toUpperCase()', 'abc'))).toBe(
      'ABC',
    );
  });

  it('turns undefined into null and drops what JSON drops', async () => {
    expect(expectOk(await sandbox.run('function handler() {}', null))).toBeNull();
    expect(
      expectOk(
        await sandbox.run('function handler() { return { a: undefined, f() {}, d: new Date(0) } }', null),
      ),
    ).toEqual({
      d: '1970-01-01T00:00:00.000Z',
    });
  });

  it('reports a result that is not JSON as a runtime error', async () => {
    const cyclic = await sandbox.run('function handler() { const a = {}; a.self = a; return a }', null);
    expect(cyclic).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: expect.stringMatching(/not JSON/) },
    });
    const bigint = await sandbox.run('function handler() { return 10n }', null);
    expect(bigint).toMatchObject({ ok: false, error: { kind: 'runtime' } });
  });

  it('rejects input that is not JSON on the host, before anything runs', async () => {
    await expect(sandbox.run('function handler() {}', { n: 1n })).rejects.toThrow(/input is not JSON/);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(sandbox.run('function handler() {}', cyclic)).rejects.toThrow(/input is not JSON/);
  });
});

describe('errors', () => {
  it('reports a syntax error as syntax, with the line', async () => {
    const result = await sandbox.run('function handler( {', null);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'syntax', message: expect.stringMatching(/SyntaxError.*script\.js:1/s) },
    });
  });

  it('reports a thrown error as runtime, with the script frames only', async () => {
    const result = await sandbox.run(
      'function helper() { throw new TypeError("bad thing") }\nfunction handler() { helper() }',
      null,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('runtime');
    expect(result.error.message).toMatch(/^TypeError: bad thing\n\s+at helper \(script\.js:1/);
    expect(result.error.message).toMatch(/at handler \(script\.js:2/);
    expect(result.error.message).not.toMatch(/prelude/);
  });

  it('reports a rejected promise and a thrown non-error', async () => {
    expect(
      await sandbox.run('async function handler() { await null; throw new RangeError("later") }', null),
    ).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: expect.stringMatching(/^RangeError: later/) },
    });
    expect(await sandbox.run('function handler() { throw { code: 42 } }', null)).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: expect.stringMatching(/"code":42/) },
    });
    expect(await sandbox.run('function handler() { throw "plain" }', null)).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: 'plain' },
    });
  });

  it('says so when the script defines no handler', async () => {
    const result = await sandbox.run('const x = 1', null);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: expect.stringMatching(/must define a function named handler/) },
    });
  });

  it('says so when the handler waits on a promise that can never settle', async () => {
    const result = await sandbox.run('function handler() { return new Promise(() => {}) }', null);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: expect.stringMatching(/never settles/) },
    });
  });

  it('keeps the logs written before a failure', async () => {
    const result = await sandbox.run(
      'function handler() { console.log("step 1"); throw new Error("step 2") }',
      null,
    );
    expect(result).toMatchObject({ ok: false, logs: [{ level: 'log', message: 'step 1' }] });
  });
});

describe('logs', () => {
  it('captures console output with its level, formatting values as JSON', async () => {
    const result = await sandbox.run(
      `async function handler() {
        console.log('plain', 1, true, null, undefined, { a: [1] });
        console.info('info'); console.warn('warn'); console.error(new Error('oops')); console.debug('debug');
        await null;
        console.log('after await');
        return 'done';
      }`,
      null,
    );
    expect(result.logs).toEqual([
      { level: 'log', message: 'plain 1 true null undefined {"a":[1]}' },
      { level: 'info', message: 'info' },
      { level: 'warn', message: 'warn' },
      { level: 'error', message: 'Error: oops' },
      { level: 'debug', message: 'debug' },
      { level: 'log', message: 'after await' },
    ]);
  });

  it('prints what cannot be serialised instead of failing', async () => {
    const result = await sandbox.run(
      `function handler() {
        const a = {}; a.self = a;
        console.log(a, 5n, Symbol('s'), { toJSON() { throw new Error('no') }, toString() { throw new Error('no') } });
        return 1;
      }`,
      null,
    );
    expect(expectOk(result)).toBe(1);
    expect(result.logs[0].message).toMatch(/\[object Object\] 5 Symbol\(s\) \[unprintable value\]/);
  });

  it('caps the number of entries', async () => {
    const small = createSandbox({ workers: 1, maxLogEntries: 3 });
    try {
      const result = await small.run(
        'function handler() { for (let i = 0; i < 100; i++) console.log(i); return "ok" }',
        null,
      );
      expect(expectOk(result)).toBe('ok');
      expect(result.logs.map((l) => l.message)).toEqual([
        '0',
        '1',
        '2',
        expect.stringMatching(/Further logs were dropped/),
      ]);
    } finally {
      await small.close();
    }
  });
});

describe('the pool', () => {
  it('runs many scripts of several owners at once, each with its own result', async () => {
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        sandbox.run(
          'async function handler(n) { let sum = 0; for (let i = 0; i <= n; i++) sum += i; await null; console.log(n); return sum }',
          i * 100,
          {},
          { owner: `owner-${i % 3}` },
        ),
      ),
    );
    results.forEach((result, i) => {
      expect(expectOk(result)).toBe((i * 100 * (i * 100 + 1)) / 2);
      expect(result.logs).toEqual([{ level: 'log', message: String(i * 100) }]);
    });
  });

  it('keeps answering other runs while one spins to its CPU limit', async () => {
    const spinning = sandbox.run('function handler() { for (;;) {} }', null);
    const quick = await Promise.all(
      Array.from({ length: 6 }, (_, i) => sandbox.run('const handler = (n) => n * 2', i)),
    );
    expect(quick.map(expectOk)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(await spinning).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('works with one worker and one run per worker (queueing)', async () => {
    const single = createSandbox({ workers: 1, runsPerWorker: 1 });
    try {
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) => single.run('const handler = (n) => n + 1', i)),
      );
      expect(results.map(expectOk)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await single.close();
    }
  });

  it('ends queued and running runs on close, and refuses new ones', async () => {
    const closing = createSandbox({ workers: 1, runsPerWorker: 1 });
    const running = closing.run('function handler() { for (;;) {} }', null);
    const queued = closing.run('const handler = () => 1', null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await closing.close();
    expect(await running).toMatchObject({
      ok: false,
      error: { kind: 'crashed', message: 'The sandbox was closed.' },
    });
    expect(await queued).toMatchObject({ ok: false, error: { kind: 'crashed' } });
    await expect(closing.run('const handler = () => 1', null)).rejects.toThrow(/closed/);
  });

  it('refuses limits it cannot keep', () => {
    expect(() => createSandbox({ memoryLimitBytes: 1024 * 1024 })).toThrow(/at least/);
    expect(() => createSandbox({ timeoutMs: 0 })).toThrow(RangeError);
    expect(() => createSandbox({ workers: 1.5 })).toThrow(RangeError);
  });
});

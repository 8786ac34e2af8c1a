/** Scripts that try to take the host down: each must end in an error, and the next run must work. */
import { createSandbox } from './createSandbox';
import type { Sandbox, SandboxErrorKind, SandboxResult } from './sandboxTypes';

const MB = 1024 * 1024;
let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox({ workers: 2, timeoutMs: 300, wallTimeoutMs: 3000 });
});
afterAll(() => sandbox.close());

function expectFailure(result: SandboxResult, kinds: SandboxErrorKind[]): string {
  if (result.ok)
    throw new Error(`expected a failure (${kinds.join('/')}), got ${JSON.stringify(result.value)}`);
  expect(kinds).toContain(result.error.kind);
  return result.error.message;
}

async function expectNextRunWorks(on: Sandbox = sandbox): Promise<void> {
  const result = await on.run('async function handler(input) { return input.map((x) => x + 1) }', [1, 2]);
  expect(result).toMatchObject({ ok: true, value: [2, 3] });
}

describe('CPU time', () => {
  it.each([
    ['an infinite loop at the top level', 'for (;;) {}'],
    ['an infinite loop in the handler', 'function handler() { while (true) {} }'],
    [
      'a loop that catches the interruption',
      'function handler() { for (;;) { try { for (;;) {} } catch (e) {} } }',
    ],
    ['a loop in a finally block', 'function handler() { try { throw 1 } finally { for (;;) {} } }'],
    [
      'a loop in a getter read while serialising the result',
      'function handler() { return { get x() { for (;;) {} } } }',
    ],
    [
      "a loop in a thrown error's message getter",
      'function handler() { throw { get message() { for (;;) {} } } }',
    ],
    ['a loop in a sort comparator', 'function handler() { return [3, 2, 1].sort(() => { for (;;) {} }) }'],
    [
      'catastrophic regexp backtracking',
      'function handler() { return /^(a+)+$/.test("a".repeat(40) + "b") }',
    ],
  ])('stops %s', async (_name, code) => {
    const started = Date.now();
    expect(expectFailure(await sandbox.run(code, null), ['timeout'])).toMatch(/300 ms of CPU time/);
    expect(Date.now() - started).toBeLessThan(3000);
    await expectNextRunWorks();
  });

  it.each([
    [
      'a microtask loop',
      'function handler() { const spin = () => Promise.resolve().then(spin); spin(); return new Promise(() => {}) }',
    ],
    ['an await loop', 'async function handler() { for (;;) await null }'],
    ['a thenable chain', 'function handler() { const t = { then(r) { r(t) } }; return t }'],
    [
      'promise jobs that each allocate',
      'async function handler() { let a = []; for (;;) { await null; a = [a] } }',
    ],
  ])('stops %s', async (_name, code) => {
    expectFailure(await sandbox.run(code, null), ['timeout', 'memory']);
    await expectNextRunWorks();
  });

  it('counts only CPU time spent in the script, not waiting on the host', async () => {
    const result = await sandbox.run(
      'async function handler() { for (let i = 0; i < 5; i++) await fetch("/slow"); return "done" }',
      null,
      { fetch: () => new Promise((resolve) => setTimeout(() => resolve({ status: 200, body: '' }), 100)) },
    );
    expect(result).toMatchObject({ ok: true, value: 'done' });
    expect(result.durationMs).toBeGreaterThan(450);
  });
});

describe('memory', () => {
  it.each([
    [
      'a growing array of typed arrays',
      'function handler() { const a = []; for (;;) a.push(new Uint8Array(MB)) }',
    ],
    ['one huge typed array', 'function handler() { return new Float64Array(64 * MB).length }'],
    ['a huge ArrayBuffer', 'function handler() { return new ArrayBuffer(2 ** 31).byteLength }'],
    [
      'ArrayBuffers kept alive',
      'function handler() { const a = []; for (;;) a.push(new ArrayBuffer(4 * MB)) }',
    ],
    ['a huge string', 'function handler() { return "x".repeat(2 ** 28).length }'],
    [
      'strings built up in pieces',
      'function handler() { const a = []; for (let i = 0; ; i++) a.push("x".repeat(1000) + i) }',
    ],
    ['a huge array', 'function handler() { return new Array(1e8).fill(0).length }'],
    [
      'a growing object graph',
      'function handler() { const a = []; for (;;) a.push({ x: 1, y: [1, 2, 3], z: "s" + a.length }) }',
    ],
    ['a bomb at the top level of the script', 'const keep = []; for (;;) keep.push(new Array(1e5).fill(1))'],
    [
      'a bomb in a promise job',
      'async function handler() { await null; const a = []; for (;;) a.push(new Uint32Array(MB)) }',
    ],
  ])('stops %s', async (_name, code) => {
    // Usually memory; on a loaded machine a bomb of many small allocations (the garbage collector
    // working near the cap) may reach the CPU limit first. Either way the run ends and the host lives.
    const message = expectFailure(await sandbox.run(`const MB = ${MB};\n${code}`, null), [
      'memory',
      'runtime',
      'timeout',
    ]);
    expect(message).toMatch(/memory|too long|Invalid array buffer length|RangeError|CPU time/i);
    await expectNextRunWorks();
  });

  it('says memory when the handler runs out of it', async () => {
    const result = await sandbox.run(
      'function handler() { const a = []; for (;;) a.push(new Uint8Array(1 << 20)) }',
      null,
    );
    expect(expectFailure(result, ['memory'])).toMatch(/ran out of memory \(the limit is 33554432 bytes\)/);
  });

  it('survives a script that catches out-of-memory errors and keeps allocating', async () => {
    const code =
      'function handler() { const keep = []; for (;;) { try { keep.push(new Uint8Array(1 << 20)) } catch (e) { keep.push("x") } } }';
    expectFailure(await sandbox.run(code, null), ['timeout', 'memory']);
    await expectNextRunWorks();
  });

  it('gives each run its full memory again (nothing carries over)', async () => {
    // Each run may use most of its 32 MB; a leak between runs would make a later one fail.
    for (let i = 0; i < 4; i++) {
      const result = await sandbox.run(
        'function handler() { const a = new Uint8Array(20 * 1024 * 1024); a[0] = 1; return a.length }',
        null,
      );
      expect(result).toMatchObject({ ok: true, value: 20 * MB });
    }
  });
});

describe('deep recursion', () => {
  it.each([
    ['plain recursion', 'function handler() { const f = (n) => f(n + 1) + 1; return f(0) }'],
    [
      'recursion that catches the overflow and recurses again',
      'function handler() { const f = () => { try { return f() } catch (e) { return f() } }; return f() }',
    ],
    [
      'recursion through getters while serialising',
      'function handler() { return { get x() { return this.x } } }',
    ],
    [
      'recursion through toString',
      'function handler() { const o = { toString() { return String(o) } }; return String(o) }',
    ],
    [
      'recursion through a Proxy',
      'function handler() { const p = new Proxy({}, { get: (t, k) => p[k] }); return p.x }',
    ],
    [
      'deeply nested JSON.parse',
      'function handler() { return JSON.parse("[".repeat(1e5) + "]".repeat(1e5)) }',
    ],
    [
      'deeply nested JSON.stringify',
      'function handler() { let o = {}; for (let i = 0; i < 1e5; i++) o = { o }; return JSON.stringify(o).length }',
    ],
    ['deeply nested eval', 'function handler() { return eval("(".repeat(1e5) + "1" + ")".repeat(1e5)) }'],
    ['deeply nested source', `${'('.repeat(20000)}1${')'.repeat(20000)}`],
    [
      'a deep structure returned as the result',
      'function handler() { let o = []; for (let i = 0; i < 1e5; i++) o = [o]; return o }',
    ],
  ])('stops %s', async (_name, code) => {
    const message = expectFailure(await sandbox.run(code, null), ['runtime', 'syntax', 'timeout']);
    expect(message).toMatch(/stack overflow|too much recursion|CPU time|nests too deeply/i);
    await expectNextRunWorks();
  });

  it('allows ordinary recursion', async () => {
    const result = await sandbox.run(
      'function handler(n) { const fib = (k) => (k < 2 ? k : fib(k - 1) + fib(k - 2)); return fib(n) }',
      20,
    );
    expect(result).toMatchObject({ ok: true, value: 6765 });
  });
});

describe('output', () => {
  it('refuses a 10 MB result without copying it out', async () => {
    const big = createSandbox({ workers: 1, memoryLimitBytes: 96 * MB });
    try {
      const result = await big.run('function handler() { return "x".repeat(10 * 1024 * 1024) }', null);
      expect(expectFailure(result, ['output_too_large'])).toMatch(/larger than 1048576 bytes/);
      const many = await big.run(
        'function handler() { return Array.from({ length: 200000 }, (_, i) => ({ i, s: "abcdefghij" })) }',
        null,
      );
      expectFailure(many, ['output_too_large']);
      // Multi-byte characters count as UTF-8 bytes.
      const wide = await big.run('function handler() { return "é".repeat(700000) }', null);
      expectFailure(wide, ['output_too_large']);
      await expectNextRunWorks(big);
    } finally {
      await big.close();
    }
  });

  it('ends a 10 MB result in the default sandbox one way or the other', async () => {
    // Which limit comes first depends on the machine: on a busy one, building the string can use
    // up the CPU time before it reaches the output or memory limit. Any of them ends it.
    expectFailure(await sandbox.run('function handler() { return "x".repeat(10 * 1024 * 1024) }', null), [
      'output_too_large',
      'memory',
      'timeout',
    ]);
    await expectNextRunWorks();
  });

  it('accepts a result just under the cap', async () => {
    const result = await sandbox.run('function handler() { return "x".repeat(1024 * 1024 - 2) }', null);
    expect(result.ok && (result.value as string).length).toBe(MB - 2);
  });

  it('caps 10 MB of console output and still returns the result', async () => {
    const one = await sandbox.run(
      'function handler() { console.log("y".repeat(10 * 1024 * 1024)); return "ok" }',
      null,
    );
    expect(one).toMatchObject({ ok: true, value: 'ok' });
    expect(one.logs).toEqual([
      { level: 'warn', message: expect.stringMatching(/Further logs were dropped/) },
    ]);

    const many = await sandbox.run(
      'function handler() { for (let i = 0; i < 100; i++) console.log("z".repeat(100 * 1024)); return "ok" }',
      null,
    );
    expect(many).toMatchObject({ ok: true, value: 'ok' });
    const bytes = many.logs.reduce((sum, log) => sum + log.message.length, 0);
    expect(bytes).toBeLessThanOrEqual(MB + 200);
    expect(many.logs.length).toBe(11);
    await expectNextRunWorks();
  });

  it('cuts a 10 MB error message down', async () => {
    const result = await sandbox.run(
      'function handler() { throw new Error("e".repeat(10 * 1024 * 1024)) }',
      null,
    );
    // On a busy machine the CPU time can run out first: whichever limit ends it, the message is short.
    expect(expectFailure(result, ['runtime', 'memory', 'timeout']).length).toBeLessThan(3000);
    await expectNextRunWorks();
  });
});

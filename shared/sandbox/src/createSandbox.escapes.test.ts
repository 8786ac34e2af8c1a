/** The known ways out of a JavaScript sandbox: none may reach the host, and no run may see another's state. */
import { createSandbox } from './createSandbox';
import type { Sandbox, SandboxResult } from './sandboxTypes';

let sandbox: Sandbox;
beforeAll(() => {
  // One worker, one run at a time: consecutive runs share a thread, as an attacker would hope.
  sandbox = createSandbox({ workers: 1, runsPerWorker: 1, timeoutMs: 500 });
});
afterAll(() => sandbox.close());

const value = (result: SandboxResult) => {
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.value;
};

const STANDARD_GLOBALS = new Set(
  'Object Function Error EvalError RangeError ReferenceError SyntaxError TypeError URIError InternalError AggregateError Iterator Array parseInt parseFloat isNaN isFinite queueMicrotask decodeURI decodeURIComponent encodeURI encodeURIComponent escape unescape Infinity NaN undefined Number Boolean String Math Reflect Symbol eval globalThis Date RegExp JSON Proxy Map Set WeakMap WeakSet WeakRef FinalizationRegistry ArrayBuffer SharedArrayBuffer Uint8ClampedArray Int8Array Uint8Array Int16Array Uint16Array Int32Array Uint32Array BigInt64Array BigUint64Array Float16Array Float32Array Float64Array DataView Atomics Promise BigInt performance DOMException'.split(
    ' ',
  ),
);

describe('reaching the host', () => {
  it('this.constructor.constructor("return process")() finds no process', async () => {
    const result = await sandbox.run(
      'function handler() { return this.constructor.constructor("return process")() }',
      null,
    );
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: expect.stringMatching(/ReferenceError: 'process' is not defined/) },
    });
    const typeofs = await sandbox.run(
      `function handler() {
        const F = ({}).constructor.constructor;
        return [F('return typeof process')(), F('return typeof require')(), (async () => {}).constructor('return typeof process')(),
          (function* () {}).constructor('return typeof module')().next().value, F('return this')() === globalThis];
      }`,
      null,
    );
    expect(value(typeofs)).toEqual(['undefined', 'undefined', {}, 'undefined', true]);
  });

  it('has no require, process, module, Buffer, WebAssembly or timers', async () => {
    const result = await sandbox.run(
      `function handler() {
        return ['require', 'process', 'module', 'exports', 'Buffer', 'global', 'WebAssembly', 'setTimeout', 'setImmediate', 'fetch', 'std', 'os', 'print', 'scriptArgs']
          .map((name) => name + ':' + eval('typeof ' + name));
      }`,
      null,
    );
    expect((value(result) as string[]).every((entry) => entry.endsWith(':undefined'))).toBe(true);
    const call = await sandbox.run(
      'function handler() { return require("child_process").execSync("id").toString() }',
      null,
    );
    expect(call).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: expect.stringMatching(/ReferenceError: 'require' is not defined/) },
    });
  });

  it('shows only standard built-ins and console on globalThis (the host functions stay hidden)', async () => {
    const result = await sandbox.run(
      'function handler() { return Object.getOwnPropertyNames(globalThis) }',
      null,
    );
    const names = (value(result) as string[]).filter((name) => !STANDARD_GLOBALS.has(name));
    expect(names.sort()).toEqual(['console', 'handler']);
  });

  it('cannot import modules, dynamically or statically', async () => {
    for (const specifier of [
      'fs',
      'node:child_process',
      '/etc/passwd',
      'data:text/javascript,export default 1',
    ]) {
      const result = await sandbox.run(
        `async function handler() { const m = await import(${JSON.stringify(specifier)}); return Object.keys(m) }`,
        null,
      );
      expect(result).toMatchObject({
        ok: false,
        error: { kind: 'runtime', message: expect.stringMatching(/cannot be imported|could not load/) },
      });
    }
    expect(await sandbox.run('import fs from "fs"; function handler() { return 1 }', null)).toMatchObject({
      ok: false,
      error: { kind: 'syntax' },
    });
    expect(await sandbox.run('function handler() { return import.meta }', null)).toMatchObject({
      ok: false,
      error: { kind: 'syntax' },
    });
  });

  it("Error.prepareStackTrace is the script's own business, and host stacks are untouched", async () => {
    const hostBefore = (Error as { prepareStackTrace?: unknown }).prepareStackTrace;
    const result = await sandbox.run(
      `function handler() {
        Error.prepareStackTrace = (error, frames) => frames.map((f) => f.getThis && f.getThis().process);
        Error.captureStackTrace && Error.captureStackTrace({});
        const stack = new Error('x').stack;
        return { stack: typeof stack, captured: typeof Error.captureStackTrace };
      }`,
      null,
    );
    expect(value(result)).toEqual({ stack: 'string', captured: 'undefined' });
    // The same trick through an error the sandbox itself reads out.
    const thrown = await sandbox.run(
      'function handler() { Error.prepareStackTrace = () => { for (;;) {} }; throw new Error("boom") }',
      null,
    );
    expect(thrown).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: expect.stringMatching(/^Error: boom/) },
    });
    expect((Error as { prepareStackTrace?: unknown }).prepareStackTrace).toBe(hostBefore);
    expect(new Error('host').stack).toMatch(/^Error: host\n\s+at /);
  });

  it('eval and Function work inside QuickJS but see only its own global', async () => {
    const result = await sandbox.run(
      `function handler() {
        const g = (0, eval)('this');
        return [g === globalThis, eval('1 + 1'), new Function('a', 'b', 'return a * b')(6, 7), typeof Function('return process')];
      }`,
      null,
    );
    expect(value(result)).toEqual([true, 2, 42, 'function']);
  });

  it('a result carrying __proto__ cannot pollute the host', async () => {
    const result = await sandbox.run(
      'function handler() { return JSON.parse(\'{"__proto__": {"polluted": true}, "a": 1}\') }',
      null,
    );
    const returned = value(result) as Record<string, unknown>;
    expect(returned.a).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(returned)).toBe(Object.prototype);
  });

  it('replacing JSON, Promise or console in the script fools only the script', async () => {
    const result = await sandbox.run(
      `async function handler() {
        const log = console.log;
        JSON.stringify = () => '"forged"';
        JSON.parse = () => 'forged';
        Array.prototype.join = () => 'forged';
        String.prototype.slice = () => 'forged';
        Object.keys = () => [];
        log('still logging', { a: 1 });
        console.log = () => { throw new Error('no') };
        return { real: [1, 2] };
      }`,
      null,
    );
    expect(result).toMatchObject({
      ok: true,
      value: { real: [1, 2] },
      logs: [{ level: 'log', message: 'still logging {"a":1}' }],
    });
    const errors = await sandbox.run(
      'function handler() { String.prototype.split = () => { for (;;) {} }; throw new Error("e") }',
      null,
    );
    expect(errors).toMatchObject({
      ok: false,
      error: { kind: 'runtime', message: expect.stringMatching(/^Error: e/) },
    });
  });
});

describe('state between runs', () => {
  it('a run sees nothing another run left behind', async () => {
    const polluting = await sandbox.run(
      `var leaked = 'var';
      globalThis.secret = 'global';
      function handler() {
        Object.prototype.polluted = 'proto';
        Array.prototype.map = () => 'hacked';
        JSON.stringify = () => '"hacked"';
        Math.random = () => 4;
        console.log = () => {};
        Symbol.for('shared').description;
        globalThis.handler = () => 'hijacked';
        return 'done';
      }`,
      null,
    );
    expect(value(polluting)).toBe('done');
    const clean = await sandbox.run(
      `function handler() {
        return [typeof leaked, typeof secret, ({}).polluted, [1].map((x) => x + 1), JSON.stringify({ a: 1 }), Math.random() < 1];
      }`,
      null,
    );
    expect(value(clean)).toEqual(['undefined', 'undefined', null, [2], '{"a":1}', true]);
  });

  it('concurrent runs on one worker do not share a realm', async () => {
    const shared = createSandbox({ workers: 1, runsPerWorker: 4 });
    try {
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          shared.run(
            `async function handler(i) {
              globalThis.mark = (globalThis.mark || []).concat(i);
              for (let k = 0; k < 5; k++) { await fetch('/tick'); Object.prototype['by' + i] = k; }
              return { mark: globalThis.mark, others: Object.keys(Object.prototype) };
            }`,
            i,
            { fetch: async () => ({ status: 200, body: '' }) },
          ),
        ),
      );
      results.forEach((result, i) => expect(value(result)).toEqual({ mark: [i], others: [`by${i}`] }));
    } finally {
      await shared.close();
    }
  });

  it('leaves no trace on the host global', async () => {
    const before = new Set(Object.getOwnPropertyNames(globalThis));
    await sandbox.run('globalThis.hostLeak = 1; var x = 2; function handler() { return 1 }', null);
    const added = Object.getOwnPropertyNames(globalThis).filter((name) => !before.has(name));
    expect(added).toEqual([]);
  });
});

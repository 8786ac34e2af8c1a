/**
 * One run of a script in one fresh QuickJS instance (its own WebAssembly instance and capped memory),
 * inside a sandbox worker. The instance is never reused: it is dropped after the run, whatever happened.
 */
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSContext,
  type QuickJSDeferredPromise,
  type QuickJSHandle,
  type QuickJSRuntime,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import releaseSyncVariant from '@jitl/quickjs-wasmfile-release-sync';
import { GUEST_PRELUDE } from './guestPrelude';
import type { SandboxLimits } from './sandboxLimits';
import type { SandboxErrorKind, SandboxLog, SandboxLogLevel } from './sandboxTypes';
import type { CapabilityName, RunOutcome } from './workerProtocol';

const PAGE = 64 * 1024;
/** The release build's memory import needs at least 256 pages (16 MB) to link. */
const INITIAL_PAGES = 256;
/** Kept out of QuickJS's own allocator limit so a run that hit it can still describe its error. */
const MEMORY_RESERVE_BYTES = 2 * 1024 * 1024;
/** QuickJS's stack check, below what the worker's native stack allows for typical recursion. */
const GUEST_STACK_BYTES = 384 * 1024;
/** Extra CPU time for reading an error out after the budget is spent. */
const DESCRIBE_ALLOWANCE_MS = 100;
/** Promise jobs run per slice before the deadline and the host's replies are looked at again. */
const JOBS_PER_SLICE = 1000;
const LOG_LEVELS = new Set<SandboxLogLevel>(['log', 'info', 'warn', 'error', 'debug']);

export interface GuestInstance {
  module: QuickJSWASMModule;
  memory: WebAssembly.Memory;
  maximumBytes: number;
}

export async function newGuestInstance(
  wasm: WebAssembly.Module,
  memoryLimitBytes: number,
): Promise<GuestInstance> {
  const maximum = Math.max(INITIAL_PAGES + 1, Math.floor(memoryLimitBytes / PAGE));
  const memory = new WebAssembly.Memory({ initial: INITIAL_PAGES, maximum });
  const module = await newQuickJSWASMModuleFromVariant(
    newVariant(releaseSyncVariant, { wasmModule: wasm, wasmMemory: memory }),
  );
  return { module, memory, maximumBytes: maximum * PAGE };
}

export type CallReply = { ok: true; json: string } | { ok: false; message: string };

export interface GuestBridge {
  /** Around every synchronous stretch of guest code, for the host's watchdog. */
  sliceStarted(): void;
  sliceEnded(): void;
  /** Relays a capability call to the host thread. */
  call(name: CapabilityName, argsJson: string): Promise<CallReply>;
}

export interface GuestJob {
  code: string;
  inputJson: string;
  capabilities: CapabilityName[];
}

class Failure {
  constructor(
    readonly kind: SandboxErrorKind,
    readonly message: string,
  ) {}
}

interface Helpers {
  parseJSON: QuickJSHandle;
  toJSON: QuickJSHandle;
  invoke: QuickJSHandle;
  describe: QuickJSHandle;
}

export function runGuest(
  instance: GuestInstance,
  job: GuestJob,
  limits: SandboxLimits,
  bridge: GuestBridge,
): Promise<RunOutcome> {
  return new GuestRun(instance, job, limits, bridge).execute();
}

class GuestRun {
  private readonly logs: SandboxLog[] = [];
  private logBytes = 0;
  private logsFull = false;
  private cpuLeftMs: number;
  private sliceEndsAt = 0;
  private readonly wallDeadline: number;
  private calls = 0;
  private inFlight = 0;
  private readonly replies: { deferred: QuickJSDeferredPromise; reply: CallReply }[] = [];
  private wake: (() => void) | null = null;
  private rt!: QuickJSRuntime;
  private ctx!: QuickJSContext;
  private helpers!: Helpers;

  constructor(
    private readonly instance: GuestInstance,
    private readonly job: GuestJob,
    private readonly limits: SandboxLimits,
    private readonly bridge: GuestBridge,
  ) {
    this.cpuLeftMs = limits.timeoutMs;
    this.wallDeadline = performance.now() + limits.wallTimeoutMs;
  }

  async execute(): Promise<RunOutcome> {
    try {
      const valueJson = await this.steps();
      return { ok: true, valueJson, logs: this.logs };
    } catch (err) {
      const failure = err instanceof Failure ? err : this.hostFault(err);
      return { ok: false, error: { kind: failure.kind, message: failure.message }, logs: this.logs };
    }
  }

  private async steps(): Promise<string> {
    this.setUp();
    const { ctx } = this;
    const script = this.slice(() => ctx.evalCode(this.job.code, 'script.js', { type: 'global' }));
    if (script.error) throw this.guestFailure(script.error, 'script');
    const input = ctx.newString(this.job.inputJson);
    const started = this.slice(() => ctx.callFunction(this.helpers.invoke, ctx.undefined, input));
    if (started.error) throw this.guestFailure(started.error, 'handler');
    const settled = await this.settle(started.value);
    const json = this.slice(() => ctx.callFunction(this.helpers.toJSON, ctx.undefined, settled));
    if (json.error) {
      if (this.cpuLeftMs <= 0) throw this.timeout();
      const f = this.guestFailure(json.error, 'handler');
      throw f.kind === 'runtime'
        ? new Failure('runtime', `The handler's result is not JSON: ${f.message}`)
        : f;
    }
    if (ctx.typeof(json.value) === 'undefined') return 'null';
    const text = this.readString(json.value, this.limits.maxOutputBytes);
    if (text === null) {
      throw new Failure(
        'output_too_large',
        `The result is larger than ${this.limits.maxOutputBytes} bytes of JSON.`,
      );
    }
    return text;
  }

  private setUp(): void {
    const rt = this.instance.module.newRuntime();
    rt.setMemoryLimit(this.limits.memoryLimitBytes - MEMORY_RESERVE_BYTES);
    rt.setMaxStackSize(GUEST_STACK_BYTES);
    rt.setInterruptHandler(() => performance.now() > this.sliceEndsAt);
    rt.setModuleLoader(() => ({ error: new Error('Modules cannot be imported in the sandbox.') }));
    const ctx = rt.newContext();
    this.rt = rt;
    this.ctx = ctx;
    const log = ctx.newFunction('log', (level, message) => this.onLog(level, message));
    const call = ctx.newFunction('call', (name, args) => this.onCall(name, args));
    const lendFetch = this.job.capabilities.includes('fetch') ? ctx.true : ctx.false;
    const prelude = ctx.unwrapResult(
      this.slice(
        () => ctx.evalCode(GUEST_PRELUDE, 'sandbox-prelude.js', { type: 'global' }),
        DESCRIBE_ALLOWANCE_MS,
      ),
    );
    const api = ctx.unwrapResult(
      this.slice(() => ctx.callFunction(prelude, ctx.undefined, log, call, lendFetch), DESCRIBE_ALLOWANCE_MS),
    );
    this.helpers = {
      parseJSON: ctx.getProp(api, 'parseJSON'),
      toJSON: ctx.getProp(api, 'toJSON'),
      invoke: ctx.getProp(api, 'invoke'),
      describe: ctx.getProp(api, 'describe'),
    };
  }

  /** Runs promise jobs and relays capability replies until the handler's promise settles. */
  private async settle(promise: QuickJSHandle): Promise<QuickJSHandle> {
    const { ctx, rt } = this;
    for (let round = 0; ; round++) {
      this.applyReplies();
      const state = ctx.getPromiseState(promise);
      if (state.type === 'fulfilled') return state.value;
      if (state.type === 'rejected') throw this.guestFailure(state.error, 'handler');
      if (performance.now() > this.wallDeadline) throw this.wallTimeout();
      if (rt.hasPendingJob()) {
        const ran = this.slice(() => rt.executePendingJobs(JOBS_PER_SLICE));
        if (ran.error) throw this.guestFailure(ran.error, 'handler');
        if (this.cpuLeftMs <= 0) throw this.timeout();
        // Let other runs in this worker, and replies for this one, through now and then.
        if (round % 16 === 15) await new Promise<void>((resolve) => setImmediate(resolve));
        continue;
      }
      if (this.inFlight > 0 || this.replies.length > 0) {
        await this.nextReply();
        continue;
      }
      // Out of memory, QuickJS drops promise jobs it cannot allocate; the queue then runs dry.
      if (this.memoryExhausted()) throw this.outOfMemory();
      throw new Failure(
        'runtime',
        "The handler's promise never settles: nothing is left to run and no call is pending.",
      );
    }
  }

  private nextReply(): Promise<void> {
    if (this.replies.length > 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, this.wallDeadline - performance.now()) + 1);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private applyReplies(): void {
    const { ctx } = this;
    while (this.replies.length > 0) {
      const { deferred, reply } = this.replies.shift()!;
      this.slice(() => {
        if (!reply.ok) return deferred.reject(ctx.newError(reply.message));
        const parsed = ctx.callFunction(this.helpers.parseJSON, ctx.undefined, ctx.newString(reply.json));
        if (parsed.error) deferred.reject(parsed.error);
        else deferred.resolve(parsed.value);
      });
    }
  }

  private onLog(levelHandle: QuickJSHandle, messageHandle: QuickJSHandle): void {
    if (this.logsFull) return;
    const level = this.ctx.getString(levelHandle) as SandboxLogLevel;
    if (!LOG_LEVELS.has(level)) return;
    const room = this.limits.maxOutputBytes - this.logBytes;
    const message =
      this.logs.length < this.limits.maxLogEntries ? this.readString(messageHandle, room) : null;
    if (message === null) {
      this.logsFull = true;
      this.logs.push({
        level: 'warn',
        message: `[sandbox] Further logs were dropped: the limit is ${this.limits.maxLogEntries} entries and ${this.limits.maxOutputBytes} bytes.`,
      });
      return;
    }
    this.logBytes += Buffer.byteLength(message);
    this.logs.push({ level, message });
  }

  private onCall(nameHandle: QuickJSHandle, argsHandle: QuickJSHandle): QuickJSHandle {
    const { ctx } = this;
    const name = ctx.getString(nameHandle) as CapabilityName;
    if (!this.job.capabilities.includes(name)) throw new Error(`${name} is not available to this script.`);
    if (++this.calls > this.limits.maxCapabilityCalls) {
      throw new Error(`A run may make at most ${this.limits.maxCapabilityCalls} calls to ${name}.`);
    }
    const argsJson = this.readString(argsHandle, this.limits.maxOutputBytes);
    if (argsJson === null)
      throw new Error(`The ${name} request is larger than ${this.limits.maxOutputBytes} bytes.`);
    const deferred = ctx.newPromise();
    this.inFlight++;
    this.bridge
      .call(name, argsJson)
      .catch((err: unknown) => ({
        ok: false as const,
        message: err instanceof Error ? err.message : String(err),
      }))
      .then((reply) => {
        this.inFlight--;
        this.replies.push({ deferred, reply });
        this.wake?.();
        this.wake = null;
      });
    return deferred.handle;
  }

  /** A guest string of at most `maxBytes` UTF-8 bytes, or null; its length is checked before it is copied out. */
  private readString(handle: QuickJSHandle, maxBytes: number): string | null {
    const { ctx } = this;
    if (ctx.typeof(handle) !== 'string') return null;
    const length = ctx.getNumber(ctx.getProp(handle, 'length'));
    // UTF-16 code units never outnumber UTF-8 bytes.
    if (length > maxBytes) return null;
    const text = ctx.getString(handle);
    return Buffer.byteLength(text) > maxBytes ? null : text;
  }

  /** Runs guest code synchronously against the CPU budget (the interrupt handler stops it at the end). */
  private slice<T>(fn: () => T, allowanceMs = 0): T {
    const start = performance.now();
    this.sliceEndsAt = start + Math.max(this.cpuLeftMs, 0) + allowanceMs;
    this.bridge.sliceStarted();
    try {
      return fn();
    } finally {
      this.cpuLeftMs -= performance.now() - start;
      this.bridge.sliceEnded();
    }
  }

  private timeout(): Failure {
    return new Failure('timeout', `The script used more than ${this.limits.timeoutMs} ms of CPU time.`);
  }

  private wallTimeout(): Failure {
    return new Failure('timeout', `The script did not finish within ${this.limits.wallTimeoutMs} ms.`);
  }

  /** A guest exception (a handle), read out through the prelude's describe(). */
  private guestFailure(error: QuickJSHandle, phase: 'script' | 'handler'): Failure {
    if (this.cpuLeftMs <= 0) return this.timeout();
    const { ctx } = this;
    // Room to describe an out-of-memory error; the WebAssembly memory cap still holds.
    this.rt.setMemoryLimit(this.limits.memoryLimitBytes);
    let parts: [string, string, string, boolean] | null = null;
    const described = this.slice(
      () => ctx.callFunction(this.helpers.describe, ctx.undefined, error),
      DESCRIBE_ALLOWANCE_MS,
    );
    if (!described.error) {
      const json = this.readString(described.value, 16 * 1024);
      if (json !== null) parts = JSON.parse(json) as [string, string, string, boolean];
    }
    if (!parts && this.cpuLeftMs <= 0) return this.timeout();
    if (!parts) {
      if (this.memoryExhausted()) return this.outOfMemory();
      return new Failure('runtime', 'The script threw a value that could not be read.');
    }
    const [name, message, stack, thrownNull] = parts;
    if (name === 'InternalError' && message === 'out of memory') return this.outOfMemory();
    // QuickJS throws null when it cannot even allocate its out-of-memory error.
    if (thrownNull && this.memoryExhausted()) return this.outOfMemory();
    if (name === 'InternalError' && message === 'interrupted') return this.timeout();
    const kind = phase === 'script' && name === 'SyntaxError' ? 'syntax' : 'runtime';
    return new Failure(kind, `${name ? `${name}: ` : ''}${message}${stack}`);
  }

  /** A host-side exception out of QuickJS: the instance is left as it is and dropped. */
  private hostFault(err: unknown): Failure {
    if (err instanceof RangeError && /call stack/i.test(err.message)) {
      return new Failure('runtime', 'InternalError: stack overflow (the script nests too deeply).');
    }
    if (this.memoryExhausted()) return this.outOfMemory();
    const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    return new Failure('crashed', `The script's QuickJS instance failed: ${message}`);
  }

  private memoryExhausted(): boolean {
    return this.instance.memory.buffer.byteLength >= this.instance.maximumBytes - MEMORY_RESERVE_BYTES;
  }

  private outOfMemory(): Failure {
    return new Failure(
      'memory',
      `The script ran out of memory (the limit is ${this.limits.memoryLimitBytes} bytes).`,
    );
  }
}

/**
 * The host side: a small pool of worker threads running scripts in QuickJS (see sandboxWorker.ts), a
 * fair scheduler, the capability relay, and a watchdog that replaces a worker stuck in guest code or dead.
 *
 * Fairness, so that one owner's stuck scripts cannot hold up another owner's run:
 * - a worker holds runs of one owner at a time (a `while(true){}` blocks its whole thread);
 * - an owner holds at most `workers - 1` workers (at least one), so another owner always has one to get;
 * - each owner has its own queue, capped (`maxQueuedPerOwner`, beyond it the run ends as `busy`), and
 *   the queues are served round-robin;
 * - a busy worker takes more runs of its owner only while no other owner waits for a worker of its own.
 */
import { Worker } from 'node:worker_threads';
import type { SandboxLimits } from './sandboxLimits';
import { isParamName } from './parseGuest';
import type {
  Capabilities,
  ParseResult,
  RunOptions,
  Sandbox,
  SandboxErrorKind,
  SandboxFetchInit,
  SandboxResult,
} from './sandboxTypes';
import type { CapabilityName, HostToWorker, RunOutcome, WorkerData, WorkerToHost } from './workerProtocol';

/** Beyond the script's own limits, before the host gives up on a worker. */
const WATCHDOG_GRACE_MS = 1000;
const WATCHDOG_EVERY_MS = 100;
/** The worker's own V8 heap (the QuickJS memory is outside it, capped per run). */
const WORKER_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

interface PendingRun {
  id: number;
  owner: string;
  code: string;
  inputJson: string;
  /** Set for a compile-only job: `code` is a function body with these parameters (see parseGuest.ts). */
  params?: string[];
  capabilities: Capabilities;
  names: CapabilityName[];
  startedAt: number;
  calls: number;
  backstop?: NodeJS.Timeout;
  resolve(result: SandboxResult): void;
}

interface WorkerSlot {
  worker: Worker;
  /** Whose runs the worker holds; null while it holds none. */
  owner: string | null;
  active: Map<number, PendingRun>;
  ready: boolean;
  retired: boolean;
  /** [0] when the worker's current slice of guest code began (ms since epoch, 0 = none), [1] its run. */
  slice: Float64Array;
}

type RunError = { kind: SandboxErrorKind; message: string; line?: number };

export const SANDBOX_BUSY_MESSAGE = 'The sandbox is busy; try again in a moment.';
/** Whose run it is when the caller does not say (every such run shares one queue). */
const NO_OWNER = '';

/** `workerSource` is the code a worker thread starts with (eval), see createSandbox.ts. */
export function startSandboxPool(limits: SandboxLimits, workerSource: string): Sandbox {
  /** Each owner's waiting runs (only owners with some). */
  const queues = new Map<string, PendingRun[]>();
  /** When each owner with runs waiting or running was last served (a turn number): the round-robin. */
  const lastServed = new Map<string, number>();
  let turn = 0;
  const workersPerOwner = Math.max(1, limits.workers - 1);
  const slots: WorkerSlot[] = [];
  let nextRunId = 0;
  let closed = false;
  let watchdog: NodeJS.Timeout | null = null;

  function finish(run: PendingRun, outcome: RunOutcome | { ok: false; error: RunError; logs?: [] }): void {
    clearTimeout(run.backstop);
    const durationMs = performance.now() - run.startedAt;
    const logs = outcome.logs ?? [];
    if (!outcome.ok) return run.resolve({ ok: false, error: outcome.error, logs, durationMs });
    run.resolve({ ok: true, value: JSON.parse(outcome.valueJson), logs, durationMs });
  }

  function startWorker(): WorkerSlot {
    const data: WorkerData = { limits, slice: new SharedArrayBuffer(16) };
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: data,
      resourceLimits: WORKER_RESOURCE_LIMITS,
    });
    const slot: WorkerSlot = {
      worker,
      owner: null,
      active: new Map(),
      ready: false,
      retired: false,
      slice: new Float64Array(data.slice),
    };
    worker.on('message', (message: WorkerToHost) => onMessage(slot, message));
    worker.on('error', (err) => retire(slot, null, `The sandbox worker failed: ${err.message}`));
    worker.on('exit', (code) => retire(slot, null, `The sandbox worker stopped (exit code ${code}).`));
    slots.push(slot);
    return slot;
  }

  function onMessage(slot: WorkerSlot, message: WorkerToHost): void {
    if (slot.retired) return;
    if (message.type === 'ready') {
      slot.ready = true;
      for (const run of slot.active.values()) armBackstop(slot, run);
    } else if (message.type === 'done') {
      const run = slot.active.get(message.runId);
      if (!run) return;
      slot.active.delete(message.runId);
      if (slot.active.size === 0) {
        slot.owner = null;
        slot.worker.unref();
      }
      finish(run, message.outcome);
      dispatch();
    } else if (message.type === 'call') {
      const run = slot.active.get(message.runId);
      if (run) void relayCall(slot, run, message.callId, message.name, message.argsJson);
    }
  }

  async function relayCall(
    slot: WorkerSlot,
    run: PendingRun,
    callId: number,
    name: CapabilityName,
    argsJson: string,
  ) {
    let reply: HostToWorker;
    try {
      const json = await callCapability(run, name, argsJson);
      reply = { type: 'callResult', runId: run.id, callId, ok: true, json };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      reply = { type: 'callResult', runId: run.id, callId, ok: false, message };
    }
    if (!slot.retired && slot.active.has(run.id)) slot.worker.postMessage(reply);
  }

  async function callCapability(run: PendingRun, name: CapabilityName, argsJson: string): Promise<string> {
    const fetch = run.capabilities.fetch;
    if (name !== 'fetch' || !fetch) throw new Error(`${name} is not available to this script.`);
    if (++run.calls > limits.maxCapabilityCalls) {
      throw new Error(`A run may make at most ${limits.maxCapabilityCalls} calls to ${name}.`);
    }
    const [url, init] = JSON.parse(argsJson) as [unknown, SandboxFetchInit];
    if (typeof url !== 'string' || typeof init !== 'object' || init === null)
      throw new TypeError('fetch: bad arguments.');
    const safeInit: SandboxFetchInit = {
      method: String(init.method),
      headers: Object.fromEntries(Object.entries(init.headers ?? {}).map(([k, v]) => [k, String(v)])),
      body: typeof init.body === 'string' ? init.body : null,
    };
    const response = await fetch(url, safeInit);
    if (typeof response !== 'object' || response === null || typeof response.status !== 'number') {
      throw new Error('fetch: the host returned no response.');
    }
    const json = JSON.stringify(response);
    if (json.length > limits.memoryLimitBytes / 2)
      throw new Error('fetch: the response is too large for the sandbox.');
    return json;
  }

  /** The host's own limit on a run, in case the worker cannot keep its own (stuck or dead). */
  function armBackstop(slot: WorkerSlot, run: PendingRun): void {
    const ms = limits.wallTimeoutMs + limits.timeoutMs + 2 * WATCHDOG_GRACE_MS;
    run.backstop = setTimeout(
      () => retire(slot, run.id, `The script did not finish within ${limits.wallTimeoutMs} ms.`, 'timeout'),
      ms,
    );
    run.backstop.unref();
  }

  /** Ends a worker and every run on it; `culprit` gets `message` (as `kind`), the others are told why. */
  function retire(
    slot: WorkerSlot,
    culprit: number | null,
    message: string,
    kind: SandboxErrorKind = 'crashed',
  ) {
    if (slot.retired) return;
    slot.retired = true;
    slots.splice(slots.indexOf(slot), 1);
    void slot.worker.terminate();
    for (const run of slot.active.values()) {
      const error =
        culprit === null || run.id === culprit
          ? { kind, message }
          : {
              kind: 'crashed' as const,
              message: 'Another script on the same sandbox worker overran; this run was stopped with it.',
            };
      finish(run, { ok: false, error });
    }
    slot.active.clear();
    dispatch();
  }

  function checkSlices(): void {
    const now = Date.now();
    for (const slot of [...slots]) {
      const began = slot.slice[0];
      if (began > 0 && now - began > limits.timeoutMs + WATCHDOG_GRACE_MS) {
        retire(
          slot,
          slot.slice[1],
          `The script used more than ${limits.timeoutMs} ms of CPU time.`,
          'timeout',
        );
      }
    }
    if (!slots.some((s) => s.active.size > 0) && watchdog) {
      clearInterval(watchdog);
      watchdog = null;
    }
  }

  /** Where a run of `owner` may go now, or null (see the fairness rules at the top). */
  function pickSlot(owner: string, othersWaiting: boolean): WorkerSlot | null {
    const live = slots.filter((s) => !s.retired);
    const held = heldBy(owner);
    if (held.length < workersPerOwner) {
      const idle = live.find((s) => s.active.size === 0);
      if (idle) return idle;
      if (live.length < limits.workers) return startWorker();
    }
    if (othersWaiting) return null;
    const open = held.filter((s) => s.active.size < limits.runsPerWorker);
    if (open.length === 0) return null;
    return open.reduce((a, b) => (b.active.size < a.active.size ? b : a));
  }

  const heldBy = (owner: string) => slots.filter((s) => !s.retired && s.owner === owner && s.active.size > 0);

  function dispatch(): void {
    let placed = true;
    while (!closed && placed) {
      placed = false;
      const starved = [...queues.keys()].filter((o) => heldBy(o).length < workersPerOwner);
      const inTurn = [...queues].sort(([a], [b]) => (lastServed.get(a) ?? -1) - (lastServed.get(b) ?? -1));
      for (const [owner, queue] of inTurn) {
        const othersWaiting = starved.some((o) => o !== owner);
        const slot = pickSlot(owner, othersWaiting);
        if (!slot) continue;
        const run = queue.shift()!;
        if (queue.length === 0) queues.delete(owner);
        lastServed.set(owner, ++turn);
        start(slot, run);
        placed = true;
        break;
      }
    }
    for (const owner of lastServed.keys()) {
      if (!queues.has(owner) && heldBy(owner).length === 0) lastServed.delete(owner);
    }
  }

  function start(slot: WorkerSlot, run: PendingRun): void {
    slot.owner = run.owner;
    slot.active.set(run.id, run);
    slot.worker.ref();
    const message: HostToWorker = run.params
      ? { type: 'parse', runId: run.id, code: run.code, params: run.params }
      : {
          type: 'run',
          runId: run.id,
          code: run.code,
          inputJson: run.inputJson,
          capabilities: run.names,
        };
    slot.worker.postMessage(message);
    if (slot.ready) armBackstop(slot, run);
    if (!watchdog) {
      watchdog = setInterval(checkSlices, WATCHDOG_EVERY_MS);
      watchdog.unref();
    }
  }

  /** Queues a run or a compile-only job in its owner's queue (the same fairness for both). */
  function enqueue(
    job: Pick<PendingRun, 'code' | 'inputJson' | 'params' | 'capabilities'>,
    options: RunOptions,
  ): Promise<SandboxResult> {
    const names: CapabilityName[] = job.capabilities.fetch ? ['fetch'] : [];
    const owner = options.owner ?? NO_OWNER;
    return new Promise<SandboxResult>((resolve) => {
      const run: PendingRun = {
        id: ++nextRunId,
        owner,
        ...job,
        names,
        startedAt: performance.now(),
        calls: 0,
        resolve,
      };
      const queue = queues.get(owner) ?? [];
      if (queue.length >= limits.maxQueuedPerOwner) {
        return finish(run, { ok: false, error: { kind: 'busy', message: SANDBOX_BUSY_MESSAGE } });
      }
      queue.push(run);
      queues.set(owner, queue);
      dispatch();
    });
  }

  return {
    run(code, input, capabilities = {}, options = {}) {
      if (closed) return Promise.reject(new Error('The sandbox is closed.'));
      if (typeof code !== 'string')
        return Promise.reject(new TypeError('sandbox.run: code must be a string.'));
      let inputJson: string;
      try {
        inputJson = JSON.stringify(input) ?? 'null';
      } catch (err) {
        return Promise.reject(new TypeError(`sandbox.run: input is not JSON (${(err as Error).message}).`));
      }
      return enqueue({ code, inputJson, capabilities }, options);
    },

    async parseFunctionBody(body, params = [], options = {}): Promise<ParseResult> {
      if (closed) throw new Error('The sandbox is closed.');
      if (typeof body !== 'string') throw new TypeError('sandbox.parseFunctionBody: body must be a string.');
      const bad = params.find((p) => typeof p !== 'string' || !isParamName(p));
      if (bad !== undefined)
        throw new TypeError(`sandbox.parseFunctionBody: ${JSON.stringify(bad)} is not a plain identifier.`);
      const result = await enqueue({ code: body, inputJson: 'null', params, capabilities: {} }, options);
      return result.ok
        ? { ok: true, durationMs: result.durationMs }
        : { ok: false, error: result.error, durationMs: result.durationMs };
    },

    async close() {
      if (closed) return;
      closed = true;
      if (watchdog) clearInterval(watchdog);
      const waiting = [...queues.values()].flat();
      queues.clear();
      for (const run of waiting)
        finish(run, { ok: false, error: { kind: 'crashed', message: 'The sandbox was closed.' } });
      const stopping = slots.map((slot) => slot.worker.terminate());
      for (const slot of [...slots]) retire(slot, null, 'The sandbox was closed.');
      await Promise.all(stopping);
    },
  };
}

/**
 * A sandbox worker thread: compiles QuickJS's WebAssembly once, then runs each script it is sent in a
 * fresh instance (one kept ready in advance), relaying capability calls to the host thread.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { parseGuest } from './parseGuest';
import { newGuestInstance, runGuest, type CallReply, type GuestInstance } from './runGuest';
import type { HostToWorker, RunOutcome, WorkerData, WorkerToHost } from './workerProtocol';

const { limits, slice } = workerData as WorkerData;
const sliceView = new Float64Array(slice);
const port = parentPort!;
const post = (message: WorkerToHost) => port.postMessage(message);

const wasm = new WebAssembly.Module(
  readFileSync(require.resolve('@jitl/quickjs-wasmfile-release-sync/wasm')),
);

let spare: Promise<GuestInstance> | null = null;
function takeInstance(): Promise<GuestInstance> {
  const next = spare ?? newGuestInstance(wasm, limits.memoryLimitBytes);
  spare = null;
  return next;
}
function prepareSpare(): void {
  if (spare) return;
  const next = newGuestInstance(wasm, limits.memoryLimitBytes);
  next.catch(() => {
    if (spare === next) spare = null;
  });
  spare = next;
}

let nextCallId = 0;
const waitingCalls = new Map<number, (reply: CallReply) => void>();

async function run(message: Extract<HostToWorker, { type: 'run' | 'parse' }>): Promise<void> {
  const { runId } = message;
  let outcome: RunOutcome;
  const slices = {
    sliceStarted() {
      sliceView[1] = runId;
      sliceView[0] = Date.now();
    },
    sliceEnded() {
      sliceView[0] = 0;
    },
  };
  try {
    const instance = await takeInstance();
    if (message.type === 'parse') {
      outcome = parseGuest(instance, { body: message.code, params: message.params }, limits, slices);
    } else {
      outcome = await runGuest(instance, message, limits, {
        ...slices,
        call(name, argsJson) {
          const callId = ++nextCallId;
          return new Promise<CallReply>((resolve) => {
            waitingCalls.set(callId, resolve);
            post({ type: 'call', runId, callId, name, argsJson });
          });
        },
      });
    }
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    outcome = {
      ok: false,
      error: { kind: 'crashed', message: `The sandbox could not run the script: ${detail}` },
      logs: [],
    };
  }
  post({ type: 'done', runId, outcome });
  setImmediate(prepareSpare);
}

port.on('message', (message: HostToWorker) => {
  if (message.type === 'run' || message.type === 'parse') {
    void run(message);
  } else if (message.type === 'callResult') {
    const resolve = waitingCalls.get(message.callId);
    waitingCalls.delete(message.callId);
    resolve?.(message.ok ? { ok: true, json: message.json } : { ok: false, message: message.message });
  }
});

prepareSpare();
post({ type: 'ready' });

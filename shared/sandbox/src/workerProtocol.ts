/** Messages between the host thread and a sandbox worker. Only strings and plain data cross. */
import type { SandboxErrorKind, SandboxLog } from './sandboxTypes';
import type { SandboxLimits } from './sandboxLimits';

export interface WorkerData {
  limits: SandboxLimits;
  /**
   * [0] performance.timeOrigin + performance.now() when the worker began its current synchronous slice of
   * guest code (0 between slices), [1] that run's id: the host's watchdog reads them while the worker is stuck.
   */
  slice: SharedArrayBuffer;
}

export type CapabilityName = 'fetch';

export type HostToWorker =
  | { type: 'run'; runId: number; code: string; inputJson: string; capabilities: CapabilityName[] }
  /** Compile only (see parseGuest.ts): `code` is a function body, nothing of it runs. */
  | { type: 'parse'; runId: number; code: string; params: string[] }
  | { type: 'callResult'; runId: number; callId: number; ok: true; json: string }
  | { type: 'callResult'; runId: number; callId: number; ok: false; message: string };

export type RunOutcome =
  | { ok: true; valueJson: string; logs: SandboxLog[] }
  | { ok: false; error: { kind: SandboxErrorKind; message: string; line?: number }; logs: SandboxLog[] };

export type WorkerToHost =
  | { type: 'ready' }
  | { type: 'call'; runId: number; callId: number; name: CapabilityName; argsJson: string }
  | { type: 'done'; runId: number; outcome: RunOutcome };

/** The public shapes of @switchyard/sandbox (see README.md). */

export interface SandboxOptions {
  /** Worker threads in the pool (default 2). */
  workers?: number;
  /** Runs one worker holds at once; a run waiting on a capability does not block the others (default 4). */
  runsPerWorker?: number;
  /** Runs one owner may have waiting; beyond it a run ends at once as `busy` (default 16). */
  maxQueuedPerOwner?: number;
  /** Hard cap of a run's whole WebAssembly memory, at least 20 MB (default 32 MB). */
  memoryLimitBytes?: number;
  /** CPU time the script's own code may use, summed over the run (default 1000 ms). */
  timeoutMs?: number;
  /** Wall time of the whole run, waiting on capabilities included (default 10 000 ms). */
  wallTimeoutMs?: number;
  /** Cap of the result's JSON, and separately of the logs (default 1 MB). */
  maxOutputBytes?: number;
  /** Log entries kept per run (default 1000). */
  maxLogEntries?: number;
  /** Calls to capabilities (fetch) per run (default 10). */
  maxCapabilityCalls?: number;
}

export interface SandboxFetchInit {
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

/** Other JSON fields the host adds (e.g. `ok`, `url`) reach the script as they are. */
export interface SandboxFetchResponse {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

/** What the host lends one run. Each runs on the host thread; the script only sees JSON in and out. */
export interface Capabilities {
  fetch?: (url: string, init: SandboxFetchInit) => Promise<SandboxFetchResponse>;
}

export type SandboxLogLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';

export interface SandboxLog {
  level: SandboxLogLevel;
  message: string;
}

export type SandboxErrorKind =
  'timeout' | 'memory' | 'output_too_large' | 'syntax' | 'runtime' | 'crashed' | 'busy';

export interface RunOptions {
  /**
   * Whose run it is (a user or service id): runs of different owners never share a worker while one is
   * busy, each owner's queue is capped and the queues are served in turn. Runs without one share a queue.
   */
  owner?: string;
}

export type SandboxResult =
  | { ok: true; value: unknown; logs: SandboxLog[]; durationMs: number }
  | { ok: false; error: { kind: SandboxErrorKind; message: string }; logs: SandboxLog[]; durationMs: number };

/**
 * What `parseFunctionBody` found: `syntax` (with the body's own line when QuickJS gives one), or the pool's
 * `busy`, `timeout`, `memory` or `crashed`.
 */
export type ParseResult =
  | { ok: true; durationMs: number }
  | { ok: false; error: { kind: SandboxErrorKind; message: string; line?: number }; durationMs: number };

export interface Sandbox {
  /**
   * Runs `code` (which defines `handler(input, env)`) with `input` (JSON) and the given capabilities.
   * Resolves with the result or the error; rejects only on host mistakes (input not JSON, sandbox closed).
   */
  run(
    code: string,
    input: unknown,
    capabilities?: Capabilities,
    options?: RunOptions,
  ): Promise<SandboxResult>;
  /**
   * Compiles `body` as the body of `Function(...params, body)` without running any of it, and checks that it
   * is one function body: a body that would close that function (`}); sideEffect(); (function () {`) is a
   * `syntax` error. Queued like a run of `options.owner` (the same fairness). Rejects only on host mistakes
   * (a parameter that is not a plain identifier, sandbox closed).
   */
  parseFunctionBody(body: string, params?: string[], options?: RunOptions): Promise<ParseResult>;
  /** Stops the workers; runs still queued or running end as `crashed`. */
  close(): Promise<void>;
}

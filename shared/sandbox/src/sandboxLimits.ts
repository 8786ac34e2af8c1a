import type { SandboxOptions } from './sandboxTypes';

const MB = 1024 * 1024;

/** The QuickJS build starts with 16 MB of WebAssembly memory; a run needs some heap on top. */
export const MIN_MEMORY_LIMIT_BYTES = 20 * MB;

export interface SandboxLimits {
  workers: number;
  runsPerWorker: number;
  maxQueuedPerOwner: number;
  memoryLimitBytes: number;
  timeoutMs: number;
  wallTimeoutMs: number;
  maxOutputBytes: number;
  maxLogEntries: number;
  maxCapabilityCalls: number;
}

export const DEFAULT_LIMITS: SandboxLimits = {
  workers: 2,
  runsPerWorker: 4,
  maxQueuedPerOwner: 16,
  memoryLimitBytes: 32 * MB,
  timeoutMs: 1000,
  wallTimeoutMs: 10_000,
  maxOutputBytes: MB,
  maxLogEntries: 1000,
  maxCapabilityCalls: 10,
};

export function resolveLimits(opts: SandboxOptions = {}): SandboxLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof SandboxLimits)[]) {
    const value = opts[key];
    if (value === undefined) continue;
    const min = key === 'maxCapabilityCalls' ? 0 : 1;
    if (!Number.isInteger(value) || value < min)
      throw new RangeError(`sandbox: ${key} must be an integer >= ${min}.`);
    limits[key] = value;
  }
  if (limits.memoryLimitBytes < MIN_MEMORY_LIMIT_BYTES) {
    throw new RangeError(`sandbox: memoryLimitBytes must be at least ${MIN_MEMORY_LIMIT_BYTES} (20 MB).`);
  }
  return limits;
}

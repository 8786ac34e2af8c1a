import { extname, join } from 'node:path';
import { resolveLimits } from './sandboxLimits';
import { startSandboxPool } from './sandboxPool';
import type { Sandbox, SandboxOptions } from './sandboxTypes';

/** How a worker thread starts: the TypeScript source goes through tsx, a compiled build needs nothing. */
function workerSource(): string {
  const ext = extname(__filename);
  const file = join(__dirname, `sandboxWorker${ext}`);
  const register =
    ext === '.ts' ? `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();` : '';
  return `${register}require(${JSON.stringify(file)});`;
}

/**
 * A pool of worker threads that run untrusted scripts in QuickJS (WebAssembly), each run in a fresh
 * instance with capped memory, CPU time and output. Workers start on the first run. See README.md.
 */
export function createSandbox(opts: SandboxOptions = {}): Sandbox {
  return startSandboxPool(resolveLimits(opts), workerSource());
}

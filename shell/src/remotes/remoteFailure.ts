/** Key under which a fallback module carries the error that made the remote fail to load. */
export const LOAD_ERROR = Symbol.for('switchyard.remoteLoadError');

export interface LoadFailure {
  [LOAD_ERROR]: unknown;
}

/** The load error a fallback module stands for, or undefined for a real remote module. */
export function loadErrorOf(mod: unknown): unknown {
  return mod && typeof mod === 'object' && LOAD_ERROR in mod ? (mod as LoadFailure)[LOAD_ERROR] : undefined;
}

export function isLoadFailure(mod: unknown): mod is LoadFailure {
  return !!mod && typeof mod === 'object' && LOAD_ERROR in mod;
}

// Module Federation codes for a manifest, remote entry or script that did not arrive
// (RUNTIME-001/003/007/008), webpack's chunk errors and the browsers' fetch failures.
const NETWORK =
  /RUNTIME-00[1378]\b|ChunkLoadError|Loading (CSS )?chunk \S+ failed|Failed to fetch|fetch failed|NetworkError|Load failed/i;

/** Whether a remote failed to load because something did not come over the network (worth a retry). */
export function isNetworkError(error: unknown): boolean {
  if (!error) return false;
  const e = error as { name?: string; message?: string; cause?: unknown };
  if (e.name === 'ChunkLoadError' || NETWORK.test(String(e.message ?? error))) return true;
  return e.cause !== undefined && e.cause !== error && isNetworkError(e.cause);
}

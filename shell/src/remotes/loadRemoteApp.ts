import { retry, type RetryOptions } from './retry';
import { isLoadFailure, isNetworkError, loadErrorOf } from './remoteFailure';

class FailedLoad extends Error {
  constructor(readonly fallback: unknown) {
    super('remote load failed');
  }
}

export interface LoadRemoteAppOptions extends Omit<RetryOptions, 'shouldRetry'> {
  /**
   * Called once the load failed for good: registers another entry for the remote (a canary's live
   * version, see canaryFallback) and answers true when it did, so the load starts again from there.
   */
  switchEntry?: () => boolean;
}

/**
 * Loads a remote's `./app` module. `loadRemote` (Module Federation's, with the fallback plugin)
 * resolves to a stand-in module on failure; network failures are retried with back-off, and when
 * they persist the stand-in is what this resolves to, unless `switchEntry` gives the remote another
 * entry to load (with the same retries).
 */
export async function loadRemoteApp(
  loadRemote: (id: string) => Promise<unknown>,
  remoteName: string,
  { switchEntry, ...options }: LoadRemoteAppOptions = {},
): Promise<unknown> {
  const load = () =>
    retry(
      async () => {
        const mod = await loadRemote(`${remoteName}/app`);
        if (isLoadFailure(mod)) throw new FailedLoad(mod);
        return mod;
      },
      {
        ...options,
        shouldRetry: (e) => isNetworkError(e instanceof FailedLoad ? loadErrorOf(e.fallback) : e),
      },
    );
  const settle = (e: unknown) => {
    if (e instanceof FailedLoad) return e.fallback;
    throw e;
  };
  try {
    return await load();
  } catch (e) {
    if (!switchEntry?.()) return settle(e);
  }
  return load().catch(settle);
}

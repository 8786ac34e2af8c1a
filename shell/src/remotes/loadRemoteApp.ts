import { retry, type RetryOptions } from './retry';
import { isLoadFailure, isNetworkError, loadErrorOf } from './remoteFailure';

class FailedLoad extends Error {
  constructor(readonly fallback: unknown) {
    super('remote load failed');
  }
}

/**
 * Loads a remote's `./app` module. `loadRemote` (Module Federation's, with the fallback plugin)
 * resolves to a stand-in module on failure; network failures are retried with back-off, and when
 * they persist the stand-in is what this resolves to.
 */
export function loadRemoteApp(
  loadRemote: (id: string) => Promise<unknown>,
  remoteName: string,
  options: Omit<RetryOptions, 'shouldRetry'> = {},
): Promise<unknown> {
  return retry(
    async () => {
      const mod = await loadRemote(`${remoteName}/app`);
      if (isLoadFailure(mod)) throw new FailedLoad(mod);
      return mod;
    },
    { ...options, shouldRetry: (e) => isNetworkError(e instanceof FailedLoad ? loadErrorOf(e.fallback) : e) },
  ).catch((e) => {
    if (e instanceof FailedLoad) return e.fallback;
    throw e;
  });
}

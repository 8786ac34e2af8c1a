export type SafeFetchErrorCode =
  | 'bad_url'
  | 'bad_scheme'
  | 'blocked_address'
  | 'dns_failed'
  | 'connection_failed'
  | 'timeout'
  | 'aborted'
  | 'too_large'
  | 'too_many_redirects';

/** Why a guarded outbound call did not produce a response; `message` is fit to show to the partner. */
export class SafeFetchError extends Error {
  override readonly name = 'SafeFetchError';
  constructor(
    public readonly code: SafeFetchErrorCode,
    message: string,
    /** The URL of the hop that failed (after redirects, the last one). */
    public readonly url?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The SafeFetchError in an error's cause chain (undici wraps connector errors in some paths). */
export function findSafeFetchError(err: unknown): SafeFetchError | undefined {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof SafeFetchError) return e;
  }
  return undefined;
}

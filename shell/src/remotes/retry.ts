export interface RetryOptions {
  /** Wait before each retry; its length is the number of retries. */
  delaysMs?: number[];
  shouldRetry?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `fn`, retrying with back-off (2 retries: after 500 ms, then 1500 ms) while `shouldRetry` says so. */
export async function retry<T>(
  fn: () => Promise<T>,
  { delaysMs = [500, 1500], shouldRetry = () => true, sleep = wait }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= delaysMs.length || !shouldRetry(error)) throw error;
      await sleep(delaysMs[attempt]);
    }
  }
}

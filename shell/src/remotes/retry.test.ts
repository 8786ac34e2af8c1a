import { retry } from './retry';

describe('retry', () => {
  const sleep = jest.fn(async (_ms: number) => {});
  beforeEach(() => sleep.mockClear());

  it('returns the first success without waiting', async () => {
    await expect(retry(async () => 'ok', { sleep })).resolves.toBe('ok');
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries twice with back-off, then succeeds', async () => {
    let calls = 0;
    const fn = async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return calls;
    };
    await expect(retry(fn, { sleep })).resolves.toBe(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1500]);
  });

  it('gives up after the last retry with the last error', async () => {
    let calls = 0;
    const fn = async () => {
      calls += 1;
      throw new Error(`failure ${calls}`);
    };
    await expect(retry(fn, { sleep })).rejects.toThrow('failure 3');
    expect(calls).toBe(3);
  });

  it('does not retry what shouldRetry refuses', async () => {
    let calls = 0;
    const fn = async () => {
      calls += 1;
      throw new Error('not exposed');
    };
    await expect(retry(fn, { sleep, shouldRetry: () => false })).rejects.toThrow('not exposed');
    expect(calls).toBe(1);
  });

  it('really waits between attempts by default', async () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      const done = retry(
        async () => {
          calls += 1;
          if (calls === 1) throw new Error('once');
          return 'ok';
        },
        { delaysMs: [1000] },
      );
      await jest.advanceTimersByTimeAsync(999);
      expect(calls).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(done).resolves.toBe('ok');
      expect(calls).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

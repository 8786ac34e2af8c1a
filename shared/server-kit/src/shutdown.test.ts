import { REPEAT_SIGNAL_MS, signalCounter } from './shutdown';

describe('signalCounter', () => {
  it('takes the same signal delivered twice as one stop, and a later one as a second request', () => {
    let now = 1_000_000;
    const seen = signalCounter(() => now);
    expect(seen()).toBe('first');
    // Ctrl-C from the terminal, then the same one forwarded by pnpm a few milliseconds later.
    now += 5;
    expect(seen()).toBe('repeat');
    now += REPEAT_SIGNAL_MS - 10;
    expect(seen()).toBe('repeat');
    // A person's second Ctrl-C.
    now += 5;
    expect(seen()).toBe('again');
    expect(seen()).toBe('again');
  });
});

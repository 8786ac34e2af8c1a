import {
  isPinned,
  PIN_FAILED,
  PIN_LIMIT,
  PIN_LIMIT_REACHED,
  pinFailed,
  pinFailureMessage,
  pinState,
  pinSucceeded,
  togglePin,
  UNPIN_FAILED,
  type PinState,
} from './pins';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `a${i + 1}`);

const toggled = (state: PinState, id: string) => {
  const r = togglePin(state, id);
  if (!r.ok) throw new Error(`refused: ${r.error}`);
  return r;
};

describe('pins', () => {
  it("has the spec's limit and texts", () => {
    expect(PIN_LIMIT).toBe(9);
    expect(PIN_LIMIT_REACHED).toBe('Only nine Applets can be pinned at a time');
    expect(PIN_FAILED).toBe('Could not pin this Applet');
    expect(UNPIN_FAILED).toBe('Could not unpin this Applet');
  });

  it('pins at the end and unpins at once, with the toggle waiting for its answer', () => {
    const r = toggled(pinState(['a1']), 'a2');
    expect(r.action).toBe('pin');
    expect(r.state.pinned).toEqual(['a1', 'a2']);
    expect(isPinned(r.state, 'a2')).toBe(true);
    const u = toggled(r.state, 'a1');
    expect(u.action).toBe('unpin');
    expect(u.state.pinned).toEqual(['a2']);
    expect(Object.keys(u.state.pending).sort()).toEqual(['a1', 'a2']);
  });

  it('refuses a tenth before sending, and lets an unpin through at the limit', () => {
    const nine = pinState(ids(9));
    expect(togglePin(nine, 'a10')).toEqual({ ok: false, error: PIN_LIMIT_REACHED });
    const u = toggled(nine, 'a3');
    expect(u.state.pinned).toHaveLength(8);
    // The pins still waiting count: eight, plus one sent, is the limit.
    const p = toggled(u.state, 'a10');
    expect(togglePin(p.state, 'a11')).toEqual({ ok: false, error: PIN_LIMIT_REACHED });
  });

  it('ignores a second toggle of an id still waiting for its answer', () => {
    const r = toggled(pinState([]), 'a1');
    expect(togglePin(r.state, 'a1')).toEqual({ ok: false, error: null });
  });

  it("takes the server's order once nothing else is waiting", () => {
    const a = toggled(pinState(['a1']), 'a2');
    const b = toggled(a.state, 'a3');
    const afterA = pinSucceeded(b.state, 'a2', ['a1', 'a2']);
    // a3 still waits: the page keeps what it shows.
    expect(afterA.pinned).toEqual(['a1', 'a2', 'a3']);
    const afterB = pinSucceeded(afterA, 'a3', ['a3', 'a1', 'a2']);
    expect(afterB).toEqual({ pinned: ['a3', 'a1', 'a2'], pending: {} });
  });

  it('reverts a refused pin and puts a refused unpin back in its place', () => {
    const start = pinState(['a1', 'a2', 'a3']);
    const pin = toggled(start, 'a4');
    expect(pinFailed(pin.state, 'a4')).toEqual(start);
    const unpin = toggled(start, 'a2');
    expect(pinFailed(unpin.state, 'a2')).toEqual(start);
  });

  it('reverts only the refused toggle when others are waiting', () => {
    const a = toggled(pinState(['a1', 'a2']), 'a1');
    const b = toggled(a.state, 'a3');
    const reverted = pinFailed(b.state, 'a1');
    expect(reverted.pinned).toEqual(['a1', 'a2', 'a3']);
    expect(Object.keys(reverted.pending)).toEqual(['a3']);
    expect(pinFailed(pinFailed(reverted, 'a3'), 'a3')).toEqual(pinState(['a1', 'a2']));
  });

  it("says the server's limit in the spec's words, else the action's failure", () => {
    expect(pinFailureMessage('pin', PIN_LIMIT_REACHED)).toBe(PIN_LIMIT_REACHED);
    expect(pinFailureMessage('pin', 'Not found.')).toBe(PIN_FAILED);
    expect(pinFailureMessage('pin')).toBe(PIN_FAILED);
    expect(pinFailureMessage('unpin', PIN_LIMIT_REACHED)).toBe(UNPIN_FAILED);
  });
});

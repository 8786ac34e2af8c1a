/**
 * The pin toggles of the partner's applet list (spec/connections.md#pinning, #9 "Pin limit: 9"):
 * a service pins at most nine of its published applets and connections; a toggle shows at once and
 * is put back when the server refuses it. Pure: the page keeps the state, sends the request and
 * settles it here.
 */

export const PIN_LIMIT = 9;

// The spec's texts (spec/connections.md#8-the-error-catalogue).
export const PIN_LIMIT_REACHED = 'Only nine Applets can be pinned at a time';
export const PIN_FAILED = 'Could not pin this Applet';
export const UNPIN_FAILED = 'Could not unpin this Applet';

export type PinAction = 'pin' | 'unpin';

interface Pending {
  action: PinAction;
  /** Where an unpinned id stood, so a refused unpin puts it back in its place. */
  index: number;
}

export interface PinState {
  /** The pinned ids in pin order, as the page shows them (pending toggles applied). */
  pinned: readonly string[];
  /** The toggles sent and not yet answered, by id. */
  pending: Readonly<Record<string, Pending>>;
}

export const pinState = (pinned: readonly string[]): PinState => ({ pinned: [...pinned], pending: {} });

export const isPinned = (state: PinState, id: string) => state.pinned.includes(id);

export type ToggleOutcome =
  | { ok: true; action: PinAction; state: PinState }
  /** `error` null: the id's last toggle is still waiting (nothing to say, nothing to do). */
  | { ok: false; error: string | null };

/**
 * Toggles `id` at once. Pinning a tenth is refused before anything is sent; a toggle of an id still
 * waiting for its answer is refused too (the button is busy), so each id has one request in flight.
 */
export function togglePin(state: PinState, id: string): ToggleOutcome {
  if (state.pending[id]) return { ok: false, error: null };
  const index = state.pinned.indexOf(id);
  if (index >= 0)
    return {
      ok: true,
      action: 'unpin',
      state: {
        pinned: state.pinned.filter((p) => p !== id),
        pending: { ...state.pending, [id]: { action: 'unpin', index } },
      },
    };
  if (state.pinned.length >= PIN_LIMIT) return { ok: false, error: PIN_LIMIT_REACHED };
  return {
    ok: true,
    action: 'pin',
    state: {
      pinned: [...state.pinned, id],
      pending: { ...state.pending, [id]: { action: 'pin', index: state.pinned.length } },
    },
  };
}

const withoutPending = (pending: PinState['pending'], id: string) => {
  const { [id]: _settled, ...rest } = pending;
  return rest;
};

/**
 * The server took the toggle of `id` and answered the service's pins in order: they become the
 * state, unless other toggles are still waiting (their answers will bring the final order).
 */
export function pinSucceeded(state: PinState, id: string, serverPinned: readonly string[]): PinState {
  const pending = withoutPending(state.pending, id);
  if (Object.keys(pending).length) return { pinned: state.pinned, pending };
  return { pinned: [...serverPinned], pending };
}

/** The server refused the toggle of `id` (or did not answer): only that id goes back. */
export function pinFailed(state: PinState, id: string): PinState {
  const sent = state.pending[id];
  if (!sent) return state;
  const pending = withoutPending(state.pending, id);
  if (sent.action === 'pin') return { pinned: state.pinned.filter((p) => p !== id), pending };
  if (state.pinned.includes(id)) return { pinned: state.pinned, pending };
  const pinned = [...state.pinned];
  pinned.splice(Math.min(sent.index, pinned.length), 0, id);
  return { pinned, pending };
}

/** What a refused toggle says: the server's limit in the spec's words, otherwise the action's failure. */
export function pinFailureMessage(action: PinAction, serverError?: string | null): string {
  if (action === 'pin' && serverError === PIN_LIMIT_REACHED) return PIN_LIMIT_REACHED;
  return action === 'pin' ? PIN_FAILED : UNPIN_FAILED;
}

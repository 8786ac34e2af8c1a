import {
  pinFailed,
  pinFailureMessage,
  pinState,
  pinSucceeded,
  togglePin,
  type PinState,
} from '@switchyard/connections-common/pins';
import { useState } from 'react';
import { sendPin } from './listRequests';

export interface Pins {
  /** Whether the id shows pinned (a toggle waiting for its answer included). */
  pinned(id: string): boolean;
  /** Whether the id's toggle waits for its answer. */
  busy(id: string): boolean;
  count: number;
  /** The last refusal per id (the limit, or the server's). */
  errors: Readonly<Record<string, string>>;
  toggle(id: string): void;
}

/**
 * A service's pins on its list (common's pins.ts keeps the rules): a toggle shows at once, is sent,
 * and goes back with the spec's message when refused. `initial` is the pinned ids in order, once
 * known.
 */
export function usePins(serviceSlug: string, initial: readonly string[]): Pins {
  const [state, setState] = useState<PinState | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const current = state ?? pinState(initial);
  const setError = (id: string, message: string | null) =>
    setErrors(({ [id]: _old, ...rest }) => (message ? { ...rest, [id]: message } : rest));

  return {
    pinned: (id) => current.pinned.includes(id),
    busy: (id) => Boolean(current.pending[id]),
    count: current.pinned.length,
    errors,
    toggle(id) {
      const outcome = togglePin(current, id);
      if (!outcome.ok) {
        if (outcome.error) setError(id, outcome.error);
        return;
      }
      setError(id, null);
      setState(outcome.state);
      sendPin(serviceSlug, outcome.action, id).then(
        (serverPinned) => setState((s) => pinSucceeded(s ?? outcome.state, id, serverPinned)),
        (err: unknown) => {
          setState((s) => pinFailed(s ?? outcome.state, id));
          setError(id, pinFailureMessage(outcome.action, err instanceof Error ? err.message : null));
        },
      );
    },
  };
}

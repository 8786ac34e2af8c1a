import { useSyncExternalStore } from 'react';

/** How long a flash stays fully visible, then how long it takes to fade out (spec: 4000 ms, 500 ms). */
export const FLASH_DURATION_MS = 4000;
export const FLASH_FADE_MS = 500;

export type FlashVariant = 'success' | 'error';

export interface FlashMessage {
  id: number;
  message: string;
  variant: FlashVariant;
  fading: boolean;
}

// One store per page (this package is a shared singleton): any remote flashes, the shell's FlashHost shows it.
let current: FlashMessage | null = null;
let nextId = 1;
let timers: ReturnType<typeof setTimeout>[] = [];
const listeners = new Set<() => void>();

function set(next: FlashMessage | null) {
  current = next;
  listeners.forEach((l) => l());
}

/** Shows a transient message at the bottom of the screen; a new one replaces the one showing. */
export function flash(message: string, variant: FlashVariant = 'success'): void {
  timers.forEach(clearTimeout);
  const id = nextId++;
  set({ id, message, variant, fading: false });
  timers = [
    setTimeout(() => current?.id === id && set({ ...current, fading: true }), FLASH_DURATION_MS),
    setTimeout(() => current?.id === id && set(null), FLASH_DURATION_MS + FLASH_FADE_MS),
  ];
}

export function clearFlash(): void {
  timers.forEach(clearTimeout);
  timers = [];
  set(null);
}

/** The `flash(message, variant)` function, for components. */
export function useFlash(): typeof flash {
  return flash;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => current;

/** Renders the current flash message; mount once per page (the shell does). */
export function FlashHost() {
  const msg = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div className="sy-flash-host" aria-live="polite">
      {msg && (
        <div
          key={msg.id}
          role={msg.variant === 'error' ? 'alert' : 'status'}
          className={`sy-flash sy-flash--${msg.variant}${msg.fading ? ' sy-flash--fading' : ''}`}
        >
          {msg.message}
        </div>
      )}
    </div>
  );
}

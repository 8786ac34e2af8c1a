import { buttonClass } from '@switchyard/ui';
import type { Pins } from './usePins';

/** A pin toggle (aria-pressed): shows at once, back when the server refuses. */
export function PinToggle({ id, name, pins }: { id: string; name: string; pins: Pins }) {
  const pinned = pins.pinned(id);
  return (
    <button
      type="button"
      className={buttonClass(pinned ? 'primary' : 'secondary', 'cn-pin')}
      aria-pressed={pinned}
      aria-label={`Pin ${name}`}
      aria-busy={pins.busy(id) || undefined}
      onClick={() => pins.toggle(id)}
    >
      <span aria-hidden="true">📌</span> {pinned ? 'Pinned' : 'Pin'}
    </button>
  );
}

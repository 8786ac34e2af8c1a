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
      <PinIcon /> {pinned ? 'Pinned' : 'Pin'}
    </button>
  );
}

/** A push pin drawn, not an emoji: an emoji needs a font many systems lack. */
function PinIcon() {
  return (
    <svg
      className="cn-pin__icon"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M16 3a1 1 0 0 1 .7 1.7L15.4 6l2.3 5.2 1.6 1.6a1 1 0 0 1-.7 1.7H13v6l-1 1.5-1-1.5v-6H5.4a1 1 0 0 1-.7-1.7l1.6-1.6L8.6 6 7.3 4.7A1 1 0 0 1 8 3z"
      />
    </svg>
  );
}

import type { ReactNode } from 'react';

/** A small busy indicator; its label is read by screen readers. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status">
      <span className="sy-spinner" aria-hidden="true" />
      <span className="sy-visually-hidden">{label}</span>
    </span>
  );
}

/** A section that is loading: a spinner and optional visible text. */
export function LoadingState({ label = 'Loading', children }: { label?: string; children?: ReactNode }) {
  return (
    <div className="sy-state" aria-busy="true">
      <Spinner label={label} />
      {children}
    </div>
  );
}

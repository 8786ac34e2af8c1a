import type { ReactNode } from 'react';
import { Button } from './Button';

export interface ErrorStateProps {
  message: ReactNode;
  /** When given, a Retry button calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}

/** A failed section: the message (announced as an alert) and a Retry button. */
export function ErrorState({ message, onRetry, retryLabel = 'Retry', children }: ErrorStateProps) {
  return (
    <div className="sy-state sy-state--error">
      <p role="alert" className="sy-state__title">
        {message}
      </p>
      {children}
      {onRetry && (
        <Button variant="primary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}

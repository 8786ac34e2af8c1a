import { useEffect, useRef, useState } from 'react';
import { Button } from '@switchyard/ui';
import type { TokenInfo } from './registryTypes';

export const SHOWN_ONCE_TEXT = 'Copy it now: it will not be shown again.';

/** A token just created: its secret (this once), a copy button, and Done to put it away for good. */
export function NewTokenSecret({
  token,
  info,
  onDone,
}: {
  token: string;
  info: TokenInfo;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied('yes');
    } catch {
      field.current?.select();
      setCopied('failed');
    }
  };

  return (
    <div ref={panel} tabIndex={-1} className="sy-registry__secret" aria-labelledby="sy-registry-secret-title">
      <p id="sy-registry-secret-title" className="sy-registry__secret-title">
        Deploy token <strong>{info.name}</strong> for <strong>{info.remote}</strong> created.{' '}
        {SHOWN_ONCE_TEXT}
      </p>
      <div className="sy-registry__secret-row">
        <input
          ref={field}
          className="sy-field__control sy-registry__secret-value"
          readOnly
          value={token}
          aria-label={`Deploy token ${info.name}`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="primary" onClick={() => void copy()}>
          Copy
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
      <p role="status" className="sy-registry__muted">
        {copied === 'yes' && 'Copied to the clipboard.'}
        {copied === 'failed' && 'The browser would not copy it: it is selected, copy it with your keyboard.'}
      </p>
    </div>
  );
}

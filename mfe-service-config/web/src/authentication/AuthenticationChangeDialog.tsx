import { Button, Modal, ModalActions, ModalBody } from '@switchyard/ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { authenticationLabel } from './authenticationLabels';
import './Authentication.css';

export const AUTHENTICATION_CHANGE_TITLE = 'Change the authentication type?';
/** spec/connections.md#8-the-error-catalogue: "tokens are removed, users must re-activate, all existing Applets are deleted". */
export const AUTHENTICATION_CHANGE_WARNINGS = [
  "Your users' tokens are removed.",
  'Your users must re-activate their connection to this service.',
  'All existing Applets on this service are deleted.',
] as const;

interface Change {
  from: string;
  to: string;
  resolve: (confirmed: boolean) => void;
}

/**
 * `const [confirmChange, dialog] = useAuthenticationChangeConfirm();` render `{dialog}`, then
 * `if (await confirmChange(from, to)) …`. The dialog (spec/connections.md#5-validation-rules:
 * "Changing authentication needs a confirmation dialog") keeps focus inside, starts on Cancel,
 * and Escape or the backdrop cancel.
 */
export function useAuthenticationChangeConfirm(): [
  (from: string, to: string) => Promise<boolean>,
  ReactNode,
] {
  const [change, setChange] = useState<Change | null>(null);
  const pending = useRef<Change | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    pending.current?.resolve(confirmed);
    pending.current = null;
    setChange(null);
  }, []);

  const ask = useCallback(
    (from: string, to: string) =>
      new Promise<boolean>((resolve) => {
        pending.current?.resolve(false);
        pending.current = { from, to, resolve };
        setChange(pending.current);
      }),
    [],
  );

  const dialog = (
    <Modal open={change !== null} title={AUTHENTICATION_CHANGE_TITLE} onClose={() => settle(false)}>
      {change && (
        <ModalBody>
          <p>
            From <strong>{authenticationLabel(change.from)}</strong> to{' '}
            <strong>{authenticationLabel(change.to)}</strong>. When you save:
          </p>
          <ul className="sc-auth-change__list">
            {AUTHENTICATION_CHANGE_WARNINGS.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </ModalBody>
      )}
      <ModalActions>
        <Button onClick={() => settle(false)}>Cancel</Button>
        <Button variant="danger" onClick={() => settle(true)}>
          Confirm
        </Button>
      </ModalActions>
    </Modal>
  );
  return [ask, dialog];
}

import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal, ModalActions, ModalBody } from './Modal';

export interface ConfirmProps {
  open: boolean;
  message: ReactNode;
  title?: ReactNode;
  yesLabel?: string;
  noLabel?: string;
  /** Style the Yes button as destructive. */
  danger?: boolean;
  onYes: () => void;
  onNo: () => void;
}

/** A confirmation dialog: a message and Yes / No. Escape or the backdrop count as No. */
export function Confirm({
  open,
  message,
  title = 'Are you sure?',
  yesLabel = 'Yes',
  noLabel = 'No',
  danger,
  onYes,
  onNo,
}: ConfirmProps) {
  return (
    <Modal open={open} title={title} onClose={onNo}>
      <ModalBody>{message}</ModalBody>
      <ModalActions>
        <Button onClick={onNo}>{noLabel}</Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onYes}>
          {yesLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}

export type ConfirmOptions = Omit<ConfirmProps, 'open' | 'onYes' | 'onNo' | 'message'>;

interface Pending {
  message: ReactNode;
  options: ConfirmOptions;
  resolve: (yes: boolean) => void;
}

/**
 * `const [confirm, confirmDialog] = useConfirm();` render `{confirmDialog}` once, then
 * `if (await confirm('Delete this?')) ...`. A second confirm while one is open answers the first with No.
 */
export function useConfirm(): [
  (message: ReactNode, options?: ConfirmOptions) => Promise<boolean>,
  ReactNode,
] {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((answer: boolean) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback(
    (message: ReactNode, options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { message, options, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const dialog = (
    <Confirm
      {...pending?.options}
      open={pending !== null}
      message={pending?.message}
      onYes={() => settle(true)}
      onNo={() => settle(false)}
    />
  );
  return [confirm, dialog];
}

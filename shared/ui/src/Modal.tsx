import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  onClose: () => void;
  /** Content: typically ModalBody then ModalActions (both may sit inside a form). */
  children: ReactNode;
  /** Whether a click on the backdrop closes it (default true). */
  closeOnBackdrop?: boolean;
}

/**
 * A modal dialog (role=dialog, aria-modal, labelled by its title) rendered over the page. On open,
 * focus moves to its first focusable control (or the dialog), Tab stays inside, Escape closes it,
 * and on close focus returns to where it was.
 */
export function Modal({ open, title, onClose, children, closeOnBackdrop = true }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    (dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog)?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  // Focus stays inside while open, so key handling on the dialog is enough; stopping Escape here
  // means only the innermost of nested dialogs closes.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (!items.length) {
      e.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="sy-modal-backdrop"
      onMouseDown={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="sy-modal"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="sy-modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}

export function ModalBody({ children }: { children: ReactNode }) {
  return <div className="sy-modal__body">{children}</div>;
}

export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="sy-modal__actions">{children}</div>;
}

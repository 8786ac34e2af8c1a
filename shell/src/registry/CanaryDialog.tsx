import { useState, type FormEvent } from 'react';
import { Button, Field, Modal, ModalActions, ModalBody } from '@switchyard/ui';
import { fieldMessage, type RegistryError } from './registryApi';

export interface CanaryDialogProps {
  remote: string;
  version: string;
  /** The share the remote's canary has now, when this version is it. */
  percent?: number;
  onClose: () => void;
  /** Starts the canary; rejects with the server's refusal. */
  onSubmit: (percent: number) => Promise<void>;
}

/** Parses the share field: a whole number from 1 to 99, or the message saying what is wrong. */
export function parsePercent(text: string): number | string {
  const value = text.trim();
  if (!value) return 'Enter the share of users, from 1 to 99 %.';
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 99)
    return 'The share is a whole number from 1 to 99 %.';
  return Number(value);
}

/** The small form "Canary…" opens: which share of users gets the version before everyone. */
export function CanaryDialog({ remote, version, percent, onClose, onSubmit }: CanaryDialogProps) {
  const [value, setValue] = useState(String(percent ?? 10));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parsePercent(value);
    if (typeof parsed === 'string') {
      setFieldError(parsed);
      return;
    }
    setBusy(true);
    setFieldError(null);
    setFormError(null);
    try {
      await onSubmit(parsed);
    } catch (error) {
      const refused = error as RegistryError;
      const onPercent = refused.errors?.find((f) => f.attribute === 'percent');
      if (onPercent) setFieldError(fieldMessage(onPercent.message));
      else setFormError(refused.details);
      setBusy(false);
    }
  };

  return (
    <Modal open title={`Canary of ${remote}`} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <ModalBody>
          <p className="sy-registry__dialog-lead">
            Version <code>{version}</code> goes to this share of signed-in users; the others keep the live
            version. Each user stays on the side they were given.
          </p>
          <Field
            label="Share of users (%)"
            name="percent"
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            step={1}
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={fieldError}
          />
          {formError && (
            <p role="alert" className="sy-registry__error">
              {formError}
            </p>
          )}
        </ModalBody>
        <ModalActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {percent === undefined ? 'Start canary' : 'Change share'}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

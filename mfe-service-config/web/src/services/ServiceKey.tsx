import { useMutation } from '@switchyard/client/apollo';
import { Button, useConfirm } from '@switchyard/ui';
import { useRef, useState } from 'react';
import { ServiceKeyRegenerateDocument } from './serviceOperations';

/** All but the last four characters hidden. */
export const maskedKey = (key: string) =>
  `${'•'.repeat(Math.max(0, Math.min(key.length - 4, 24)))}${key.slice(-4)}`;

export const COPIED = 'Copied to the clipboard.';
export const COPY_FAILED = 'The key could not be copied: show it and copy it by hand.';
export const REGENERATED =
  'A new key was made; the old one no longer works. Give the new one to your service.';
export const REGENERATE_FAILED = 'The key could not be regenerated. Try again.';

/** The clipboard API where the page is a secure context; the selected text and execCommand elsewhere. */
async function copyText(text: string, fallback: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // falls through to the selection
  }
  if (!fallback) return false;
  fallback.select();
  return document.execCommand?.('copy') ?? false;
}

/**
 * The service key on the service page, for the organization's members: masked (shown on demand),
 * copied, or regenerated after a confirmation. The partner's service checks it on every call.
 */
export function ServiceKey({
  serviceId,
  serviceKey,
  header,
}: {
  serviceId: string;
  serviceKey: string;
  header: string;
}) {
  const [shown, setShown] = useState(false);
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const [regenerate, { loading }] = useMutation(ServiceKeyRegenerateDocument);
  const input = useRef<HTMLInputElement>(null);

  const onCopy = async () => {
    const copied = await copyText(serviceKey, input.current);
    setStatus(copied ? { text: COPIED } : { text: COPY_FAILED, error: true });
  };

  const onRegenerate = async () => {
    const yes = await confirm(
      <p>
        The current key stops working at once: your service will refuse this platform&rsquo;s calls until you
        give it the new key.
      </p>,
      { title: 'Regenerate the service key?', yesLabel: 'Regenerate key', noLabel: 'Cancel', danger: true },
    );
    if (!yes) return;
    try {
      const { data } = await regenerate({ variables: { id: serviceId } });
      if (!data?.serviceKeyRegenerate.service) throw new Error('no service');
      setShown(true);
      setStatus({ text: REGENERATED });
    } catch {
      setStatus({ text: REGENERATE_FAILED, error: true });
    }
  };

  return (
    <section aria-labelledby="service-key-title" className="sc-checklist sc-service-key">
      <h2 id="service-key-title">Service key</h2>
      <p>
        Every call this platform makes to your service&rsquo;s API carries this key in the{' '}
        <code>{header}</code> header. Set it in your service, which should refuse calls without it (401).
      </p>
      <div className="sc-service-key__row">
        <input
          ref={input}
          className="sc-service-key__value"
          aria-label="Service key"
          readOnly
          value={shown ? serviceKey : maskedKey(serviceKey)}
          onFocus={(e) => shown && e.currentTarget.select()}
        />
        <Button onClick={() => setShown((s) => !s)} aria-pressed={shown}>
          {shown ? 'Hide' : 'Show'}
        </Button>
        <Button onClick={() => void onCopy()}>Copy</Button>
        <Button variant="danger" onClick={() => void onRegenerate()} disabled={loading}>
          {loading ? 'Regenerating…' : 'Regenerate…'}
        </Button>
      </div>
      <p
        role="status"
        className={
          status?.error ? 'sc-service-key__status sc-service-key__status--error' : 'sc-service-key__status'
        }
      >
        {status?.text}
      </p>
      {confirmDialog}
    </section>
  );
}

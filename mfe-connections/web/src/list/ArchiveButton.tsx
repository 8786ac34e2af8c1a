import { buttonClass, Confirm } from '@switchyard/ui';
import { useState } from 'react';
import type { ListedConnection } from './operations';
import { ARCHIVE_FAILED, sendArchived, UNARCHIVE_FAILED } from './listRequests';

/** Our own confirmation: archiving stops the connection for its users. */
export const ARCHIVE_CONFIRM =
  'Archive this connection? Users can no longer enable it and the features they have on stop running. You can unarchive it later.';

/**
 * Archive (after a confirmation) or Unarchive a connection; on success the page loads again
 * (spec/connections.md#other-transitions), on failure the spec's text shows under the row.
 */
export function ArchiveButton({
  connection: c,
  name,
  reload,
}: {
  connection: ListedConnection;
  name: string;
  reload: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const archive = !c.archived;
  const send = () => {
    setConfirming(false);
    setBusy(true);
    setError(null);
    sendArchived(c.id, archive).then(reload, () => {
      setBusy(false);
      setError(archive ? ARCHIVE_FAILED : UNARCHIVE_FAILED);
    });
  };
  return (
    <>
      <button
        type="button"
        className={buttonClass('link')}
        aria-label={`${archive ? 'Archive' : 'Unarchive'} ${name}`}
        disabled={busy}
        onClick={() => (archive ? setConfirming(true) : send())}
      >
        {archive ? 'Archive' : 'Unarchive'}
      </button>
      {error && (
        <p role="alert" className="cn-list__error">
          {error}
        </p>
      )}
      <Confirm
        open={confirming}
        title={`Archive ${name}?`}
        message={ARCHIVE_CONFIRM}
        yesLabel="Archive"
        noLabel="Cancel"
        danger
        onYes={send}
        onNo={() => setConfirming(false)}
      />
    </>
  );
}

import { navigate } from '@switchyard/client';
import { Button, Field, flash } from '@switchyard/ui';
import {
  canDeleteService,
  DELETE_FAILED,
  DELETE_MAX_USERS,
  DELETE_SUCCEEDED,
} from '@switchyard/review-common/reviewPage';
import { useState, type FormEvent } from 'react';
import { deleteService } from '../reviewRequests';

/**
 * The delete tool (see spec/review-org-diagnostics.md#25-service-settings-page,
 * spec/review-org-diagnostics.md#5-validation-rules): enabled once the exact slug is typed, for an
 * unpublished service with at most 100 users; the server checks all three again.
 */
export function DeleteTool({
  moduleName,
  published,
  users,
}: {
  moduleName: string;
  published: boolean;
  users: number;
}) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const allowed = canDeleteService({ slug: moduleName, published, users }, typed);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!allowed) return;
    setBusy(true);
    const next = await deleteService(moduleName).catch(() => null);
    setBusy(false);
    if (!next) {
      flash(DELETE_FAILED, 'error');
      return;
    }
    flash(DELETE_SUCCEEDED);
    navigate(next);
  }

  const why = published
    ? 'A published service cannot be deleted. Unpublish it first.'
    : users > DELETE_MAX_USERS
      ? `A service with more than ${DELETE_MAX_USERS} users cannot be deleted (it has ${users}).`
      : null;
  return (
    <section className="rv-settings__tool" aria-labelledby="delete-title">
      <h2 id="delete-title" className="rv-settings__title">
        Delete
      </h2>
      <form onSubmit={(e) => void onSubmit(e)} aria-label="Delete the service">
        <p className="rv-muted">
          Deleting removes the service with its triggers, queries, actions and test records. This cannot be
          undone.
        </p>
        {why && <p role="note">{why}</p>}
        <Field
          label={
            <>
              Type <code>{moduleName}</code> to confirm
            </>
          }
          value={typed}
          autoComplete="off"
          disabled={Boolean(why)}
          onChange={(e: { target: { value: string } }) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="danger" disabled={!allowed || busy}>
          {busy ? 'Deleting…' : 'Delete this service'}
        </Button>
      </form>
    </section>
  );
}

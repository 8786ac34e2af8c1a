import { navigate } from '@switchyard/client';
import { Button, flash, useConfirm } from '@switchyard/ui';
import { CLONE_FAILED, CLONE_SUCCEEDED } from '@switchyard/review-common/reviewPage';
import { useState } from 'react';
import { cloneService } from '../reviewRequests';

/**
 * The clone tool (see spec/review-org-diagnostics.md#25-service-settings-page,
 * spec/review-org-diagnostics.md#47-service-clone-and-delete): asks first, then clones and opens the clone.
 * For a published service the clone is its staging service: change it, submit it, and it is migrated onto
 * this one.
 */
export function CloneTool({
  moduleName,
  name,
  published,
}: {
  moduleName: string;
  name: string;
  published: boolean;
}) {
  const [confirm, confirmDialog] = useConfirm();
  const [busy, setBusy] = useState(false);

  async function clone() {
    const question = published
      ? `Clone ${name}? The clone is its staging service: change it and submit it for review; once it passes, it is migrated onto ${name}.`
      : `Clone ${name}? The clone is a new service with the same configuration.`;
    if (!(await confirm(question, { yesLabel: 'Yes', noLabel: 'No' }))) return;
    setBusy(true);
    const url = await cloneService(moduleName).catch(() => null);
    setBusy(false);
    if (!url) {
      flash(CLONE_FAILED, 'error');
      return;
    }
    flash(CLONE_SUCCEEDED);
    navigate(url);
  }

  return (
    <section id="clone" className="rv-settings__tool" aria-labelledby="clone-title">
      <h2 id="clone-title" className="rv-settings__title">
        Clone
      </h2>
      <p className="rv-muted">
        {published
          ? 'This service is published, so it is read-only. Clone it, change the clone, and submit the staging service for review.'
          : 'Make a new service with the same configuration: general settings, triggers, queries, actions, fields, ingredients and the script.'}
      </p>
      <Button onClick={() => void clone()} disabled={busy}>
        {busy ? 'Cloning…' : 'Clone this service'}
      </Button>
      {confirmDialog}
    </section>
  );
}

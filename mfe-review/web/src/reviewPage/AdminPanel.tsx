import { linkClick, requestHeaderRefresh } from '@switchyard/client';
import { Button, flash, useConfirm } from '@switchyard/ui';
import {
  isReviewAction,
  REVIEW_STATUS_FAILED,
  type ReviewAction,
} from '@switchyard/review-common/reviewStatus';
import { useState } from 'react';
import { ACTION_LABELS, confirmAction } from '../reviewMessages';
import { servicePath, settingsPath, type ReviewedService } from '../reviewOperations';
import { CacheButtons } from './CacheButtons';
import { postReviewAction } from '../reviewRequests';

/**
 * Staff's panel on the review page (see spec/review-org-diagnostics.md#23-admin-panel,
 * spec/review-org-diagnostics.md#41-review-status-of-a-service): the transitions the status offers, each
 * asked first with Yes and No; the buttons wait while one runs; the status and the published flag shown
 * afterwards are the server's answer.
 */
export function AdminPanel({ service, onChanged }: { service: ReviewedService; onChanged: () => void }) {
  const [confirm, confirmDialog] = useConfirm();
  const [running, setRunning] = useState(false);
  const [answer, setAnswer] = useState<{ review_status: number; published: boolean } | null>(null);
  const actions = (service.review_actions ?? []).filter(isReviewAction);

  async function run(action: ReviewAction) {
    if (!(await confirm(confirmAction(action, service.name), { yesLabel: 'Yes', noLabel: 'No' }))) return;
    setRunning(true);
    const result = await postReviewAction(service.module_name, action).catch(() => null);
    setRunning(false);
    if (!result?.ok) {
      console.error('review status update failed', result);
      flash(REVIEW_STATUS_FAILED, 'error');
      return;
    }
    setAnswer({ review_status: result.review_status, published: result.published });
    onChanged();
    // The header's service menu shows the review status.
    requestHeaderRefresh();
  }

  return (
    <aside className="rv-admin" aria-label="Admin panel">
      <h2>Review status</h2>
      {answer && (
        <p role="status">
          Status {answer.review_status}, {answer.published ? 'published' : 'not published'}.
        </p>
      )}
      {actions.length === 0 && <p className="rv-muted">No transition is open in this status.</p>}
      <div className="rv-admin__actions">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'reject' || action === 'unpublish' ? 'danger' : 'primary'}
            disabled={running}
            onClick={() => void run(action)}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </div>
      {/* Null while the organization domain cannot be reached: its buttons and page wait for it. */}
      {service.organization && <CacheButtons organizationId={service.organization.id} />}
      <h2>Admin pages</h2>
      <ul className="rv-admin__links">
        <li>
          <a href={servicePath(service.module_name)} onClick={linkClick}>
            Service
          </a>
        </li>
        {service.organization && (
          <li>
            <a href={service.organization.admin_uri} onClick={linkClick}>
              Organization
            </a>
          </li>
        )}
        <li>
          <a href={`${settingsPath(service.module_name)}#clone`} onClick={linkClick}>
            Migration tool
          </a>
        </li>
        <li>
          {/* The observability domain's list of the suggestions that name no service (staff only). */}
          <a href="/feedback" onClick={linkClick}>
            Suggestions for new services
          </a>
        </li>
      </ul>
      {confirmDialog}
    </aside>
  );
}

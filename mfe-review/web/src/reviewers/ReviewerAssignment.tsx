import { Button } from '@switchyard/ui';
import {
  ASSIGN_YOURSELF,
  REVIEWER_ADD_FAILED,
  REVIEWER_REMOVE_FAILED,
  reviewerNames,
  UNASSIGN,
} from '@switchyard/review-common/reviewers';
import { useId, useState } from 'react';
import { changeReviewer } from '../reviewRequests';

export interface ReviewerAssignmentProps {
  moduleName: string;
  serviceId: string;
  /** Named in the button's accessible name, so each row's button says which service it is for. */
  serviceName: string;
  reviewers: { login: string }[];
  viewerIsReviewer: boolean;
}

/**
 * A service's reviewers and the viewer's 'Assign yourself' / 'Unassign' toggle (spec/connections.md#6-roles-and-permissions):
 * the list follows the server's answer (the username it assigned or unassigned); a failure says the
 * spec's text and changes nothing.
 */
export function ReviewerAssignment({
  moduleName,
  serviceId,
  serviceName,
  reviewers,
  viewerIsReviewer,
}: ReviewerAssignmentProps) {
  const [shown, setShown] = useState({ reviewers, mine: viewerIsReviewer });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  // New data from the server (a refetch) replaces what the toggles showed.
  const [source, setSource] = useState({ reviewers, viewerIsReviewer });
  if (source.reviewers !== reviewers || source.viewerIsReviewer !== viewerIsReviewer) {
    setSource({ reviewers, viewerIsReviewer });
    setShown({ reviewers, mine: viewerIsReviewer });
  }

  async function toggle() {
    const change = shown.mine ? 'remove' : 'add';
    setBusy(true);
    setError(null);
    const username = await changeReviewer(moduleName, serviceId, change);
    setBusy(false);
    if (!username) {
      setError(change === 'add' ? REVIEWER_ADD_FAILED : REVIEWER_REMOVE_FAILED);
      return;
    }
    setShown((s) => ({
      mine: change === 'add',
      reviewers:
        change === 'add'
          ? [...s.reviewers.filter((r) => r.login !== username), { login: username }]
          : s.reviewers.filter((r) => r.login !== username),
    }));
  }

  return (
    <div className="rv-reviewers">
      <span className="rv-reviewers__names">
        <span className="rv-muted">Reviewers:</span> {reviewerNames(shown.reviewers)}
      </span>
      <Button
        className="rv-reviewers__toggle"
        variant={shown.mine ? 'secondary' : 'primary'}
        disabled={busy}
        aria-describedby={error ? errorId : undefined}
        onClick={() => void toggle()}
      >
        {shown.mine ? UNASSIGN : ASSIGN_YOURSELF}
        <span className="sy-visually-hidden"> ({serviceName})</span>
      </Button>
      {error && (
        <span id={errorId} className="rv-reviewers__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

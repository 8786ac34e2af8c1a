import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { linkClick, requestHeaderRefresh } from '@switchyard/client';
import { Button, EmptyState, ErrorState, flash, LoadingState } from '@switchyard/ui';
import { REVIEW_STATUS } from '@switchyard/review-common/reviewStatus';
import {
  SUBMISSION_FAILED,
  SUBMISSION_PASSED,
  SUBMIT_FOR_REVIEW,
} from '@switchyard/review-common/submissionCheck';
import { useEffect, useState } from 'react';
import { CHECK_FAILED, NO_SERVICE } from '../reviewMessages';
import { ReviewServiceDocument, servicePath } from '../reviewOperations';
import { fetchSubmissionCheck, postReviewAction, type SubmissionCheckAnswer } from '../reviewRequests';

type CheckState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'done'; check: SubmissionCheckAnswer };

/**
 * /reviews/{slug}/submit, the publish submission page (see
 * spec/review-org-diagnostics.md#22-publish-submission-page): the server's check of the service; failing
 * items in red with the spec's heading and no submit, else 'Submit for review', which submits (the server
 * checks again) and then says so.
 */
export function SubmitPage({ moduleName }: { moduleName: string }) {
  const { data, loading, error, refetch } = useQuery(ReviewServiceDocument, {
    variables: { module_name: moduleName },
    fetchPolicy: ROUTE_LOADED,
  });
  const [state, setState] = useState<CheckState>({ kind: 'loading' });
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchSubmissionCheck(moduleName).then(
      (answer) => live && setState({ kind: 'done', check: answer }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [moduleName, attempt]);
  /** Asks the server again (after the partner fixed something, or a failed load). */
  const check = () => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  const service = data?.service;
  if (!service) {
    if (loading) return <LoadingState label="Loading service…" />;
    if (error)
      return <ErrorState message={CHECK_FAILED} onRetry={() => void refetch().catch(() => undefined)} />;
    return <EmptyState title={NO_SERVICE}>There is no such service in your organizations.</EmptyState>;
  }

  async function submit() {
    setSubmitting(true);
    const answer = await postReviewAction(moduleName, 'start').catch(() => null);
    setSubmitting(false);
    if (answer?.ok) {
      setSubmitted(true);
      requestHeaderRefresh();
      void refetch().catch(() => undefined);
    } else if (answer?.failed_tests) {
      check();
    } else {
      flash(answer?.error ?? CHECK_FAILED, 'error');
    }
  }

  return (
    <section className="rv-page" aria-labelledby="submit-title">
      <nav aria-label="Breadcrumb">
        <a href={servicePath(service.module_name)} onClick={linkClick}>
          {service.name}
        </a>
      </nav>
      <h1 id="submit-title">Submit {service.name} for review</h1>
      {submitted ? (
        <p className="rv-success" role="status">
          {SUBMISSION_PASSED}
        </p>
      ) : state.kind === 'loading' ? (
        <LoadingState label="Checking your submission…" />
      ) : state.kind === 'failed' ? (
        <ErrorState message={CHECK_FAILED} onRetry={check} />
      ) : !state.check.passed ? (
        <div className="rv-check rv-check--failed">
          <h2>{SUBMISSION_FAILED}</h2>
          <ul className="rv-failed-tests">
            {state.check.progress.failed_tests.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <Button variant="secondary" onClick={check}>
            Check again
          </Button>
        </div>
      ) : service.review_status !== REVIEW_STATUS.in_development || service.published ? (
        <p role="status">This service is {service.review_status_label}: there is nothing to submit.</p>
      ) : (
        <div className="rv-check">
          <p>Every required field is filled in and the last endpoint test passed.</p>
          <Button variant="primary" disabled={submitting} onClick={() => void submit()}>
            {submitting ? 'Submitting…' : SUBMIT_FOR_REVIEW}
          </Button>
        </div>
      )}
    </section>
  );
}

import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { linkClick } from '@switchyard/client';
import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { LOAD_FAILED, QUEUE_EMPTY, QUEUE_TITLE } from '../reviewMessages';
import { ReviewQueueDocument, reviewPath } from '../reviewOperations';
import { ReviewerAssignment } from '../reviewers/ReviewerAssignment';

/**
 * /reviews: the services waiting for review, oldest submission first (the review team and staff), each
 * with its reviewers and the viewer's 'Assign yourself' / 'Unassign'.
 */
export function QueuePage() {
  const { data, loading, error, refetch } = useQuery(ReviewQueueDocument, { fetchPolicy: ROUTE_LOADED });
  if (!data) {
    if (loading) return <LoadingState label="Loading the queue…" />;
    if (error)
      return <ErrorState message={LOAD_FAILED} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  const queue = data?.reviewQueue ?? [];
  return (
    <section className="rv-page" aria-labelledby="queue-title">
      <h1 id="queue-title">{QUEUE_TITLE}</h1>
      {queue.length === 0 ? (
        <EmptyState title={QUEUE_EMPTY} />
      ) : (
        <ol className="rv-queue">
          {queue.map((item) => (
            <li key={item.module_name} className="rv-queue__item">
              <div>
                <a href={reviewPath(item.module_name)} onClick={linkClick}>
                  {item.service.name}
                </a>{' '}
                <span className="rv-muted">submitted {new Date(item.submitted_at).toLocaleString()}</span>
              </div>
              <ReviewerAssignment
                moduleName={item.module_name}
                serviceId={item.service.id}
                serviceName={item.service.name}
                reviewers={item.reviewers}
                viewerIsReviewer={item.viewer_is_reviewer}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

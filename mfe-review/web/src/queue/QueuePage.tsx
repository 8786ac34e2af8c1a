import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { linkClick } from '@switchyard/client';
import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { LOAD_FAILED, QUEUE_EMPTY, QUEUE_TITLE } from '../reviewMessages';
import { ReviewQueueDocument, reviewPath } from '../reviewOperations';

/** /reviews: the services waiting for review, oldest submission first (the review team and staff). */
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
            <li key={item.module_name}>
              <a href={reviewPath(item.module_name)} onClick={linkClick}>
                {item.service.name}
              </a>{' '}
              <span className="rv-muted">submitted {new Date(item.submitted_at).toLocaleString()}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

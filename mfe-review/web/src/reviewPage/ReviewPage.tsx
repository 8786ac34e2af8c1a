import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { linkClick } from '@switchyard/client';
import { EmptyState, ErrorState, LoadingState, useAfterPaint } from '@switchyard/ui';
import { LOAD_FAILED, NO_SERVICE } from '../reviewMessages';
import {
  appletDefaultsPath,
  ReviewServiceDocument,
  servicePath,
  settingsPath,
  submitPath,
} from '../reviewOperations';
import { ReviewerAssignment } from '../reviewers/ReviewerAssignment';
import { AdminPanel } from './AdminPanel';
import { ReviewSections } from './ReviewSections';

/**
 * /reviews/{slug}: the service's review page: its review status, the way to submit it, staff's
 * admin panel and the sections with diffs and feedback notes.
 */
export function ReviewPage({ moduleName }: { moduleName: string }) {
  const { data, loading, error, refetch } = useQuery(ReviewServiceDocument, {
    variables: { module_name: moduleName },
    fetchPolicy: ROUTE_LOADED,
  });
  const painted = useAfterPaint(Boolean(data?.service));
  const retry = () => void refetch().catch(() => undefined);
  const service = data?.service;
  if (!service || service.review_status === null) {
    if (loading) return <LoadingState label="Loading service…" />;
    if (error) return <ErrorState message={LOAD_FAILED} onRetry={retry} />;
    return (
      <EmptyState title={NO_SERVICE}>There is no such service, or it is not yours to review.</EmptyState>
    );
  }
  return (
    <section className="rv-page" aria-labelledby="review-title">
      <nav aria-label="Breadcrumb">
        <a href={servicePath(service.module_name)} onClick={linkClick}>
          {service.name}
        </a>
      </nav>
      <h1 id="review-title">Review of {service.name}</h1>
      {(data?.me?.staff || data?.me?.review_team) && (
        <ReviewerAssignment
          moduleName={service.module_name}
          serviceId={service.id}
          serviceName={service.name}
          reviewers={service.reviewers}
          viewerIsReviewer={service.viewer_is_reviewer}
        />
      )}
      <p>
        Status: <strong>{service.review_status_label}</strong>{' '}
        <a href={settingsPath(service.module_name)} onClick={linkClick}>
          Service settings
        </a>
        {' · '}
        <a href={appletDefaultsPath(service.module_name)} onClick={linkClick}>
          Applet defaults
        </a>
      </p>
      {service.review_actions?.includes('start') && service.review_actions.length === 1 && (
        <p>
          <a href={submitPath(service.module_name)} onClick={linkClick} className="sy-btn sy-btn--primary">
            Submit for review
          </a>
        </p>
      )}
      {data?.me?.staff && <AdminPanel service={service} onChanged={retry} />}
      {painted ? (
        <ReviewSections moduleName={service.module_name} />
      ) : (
        <LoadingState label="Loading the review…" />
      )}
    </section>
  );
}

import { linkClick } from '@switchyard/client';
import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { Button, EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import type { ReactNode } from 'react';
import { servicePath, ServiceStepsDocument, type StepsService } from '../steps/operations';
import { isReadOnly, ReadOnlyNote } from './ReadOnlyNote';

/** A trigger or action page: back link to the service, title, and why it is read-only (if it is). */
export function StepPageFrame({
  service,
  title,
  children,
}: {
  service: StepsService;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="sc-page" aria-labelledby="step-title">
      <nav aria-label="Breadcrumb">
        <a href={servicePath(service.module_name)} onClick={linkClick}>
          {service.name}
        </a>
      </nav>
      <h1 id="step-title">{title}</h1>
      <ReadOnlyNote service={service} />
      {children}
    </section>
  );
}

/** Returns to the service page without a page load; the page reloads its lists. */
export function CancelLink({ moduleName }: { moduleName: string }) {
  return (
    <a href={servicePath(moduleName)} onClick={linkClick} className="sy-btn sy-btn--link">
      Cancel
    </a>
  );
}

/** Loading, failed or not found, while the page has nothing to show. */
export function StepPageFallback({
  loading,
  error,
  what,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  what: 'trigger' | 'action' | 'service';
  onRetry: () => void;
}) {
  if (loading) return <LoadingState label={`Loading ${what}…`} />;
  if (error)
    return <ErrorState message={`Could not load this ${what}. Please try again.`} onRetry={onRetry} />;
  return <EmptyState title="NOT FOUND">There is no such {what} in this service.</EmptyState>;
}

/** A new step's page: the service it is made in (with the fallbacks while there is none), then the form. */
export function NewStepPage({
  serviceModuleName,
  title,
  children,
}: {
  serviceModuleName: string;
  title: string;
  children: (service: StepsService) => ReactNode;
}) {
  const { data, loading, error, refetch } = useQuery(ServiceStepsDocument, {
    variables: { module_name: serviceModuleName },
    fetchPolicy: ROUTE_LOADED,
  });
  const service = data?.service;
  if (!service) {
    const retry = () => void refetch().catch(() => undefined);
    return <StepPageFallback loading={loading} error={error} what="service" onRetry={retry} />;
  }
  return (
    <StepPageFrame service={service} title={title}>
      {children(service)}
    </StepPageFrame>
  );
}

/** A saved step's form actions besides Save: Cancel, and Delete while the viewer may change the service. */
export function StepEditActions({
  service,
  onDelete,
}: {
  service: StepsService;
  onDelete: () => Promise<void>;
}) {
  return (
    <>
      <CancelLink moduleName={service.module_name} />
      {!isReadOnly(service) && (
        <Button variant="danger" onClick={() => void onDelete()}>
          Delete
        </Button>
      )}
    </>
  );
}

import { linkClick, useLocation } from '@switchyard/client';
import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import type { ReactNode } from 'react';
import { ObservabilityServiceDocument, type ObservabilityService } from './serviceOperations';
import { serviceOf } from './servicePaths';

export const SERVICE_LOAD_FAILED = "Couldn't load the service. Please try again later.";

export interface ServicePageProps {
  /** What the page shows of a service, e.g. 'feedback': the title reads 'Daybook feedback'. */
  what: string;
  /** Under the title. */
  intro(name: string): ReactNode;
  /** How to get to the page when the address names no service. */
  howToOpen: ReactNode;
  children(service: ObservabilityService): ReactNode;
}

/**
 * The frame of the feedback and charts pages: the service of `?service=` (service_config, through the
 * supergraph), its breadcrumb and title; 'Service not found' for a service outside the viewer's
 * organizations, as on the logs page.
 */
export function ServicePage(props: ServicePageProps) {
  const { search } = useLocation();
  const moduleName = serviceOf(search);
  if (!moduleName) {
    return (
      <section className="ob-page">
        <h1>{capitalize(props.what)}</h1>
        <EmptyState title={`Choose a service to see its ${props.what}`}>{props.howToOpen}</EmptyState>
      </section>
    );
  }
  return <LoadedService key={moduleName} moduleName={moduleName} {...props} />;
}

function LoadedService({ moduleName, what, intro, children }: ServicePageProps & { moduleName: string }) {
  const { data, loading, refetch } = useQuery(ObservabilityServiceDocument, {
    variables: { module_name: moduleName },
    fetchPolicy: ROUTE_LOADED,
  });
  if (!data) {
    if (loading) return <LoadingState label={`Loading ${what}…`} />;
    return <ErrorState message={SERVICE_LOAD_FAILED} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  const { service } = data;
  if (!service) return <ServiceNotFound moduleName={moduleName} />;
  const titleId = `ob-${what.replace(/\W+/g, '-')}-title`;
  return (
    <section className="ob-page" aria-labelledby={titleId}>
      <nav aria-label="Breadcrumb" className="ob-breadcrumb">
        <a href={`/services/${encodeURIComponent(service.module_name)}`} onClick={linkClick}>
          {service.name}
        </a>
      </nav>
      <h1 id={titleId}>
        {service.name} {what}
      </h1>
      <p className="ob-intro">{intro(service.name)}</p>
      {children(service)}
    </section>
  );
}

/** What a page shows for a service the viewer may not read (or that does not exist). */
export function ServiceNotFound({ moduleName }: { moduleName: string }) {
  return (
    <EmptyState title="Service not found">
      There is no service &ldquo;{moduleName}&rdquo; in your organizations.
    </EmptyState>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

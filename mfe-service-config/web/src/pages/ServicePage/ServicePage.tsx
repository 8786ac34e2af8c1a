import { useQuery } from '@apollo/client';
import { linkClick } from '@switchyard/client';
import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { SERVICE_PAGE_QUERY, type ServiceDetails, type ServicePageData } from '../../serviceOperations';
import { ServiceIcon } from './ServiceIcon';

/** /services/{module_name}: what the service is, and whether it can still be changed. */
export function ServicePage({ moduleName }: { moduleName: string }) {
  const { data, loading, error, refetch } = useQuery<ServicePageData>(SERVICE_PAGE_QUERY, {
    variables: { module_name: moduleName },
  });
  const service = data?.service;
  if (service) return <ServiceDetailsView service={service} />;
  if (loading) return <LoadingState label="Loading service…" />;
  if (error) {
    return (
      <ErrorState
        message="Could not load this service. Please try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return (
    <EmptyState title="Service not found">
      There is no service &ldquo;{moduleName}&rdquo; in your organizations. Pick one from the service menu in
      the header.
    </EmptyState>
  );
}

function ServiceDetailsView({ service }: { service: ServiceDetails }) {
  return (
    <section className="sc-page" aria-labelledby="service-title">
      <header className="sc-service-header">
        <ServiceIcon name={service.name} icon={service.icon} color={service.brand_color} />
        <h1 id="service-title">{service.name}</h1>
        <span className={`sc-badge sc-badge--${service.published ? 'published' : 'draft'}`}>
          {service.published ? 'Published' : 'Draft'}
        </span>
      </header>
      {service.published && (
        <div className="sc-note" role="note">
          <p>
            <strong>This service is published, so it is read-only.</strong> To change it, clone the service,
            change the clone, and submit the staging service for review.
          </p>
        </div>
      )}
      {service.description && <p>{service.description}</p>}
      <dl className="sc-details">
        <dt>Module name</dt>
        <dd>
          <code>{service.module_name}</code>
        </dd>
        <dt>Organization</dt>
        <dd>
          <a href={service.organization.admin_uri} onClick={linkClick}>
            {service.organization.name}
          </a>
        </dd>
        <dt>Brand colour</dt>
        <dd>
          {service.brand_color ? (
            <span className="sc-swatch">
              <span
                className="sc-swatch__chip"
                data-testid="brand-color-swatch"
                aria-hidden="true"
                style={{ background: service.brand_color }}
              />
              <code>{service.brand_color}</code>
            </span>
          ) : (
            'Not set'
          )}
        </dd>
        <dt>Icon</dt>
        <dd>{service.icon ? 'Uploaded' : 'No icon uploaded yet'}</dd>
      </dl>
    </section>
  );
}

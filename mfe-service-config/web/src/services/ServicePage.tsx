import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { linkClick, requestHeaderRefresh } from '@switchyard/client';
import { PUBLISHED_READ_ONLY } from './serviceGeneral';
import { ServicePageDocument, type ServicePageData } from './serviceOperations';
import { ReadyForReview } from './ReadyForReview';
import { ServiceKey } from './ServiceKey';
import { ServiceGeneralForm } from './ServiceGeneralForm';
import { IconUploader } from './IconUploader';
import { StepsSections } from '../steps/StepsSections';
import { isReadOnly, ReadOnlyNote } from '../stepEditor/ReadOnlyNote';
import { ServiceNotLoaded } from './ServiceNotLoaded';
import { AdminsSection } from '../admins/AdminsSection';
import { ServiceChecklist } from '../checklist/ServiceChecklist';
import { FloodHoldsNotice } from './FloodHoldsNotice';

/**
 * /services/{module_name}: the service overview, editable by its organization's members while it is
 * unpublished, read-only for everyone else (see stepEditor/ReadOnlyNote).
 */
export function ServicePage({ moduleName }: { moduleName: string }) {
  const { data, loading, error, refetch } = useQuery(ServicePageDocument, {
    variables: { module_name: moduleName },
    fetchPolicy: ROUTE_LOADED,
    // A part of Switchyard that cannot be reached (the organization domain) leaves its fields null:
    // the rest of the service still shows, and says what is missing.
    errorPolicy: 'all',
  });
  const service = data?.service;
  if (service)
    return (
      <ServiceOverviewView service={service} onIconUploaded={() => void refetch().catch(() => undefined)} />
    );
  return <ServiceNotLoaded moduleName={moduleName} loading={loading} error={error} refetch={refetch} />;
}

/** In place of the owning organization while the organization domain cannot be reached. */
export const ORGANIZATION_UNAVAILABLE = 'Could not be loaded right now. Try again in a moment.';

const [READ_ONLY_HEADLINE, ...READ_ONLY_GUIDANCE] = PUBLISHED_READ_ONLY.split(/(?<=\.) /);

function ServiceOverviewView({
  service,
  onIconUploaded,
}: {
  service: NonNullable<ServicePageData['service']>;
  onIconUploaded: () => void;
}) {
  return (
    <section className="sc-page" aria-labelledby="service-title">
      <section aria-label="Icon" className="sc-icon-slot">
        <IconUploader
          slug={service.module_name}
          iconUrl={service.icon}
          brandColor={service.brand_color}
          published={service.published}
          viewerIsMember={service.viewer_is_member}
          onUploaded={() => {
            onIconUploaded();
            // The header shows service icons too.
            requestHeaderRefresh();
          }}
        />
      </section>
      <header className="sc-service-header">
        <h1 id="service-title">{service.name}</h1>
        <span className={`sc-badge sc-badge--${service.published ? 'published' : 'draft'}`}>
          {service.published ? 'Published' : 'Draft'}
        </span>
      </header>
      {!service.viewer_is_member && <ReadOnlyNote service={service} />}
      {service.published && service.viewer_is_member && (
        <div className="sc-note" role="note">
          <p>
            <strong>{READ_ONLY_HEADLINE}</strong> {READ_ONLY_GUIDANCE.join(' ')}{' '}
            <a
              href={`/reviews/${encodeURIComponent(service.module_name)}/settings#clone`}
              onClick={linkClick}
            >
              Clone this service
            </a>
          </p>
        </div>
      )}
      {service.viewer_is_member && (
        <FloodHoldsNotice
          moduleName={service.module_name}
          holds={service.flood_holds}
          triggers={service.triggers}
        />
      )}
      <dl className="sc-details">
        <dt>Module name</dt>
        <dd>
          <code>{service.module_name}</code>
        </dd>
        <dt>Organization</dt>
        <dd>
          {service.organization ? (
            <a href={service.organization.admin_uri} onClick={linkClick}>
              {service.organization.name}
            </a>
          ) : (
            <span className="sc-muted">{ORGANIZATION_UNAVAILABLE}</span>
          )}
        </dd>
      </dl>
      <StepsSections moduleName={service.module_name} />
      <section aria-labelledby="service-queries-title" className="sc-checklist">
        <h2 id="service-queries-title">Queries</h2>
        <p>
          <a href={`/services/${encodeURIComponent(service.module_name)}/queries`} onClick={linkClick}>
            {isReadOnly(service) ? 'View queries' : 'Edit queries'}
          </a>
        </p>
      </section>
      <section aria-labelledby="service-script-title" className="sc-checklist">
        <h2 id="service-script-title">Script</h2>
        <p>
          <a href={`/services/${encodeURIComponent(service.module_name)}/script`} onClick={linkClick}>
            Adapter script
          </a>
          : JavaScript that answers the partner protocol for this service, run for any trigger, query or
          action.
        </p>
      </section>
      <section aria-labelledby="service-connections-title" className="sc-checklist">
        <h2 id="service-connections-title">Connections</h2>
        <p>
          <a href={`/connections?service=${encodeURIComponent(service.module_name)}`} onClick={linkClick}>
            Connections
          </a>
          : build connections from this service to another one and publish them for your users.
        </p>
      </section>
      {service.service_key && (
        <ServiceKey
          serviceId={service.id}
          serviceKey={service.service_key}
          header={service.service_key_header}
        />
      )}
      <section aria-labelledby="service-tests-title" className="sc-checklist">
        <h2 id="service-tests-title">Tests and diagnostics</h2>
        <p>
          <a href={`/services/${encodeURIComponent(service.module_name)}/endpoint_tests`} onClick={linkClick}>
            Endpoint tests
          </a>
          : call every endpoint of your service&rsquo;s API with the samples of its test/setup and check the
          answers.
        </p>
        <p>
          <a href={`/services/${encodeURIComponent(service.module_name)}/auth_tests`} onClick={linkClick}>
            Authentication tests
          </a>
          : sign in to your service as a user would and check its tokens and user information.
        </p>
        <p>
          <a href={`/logs?service=${encodeURIComponent(service.module_name)}`} onClick={linkClick}>
            Logs
          </a>
          : every call this platform made to your service&rsquo;s API, with its request and response.
        </p>
        <p>
          <a href={`/feedback?service=${encodeURIComponent(service.module_name)}`} onClick={linkClick}>
            Feedback
          </a>
          : what users say about the applets and connections that use your service, and their suggestions.
        </p>
        <p>
          <a href={`/charts?service=${encodeURIComponent(service.module_name)}`} onClick={linkClick}>
            Charts
          </a>
          : your API&rsquo;s successes and errors and how fast it answers, hour by hour.
        </p>
        <p>
          <a href={`/analytics?service=${encodeURIComponent(service.module_name)}`} onClick={linkClick}>
            Analytics
          </a>
          : how many users connect your service, which services it works with, and which steps they use.
        </p>
      </section>
      {service.viewer_is_member && <ServiceChecklist moduleName={service.module_name} />}
      <ReadyForReview
        moduleName={service.module_name}
        missing={service.missing_for_submission}
        reviewStatusLabel={service.review_status_label ?? null}
      />
      <ServiceGeneralForm service={service} />
      <AdminsSection moduleName={service.module_name} />
    </section>
  );
}

import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { linkClick } from '@switchyard/client';
import { ErrorState, LoadingState } from '@switchyard/ui';
import { isNotFound } from '../../graphqlErrors';
import { OrganizationPageDocument, type Organization } from '../../orgOperations';
import { organizationPath, type OrgView } from '../../orgRoute';
import { DetailsPage } from '../DetailsPage/DetailsPage';
import { InvoicesPage } from '../InvoicesPage/InvoicesPage';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage';
import { TeamPage } from '../TeamPage/TeamPage';
import { OrgSidebar } from './OrgSidebar';
import { visibleViews } from './orgViews';

/** /organizations/{id}[/{view}]: the organization's name, a sidebar of views and the chosen view. */
export function OrganizationPage({ id, view }: { id: string; view: OrgView }) {
  const { data, loading, error, refetch } = useQuery(OrganizationPageDocument, {
    variables: { id },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: ROUTE_LOADED,
  });
  const org = data?.organization;

  if (!org) {
    if (loading) return <LoadingState label="Loading organization…" />;
    if (error && !isNotFound(error)) {
      return (
        <ErrorState
          message="Couldn't load this organization"
          onRetry={() => void refetch().catch(() => undefined)}
        >
          <p>Check your connection and try again.</p>
        </ErrorState>
      );
    }
    return (
      <NotFoundPage
        title="Organization not found"
        message="This organization does not exist, or you are not one of its members."
      />
    );
  }

  const views = visibleViews(org);
  return (
    <div className="org-page">
      <header className="org-page__header">
        <h1 className="org-page__title">{org.name}</h1>
        <span className="org-badge">{org.tier_display_name}</span>
      </header>
      <div className="org-page__body">
        <OrgSidebar orgId={org.id} views={views} current={view} />
        <div className="org-page__content">
          {views.includes(view) ? (
            <OrgView org={org} view={view} refetch={refetch} />
          ) : (
            <InvoicesUnavailable orgId={org.id} />
          )}
        </div>
      </div>
    </div>
  );
}

function OrgView({ org, view, refetch }: { org: Organization; view: OrgView; refetch: () => unknown }) {
  switch (view) {
    case 'details':
      return <DetailsPage organization={org} refetch={refetch} />;
    case 'team':
      return <TeamPage organization={org} />;
    case 'invoices':
      return <InvoicesPage organization={org} />;
  }
}

function InvoicesUnavailable({ orgId }: { orgId: string }) {
  return (
    <section className="org-panel" aria-labelledby="org-invoices-unavailable">
      <h2 id="org-invoices-unavailable">Invoices</h2>
      <p>Invoices are only available to the owner of a Lite or Developer organization.</p>
      <p>
        <a href={organizationPath(orgId, 'details')} onClick={linkClick}>
          Back to the organization details
        </a>
      </p>
    </section>
  );
}

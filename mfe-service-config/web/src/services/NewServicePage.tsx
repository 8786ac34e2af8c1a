import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { NewServiceOrganizationDocument } from './serviceOperations';
import { NewServiceForm } from './NewServiceForm';

/** /services/new?org_id={id}: a new service for one of the viewer's organizations. */
export function NewServicePage({ organizationId }: { organizationId: string | null }) {
  if (!organizationId) {
    return (
      <EmptyState title="Choose an organization first">
        A service belongs to an organization. Open the service menu in the header and choose &apos;+ Add
        Service&apos; under the organization the new service is for.
      </EmptyState>
    );
  }
  return <NewServiceForOrganization organizationId={organizationId} />;
}

function NewServiceForOrganization({ organizationId }: { organizationId: string }) {
  const { data, loading, error, refetch } = useQuery(NewServiceOrganizationDocument, {
    variables: { id: organizationId },
    fetchPolicy: ROUTE_LOADED,
  });
  const organization = data?.organization;
  if (organization) {
    return (
      <section className="sc-page">
        <h1>New service</h1>
        <p>
          For <strong>{organization.name}</strong>. It starts unpublished; you can change everything until it
          is published.
        </p>
        <NewServiceForm organizationId={organization.id} />
      </section>
    );
  }
  if (loading) return <LoadingState label="Loading organization…" />;
  // The organization domain answers NOT_FOUND alike for unknown organizations and other people's.
  const notFound = !error || error.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND');
  if (notFound) {
    return (
      <ErrorState message="Organization not found">
        You can add services only to organizations you belong to. Choose one from the header&apos;s menus.
      </ErrorState>
    );
  }
  return (
    <ErrorState
      message="Could not load this organization. Please try again."
      onRetry={() => void refetch().catch(() => undefined)}
    />
  );
}

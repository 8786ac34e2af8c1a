import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { linkClick } from '@switchyard/client';
import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { MyOrganizationsDocument } from '../../orgOperations';
import { organizationPath } from '../../orgRoute';

/** /organizations: every organization the user belongs to, with their role, linking to its page. */
export function OrganizationsPage() {
  const { data, loading, error, refetch } = useQuery(MyOrganizationsDocument, { fetchPolicy: ROUTE_LOADED });
  let body;
  if (data) {
    const orgs = data.me?.organizations ?? [];
    body =
      orgs.length === 0 ? (
        <EmptyState title="You do not belong to an organization yet">
          <p>Create one with '+ New Org' in the organization menu, or accept an invitation.</p>
        </EmptyState>
      ) : (
        <ul className="org-list">
          {orgs.map((org) => (
            <li key={org.id} className="org-list__item">
              <a href={organizationPath(org.id)} onClick={linkClick}>
                {org.name}
              </a>
              <span className="org-muted">
                {org.tier_display_name} · {org.viewer_is_owner ? 'Owner' : 'Member'}
              </span>
            </li>
          ))}
        </ul>
      );
  } else if (loading) {
    body = <LoadingState label="Loading your organizations…" />;
  } else {
    if (error) console.error('Loading the organizations failed', error);
    body = (
      <ErrorState
        message="Couldn't load your organizations"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return (
    <section className="org-panel" aria-labelledby="org-list-title">
      <h1 id="org-list-title" className="org-page__title">
        Organizations
      </h1>
      {body}
    </section>
  );
}

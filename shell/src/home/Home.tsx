import { linkClick, useLocation } from '@switchyard/client';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { useHeaderData } from '../header/headerData';
import { SERVICES_UNAVAILABLE } from '../header/ServiceMenu';
import { tierLabel } from '../header/tierLabel';
import { RemoteFallback } from '../remotes/RemoteFallback';
import './home.css';

function Welcome() {
  // The header's data: one request serves both.
  const { data, loading, error, refetch } = useHeaderData();
  if (!data && loading) return <LoadingState label="Loading your organizations" />;
  if ((!data && error) || (data && !data.me?.organizations))
    return (
      <ErrorState
        message="Your organizations could not be loaded"
        onRetry={() => void refetch().catch(() => {})}
      />
    );
  const me = data?.me;
  const orgs = me?.organizations ?? [];
  return (
    <section className="sy-home">
      <h1>Welcome to Switchyard{me ? `, ${me.name}` : ''}</h1>
      <p className="sy-home__lead">Build services, connect them to your users, and watch their traffic.</p>
      <h2>Your organizations</h2>
      {orgs.length === 0 ? (
        <EmptyState title="You do not belong to an organization yet">
          Create one with '+ New Org' in the organization menu, or accept an invitation.
        </EmptyState>
      ) : (
        <ul className="sy-home__orgs">
          {orgs.map((org) => (
            <li key={org.id} className="sy-home__org">
              <a href={org.admin_uri} onClick={linkClick}>
                {org.name}
              </a>
              <span className="sy-home__meta">{tierLabel(org)}</span>
              <span className="sy-home__meta">
                {org.services === null
                  ? SERVICES_UNAVAILABLE
                  : org.services.length === 1
                    ? '1 service'
                    : `${org.services.length} services`}
              </span>
              <a
                className={buttonClass('secondary')}
                href={`/services/new?org_id=${encodeURIComponent(org.id)}`}
                onClick={linkClick}
              >
                + Add Service
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The shell's own page for paths no remote claims: the welcome panel at /, "Page not found"
 * elsewhere, or the load fallback when the list of remotes itself could not be fetched.
 */
export function Home({ registryFailed = false }: { registryFailed?: boolean }) {
  const { pathname } = useLocation();
  if (pathname === '/') return <Welcome />;
  if (registryFailed) return <RemoteFallback onRetry={() => window.location.reload()} />;
  return (
    <EmptyState
      title="Page not found"
      action={
        <a href="/" onClick={linkClick}>
          Go to the start page
        </a>
      }
    />
  );
}

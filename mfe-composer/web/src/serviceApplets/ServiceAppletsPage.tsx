import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { linkClick } from '@switchyard/client';
import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { ServiceAppletsDocument } from '../gql/graphql';

/** The public list of a service's applets: `/applets?service={module name}` (issue 38). */
export const serviceAppletsPage = (module: string) => `/applets?service=${encodeURIComponent(module)}`;

/**
 * A service's published applets and connections, the ones its partner pinned first (in their
 * order, with a "Pinned" badge), then the most used, then the newest.
 */
export function ServiceAppletsPage({ module }: { module: string }) {
  const { data, loading, refetch } = useQuery(ServiceAppletsDocument, {
    variables: { module_name: module },
    fetchPolicy: ROUTE_LOADED,
  });
  if (!data) {
    if (loading) return <LoadingState label="Loading Applets…" />;
    return (
      <ErrorState
        message="The Applets could not be loaded."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  const service = data.composerChannels[0];
  if (!service)
    return <EmptyState title="Service not found">There is no service {module} you can see.</EmptyState>;
  const listed = data.serviceApplets;
  return (
    <div className="composer-list">
      <header className="composer-list__header">
        <h1>Applets on {service.name}</h1>
      </header>
      {listed.length === 0 ? (
        <EmptyState title="No Applets yet">{service.name} has no published Applets yet.</EmptyState>
      ) : (
        <ul className="composer-cards" aria-label={`Applets on ${service.name}`}>
          {listed.map((a) => (
            <li
              key={a.id}
              className="composer-card"
              style={{ borderTopColor: service.brand_color ?? undefined }}
            >
              <a href={a.url} onClick={linkClick} className="composer-card__title">
                {a.name}
              </a>
              {a.description && <p className="composer-card__description">{a.description}</p>}
              <div className="composer-card__footer">
                {a.pinned && <span className="composer-status composer-status--pinned">Pinned</span>}
                <span className="composer-status">{a.kind === 'connection' ? 'Connection' : 'Applet'}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

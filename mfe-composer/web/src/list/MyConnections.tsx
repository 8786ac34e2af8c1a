import { linkClick } from '@switchyard/client';
import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { MyEnabledConnectionsDocument, type MyEnabledConnectionsQuery } from '../gql/graphql';
import './myConnections.css';

type Enabled = MyEnabledConnectionsQuery['myEnabledConnections'][number];

/** The connections remote's enable page (another remote's: the shell mounts it on navigation). */
export const enablePagePath = (connectionId: string) =>
  `/connections/${encodeURIComponent(connectionId)}/enable`;

function ConnectionCard({ item }: { item: Enabled }) {
  const c = item.connection;
  const paused = item.enabled && item.features.some((f) => f.enabled && f.paused_reason);
  const services = c ? [c.owner_channel.name, ...c.channels.map((s) => s.name)] : [];
  return (
    <li className="composer-card" style={{ borderTopColor: c?.owner_channel.brand_color ?? undefined }}>
      {c ? (
        <a href={enablePagePath(c.id)} onClick={linkClick} className="composer-card__title">
          {c.name}
        </a>
      ) : (
        <span className="composer-card__title">A connection no longer offered</span>
      )}
      {services.length > 0 && <p className="composer-card__services">{services.join(' → ')}</p>}
      {!c && <p className="composer-card__description">Its service withdrew it; it no longer runs.</p>}
      <div className="composer-card__footer">
        <span className={`composer-status${item.enabled ? ' composer-status--published' : ''}`}>
          {item.enabled ? 'On' : 'Off'}
        </span>
        {paused && <span className="my-connections__attention">Needs attention</span>}
      </div>
    </li>
  );
}

/**
 * My Applets' "Connections": the connections the viewer enabled (on or off), each linking to its
 * enable page, with "Needs attention" when a feature that is on is paused.
 */
export function MyConnections() {
  const { data, loading, refetch } = useQuery(MyEnabledConnectionsDocument, { fetchPolicy: ROUTE_LOADED });
  const list = data?.myEnabledConnections;
  return (
    <section className="my-connections" aria-labelledby="my-connections-title">
      <h2 id="my-connections-title">Connections</h2>
      {!list ? (
        loading ? (
          <LoadingState label="Loading your connections…" />
        ) : (
          <ErrorState
            message="Your connections could not be loaded."
            onRetry={() => void refetch().catch(() => undefined)}
          />
        )
      ) : list.length === 0 ? (
        <EmptyState title="No connections yet">
          A service may offer a connection to another service; enable one from its page and it shows here.
        </EmptyState>
      ) : (
        <ul className="composer-cards">
          {list.map((item) => (
            <ConnectionCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

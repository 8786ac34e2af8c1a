import { linkClick } from '@switchyard/client';
import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { ServiceIcon, StatusBadge } from '../badges';
import { connectionsPath, editPath, previewPath, publishPath, startPath } from '../paths';
import {
  ConnectionServicesDocument,
  ServiceConnectionsDocument,
  type ListedConnection,
  type OwnService,
} from './operations';
import '../connections.css';

export const LIST_LOAD_FAILED = 'Could not load your services. Please try again.';
export const CONNECTIONS_LOAD_FAILED = 'Could not load the connections of this service. Please try again.';
export const NO_CONNECTIONS = 'No connections yet';
export const NEW_CONNECTION = 'New connection';

/**
 * /connections: the services of the viewer's organizations, each with its connections (newest
 * first) and "New connection"; `?service=<module_name>` narrows it to one service.
 */
export function ConnectionsListPage({ service }: { service: string | null }) {
  const { data, loading, error, refetch } = useQuery(ConnectionServicesDocument, {
    fetchPolicy: ROUTE_LOADED,
  });
  const all = data?.myConnectionServices;
  return (
    <section className="cn-page" aria-labelledby="connections-title">
      <h1 id="connections-title">Connections</h1>
      <p className="cn-muted">
        Connections link your service to one other service and bundle the features your users turn on.
      </p>
      {all ? (
        <Services services={all} narrowedTo={service} />
      ) : loading ? (
        <LoadingState label="Loading your services…" />
      ) : (
        error && (
          <ErrorState message={LIST_LOAD_FAILED} onRetry={() => void refetch().catch(() => undefined)} />
        )
      )}
    </section>
  );
}

function Services({ services, narrowedTo }: { services: readonly OwnService[]; narrowedTo: string | null }) {
  const shown = narrowedTo ? services.filter((s) => s.module_name === narrowedTo) : services;
  if (narrowedTo && !shown.length) {
    return (
      <EmptyState
        title="Service not found"
        action={
          <a href={connectionsPath()} onClick={linkClick}>
            All your services
          </a>
        }
      >
        There is no service &ldquo;{narrowedTo}&rdquo; in your organizations.
      </EmptyState>
    );
  }
  if (!shown.length) {
    return (
      <EmptyState
        title="You have no services yet"
        action={
          <a href="/services/new" className={buttonClass('primary')} onClick={linkClick}>
            Create a service
          </a>
        }
      >
        Connections start from a service of your organization.
      </EmptyState>
    );
  }
  return (
    <>
      {narrowedTo && (
        <p>
          <a href={connectionsPath()} onClick={linkClick}>
            All your services
          </a>
        </p>
      )}
      {shown.map((s) => (
        <ServiceConnections key={s.id} service={s} />
      ))}
    </>
  );
}

function NewConnectionLink({ service }: { service: OwnService }) {
  return (
    <a
      href={startPath(service.module_name)}
      className={buttonClass('primary')}
      aria-label={`${NEW_CONNECTION} from ${service.name}`}
      onClick={linkClick}
    >
      {NEW_CONNECTION}
    </a>
  );
}

function ServiceConnections({ service }: { service: OwnService }) {
  const { data, loading, error, refetch } = useQuery(ServiceConnectionsDocument, {
    variables: { module_name: service.module_name },
    fetchPolicy: ROUTE_LOADED,
  });
  const connections = data?.serviceConnections;
  const headingId = `service-${service.id}`;
  return (
    <section className="cn-service" aria-labelledby={headingId}>
      <div className="cn-row cn-row--between">
        <div className="cn-row">
          <ServiceIcon service={service} />
          <h2 id={headingId}>{service.name}</h2>
        </div>
        <NewConnectionLink service={service} />
      </div>
      {connections ? (
        connections.length ? (
          <ul className="cn-list" aria-label={`Connections of ${service.name}`}>
            {connections.map((c) => (
              <ConnectionItem key={c.id} connection={c} />
            ))}
          </ul>
        ) : (
          <p className="cn-muted">
            <strong>{NO_CONNECTIONS}</strong>. Connect {service.name} to another service and choose the
            features your users get.
          </p>
        )
      ) : loading ? (
        <LoadingState label={`Loading the connections of ${service.name}…`} />
      ) : (
        error && (
          <ErrorState
            message={CONNECTIONS_LOAD_FAILED}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        )
      )}
    </section>
  );
}

function ConnectionItem({ connection: c }: { connection: ListedConnection }) {
  const other = c.channels[0];
  return (
    <li className="cn-list__item">
      <div>
        <a href={previewPath(c.id)} className="cn-list__title" onClick={linkClick}>
          {c.name || 'Untitled connection'}
        </a>{' '}
        <StatusBadge published={c.published} archived={c.archived} />
        {other && <div className="cn-muted">with {other.name}</div>}
      </div>
      <div className="cn-row" role="group" aria-label={`Actions for ${c.name || 'Untitled connection'}`}>
        <a href={previewPath(c.id)} onClick={linkClick}>
          Preview
        </a>
        {c.can_edit && (
          <a href={editPath(c.id)} onClick={linkClick}>
            Edit
          </a>
        )}
        {c.can_edit && !c.published && (
          <a href={publishPath(c.id)} onClick={linkClick}>
            Publish
          </a>
        )}
      </div>
    </li>
  );
}

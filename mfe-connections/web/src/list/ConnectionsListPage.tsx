import { linkClick } from '@switchyard/client';
import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { PIN_LIMIT } from '@switchyard/connections-common/pins';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { ServiceIcon, StatusBadge } from '../badges';
import { connectionsPath, detailPath, editPath, previewPath, publishPath, startPath } from '../paths';
import { ArchiveButton } from './ArchiveButton';
import { FeedbackBar } from './FeedbackBar';
import {
  ConnectionServicesDocument,
  ServiceAppletsDocument,
  ServiceConnectionsDocument,
  type ListedApplet,
  type ListedConnection,
  type OwnService,
} from './operations';
import { PinToggle } from './PinToggle';
import { useFeedbackCounts } from './useFeedbackCounts';
import { usePins, type Pins } from './usePins';
import '../connections.css';

export const LIST_LOAD_FAILED = 'Could not load your services. Please try again.';
export const CONNECTIONS_LOAD_FAILED = 'Could not load the connections of this service. Please try again.';
export const NO_CONNECTIONS = 'No connections yet';
export const NEW_CONNECTION = 'New connection';
export const APPLETS_LOAD_FAILED = 'Could not load the published Applets of this service. Please try again.';
export const NO_APPLETS = 'No published Applets use this service yet.';
export const publishedAppletsTitle = (service: string) => `Published Applets on ${service}`;
export const pinnedCount = (n: number) => `${n} of ${PIN_LIMIT} pinned.`;

const reloadPage = () => window.location.reload();

/**
 * /connections: the services of the viewer's organizations, each with its connections (newest
 * first) and "New connection", and its published Applets; pin toggles, feedback bars, archive
 * (the spec's "Applet list with pin toggles and feedback bars"). `?service=<module_name>` narrows
 * it to one service. `reload` is what a successful archive does (the page again).
 */
export function ConnectionsListPage({
  service,
  reload = reloadPage,
}: {
  service: string | null;
  reload?: () => void;
}) {
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
        <Services services={all} narrowedTo={service} reload={reload} />
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

function Services({
  services,
  narrowedTo,
  reload,
}: {
  services: readonly OwnService[];
  narrowedTo: string | null;
  reload: () => void;
}) {
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
        <ServiceConnections key={s.id} service={s} reload={reload} />
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

function ServiceConnections({ service, reload }: { service: OwnService; reload: () => void }) {
  const { data, loading, error, refetch } = useQuery(ServiceConnectionsDocument, {
    variables: { module_name: service.module_name },
    fetchPolicy: ROUTE_LOADED,
  });
  // Asked again on each visit: the pins change here and by colleagues, the cache would show old ones.
  const listed = useQuery(ServiceAppletsDocument, {
    variables: { module_name: service.module_name },
    fetchPolicy: 'cache-and-network',
  });
  const connections = data?.serviceConnections;
  const published = listed.data?.serviceApplets;
  const pins = usePins(
    service.slug,
    (published ?? []).filter((a) => a.pinned).map((a) => a.id),
  );
  const connectionCounts = useFeedbackCounts(
    'connection',
    (connections ?? []).filter((c) => c.published).map((c) => c.id),
  );
  const applets = (published ?? []).filter((a) => a.kind === 'applet');
  const appletCounts = useFeedbackCounts(
    'applet',
    applets.map((a) => a.id),
  );
  const pinnable = new Set((published ?? []).map((a) => a.id));
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
      {published && (
        <p className="cn-muted cn-pins-count">
          {pinnedCount(pins.count)} Pinned ones lead the list of Applets your users see.
        </p>
      )}
      {connections ? (
        connections.length ? (
          <ul className="cn-list" aria-label={`Connections of ${service.name}`}>
            {connections.map((c) => (
              <ConnectionItem
                key={c.id}
                connection={c}
                pins={pinnable.has(c.id) ? pins : null}
                counts={connectionCounts.get(c.id)}
                reload={reload}
              />
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
      <h3 className="cn-service__subtitle">{publishedAppletsTitle(service.name)}</h3>
      {published ? (
        applets.length ? (
          <ul className="cn-list" aria-label={publishedAppletsTitle(service.name)}>
            {applets.map((a) => (
              <AppletItem key={a.id} applet={a} pins={pins} counts={appletCounts.get(a.id)} />
            ))}
          </ul>
        ) : (
          <p className="cn-muted">{NO_APPLETS}</p>
        )
      ) : listed.loading ? (
        <LoadingState label={`Loading the Applets of ${service.name}…`} />
      ) : (
        listed.error && (
          <ErrorState
            message={APPLETS_LOAD_FAILED}
            onRetry={() => void listed.refetch().catch(() => undefined)}
          />
        )
      )}
    </section>
  );
}

function ConnectionItem({
  connection: c,
  pins,
  counts,
  reload,
}: {
  connection: ListedConnection;
  pins: Pins | null;
  counts: { like: number; dislike: number } | undefined;
  reload: () => void;
}) {
  const other = c.channels[0];
  const name = c.name || 'Untitled connection';
  return (
    <li className="cn-list__item">
      <div className="cn-list__main">
        <a href={previewPath(c.id)} className="cn-list__title" onClick={linkClick}>
          {name}
        </a>{' '}
        <StatusBadge published={c.published} archived={c.archived} />
        {other && <div className="cn-muted">with {other.name}</div>}
        {c.published && <FeedbackBar counts={counts} />}
      </div>
      <div className="cn-row" role="group" aria-label={`Actions for ${name}`}>
        {pins && <PinToggle id={c.id} name={name} pins={pins} />}
        <a href={previewPath(c.id)} onClick={linkClick}>
          Preview
        </a>
        <a href={detailPath(c.id)} onClick={linkClick}>
          Details
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
        {c.can_edit && <ArchiveButton connection={c} name={name} reload={reload} />}
      </div>
      {pins?.errors[c.id] && (
        <p role="alert" className="cn-list__error">
          {pins.errors[c.id]}
        </p>
      )}
    </li>
  );
}

function AppletItem({
  applet: a,
  pins,
  counts,
}: {
  applet: ListedApplet;
  pins: Pins;
  counts: { like: number; dislike: number } | undefined;
}) {
  return (
    <li className="cn-list__item">
      <div className="cn-list__main">
        <a href={a.url} className="cn-list__title" onClick={linkClick}>
          {a.name}
        </a>
        {a.description && <div className="cn-muted">{a.description}</div>}
        <FeedbackBar counts={counts} />
      </div>
      <div className="cn-row" role="group" aria-label={`Actions for ${a.name}`}>
        <PinToggle id={a.id} name={a.name} pins={pins} />
      </div>
      {pins.errors[a.id] && (
        <p role="alert" className="cn-list__error">
          {pins.errors[a.id]}
        </p>
      )}
    </li>
  );
}

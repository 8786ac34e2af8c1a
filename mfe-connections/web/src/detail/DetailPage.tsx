import { linkClick } from '@switchyard/client';
import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { buttonClass, ErrorState, LoadingState, Tabs } from '@switchyard/ui';
import { StatusBadge } from '../badges';
import { EndpointsContent, ENDPOINTS_LOAD_FAILED } from '../endpoints/EndpointsPage';
import { ConnectionEndpointsDocument } from '../endpoints/operations';
import { ConnectionNotFound, PageError } from '../pageStates';
import { connectionsPath, editPath, previewPath } from '../paths';
import { detailTabs, TAB_LABELS, tabFromHash, type DetailTab } from './detailTabs';
import { FeedbackTab } from './FeedbackTab';
import { LogsTab } from './LogsTab';
import { ConnectionDetailDocument, type DetailConnection } from './operations';
import { pushHash, useHash } from './useHash';
import '../connections.css';
import '../endpoints/endpoints.css';
import './detail.css';

export const DETAIL_LOAD_FAILED = 'Could not load this connection. Please try again.';
export const ENDPOINTS_NONE = 'This connection has no endpoints to show.';

/**
 * /connections/{id}/detail (spec/connections.md#connection-detail-screen): the partner's view of how
 * a connection does: User feedback (once published), Endpoints and API logs, the tab in the hash.
 * Members of the owner service's organization and staff (the `connection` query answers null to
 * anyone else: the not-found state).
 */
export function DetailPage({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(ConnectionDetailDocument, {
    variables: { id },
    fetchPolicy: ROUTE_LOADED,
  });
  const connection = data?.connection;
  if (connection) return <Detail connection={connection} />;
  if (loading) return <LoadingState label="Loading connection…" />;
  if (error && !data) return <PageError message={DETAIL_LOAD_FAILED} retry={refetch} />;
  return <ConnectionNotFound />;
}

function Detail({ connection: c }: { connection: DetailConnection }) {
  const hash = useHash();
  const tab = tabFromHash(hash, c.published);
  const other = c.channels[0];
  const name = c.name || 'Untitled connection';
  return (
    <article className="cn-page cn-detail" aria-labelledby="detail-title">
      <nav aria-label="Breadcrumb">
        <a href={connectionsPath(c.owner_channel.module_name)} onClick={linkClick}>
          Connections of {c.owner_channel.name}
        </a>
      </nav>
      <div className="cn-row cn-row--between">
        <h1 id="detail-title">{name}</h1>
        <StatusBadge published={c.published} archived={c.archived} />
      </div>
      <p className="cn-muted">
        {c.owner_channel.name}
        {other ? ` → ${other.name}` : ''}
      </p>
      <div className="cn-actions cn-detail__links">
        <a href={previewPath(c.id)} className={buttonClass('link')} onClick={linkClick}>
          Preview
        </a>
        {c.can_edit && (
          <a href={editPath(c.id)} className={buttonClass('link')} onClick={linkClick}>
            Edit
          </a>
        )}
      </div>
      <Tabs
        label={`${name}: details`}
        tabs={detailTabs(c.published).map((t) => ({ id: t, label: TAB_LABELS[t] }))}
        value={tab}
        onChange={(next) => pushHash(next)}
      >
        <TabContent tab={tab} connection={c} />
      </Tabs>
    </article>
  );
}

function TabContent({ tab, connection: c }: { tab: DetailTab; connection: DetailConnection }) {
  if (tab === 'feedback') return <FeedbackTab connectionId={c.id} />;
  if (tab === 'logs') return <LogsTab serviceId={c.owner_channel.id} connectionId={c.id} />;
  return <EndpointsTab id={c.id} />;
}

function EndpointsTab({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(ConnectionEndpointsDocument, { variables: { id } });
  const connection = data?.connection;
  if (connection?.endpoints) return <EndpointsContent connection={connection} />;
  if (loading) return <LoadingState label="Loading endpoints…" />;
  if (error && !data)
    return (
      <ErrorState message={ENDPOINTS_LOAD_FAILED} onRetry={() => void refetch().catch(() => undefined)} />
    );
  return <p className="cn-muted">{ENDPOINTS_NONE}</p>;
}

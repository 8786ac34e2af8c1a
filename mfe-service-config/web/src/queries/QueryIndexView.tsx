import './Queries.css';
import { ROUTE_LOADED, useMutation, useQuery } from '@switchyard/client/apollo';
import { linkClick } from '@switchyard/client';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { EMPTY_QUERIES_DOCS, EMPTY_QUERIES_LINK, QUERY_MESSAGES } from './messages';
import {
  ChannelQueriesDocument,
  queriesUrl,
  queryEditUrl,
  ReorderTqasDocument,
  type ChannelQueries,
} from './operations';
import { QueriesNotFound } from './QueriesNotFound';
import { QueriesBreadcrumb } from './QueriesBreadcrumb';
import { isReadOnly, ReadOnlyNote } from '../stepEditor/ReadOnlyNote';
import { SortableList } from '@switchyard/ui/sortable-list';
import { PencilIcon } from '../stepEditor/PencilIcon';
import { usePersistedOrder } from '../stepEditor/usePersistedOrder';

/** {queriesUrl}: the service's queries, dragged to reorder, each with an edit link. */
export function QueryIndexView({ serviceModuleName }: { serviceModuleName: string }) {
  const { data, loading, error, refetch } = useQuery(ChannelQueriesDocument, {
    variables: { module_name: serviceModuleName },
    fetchPolicy: ROUTE_LOADED,
  });
  const channel = data?.channel;
  if (channel) return <QueryIndex channel={channel} />;
  if (loading) return <LoadingState label="Loading queries…" />;
  if (error) {
    return (
      <ErrorState
        message="Could not load the queries. Please try again."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return <QueriesNotFound />;
}

function QueryIndex({ channel }: { channel: ChannelQueries }) {
  const readOnly = isReadOnly(channel);
  const [reorder] = useMutation(ReorderTqasDocument);
  const [queries, move] = usePersistedOrder(
    channel.queries,
    async (ids) => {
      const { data } = await reorder({
        variables: { channel_module_name: channel.module_name, step_type: 'query', ids },
      });
      return !!data && data.reorderTqas.errors.length === 0;
    },
    { done: QUERY_MESSAGES.reordered, failed: QUERY_MESSAGES.reorderFailed },
  );

  return (
    <section className="sc-page" aria-labelledby="queries-title">
      <QueriesBreadcrumb
        serviceModuleName={channel.module_name}
        serviceName={channel.name}
        withQueries={false}
      />
      <header className="sc-service-header sc-queries-header">
        <h1 id="queries-title">Queries</h1>
        {!readOnly && (
          <a
            className={buttonClass('primary')}
            href={`${queriesUrl(channel.module_name)}/new`}
            onClick={linkClick}
          >
            New query
          </a>
        )}
      </header>
      <ReadOnlyNote service={channel} />
      {queries.length === 0 ? (
        <EmptyState title="This service has no queries yet.">
          <a href={EMPTY_QUERIES_DOCS}>{EMPTY_QUERIES_LINK}</a>
        </EmptyState>
      ) : (
        <SortableList
          items={queries}
          label="Queries"
          disabled={readOnly}
          onMove={(from, to) => void move(from, to)}
          renderItem={(query) => (
            <div className="sc-step-row">
              <div className="sc-step-row__text">
                {readOnly ? (
                  <a href={queryEditUrl(channel.module_name, query.module_name)} onClick={linkClick}>
                    <strong>{query.name}</strong>
                  </a>
                ) : (
                  <strong>{query.name}</strong>
                )}{' '}
                <code>{query.module_name}</code>
                <p className="sc-step-row__description">{query.description}</p>
              </div>
              {!readOnly && (
                <a
                  className="sc-icon-link"
                  href={queryEditUrl(channel.module_name, query.module_name)}
                  onClick={linkClick}
                  aria-label={`Edit ${query.name}`}
                  title="Edit"
                >
                  <PencilIcon />
                </a>
              )}
            </div>
          )}
        />
      )}
    </section>
  );
}

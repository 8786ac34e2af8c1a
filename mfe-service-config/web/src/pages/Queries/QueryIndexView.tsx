import { useMutation, useQuery } from '@apollo/client';
import { linkClick } from '@switchyard/client';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { EMPTY_QUERIES_DOCS, EMPTY_QUERIES_LINK, QUERY_MESSAGES } from '../../queries/messages';
import {
  ChannelQueriesDocument,
  queriesUrl,
  queryEditUrl,
  ReorderTqasDocument,
  type ChannelQueries,
} from '../../queries/operations';
import { QueriesNotFound } from './QueriesNotFound';
import { QueriesBreadcrumb } from './QueriesBreadcrumb';
import { ReadOnlyNote } from './ReadOnlyNote';
import { SortableList } from '@switchyard/ui/sortable-list';
import { usePersistedOrder } from './usePersistedOrder';

/** {queriesUrl}: the service's queries, dragged to reorder, each with an edit link. */
export function QueryIndexView({ serviceModuleName }: { serviceModuleName: string }) {
  const { data, loading, error, refetch } = useQuery(ChannelQueriesDocument, {
    variables: { module_name: serviceModuleName },
    fetchPolicy: 'cache-and-network',
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
        {!channel.published && (
          <a
            className={buttonClass('primary')}
            href={`${queriesUrl(channel.module_name)}/new`}
            onClick={linkClick}
          >
            New query
          </a>
        )}
      </header>
      {channel.published && <ReadOnlyNote />}
      {queries.length === 0 ? (
        <EmptyState title="This service has no queries yet.">
          <a href={EMPTY_QUERIES_DOCS}>{EMPTY_QUERIES_LINK}</a>
        </EmptyState>
      ) : (
        <SortableList
          items={queries}
          label="Queries"
          disabled={channel.published}
          onMove={(from, to) => void move(from, to)}
          renderItem={(query) => (
            <div className="sc-step-row">
              <div className="sc-step-row__text">
                <strong>{query.name}</strong> <code>{query.module_name}</code>
                <p className="sc-step-row__description">{query.description}</p>
              </div>
              <a
                className="sc-icon-link"
                href={queryEditUrl(channel.module_name, query.module_name)}
                onClick={linkClick}
                aria-label={`Edit ${query.name}`}
                title="Edit"
              >
                <PencilIcon />
              </a>
            </div>
          )}
        />
      )}
    </section>
  );
}

export function PencilIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M11.7 1.3a1 1 0 0 1 1.4 0l1.6 1.6a1 1 0 0 1 0 1.4l-8.6 8.6-3.6.9a.5.5 0 0 1-.6-.6l.9-3.6 8.9-8.3zM3.6 10.6l-.5 2 2-.5 7.7-7.7-1.5-1.5-7.7 7.7z"
      />
    </svg>
  );
}

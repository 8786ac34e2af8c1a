import { ROUTE_LOADED, type Reference, useMutation, useQuery } from '@switchyard/client/apollo';
import { linkClick, navigate } from '@switchyard/client';
import { Button, ErrorState, flash, LoadingState, useConfirm } from '@switchyard/ui';
import { QUERY_MESSAGES } from './messages';
import {
  QueryCloneDocument,
  QueryDeleteDocument,
  QueryEditDocument,
  queriesUrl,
  queryEditUrl,
  type ChannelQueries,
  type QueryDetails,
} from './operations';
import { IngredientsSection } from './IngredientsSection';
import { QueriesBreadcrumb } from './QueriesBreadcrumb';
import { QueriesNotFound } from './QueriesNotFound';
import { QueryFieldsSection } from './QueryFieldsSection';
import { QueryForm } from './QueryForm';
import { isReadOnly, ReadOnlyNote } from '../stepEditor/ReadOnlyNote';
import { useChecklistDeepLink } from '../checklist/useChecklistHash';

/** {queriesUrl}/{module_name}: the query form, then its fields, then its ingredients. */
export function EditQueryView({
  serviceModuleName,
  queryModuleName,
}: {
  serviceModuleName: string;
  queryModuleName: string;
}) {
  const { data, loading, error, refetch } = useQuery(QueryEditDocument, {
    variables: { channel_module_name: serviceModuleName, module_name: queryModuleName },
    fetchPolicy: ROUTE_LOADED,
  });
  const reload = () => void refetch().catch(() => undefined);
  if (data?.channel && data.query)
    return <EditQuery channel={data.channel} query={data.query} onChanged={reload} />;
  if (loading) return <LoadingState label="Loading query…" />;
  if (error) return <ErrorState message="Could not load this query. Please try again." onRetry={reload} />;
  return <QueriesNotFound />;
}

function EditQuery({
  channel,
  query,
  onChanged,
}: {
  channel: ChannelQueries;
  query: QueryDetails;
  onChanged: () => void;
}) {
  const [confirm, confirmDialog] = useConfirm();
  const [remove] = useMutation(QueryDeleteDocument);
  const [clone] = useMutation(QueryCloneDocument);
  const published = isReadOnly(channel);
  const checklist = useChecklistDeepLink(
    'query',
    { fields: query.query_fields, ingredients: query.ingredients },
    { description: 'query-description' },
  );

  async function onDelete() {
    if (!(await confirm(QUERY_MESSAGES.confirmDelete, { yesLabel: 'Delete', danger: true }))) return;
    try {
      const { data } = await remove({
        variables: { id: query.id },
        update(cache, { data: answer }) {
          // Off the cached list at once (evicting it would make this still-open view refetch).
          if (answer && !answer.queryDelete.errors.length) {
            cache.modify({
              id: cache.identify({ __typename: 'Service', id: channel.id }),
              fields: {
                queries: (refs: readonly Reference[], { readField }) =>
                  refs.filter((ref) => readField('id', ref) !== query.id),
              },
            });
          }
        },
      });
      if (!data || data.queryDelete.errors.length) throw new Error('not deleted');
    } catch {
      flash(QUERY_MESSAGES.deleteFailed, 'error');
      return;
    }
    flash(QUERY_MESSAGES.deleted);
    // The edit path no longer exists: Back should not lead to it.
    navigate(queriesUrl(channel.module_name), { replace: true });
  }

  async function onClone() {
    if (!(await confirm(QUERY_MESSAGES.confirmClone, { yesLabel: 'Clone' }))) return;
    let cloned: string | undefined;
    try {
      const { data } = await clone({ variables: { id: query.id } });
      if (data?.queryClone.query && !data.queryClone.errors.length)
        cloned = data.queryClone.query.module_name;
    } catch {
      cloned = undefined;
    }
    if (!cloned) {
      flash(QUERY_MESSAGES.cloneFailed, 'error');
      return;
    }
    flash(QUERY_MESSAGES.cloned);
    navigate(queryEditUrl(channel.module_name, cloned));
  }

  return (
    <section className="sc-page" aria-labelledby="query-title">
      <QueriesBreadcrumb serviceModuleName={channel.module_name} serviceName={channel.name} />
      <h1 id="query-title">{query.name}</h1>
      <ReadOnlyNote service={channel} />
      <QueryForm
        channelModuleName={channel.module_name}
        query={query}
        published={published}
        onSaved={(saved) => navigate(queryEditUrl(channel.module_name, saved.module_name), { replace: true })}
        actions={
          <>
            <a href={queriesUrl(channel.module_name)} onClick={linkClick} className="sy-btn sy-btn--link">
              Cancel
            </a>
            {!published && (
              <>
                <Button onClick={() => void onClone()}>Clone</Button>
                <Button variant="danger" onClick={() => void onDelete()}>
                  Delete
                </Button>
              </>
            )}
          </>
        }
      />
      <QueryFieldsSection
        channelModuleName={channel.module_name}
        query={query}
        published={published}
        onChanged={onChanged}
        openRequest={checklist.fields}
      />
      <IngredientsSection
        channelModuleName={channel.module_name}
        query={query}
        targetQueries={channel.queries.filter((q) => q.id !== query.id)}
        published={published}
        onChanged={onChanged}
        openRequest={checklist.ingredients}
      />
      {confirmDialog}
    </section>
  );
}

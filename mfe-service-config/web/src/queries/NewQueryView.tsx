import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { linkClick, navigate } from '@switchyard/client';
import { ChannelQueriesDocument, queriesUrl, queryEditUrl } from './operations';
import { QueriesBreadcrumb } from './QueriesBreadcrumb';
import { QueriesNotFound } from './QueriesNotFound';
import { QueryForm } from './QueryForm';
import { isReadOnly, ReadOnlyNote } from '../stepEditor/ReadOnlyNote';
import { ServiceNotLoaded } from '../services/ServiceNotLoaded';

/** {queriesUrl}/new: once created, the address is replaced with the query's edit path. */
export function NewQueryView({ serviceModuleName }: { serviceModuleName: string }) {
  const { data, loading, error, refetch } = useQuery(ChannelQueriesDocument, {
    variables: { module_name: serviceModuleName },
    fetchPolicy: ROUTE_LOADED,
  });
  const channel = data?.channel;
  if (!channel) {
    return (
      <ServiceNotLoaded
        moduleName={serviceModuleName}
        loading={loading}
        error={error}
        refetch={refetch}
        notFound={<QueriesNotFound />}
      />
    );
  }
  return (
    <section className="sc-page" aria-labelledby="new-query-title">
      <QueriesBreadcrumb serviceModuleName={channel.module_name} serviceName={channel.name} />
      <h1 id="new-query-title">Create new query</h1>
      <ReadOnlyNote service={channel} />
      <QueryForm
        channelModuleName={channel.module_name}
        published={isReadOnly(channel)}
        onSaved={(query) => navigate(queryEditUrl(channel.module_name, query.module_name), { replace: true })}
        actions={
          <a href={queriesUrl(channel.module_name)} onClick={linkClick} className="sy-btn sy-btn--link">
            Cancel
          </a>
        }
      />
    </section>
  );
}

import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { linkClick } from '@switchyard/client';
import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { LOAD_FAILED, NO_SERVICE } from '../reviewMessages';
import { ServiceRedirectsDocument, servicePath } from '../reviewOperations';
import { CloneTool } from './CloneTool';
import { DeleteTool } from './DeleteTool';
import { RedirectsEditor } from './RedirectsEditor';

/**
 * /reviews/{slug}/settings, the service settings page (see
 * spec/review-org-diagnostics.md#25-service-settings-page): redirect URIs, the clone and delete tools.
 */
export function SettingsPage({ moduleName }: { moduleName: string }) {
  const { data, loading, error, refetch } = useQuery(ServiceRedirectsDocument, {
    variables: { module_name: moduleName },
    fetchPolicy: ROUTE_LOADED,
  });
  const service = data?.service;
  if (!service) {
    if (loading) return <LoadingState label="Loading service…" />;
    if (error)
      return <ErrorState message={LOAD_FAILED} onRetry={() => void refetch().catch(() => undefined)} />;
    return <EmptyState title={NO_SERVICE}>There is no such service in your organizations.</EmptyState>;
  }
  return (
    <section className="rv-page" aria-labelledby="settings-title">
      <nav aria-label="Breadcrumb">
        <a href={servicePath(service.module_name)} onClick={linkClick}>
          {service.name}
        </a>
      </nav>
      <h1 id="settings-title">Settings of {service.name}</h1>
      <h2 className="rv-settings__title">Redirect URIs</h2>
      <RedirectsEditor
        key={service.id}
        moduleName={service.module_name}
        saved={service.embedded_redirects ?? []}
        published={service.published}
      />
      <CloneTool moduleName={service.module_name} name={service.name} published={service.published} />
      <DeleteTool
        moduleName={service.module_name}
        published={service.published}
        users={service.users_count}
      />
    </section>
  );
}

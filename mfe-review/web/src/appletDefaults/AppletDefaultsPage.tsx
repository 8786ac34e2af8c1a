import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { linkClick } from '@switchyard/client';
import { EmptyState, ErrorState, LoadingState, SelectField } from '@switchyard/ui';
import { STENCIL_GROUPS } from '@switchyard/review-common/stencils';
import { useMemo, useState } from 'react';
import { LOAD_FAILED, NO_SERVICE } from '../reviewMessages';
import { AppletDefaultsDocument, servicePath } from '../reviewOperations';
import { StencilGroupForm, type Stencil } from './StencilGroupForm';

/**
 * /reviews/{slug}/applet_defaults (see spec/review-org-diagnostics.md#24-applet-defaults-page): what applets
 * built on each trigger start with, one form per default group; Save is disabled unless the service is
 * unpublished (the server refuses too).
 */
export function AppletDefaultsPage({ moduleName }: { moduleName: string }) {
  const { data, loading, error, refetch } = useQuery(AppletDefaultsDocument, {
    variables: { module_name: moduleName },
    fetchPolicy: ROUTE_LOADED,
  });
  const service = data?.service;
  const triggers = useMemo(() => {
    const seen = new Map<string, string>();
    for (const s of service?.stencils ?? []) seen.set(s.trigger_id, s.endpoint);
    return [...seen].map(([id, endpoint]) => ({ id, endpoint }));
  }, [service]);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!service) {
    if (loading) return <LoadingState label="Loading applet defaults…" />;
    if (error)
      return <ErrorState message={LOAD_FAILED} onRetry={() => void refetch().catch(() => undefined)} />;
    return <EmptyState title={NO_SERVICE}>There is no such service in your organizations.</EmptyState>;
  }
  const triggerId = chosen ?? triggers[0]?.id ?? null;
  const stencils = (service.stencils ?? []).filter((s) => s.trigger_id === triggerId) as Stencil[];
  return (
    <section className="rv-page" aria-labelledby="defaults-title">
      <nav aria-label="Breadcrumb">
        <a href={servicePath(service.module_name)} onClick={linkClick}>
          {service.name}
        </a>
      </nav>
      <h1 id="defaults-title">Applet defaults of {service.name}</h1>
      <p className="rv-muted">
        What an applet built on a trigger starts with, for each kind of action. Use ingredients like{' '}
        <code>{'{{title}}'}</code>.
      </p>
      {service.published && (
        <p className="sy-note" role="note">
          This service is published, so its applet defaults are read-only. Clone it to change them.
        </p>
      )}
      {triggers.length === 0 ? (
        <EmptyState title="No triggers yet">Applet defaults belong to triggers with an endpoint.</EmptyState>
      ) : (
        <>
          <SelectField
            id="defaults-trigger"
            label="Trigger"
            value={triggerId ?? ''}
            onChange={(e) => setChosen(e.target.value)}
            options={triggers.map((t) => ({ value: t.id, label: t.endpoint }))}
          />
          {STENCIL_GROUPS.map((group) => (
            <StencilGroupForm
              key={`${triggerId}-${group.slug}`}
              moduleName={service.module_name}
              group={group}
              triggerId={triggerId!}
              stencils={stencils}
              published={service.published}
            />
          ))}
        </>
      )}
    </section>
  );
}

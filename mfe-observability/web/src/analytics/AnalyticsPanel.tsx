import { linkClick } from '@switchyard/client';
import { ApolloError, ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { lazyPage } from '@switchyard/client/remote';
import { donutOf, percentOf, type DonutSlice } from '@switchyard/observability-common';
import { Button, EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { Suspense, useMemo } from 'react';
import { ServiceAnalyticsDocument, type ServiceAnalyticsQuery } from '../gql/graphql';
import { ServiceNotFound } from '../serviceNav/ServicePage';
import { ANALYTICS_MESSAGES, formatCount, servicePath } from './analyticsMessages';
import { StepMetrics } from './StepMetrics';

// The donut and d3-shape: a chunk of their own, loaded by this page only.
export const AnalyticsDonut = lazyPage(() =>
  import(/* webpackChunkName: "analytics-donut" */ './AnalyticsDonutChart').then(
    (m) => m.AnalyticsDonutChart,
  ),
);

const codeOf = (error: unknown) =>
  error instanceof ApolloError ? error.graphQLErrors[0]?.extensions?.code : undefined;

type Overview = ServiceAnalyticsQuery['serviceAnalytics'];
type WorksWith = ServiceAnalyticsQuery['serviceWorksWithMetrics'];

/**
 * The overview (connected users, users with enabled applets, connected services), the donut of the
 * top services with the top-3 list, the works-with table and the step metrics per type.
 */
export function AnalyticsPanel({ moduleName }: { moduleName: string }) {
  const { data, loading, error, refetch } = useQuery(ServiceAnalyticsDocument, {
    variables: { module_name: moduleName },
    fetchPolicy: ROUTE_LOADED,
    notifyOnNetworkStatusChange: true,
  });
  const retry = () => void refetch().catch(() => undefined);
  if (error && !loading) {
    if (codeOf(error) === 'FORBIDDEN') return <ServiceNotFound moduleName={moduleName} />;
    return <ErrorState message={ANALYTICS_MESSAGES.loadFailed} onRetry={retry} />;
  }
  if (!data) return <LoadingState label={ANALYTICS_MESSAGES.loading} />;
  const overview = data.serviceAnalytics;
  const unused =
    overview.connected_users === 0 &&
    overview.users_with_enabled_applets === 0 &&
    overview.works_with_total === 0;
  return (
    <div className="ob-analytics" aria-busy={loading}>
      <div className="ob-results__bar">
        <h2 className="ob-analytics__heading">Overview</h2>
        <Button onClick={retry} disabled={loading}>
          {loading ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {unused ? (
        <EmptyState title={ANALYTICS_MESSAGES.noUsers}>
          The numbers fill in as users connect {overview.name} and turn on applets and connections that use
          it.
        </EmptyState>
      ) : (
        <>
          <Numbers overview={overview} />
          <TopServices overview={overview} />
          <WorksWithTable entries={data.serviceWorksWithMetrics} name={overview.name} />
        </>
      )}
      <StepMetrics moduleName={moduleName} />
    </div>
  );
}

function Numbers({ overview }: { overview: Overview }) {
  const items = [
    ['Connected users', overview.connected_users],
    ['Users with enabled applets', overview.users_with_enabled_applets],
    ['Connected services', overview.connected_services],
  ] as const;
  return (
    <dl className="ob-analytics__numbers">
      {items.map(([label, value]) => (
        <div key={label} className="ob-analytics__number">
          <dt>{label}</dt>
          <dd>{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function TopServices({ overview }: { overview: Overview }) {
  const donut = useMemo(
    () => donutOf(overview.top_services, overview.works_with_total),
    [overview.top_services, overview.works_with_total],
  );
  return (
    <section className="ob-analytics__top" aria-labelledby="ob-analytics-top">
      <h2 id="ob-analytics-top" className="ob-analytics__heading">
        Top services
      </h2>
      {donut.slices.length === 0 ? (
        <p className="ob-muted">{ANALYTICS_MESSAGES.noPartners}</p>
      ) : (
        <div className="ob-analytics__top-body">
          <Suspense fallback={<div className="ob-donut ob-donut--loading" aria-hidden="true" />}>
            <AnalyticsDonut donut={donut} name={overview.name} />
          </Suspense>
          <ol className="ob-analytics__top-list" aria-label="Top 3 services">
            {donut.top.map((s) => (
              <li key={s.module_name}>
                <ServiceMark service={s} />
                <a href={servicePath(s.module_name)} onClick={linkClick}>
                  {s.name}
                </a>
                <span className="ob-analytics__percent">{s.percent}%</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/** A service's icon on its brand colour (its initial when it has no icon). */
function ServiceMark({ service }: { service: Pick<DonutSlice, 'name' | 'brand_color' | 'image_url'> }) {
  return (
    <span
      className="ob-analytics__mark"
      style={{ background: service.brand_color ?? undefined }}
      aria-hidden="true"
    >
      {service.image_url ? (
        <img src={service.image_url} alt="" width={20} height={20} />
      ) : (
        service.name.charAt(0)
      )}
    </span>
  );
}

function WorksWithTable({ entries, name }: { entries: WorksWith; name: string }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="ob-analytics-works-with">
      <h2 id="ob-analytics-works-with" className="ob-analytics__heading">
        Works with
      </h2>
      <div className="ob-analytics__scroll">
        <table className="ob-analytics__table">
          <caption className="ob-muted">
            The services {name} is combined with in enabled applets and connections.
          </caption>
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col">Applets and connections</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.module_name}>
                <th scope="row">
                  <ServiceMark service={e} />
                  <a href={servicePath(e.module_name)} onClick={linkClick}>
                    {e.name}
                  </a>
                </th>
                <td>{formatCount(e.count)}</td>
                <td>{percentOf(e.share)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

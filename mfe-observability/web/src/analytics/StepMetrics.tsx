import { useQuery } from '@switchyard/client/apollo';
import { EmptyState, ErrorState, LoadingState, Tabs } from '@switchyard/ui';
import { useState } from 'react';
import { ServiceStepMetricsDocument } from '../gql/graphql';
import { ANALYTICS_MESSAGES, STEP_TABS, formatCount, type StepTab } from './analyticsMessages';

/** Usage of each of the service's steps, one tab per type (spec/connections.md#2-screens-and-routes: "Steps per trigger/query/action type"). */
export function StepMetrics({ moduleName }: { moduleName: string }) {
  const [tab, setTab] = useState<StepTab>('trigger');
  return (
    <section aria-labelledby="ob-analytics-steps">
      <h2 id="ob-analytics-steps" className="ob-analytics__heading">
        Steps
      </h2>
      <Tabs
        label="Step types"
        tabs={STEP_TABS.map((t) => ({ id: t.id, label: t.label }))}
        value={tab}
        onChange={(id) => setTab(id as StepTab)}
      >
        <StepTable moduleName={moduleName} type={tab} />
      </Tabs>
    </section>
  );
}

function StepTable({ moduleName, type }: { moduleName: string; type: StepTab }) {
  const { data, loading, error, refetch } = useQuery(ServiceStepMetricsDocument, {
    variables: { module_name: moduleName, type },
    notifyOnNetworkStatusChange: true,
  });
  const retry = () => void refetch().catch(() => undefined);
  if (error && !loading) return <ErrorState message={ANALYTICS_MESSAGES.loadFailed} onRetry={retry} />;
  if (!data) return <LoadingState label={ANALYTICS_MESSAGES.loadingSteps} />;
  const steps = data.serviceStepMetrics;
  const tab = STEP_TABS.find((t) => t.id === type)!;
  if (steps.length === 0) return <EmptyState title={ANALYTICS_MESSAGES.noSteps(tab.plural)} />;
  return (
    <div className="ob-analytics__scroll">
      <table className="ob-analytics__table">
        <caption className="sy-visually-hidden">{tab.label}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Enabled</th>
            <th scope="col">Users</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((s) => (
            <tr key={s.module_name}>
              <th scope="row">
                {s.name}
                <span className="ob-muted ob-analytics__module">{s.module_name}</span>
              </th>
              <td>{formatCount(s.count)}</td>
              <td>{formatCount(s.users)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

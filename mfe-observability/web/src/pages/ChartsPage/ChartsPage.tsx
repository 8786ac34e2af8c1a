import { lazyPage } from '@switchyard/client/remote';
import { LoadingState } from '@switchyard/ui';
import { Suspense, useEffect } from 'react';
import { ServicePage } from '../../serviceNav/ServicePage';
import './ChartsPage.css';

// The charts and the chart kit (d3): a chunk of their own, shown once the service is known.
const ChartsPanel = lazyPage(() =>
  import(/* webpackChunkName: "charts-panel" */ './ChartsPanel').then((m) => m.ChartsPanel),
);

/** /charts?service={module_name}: the service's charts (spec/review-org-diagnostics.md#210-charts). */
export function ChartsPage() {
  // The chart kit (d3) is not part of what the page waits for before its first paint: it starts
  // loading right after, beside the service's query.
  useEffect(() => void ChartsPanel.preload(), []);
  return (
    <ServicePage
      what="charts"
      intro={(name) =>
        `How ${name}'s API answered Switchyard, hour by hour: the share of calls that succeeded, the errors by kind, and how long triggers and actions took (90th percentile).`
      }
      howToOpen={
        <>
          Open them from a service&rsquo;s page, or add <code>?service=</code> and the service&rsquo;s module
          name to this address (for example <code>/charts?service=my_service</code>).
        </>
      }
    >
      {(service) => (
        <Suspense fallback={<LoadingState label="Loading charts…" />}>
          <ChartsPanel serviceId={service.id} name={service.name} />
        </Suspense>
      )}
    </ServicePage>
  );
}

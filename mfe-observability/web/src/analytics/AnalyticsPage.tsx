import { Suspense, useEffect } from 'react';
import { ServicePage } from '../serviceNav/ServicePage';
import { AnalyticsPanel, AnalyticsDonut } from './AnalyticsPanel';
import './AnalyticsPage.css';

/** /analytics?service={module_name}: the service's analytics (spec/connections.md#2-screens-and-routes "Service analytics"). */
export function AnalyticsPage() {
  // The donut and d3 are a chunk of their own: it starts loading right after the first paint.
  useEffect(() => void AnalyticsDonut.preload(), []);
  return (
    <ServicePage
      what="analytics"
      intro={(name) =>
        `Who uses ${name} on Switchyard: its connected users, the users with applets or connections on, the services it works with, and how much each trigger, query and action is used.`
      }
      howToOpen={
        <>
          Open them from a service&rsquo;s page, or add <code>?service=</code> and the service&rsquo;s module
          name to this address (for example <code>/analytics?service=my_service</code>).
        </>
      }
    >
      {(service) => (
        <Suspense>
          <AnalyticsPanel moduleName={service.module_name} />
        </Suspense>
      )}
    </ServicePage>
  );
}

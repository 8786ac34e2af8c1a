import { createRemoteLifecycles } from '@switchyard/client/remote';
import { cachePolicies } from './cachePolicies';
import { loadObservabilityRoute, ObservabilityRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'observability',
  routes: ObservabilityRoutes,
  cachePolicies,
  loadRoute: loadObservabilityRoute,
});

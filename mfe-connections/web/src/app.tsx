import { createRemoteLifecycles } from '@switchyard/client/remote';
import { cachePolicies } from './cachePolicies';
import { ConnectionsRoutes, loadConnectionsRoute } from './routes';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'connections',
  routes: ConnectionsRoutes,
  cachePolicies,
  loadRoute: loadConnectionsRoute,
});

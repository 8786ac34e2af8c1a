import { createRemoteLifecycles } from '@switchyard/client/remote';
import { cachePolicies } from './cachePolicies';
import { loadServiceConfigRoute, ServiceConfigRoutes } from './routes';
import './serviceConfig.css';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'service_config',
  routes: ServiceConfigRoutes,
  cachePolicies,
  loadRoute: loadServiceConfigRoute,
});

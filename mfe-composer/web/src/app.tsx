import { createRemoteLifecycles } from '@switchyard/client/remote';
import { cachePolicies } from './cachePolicies';
import { ComposerRoutes, loadComposerRoute } from './routes';
import './composer.css';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'composer',
  routes: ComposerRoutes,
  cachePolicies,
  loadRoute: loadComposerRoute,
});

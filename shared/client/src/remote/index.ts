export { createRemoteLifecycles, type RouteLocation } from './createRemoteLifecycles';
export { lazyPage, type LazyPage } from './lazyPage';
export { RemoteCrash } from './RemoteCrash';

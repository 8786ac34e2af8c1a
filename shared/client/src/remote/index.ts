export { createRemoteLifecycles } from './createRemoteLifecycles';
export { RemoteCrash } from './RemoteCrash';

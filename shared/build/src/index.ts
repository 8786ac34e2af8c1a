export { remoteConfig, hostConfig } from './webpackConfig';
export { sharedSingletons, sharedConfig } from './sharedSingletons';

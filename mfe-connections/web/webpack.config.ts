import { remoteConfig } from '@switchyard/build';

export default (mode: 'production' | 'development') => remoteConfig({ dir: __dirname, mode });

import { hostConfig } from '@switchyard/build';

export default (mode: 'production' | 'development') => hostConfig({ dir: __dirname, mode });

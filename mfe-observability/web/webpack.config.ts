import { dirname, join } from 'node:path';
import { remoteConfig } from '@switchyard/build';

// The shared config names its loaders (swc-loader, css-loader, …) by package name; they are
// dependencies of @switchyard/build, so webpack must also look for loaders there.
const buildModules = join(dirname(require.resolve('@switchyard/build/package.json')), 'node_modules');

export default (mode: 'production' | 'development') => {
  const config = remoteConfig({ dir: __dirname, mode });
  return {
    ...config,
    // Always write every file: unchanged ("cached") assets are reported as one nameless group,
    // which the shared build script's size summary cannot read.
    output: { ...config.output, compareBeforeEmit: false },
    resolveLoader: { modules: ['node_modules', buildModules] },
  };
};

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration } from 'webpack';
import { sharedConfig } from './sharedSingletons';

const swcRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

function base(
  dir: string,
  mode: 'production' | 'development',
  css = '[name].[contenthash:10].css',
): Configuration {
  return {
    mode,
    context: dir,
    devtool: mode === 'production' ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    // The loaders are this package's dependencies, not the built package's: look here first.
    resolveLoader: { modules: [join(__dirname, '..', 'node_modules'), 'node_modules'] },
    module: {
      // Stylesheets are files of their own, fetched beside the JS (not JS that writes <style> tags).
      rules: [swcRule, { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }],
    },
    performance: { hints: false },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // SWC's minifier: the build in less than half terser's time, and no larger once compressed.
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: css, chunkFilename: css }),
      // Served pre-compressed by the gateway (brotli first, then gzip).
      new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 0 }),
      new CompressionPlugin({
        filename: '[path][base].br',
        algorithm: 'brotliCompress',
        test: /\.(js|css|html|json|svg)$/,
        threshold: 0,
      }),
    ],
  };
}

/**
 * A shared module is taken from what the page has loaded already (the shell's copies): the default,
 * 'version-first', fetched every registered remote's entry the first time the shell used a shared
 * module after registering them, to compare versions the build already keeps equal.
 */
const shareStrategy = 'loaded-first' as const;

/** A domain's web remote: exposes ./app (single-spa lifecycles) and consumes the shell's singletons. */
export function remoteConfig(opts: { dir: string; mode?: 'production' | 'development' }): Configuration {
  const pkg = JSON.parse(readFileSync(join(opts.dir, 'package.json'), 'utf8'));
  const name: string = pkg.switchyard.remote;
  const cfg = base(opts.dir, opts.mode ?? 'production');
  return {
    ...cfg,
    entry: {},
    output: {
      path: join(opts.dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
      uniqueName: name,
      // Always write every file: unchanged ("cached") assets are reported as one nameless group,
      // which the build script's size summary cannot read.
      compareBeforeEmit: false,
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './app': './src/app.tsx' },
        shared: sharedConfig(false),
        shareStrategy,
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        // A remote loads no remotes of its own: leave that part of the federation runtime out.
        experiments: { optimization: { disableRemote: true, disableSnapshot: true, target: 'web' } },
      }),
      ...(cfg.plugins ?? []),
    ],
  };
}

/** The shell: the Module Federation host that provides the shared singletons. */
export function hostConfig(opts: { dir: string; mode?: 'production' | 'development' }): Configuration {
  const cfg = base(opts.dir, opts.mode ?? 'production', 'assets/[name].[contenthash:10].css');
  return {
    ...cfg,
    entry: { main: './src/index.ts' },
    output: {
      path: join(opts.dir, 'dist'),
      publicPath: '/',
      // The federation runtime rejects a contenthash in the host's entry name; chunks get one.
      filename: '[name].js',
      chunkFilename: 'assets/[name].[contenthash:10].js',
      clean: true,
      uniqueName: 'shell',
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedConfig(false),
        shareStrategy,
        dts: false,
        // The shell runs in browsers only: leave the runtime's Node.js loading out.
        experiments: { optimization: { target: 'web' } },
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      ...(cfg.plugins ?? []),
    ],
  };
}

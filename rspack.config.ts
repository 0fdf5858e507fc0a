// The one rspack config factory every front-end package (and the gateway bundle) uses.
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { HtmlRspackPlugin, type Configuration, type RuleSetRule } from '@rspack/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = __dirname;
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * react, react-dom, react-router and zustand: one copy at run time, versions from the root
 * package.json. react-router resolves to `react-router.shared.mjs` in production (see there),
 * a file outside the package, so its provided version is stated rather than looked up.
 */
export const SHARED = Object.fromEntries(
  ['react', 'react-dom', 'react-router', 'zustand'].map((name) => [
    name,
    {
      singleton: true,
      requiredVersion: rootPkg.dependencies[name],
      eager: false,
      ...(name === 'react-router' ? { version: installedVersion(name) } : {}),
    },
  ]),
);

/**
 * The federation plugin imports its runtime by CommonJS paths (`require.resolve`), so every
 * runtime package lands in the bundle whole: nothing is tree-shaken and the DefinePlugin flags
 * of `experiments.optimization` can't drop the modules they make dead. These aliases send the
 * same requests to each package's ES module build, the form the packages publish for bundlers.
 * Measured on `/` (gzip): shell main.js 31.4 → 26 KB, a remote's remoteEntry.js 14.1 → 8 KB.
 * A path that no longer resolves only costs the saving, never the build.
 */
function federationRuntimeEsmAliases(): Record<string, string> {
  const requireFromRoot = createRequire(join(root, 'package.json'));
  const esm = (cjs: string) => cjs.replace(/\.cjs$/, '.js');
  // Resolved as @rspack/core resolves them (ModuleFederationPlugin: runtime-tools, then the
  // bundler runtime and the runtime from there); the runtime-core plugin as
  // @module-federation/rspack resolves it.
  const runtimeTools = requireFromRoot.resolve('@module-federation/runtime-tools');
  const bundlerRuntime = requireFromRoot.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] });
  const runtime = requireFromRoot.resolve('@module-federation/runtime', { paths: [runtimeTools] });
  const injectRuntimeCore = createRequire(requireFromRoot.resolve('@module-federation/rspack')).resolve('@module-federation/inject-external-runtime-core-plugin');
  return {
    // Same keys as the plugin's own aliases, which these replace; a subpath such as
    // '@module-federation/runtime/helpers' falls through to normal (ESM) resolution.
    '@module-federation/runtime-tools': esm(runtimeTools),
    '@module-federation/runtime': esm(runtime),
    // Imported by absolute path from the plugin's generated entry module.
    [bundlerRuntime]: esm(bundlerRuntime),
    [injectRuntimeCore]: esm(injectRuntimeCore),
  };
}

export type Kind = 'host' | 'remote' | 'widget' | 'node';

export interface ConfigOptions {
  /** Package folder (pass `__dirname`). */
  dir: string;
  kind: Kind;
  /** Module Federation name of a host or remote. */
  name?: string;
  /** A remote's exposed modules. */
  exposes?: Record<string, string>;
  /** One entry, or (node) several, each built to `<name>.cjs`. */
  entry?: string | Record<string, string>;
  /** Dev server port (`npm run dev`). */
  port?: number;
  /** The JSX runtime: 'react' (default) or 'preact' for the widget. */
  jsxImportSource?: 'react' | 'preact';
}

function scriptRule(jsxImportSource: string, production: boolean): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', importSource: jsxImportSource, development: !production, refresh: false } },
        target: 'es2020',
      },
    },
    type: 'javascript/auto',
  };
}

export function createConfig({ dir, kind, name, exposes = {}, entry, port = 3000, jsxImportSource = 'react' }: ConfigOptions): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  const base: Configuration = {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // react-router's package exports only point at its development build; production uses
      // the shared subset in react-router.shared.mjs.
      alias: production
        ? {
            'react-router$': join(root, 'react-router.shared.mjs'),
            'react-router/dom$': join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        scriptRule(jsxImportSource, production),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|webp|avif|svg|mp3|m4a|ogg|wav)$/i, type: 'asset/resource' },
      ],
    },
    performance: false,
    stats: 'errors-warnings',
  };

  if (kind === 'node') {
    return {
      ...base,
      target: 'node20',
      entry: entry ?? './src/server.ts',
      output: { path: join(dir, 'dist'), filename: typeof entry === 'object' ? '[name].cjs' : 'server.cjs', library: { type: 'commonjs2' }, clean: true },
      externalsPresets: { node: true },
      externals: [
        ({ request }, callback) => {
          if (!request || request.startsWith('.') || request.startsWith('/') || request.startsWith('@bookline/')) return callback();
          return callback(undefined, `commonjs ${request}`);
        },
      ],
      optimization: { minimize: false },
      devtool: 'source-map',
    };
  }

  if (kind === 'widget') {
    return {
      ...base,
      target: ['web', 'es2020'],
      entry: entry ?? './src/index.tsx',
      output: { path: join(dir, 'dist'), filename: 'widget.js', clean: true, iife: true, publicPath: 'auto' },
      optimization: { splitChunks: false, runtimeChunk: false },
    };
  }

  const isHost = kind === 'host';
  return {
    ...base,
    target: ['web', 'es2020'],
    entry: entry ?? './src/index.ts',
    output: {
      path: join(dir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: { ...base.resolve, alias: { ...(base.resolve?.alias as Record<string, string>), ...federationRuntimeEsmAliases() } },
    plugins: [
      new ModuleFederationPlugin({
        name: name ?? 'app',
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        remotes: {},
        shared: SHARED,
        manifest: true,
        dts: false,
        // One federation runtime per page: the shell provides it, remotes use the shell's
        // instead of shipping their own copy in remoteEntry.js (~25 KB brotli each).
        // `optimization` folds the runtime's environment checks at build time: pages only run
        // in browsers (no Node script loader), and a remote consumes no remotes of its own.
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
      }),
      ...(isHost
        ? [new HtmlRspackPlugin({ template: join(dir, 'src/index.html'), inject: 'body', scriptLoading: 'defer', minify: production })]
        : []),
    ],
    optimization: { runtimeChunk: false },
    devServer: {
      port,
      hot: true,
      historyApiFallback: isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: isHost ? [{ context: ['/functions', '/api', '/remotes.json', '/widget', '/voice', '/relay', '/sandbox', '/healthz', '/readyz'], target: 'http://127.0.0.1:8787', ws: true }] : [],
    },
  };
}

/**
 * A remote's browser build plus, in production, the server bundle the gateway prerenders its
 * pages with (`src/prerender.tsx` → `dist/server/prerender.cjs`, built after the browser build,
 * which cleans dist/). Asset URLs match the browser build's, so the static HTML points at the
 * same files.
 */
export function createRemoteConfigs(options: ConfigOptions & { name: string }): Configuration | Configuration[] {
  const browser = createConfig({ ...options, kind: 'remote' });
  if (process.env.NODE_ENV === 'development') return browser;
  const server = createConfig({ dir: options.dir, kind: 'node', entry: './src/prerender.tsx' });
  server.output = { ...server.output, path: join(options.dir, 'dist/server'), filename: 'prerender.cjs', publicPath: `/remotes/${options.name}/`, assetModuleFilename: 'assets/[name].[contenthash:10][ext]', clean: false };
  server.module = {
    ...server.module,
    rules: [
      ...(server.module?.rules ?? []).filter((r) => !(r && typeof r === 'object' && String(r.test) === String(/\.css$/))),
      // Styles are the browser build's business; on the server an import of a .css file is inert.
      { test: /\.css$/, type: 'asset/source' },
    ],
  };
  server.devtool = false;
  return [
    { ...browser, name: options.name },
    { ...server, name: `${options.name}-server`, dependencies: [options.name] },
  ];
}

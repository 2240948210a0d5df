import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_APPS, federationName } from '../contracts/src/registry.ts';
import { PreloadManifestPlugin } from './preloadManifest.ts';

/** Packages every app shares as singletons (ARCHITECTURE section 3), subpaths included. */
const SINGLETONS: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  zustand: 'zustand',
  'zustand/vanilla': 'zustand',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  axios: 'axios',
};

/**
 * The exports of a shared library that apps may import, where the shared copy is tree
 * shaken down to them (Rspack's shared `treeShaking`; docs/performance.md, "Fewer bytes").
 * Every app builds with the same list, so whichever app's copy the page loads first serves
 * every other: an app importing anything outside it would need the library's full copy
 * (a second instance, with its own router or i18n context), so `sharedExports.test.ts`
 * refuses such an import; add the export here instead. react-dom/client, axios, i18next
 * and zustand measured no smaller this way (what is imported uses nearly all of them).
 */
export const SHARED_EXPORTS: Readonly<Record<string, readonly string[]>> = {
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'MemoryRouter',
    'Navigate',
    'NavigationType',
    'Route',
    'Router',
    'Routes',
    'UNSAFE_NavigationContext',
    'matchPath',
    'useLocation',
    'useNavigate',
    'useNavigationType',
    'useParams',
    'useSearchParams',
  ],
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation'],
};

interface AppOptions {
  /** The app's folder (pass `import.meta.dirname`). */
  dir: string;
  kind: 'host' | 'remote';
  /** The modules a remote exposes; every remote exposes './app'. */
  exposes?: Record<string, string>;
  /** A remote's server entry drawing its first screen (see `createFirstScreenConfig`). */
  firstScreen?: string;
}

/** Where a remote's first-screen server bundle is written, relative to its `dist/`. */
export const FIRST_SCREEN_FILE = 'server/first-screen.cjs';

function readDependencies(dir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return pkg.dependencies ?? {};
}

const PLATFORM_PACKAGE = '@kfeed/platform';

function sharedConfig(dir: string) {
  const dependencies = readDependencies(dir);
  const platformPkg = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', 'platform', 'package.json'), 'utf8'),
  ) as { version: string };
  const shared: Record<
    string,
    {
      singleton: true;
      requiredVersion: string;
      version?: string;
      strictVersion?: boolean;
      treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
    }
  > = {};
  for (const [key, pkgName] of Object.entries(SINGLETONS)) {
    const requiredVersion = dependencies[pkgName];
    if (!requiredVersion) throw new Error(`${dir}/package.json must depend on ${pkgName}`);
    const usedExports = SHARED_EXPORTS[key];
    shared[key] = {
      singleton: true,
      requiredVersion,
      // 'runtime-infer': a copy is taken when it has every export the app uses; with one
      // list for all apps it always has.
      ...(usedExports
        ? { treeShaking: { mode: 'runtime-infer', usedExports: [...usedExports] } }
        : {}),
    };
  }
  // The platform, every subpath of it: one session store, one bus, one i18n instance. The
  // only workspace package shared at run time; strict, so an app built for another major
  // refuses the page's copy (and shows its fallback) instead of running on it silently.
  const platformRange = dependencies[PLATFORM_PACKAGE];
  if (!platformRange) throw new Error(`${dir}/package.json must depend on ${PLATFORM_PACKAGE}`);
  shared[`${PLATFORM_PACKAGE}/`] = {
    singleton: true,
    strictVersion: true,
    requiredVersion: platformRange,
    version: platformPkg.version,
  };
  return shared;
}

/**
 * A version that identifies one build: the app's package version plus a build id
 * (KFEED_BUILD_ID, else the build time and commit), as semver build metadata.
 */
function buildVersion(dir: string): string {
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  let buildId = process.env.KFEED_BUILD_ID;
  if (!buildId) {
    const time = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    let commit = '';
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .trim()
        .replace(/[^0-9A-Za-z]/g, '');
    } catch {
      // Not a git checkout (a source tarball): the time alone identifies the build.
    }
    buildId = commit ? `${time}.${commit}` : time;
  }
  return `${version}+${buildId.replace(/[^0-9A-Za-z.-]/g, '-')}`;
}

/** How every app compiles TypeScript, CSS Modules and assets. */
function moduleOptions(production: boolean): NonNullable<Configuration['module']> {
  return {
    // `import styles from './X.module.css'`, as in the rest of the React world.
    parser: { 'css/module': { namedExports: false } },
    // Class names from the module's path and name alone, so a server bundle of the same
    // sources names every class as the page's CSS does.
    generator: { 'css/module': { localIdentName: '[hash:6]' } },
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
          },
          env: { targets: 'chrome >= 100, safari >= 15, firefox >= 100' },
        },
        type: 'javascript/auto',
      },
      { test: /\.module\.css$/, type: 'css/module' },
      { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
      { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
    ],
  };
}

/**
 * The federation runtime from its ES module builds. Rspack's federation plugin resolves
 * `webpack-bundler-runtime` (and the external-runtime plugin) with `require.resolve`, which
 * picks their CommonJS `dist/index.cjs`: CommonJS is not tree-shaken, so the runtime's size
 * switches (`target`, `disableRemote`) removed nothing (rspack issue #12395). Each such file
 * is aliased to its ESM sibling, and `@module-federation/runtime` to its ESM entry.
 * Checked by fileNames.test.ts: no federation runtime module in a built chunk is `.cjs`.
 */
export function federationRuntimeAsEsm(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const esmOf = (cjs: string) => cjs.replace(/\.cjs$/, '.js');
  const aliases: Record<string, string> = {};
  for (const name of [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/inject-external-runtime-core-plugin',
    '@module-federation/runtime',
  ]) {
    const cjs = require.resolve(name);
    aliases[cjs] = esmOf(cjs);
  }
  aliases['@module-federation/runtime$'] = esmOf(require.resolve('@module-federation/runtime'));
  return aliases;
}

/** The one Rspack + Module Federation configuration of every app. */
export function createAppConfig({ dir, kind, exposes, firstScreen }: AppOptions): Configuration {
  const folder = path.basename(dir);
  const production = process.env.NODE_ENV !== 'development';
  const isHost = kind === 'host';
  // The manifest's buildInfo.buildVersion: which build of this app is composed.
  process.env.MF_BUILD_VERSION = buildVersion(dir);
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // The host is served at the site root with an index.html fallback, so deep links need '/'.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: federationName(folder),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      // The server bundle, built beside this one, writes into dist/server.
      clean: { keep: /(^|[\\/])server([\\/]|$)/ },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'], alias: federationRuntimeAsEsm() },
    module: moduleOptions(production),
    plugins: [
      new ModuleFederationPlugin({
        name: federationName(folder),
        filename: 'remoteEntry.js',
        ...(exposes ? { exposes } : {}),
        // 'loaded-first': the default fetches every remote at start, so one down blanks the page.
        ...(isHost ? { remotes: {}, shareStrategy: 'loaded-first' as const } : {}),
        // The host ships the federation runtime once; remotes use it instead of bundling their own.
        // Built for browsers only; a remote loads no remotes of its own (the shell does).
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' as const, ...(isHost ? {} : { disableRemote: true }) },
        },
        shared: sharedConfig(dir),
        manifest: true,
        dts: false,
      }),
      // Preload lists in the manifest, and brotli + gzip files beside every text file.
      new PreloadManifestPlugin({
        host: isHost,
        compress: production,
        ...(firstScreen ? { firstScreen: FIRST_SCREEN_FILE } : {}),
      }),
      ...(isHost
        ? [new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body' })]
        : []),
    ],
    optimization: { moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * An app's server bundle: one CommonJS file for Node with everything it needs bundled in
 * (React's server renderer, the platform, the kit, the texts of every language), which the
 * shell's server loads to draw the first screen into its HTML (`shell/server/firstScreens.ts`).
 * CSS Modules give class names only; the page's CSS is the browser build's.
 */
export function createFirstScreenConfig({
  dir,
  entry,
}: {
  dir: string;
  entry: string;
}): Configuration {
  const options = moduleOptions(true);
  return {
    context: dir,
    mode: 'production',
    target: 'node24',
    devtool: false,
    entry: { 'first-screen': entry },
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      uniqueName: federationName(path.basename(dir)),
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: {
      ...options,
      generator: {
        ...options.generator,
        'css/module': { localIdentName: '[hash:6]', exportsOnly: true },
        'asset/resource': { emit: false },
      },
    },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { moduleIds: 'deterministic', minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A remote that draws its first screen on the server: its page build, which names the
 * server bundle in its manifest, and that bundle, from the same entry.
 */
export function createRemoteWithFirstScreen(dir: string): Configuration[] {
  const firstScreen = './src/app/firstScreen.tsx';
  return [
    createAppConfig({
      dir,
      kind: 'remote',
      exposes: { './app': REMOTE_APP_MODULE },
      firstScreen,
    }),
    createFirstScreenConfig({ dir, entry: firstScreen }),
  ];
}

/** The module every remote exposes as './app': its single-spa lifecycles. */
const REMOTE_APP_MODULE = './src/app/lifecycles.tsx';

/** Where the single bundle's loader finds each remote: a module made from the registry. */
const SINGLE_BUNDLE_LOADERS = path.join(import.meta.dirname, 'singleBundle', 'remoteLoaders.js');

/** One lazy import per remote of the registry, of the module it would expose as './app'. */
export function remoteLoadersModule(): string {
  const repoRoot = path.join(import.meta.dirname, '..', '..');
  const loaders = REMOTE_APPS.map((app) => {
    const file = path.join(repoRoot, app.folder, REMOTE_APP_MODULE);
    return `  ${JSON.stringify(app.name)}: () => import(${JSON.stringify(file)}),`;
  });
  return `export const LOADERS = {\n${loaders.join('\n')}\n};\n`;
}

/**
 * A benchmark-only build: the shell and every remote from the same sources as one
 * single application, no Module Federation (the remotes are lazy chunks of one build), so
 * `npm run bench:web` can state what composition costs. Never deployed.
 */
export function createSingleBundleConfig(outDir: string): Configuration {
  const shellDir = path.join(import.meta.dirname, '..', '..', 'shell');
  return {
    context: shellDir,
    mode: 'production',
    devtool: false,
    entry: { main: './src/index.ts' },
    output: {
      path: outDir,
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: moduleOptions(true),
    plugins: [
      // The shell's loader of remotes, replaced by static lazy imports of their lifecycles.
      new rspack.NormalModuleReplacementPlugin(
        /lib[\\/]remotes[\\/]remoteRegistry\.ts$/,
        path.join(import.meta.dirname, 'singleBundle', 'remoteRegistry.ts'),
      ),
      new rspack.experiments.VirtualModulesPlugin({
        [SINGLE_BUNDLE_LOADERS]: remoteLoadersModule(),
      }),
      new PreloadManifestPlugin({ host: true, compress: true }),
      new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body' }),
    ],
    optimization: { moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * What makes KFeed an installable app that reads offline, written into the shell's dist/
 * after its Rspack build (`npm run build -w shell`): the service worker (`sw.js`, and
 * `sw-off.js`, which turns it off), the web app manifest and its icons. The worker is
 * bundled with esbuild into one un-hashed file: browsers look for it at one address.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { compressBuffer } from '@kfeed/tooling/compress';
import { ALL_ROUTES } from '@kfeed/contracts/routeTable';
import { offlineReads } from '../src/serviceWorker/requestKinds.ts';

const SHELL_DIR = path.join(import.meta.dirname, '..');
const TOKENS_CSS = path.join(SHELL_DIR, '..', 'shared', 'kit', 'src', 'ui', 'tokens.css');

/** A colour of the design tokens (`--name: #rrggbb;` in the kit's tokens.css). */
export function designToken(css: string, name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)?.[1];
  if (!value) throw new Error(`tokens.css has no colour --${name}`);
  return value.toLowerCase();
}

export const ICONS = {
  any192: '/icons/kfeed-192.png',
  any512: '/icons/kfeed-512.png',
  maskable512: '/icons/kfeed-maskable-512.png',
} as const;

/**
 * The web app manifest: the browser's colours are the page's own (the white header, the
 * surface the page paints first), so an installed KFeed opens without a flash.
 */
export function webManifest(tokensCss: string): Record<string, unknown> {
  return {
    id: '/',
    name: 'KFeed',
    short_name: 'KFeed',
    description:
      'A community feed for foreign residents in Korea: posts by category, in your own language.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: designToken(tokensCss, 'color-bg'),
    background_color: designToken(tokensCss, 'color-surface'),
    categories: ['social', 'news'],
    icons: [
      { src: ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The shell build the worker belongs to, from the manifest Rspack just wrote. */
async function shellBuildVersion(outDir: string): Promise<string> {
  try {
    const manifest = JSON.parse(await readFile(path.join(outDir, 'mf-manifest.json'), 'utf8')) as {
      metaData?: { buildInfo?: { buildVersion?: string } };
    };
    return manifest.metaData?.buildInfo?.buildVersion ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export async function buildOfflineFiles(outDir = path.join(SHELL_DIR, 'dist')): Promise<void> {
  await mkdir(outDir, { recursive: true });
  // A new shell build is a new worker (its bytes differ), so open tabs offer "Reload".
  const shellBuild = await shellBuildVersion(outDir);
  await build({
    entryPoints: {
      sw: path.join(SHELL_DIR, 'src', 'serviceWorker', 'sw.ts'),
      'sw-off': path.join(SHELL_DIR, 'src', 'serviceWorker', 'swOff.ts'),
    },
    outdir: outDir,
    bundle: true,
    format: 'iife',
    minify: true,
    sourcemap: 'linked',
    target: ['chrome100', 'safari15', 'firefox100'],
    // Workbox's development checks and logs are left out of a production worker.
    define: {
      'process.env.NODE_ENV': '"production"',
      KFEED_SHELL_BUILD: JSON.stringify(shellBuild),
      KFEED_OFFLINE_READS: JSON.stringify(offlineReads(ALL_ROUTES)),
    },
    logLevel: 'warning',
  });
  await cp(path.join(SHELL_DIR, 'public'), outDir, { recursive: true });
  const tokens = await readFile(TOKENS_CSS, 'utf8');
  await writeFile(
    path.join(outDir, 'manifest.webmanifest'),
    `${JSON.stringify(webManifest(tokens), null, 2)}\n`,
  );
  // Precompressed like every other text file of the build (serveApp and nginx send them).
  for (const file of ['sw.js', 'sw-off.js']) {
    const data = await readFile(path.join(outDir, file));
    const { br, gz } = await compressBuffer(data);
    if (br.length < data.length) await writeFile(path.join(outDir, `${file}.br`), br);
    if (gz.length < data.length) await writeFile(path.join(outDir, `${file}.gz`), gz);
  }
}

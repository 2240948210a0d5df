/**
 * `npm run bench`: what a visitor downloads, measured in a real browser against the
 * production builds. For each screen it records every script and style fetched from each
 * app's origin and reports their gzip size (as a gzip-serving server such as nginx sends
 * them). Results go to stdout and .bench/results.json; the README quotes them.
 *
 * Needs `npm run build` first; starts its own copy of KFeed on PORT_BASE 4600.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { APP_PORTS, REPO_ROOT } from './apps.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium.ts';
import { systemRoutes } from '@kfeed/contracts/routes/system';

const BASE = 4600;
const API_PORT = BASE + 80;
const SCREENS: [name: string, path: string][] = [
  ['Home', '/'],
  ['Post detail', '/feed/1'],
  ['Search', '/search'],
  ['My page', '/myPage'],
];

const appByPort = new Map(Object.entries(APP_PORTS).map(([app, offset]) => [BASE + offset, app]));

function gzipSizeOf(app: string, urlPath: string): number {
  const file = path.join(REPO_ROOT, app, 'dist', decodeURIComponent(urlPath));
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'kfeed-bench-'));
const server = spawn('node', ['--import', 'tsx', 'shell/scripts/startAll.ts'], {
  cwd: REPO_ROOT,
  env: {
    ...process.env,
    PORT_BASE: String(BASE),
    API_PORT: String(API_PORT),
    DATABASE_URL: path.join(dataDir, 'kfeed.sqlite'),
    STORAGE_DIR: path.join(dataDir, 'storage'),
  },
  stdio: 'ignore',
  detached: true,
});

const results: Record<string, Record<string, { files: number; gzipBytes: number }>> = {};
try {
  await waitFor(`http://localhost:${BASE}${systemRoutes.health.path}`);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  for (const [name, screenPath] of SCREENS) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'en-US',
    });
    const page = await context.newPage();
    const fetched: URL[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (/\.(js|css)$/.test(url.pathname) && appByPort.has(Number(url.port))) fetched.push(url);
    });
    await page.goto(`http://localhost:${BASE}${screenPath}`, { waitUntil: 'networkidle' });
    const perApp: Record<string, { files: number; gzipBytes: number }> = {};
    for (const url of fetched) {
      const app = appByPort.get(Number(url.port))!;
      const entry = (perApp[app] ??= { files: 0, gzipBytes: 0 });
      entry.files += 1;
      entry.gzipBytes += gzipSizeOf(app, url.pathname);
    }
    results[name] = perApp;
    await context.close();
  }
  await browser.close();
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('JavaScript and CSS downloaded per screen (gzip), by the app that served it:\n');
for (const [screen, perApp] of Object.entries(results)) {
  const total = Object.values(perApp).reduce((sum, entry) => sum + entry.gzipBytes, 0);
  const parts = Object.entries(perApp).map(
    ([app, entry]) => `${app} ${kb(entry.gzipBytes)} (${entry.files} files)`,
  );
  console.log(`${screen.padEnd(12)} ${kb(total).padStart(9)}  = ${parts.join(', ')}`);
}
mkdirSync(path.join(REPO_ROOT, '.bench'), { recursive: true });
writeFileSync(path.join(REPO_ROOT, '.bench', 'results.json'), JSON.stringify(results, null, 2));

/**
 * `npm run bench:web`: how fast KFeed is on a phone, measured against the production builds.
 *
 * - Lighthouse 12 (mobile preset: an emulated mid-range phone on a throttled 4G
 *   connection, simulated) on Home, a post, search and my page; the median of N runs of
 *   performance, LCP, TBT, CLS and FCP.
 * - In Chromium (Playwright), Home until its first card shows: the JavaScript and CSS
 *   fetched (brotli and gzip sizes of the files as built), the requests, and the critical
 *   chain's depth (each request's depth is its initiator's plus one; the HTML is 1).
 * - The same, for the same sources built as one single bundle without federation
 *   (`createSingleBundleConfig`), so composition's cost is a measured ratio.
 * - The budgets (docs/performance.md), each said met or missed by how much.
 * - The service worker (federated build): when the first visit registers it (after the load
 *   event, so nothing of the worker's is on the critical path), then a repeat visit with the
 *   worker in control, online and offline: LCP, requests, and bytes over the network.
 * - The first tap at 4x CPU slowdown (Event Timing's interaction to next paint): on Home's
 *   drawn screen before the app runs, and on Home and a post once it runs.
 *
 * Needs `npm run build` first (`npm run bench` does it). Starts its own copy of KFeed on
 * PORT_BASE 4600 (API 4680) and the single bundle on 4690. Results: bench/results/web.json
 * and web.md. Options: --bench-runs N (default 3), --pages home,post,search,mypage,notices,profile,
 * mypage-member,notifications (the last two signed in as a demo member, in Lighthouse's own
 * browser before its run, with the code from the development outbox),
 * --no-single (skip the single bundle).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { APP_FOLDERS, APP_PORTS, REPO_ROOT } from '@kfeed/tooling/apps';
import { CHROMIUM_LAUNCH_OPTIONS } from '@kfeed/tooling/chromium';
import { SINGLE_BUNDLE_DIR, buildSingleBundle } from '@kfeed/tooling/buildSingleBundle';
import { serveApp } from '../server/serveApp.ts';
import type { AppName } from '@kfeed/contracts/registry';
import { systemRoutes } from '@kfeed/contracts/routes/system';
import type { SessionPayload } from '@kfeed/contracts/auth';
import { authRoutes } from '@kfeed/contracts/routes/auth';

const { values: args } = parseArgs({
  options: {
    'bench-runs': { type: 'string', default: '3' },
    pages: {
      type: 'string',
      default: 'home,post,search,mypage,notices,profile,mypage-member,notifications',
    },
    'no-single': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(args['bench-runs']));

const BASE = 4600;
const API_PORT = BASE + 80;
const SINGLE_PORT = BASE + 90;

interface BenchPage {
  id: string;
  name: string;
  path: string;
  /** Opened by a signed-in demo member (the refresh cookie and the stored session). */
  member?: true;
}

const PAGES = (
  [
    { id: 'home', name: 'Home', path: '/' },
    { id: 'post', name: 'A post', path: '/feed/1' },
    { id: 'search', name: 'Search', path: '/search' },
    { id: 'mypage', name: 'My page', path: '/myPage' },
    { id: 'notices', name: 'Notices', path: '/notice' },
    // A member's public profile, as a link from a post opens it (the demo's first member).
    { id: 'profile', name: 'A profile', path: '/profile?userId=1' },
    { id: 'mypage-member', name: 'My page, a member', path: '/myPage', member: true },
    { id: 'notifications', name: 'Notifications', path: '/notifications', member: true },
  ] satisfies BenchPage[]
).filter((page: BenchPage) => args.pages.split(',').includes(page.id));

/** Pages read first (Home, a post, search) are held to the tighter budgets. */
const MAIN_PAGES: readonly string[] = ['home', 'post', 'search'];

/** The budgets (docs/performance.md): Lighthouse mobile, median of the runs. */
export const BUDGETS = {
  performance: { main: 98, other: 95 },
  lcpMs: { main: 1500, other: 2000 },
  tbtMs: 100,
  cls: 0.02,
  /** The first tap's interaction to next paint, at 4x CPU slowdown. */
  firstTapInpMs: 200,
  homeJsBrotliKB: 170,
  compositionBytesRatio: 1.1,
  compositionExtraRoundTrips: 1,
} as const;

/** Chromium's CPU slowdown for the first tap (a mid-range phone against this machine). */
const TAP_CPU_SLOWDOWN = 4;

interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  chainDepth: number;
}

interface FirstCardFigures {
  jsBrotli: number;
  jsGzip: number;
  cssBrotli: number;
  cssGzip: number;
  requests: number;
  chainDepth: number;
  firstCardMs: number;
  files: { url: string; depth: number; brotli: number; gzip: number }[];
}

interface VariantResult {
  pages: Record<string, { median: LighthouseFigures; runs: LighthouseFigures[] }>;
  home: { firstCard: FirstCardFigures; interactive: FirstCardFigures };
}

/** One visit of Home: what it took, and what of it went over the network. */
interface VisitFigures {
  lcpMs: number;
  /** Requests the page made. */
  requests: number;
  /** Requests that reached the network (the page's own, and the worker's). */
  networkRequests: number;
  /** Their bodies' bytes as sent (Content-Length, compressed; HTTP cache hits count 0). */
  networkBytes: number;
}

interface WorkerFigures {
  /** When the first visit registered the worker, after the load event (negative: before). */
  registeredAfterLoadMs: number;
  /** Requests the worker made before the first visit's load event. */
  workerRequestsBeforeLoad: number;
  first: VisitFigures;
  repeat: VisitFigures;
  offline: VisitFigures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function waitFor(url: string, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up`);
}

interface Chain {
  children?: Record<string, Chain>;
}
function chainDepth(chains: Record<string, Chain> | undefined): number {
  let depth = 0;
  for (const chain of Object.values(chains ?? {}))
    depth = Math.max(depth, 1 + chainDepth(chain.children));
  return depth;
}

/** Lighthouse's own trace failures (e.g. NO_NAVSTART on a loaded machine): try again. */
const LIGHTHOUSE_ATTEMPTS = 3;

async function runLighthouse(url: string, member = false): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, member);
    } catch (error) {
      if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      console.warn(`  ${String(error)}; run again (${attempt + 1}/${LIGHTHOUSE_ATTEMPTS})`);
    }
  }
}

/** The demo member the member pages are opened by (seeded with notifications). */
const BENCH_MEMBER = 'yuki@kfeed.example';

/**
 * Sign the demo member in within the browser Lighthouse will use, as a developer does on
 * `npm start` (loopback, no SMTP_URL: the code is read from the development outbox): the
 * login through the browser's own request context (so the httpOnly refresh cookie is the
 * browser's), the session stored under the app's keys.
 */
async function signInWithin(port: number, origin: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const site = { headers: { origin }, failOnStatusCode: true };
  const outbox = `${origin}${systemRoutes.outbox.path}?to=${encodeURIComponent(BENCH_MEMBER)}`;
  const newestCode = async () =>
    (
      (await (await context.request.get(outbox, site)).json()) as {
        data: { code: string | null }[];
      }
    ).data[0]?.code ?? null;
  const before = await newestCode();
  await context.request.post(`${origin}${authRoutes.getLoginVerificationNumber.path}`, {
    ...site,
    data: { email: BENCH_MEMBER },
  });
  let code = await newestCode();
  for (let waited = 0; code === null || code === before; waited += 100) {
    if (waited > 10_000) throw new Error('no sign-in code arrived');
    await new Promise((resolve) => setTimeout(resolve, 100));
    code = await newestCode();
  }
  const login = await context.request.post(`${origin}${authRoutes.login.path}`, {
    ...site,
    data: { email: BENCH_MEMBER, verificationNumber: code },
  });
  const session = ((await login.json()) as { data: SessionPayload }).data;
  const page = await context.newPage();
  await page.goto(`${origin}${systemRoutes.health.path}`);
  await page.evaluate((s) => {
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('userId', String(s.userId));
    localStorage.setItem('isoCode', s.isoCode);
  }, session);
  await page.close();
}

async function runLighthouseOnce(url: string, member: boolean): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH_OPTIONS.args],
  });
  try {
    if (member) await signInWithin(chrome.port, new URL(url).origin);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A member's page keeps the session stored just before (Lighthouse empties the
      // origin's storage by default); the browser is fresh for every run all the same.
      disableStorageReset: member,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const chains = lhr.audits['critical-request-chains']?.details as
      { chains?: Record<string, Chain> } | undefined;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
      fcpMs: Math.round(value('first-contentful-paint')),
      chainDepth: chainDepth(chains?.chains),
    };
  } finally {
    chrome.kill();
  }
}

/** The built file behind a URL, and its compressed sizes (the raw size when none was written). */
function fileSizes(url: URL, distFor: (port: number) => string | null) {
  const dist = distFor(Number(url.port));
  if (!dist) return null;
  const file = path.join(dist, decodeURIComponent(url.pathname));
  if (!existsSync(file)) return null;
  const size = (suffix: string) =>
    existsSync(file + suffix) ? statSync(file + suffix).size : statSync(file).size;
  return { brotli: size('.br'), gzip: size('.gz') };
}

/**
 * Home in Chromium: what was fetched, and how deep the chain, until two moments: the first
 * card's title is in the page (from the HTML itself when the server drew the first screen),
 * and Home is interactive (the feed remote has mounted: cards in the page, the server-drawn
 * screen gone). The single bundle, which draws nothing on the server, reaches both at once.
 */
async function traceHome(origin: string, distFor: (port: number) => string | null) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      locale: 'en-US',
    });
    const page: Page = await context.newPage();
    await page.addInitScript(() => {
      const moments = window as unknown as { firstCard?: number; interactive?: number };
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-feed-id] h2')) return;
        moments.firstCard ??= performance.now();
        if (!document.querySelector('[data-first-screen]')) {
          moments.interactive = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const initiatorOf = new Map<string, string | null>();
    cdp.on('Network.requestWillBeSent', (event) => {
      const { initiator, request } = event;
      let from: string | null = initiator.url ?? null;
      let stack = initiator.stack;
      while (!from && stack) {
        from = stack.callFrames.find((frame) => frame.url)?.url ?? null;
        stack = stack.parent;
      }
      if (!initiatorOf.has(request.url)) initiatorOf.set(request.url, from);
    });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'interactive' in window, undefined, { timeout: 60_000 });
    const { firstCard, interactive, entries } = await page.evaluate(() => ({
      firstCard: (window as unknown as { firstCard: number }).firstCard,
      interactive: (window as unknown as { interactive: number }).interactive,
      entries: performance.getEntriesByType('resource').map((e) => ({
        url: e.name,
        start: e.startTime,
        end: (e as PerformanceResourceTiming).responseEnd,
      })),
    }));
    const depth = (url: string, seen = new Set<string>()): number => {
      const from = initiatorOf.get(url);
      if (!from || seen.has(url) || from === url) return from ? 2 : 1;
      seen.add(url);
      return 1 + depth(from, seen);
    };
    const until = (moment: number): FirstCardFigures => {
      const before = entries.filter((entry) => entry.start < moment);
      const figures: FirstCardFigures = {
        jsBrotli: 0,
        jsGzip: 0,
        cssBrotli: 0,
        cssGzip: 0,
        requests: before.length + 1,
        chainDepth: 1,
        firstCardMs: Math.round(moment),
        files: [],
      };
      for (const entry of before) {
        const url = new URL(entry.url);
        const entryDepth = depth(entry.url);
        if (entry.end <= moment) figures.chainDepth = Math.max(figures.chainDepth, entryDepth);
        const sizes = /\.(js|css)$/.test(url.pathname) ? fileSizes(url, distFor) : null;
        if (!sizes) continue;
        const kind = url.pathname.endsWith('.css') ? 'css' : 'js';
        figures[`${kind}Brotli`] += sizes.brotli;
        figures[`${kind}Gzip`] += sizes.gzip;
        figures.files.push({ url: entry.url, depth: entryDepth, ...sizes });
      }
      return figures;
    };
    return { firstCard: until(firstCard), interactive: until(interactive) };
  } finally {
    await browser.close();
  }
}

/** One first tap: how long until the frame answering it was painted (its INP). */
interface TapFigures {
  name: string;
  /** When the tap came, after the navigation's start. */
  tappedAtMs: number;
  /** Whether the app had taken the drawn screen over when the tap came. */
  appRunning: boolean;
  inpMs: number;
}

/**
 * The first tap on a page at 4x CPU slowdown, as a reader gives it: on Home's drawn screen
 * as soon as it shows (the app not started yet: the tap starts it), and on Home and a post
 * once the app runs (a category; the first photo, which opens the viewer). The interaction's
 * duration is Chromium's Event Timing: from the input until the next frame is painted.
 */
async function firstTaps(origin: string): Promise<TapFigures[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const taps: TapFigures[] = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      locale: 'en-US',
      hasTouch: true,
      isMobile: true,
    });
    await context.addInitScript(() => {
      const marks = window as unknown as { interactions?: number[] };
      marks.interactions = [];
      new PerformanceObserver((list) => {
        // interactionId: set on the events of one interaction (not yet in TypeScript's DOM types).
        for (const entry of list.getEntries() as (PerformanceEventTiming & {
          interactionId?: number;
        })[])
          if (entry.interactionId) marks.interactions!.push(entry.duration);
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    });
    const cases = [
      { name: 'Home, a category on the drawn screen', path: '/', appRunning: false },
      { name: 'Home, a category', path: '/', appRunning: true },
      { name: 'A post, its first photo', path: '/feed/1', appRunning: true },
    ];
    for (const tapCase of cases) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_CPU_SLOWDOWN });
      await page.goto(`${origin}${tapCase.path}`, { waitUntil: 'commit' });
      const target =
        tapCase.path === '/'
          ? page.getByRole('navigation', { name: 'Categories' }).getByRole('button').nth(1)
          : page.locator('main img').first();
      await target.waitFor({ timeout: 60_000 });
      if (tapCase.appRunning)
        await page.waitForFunction(
          () => !document.querySelector('[data-first-screen]'),
          undefined,
          {
            timeout: 60_000,
          },
        );
      const tappedAtMs = await page.evaluate(() => performance.now());
      await target.tap({ force: true });
      // Event Timing reports an interaction once its frame is painted.
      await page.waitForTimeout(2_000);
      const durations = await page.evaluate(
        () => (window as unknown as { interactions: number[] }).interactions,
      );
      taps.push({
        name: tapCase.name,
        tappedAtMs: Math.round(tappedAtMs),
        appRunning: tapCase.appRunning,
        inpMs: Math.max(0, ...durations),
      });
      console.log(`  ${JSON.stringify(taps.at(-1))}`);
      await page.close();
    }
    return taps;
  } finally {
    await browser.close();
  }
}

/**
 * Home three times in one browser profile: a first visit (which registers the worker once
 * loaded and idle), a repeat visit with the worker in control, and the same offline.
 */
async function workerVisits(origin: string): Promise<WorkerFigures> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      locale: 'en-US',
    });
    await context.addInitScript(() => {
      const marks = window as unknown as { registeredAt?: number; lcp?: number };
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        marks.registeredAt ??= performance.now();
        return register.apply(this, args);
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    /** Each finished request: when, whether the worker made it, and what came over the wire. */
    let log: {
      at: number;
      worker: boolean;
      facts: Promise<{ fromWorker: boolean; bytes: number }>;
    }[] = [];
    context.on('requestfinished', (request) => {
      log.push({
        at: Date.now(),
        worker: request.serviceWorker() !== null,
        // Bytes as sent (Content-Length: the compressed body; a 304 or a chunked answer
        // counts 0). Playwright's own sizes() never settles for some of these requests.
        facts: request.response().then(
          (response) => ({
            fromWorker: response?.fromServiceWorker() ?? false,
            bytes: Number(response?.headers()['content-length'] ?? 0) || 0,
          }),
          // A request of a page already left (the worker's, across a navigation): not counted.
          () => ({ fromWorker: true, bytes: 0 }),
        ),
      });
    });
    /** Until nothing has finished for a second (the worker's own fetches included). */
    const settled = async () => {
      for (let quiet = 0; quiet < 1_000;) {
        const count = log.length;
        await new Promise((resolve) => setTimeout(resolve, 250));
        quiet = log.length === count ? quiet + 250 : 0;
      }
    };
    const page = await context.newPage();
    /** `withWorker`: the worker's own fetches count too (on the first visit it has none yet). */
    const visit = async (withWorker = true): Promise<VisitFigures> => {
      log = [];
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await page.locator('[data-feed-id] h2').first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1_500);
      const lcp = await page.evaluate(() => (window as unknown as { lcp?: number }).lcp ?? 0);
      const entries = await Promise.all(
        log
          .filter((entry) => withWorker || !entry.worker)
          .map(async (entry) => ({ worker: entry.worker, ...(await entry.facts) })),
      );
      const network = entries.filter((entry) => entry.worker || !entry.fromWorker);
      return {
        lcpMs: Math.round(lcp),
        requests: entries.filter((entry) => !entry.worker).length,
        networkRequests: network.length,
        networkBytes: network.reduce((sum, entry) => sum + entry.bytes, 0),
      };
    };

    const loadedAt = page.waitForEvent('load').then(() => Date.now());
    const first = await visit(false);
    const firstLog = log;
    const loaded = await loadedAt;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await page.waitForFunction(() => caches.match('/', { ignoreVary: true }).then(Boolean));
    await settled();
    const timing = await page.evaluate(() => ({
      registeredAt: (window as unknown as { registeredAt?: number }).registeredAt ?? 0,
      loadEnd: performance.getEntriesByType('navigation')[0]?.duration ?? 0,
    }));
    const repeat = await visit();
    await context.setOffline(true);
    const offline = await visit();
    await context.setOffline(false);
    return {
      registeredAfterLoadMs: Math.round(timing.registeredAt - timing.loadEnd),
      workerRequestsBeforeLoad: firstLog.filter((entry) => entry.worker && entry.at < loaded)
        .length,
      first,
      repeat,
      offline,
    };
  } finally {
    await browser.close();
  }
}

async function measure(origin: string, distFor: (port: number) => string | null) {
  const result: VariantResult = { pages: {}, home: await traceHome(origin, distFor) };
  for (const page of PAGES) {
    const runs: LighthouseFigures[] = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await runLighthouse(`${origin}${page.path}`, page.member === true));
    const pick = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]));
    result.pages[page.id] = {
      runs,
      median: {
        performance: pick('performance'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        fcpMs: pick('fcpMs'),
        chainDepth: pick('chainDepth'),
      },
    };
    console.log(`  ${page.name}: ${JSON.stringify(result.pages[page.id]!.median)}`);
  }
  return result;
}

// --- run -------------------------------------------------------------------------------

if (!existsSync(path.join(REPO_ROOT, 'shell', 'dist', 'mf-manifest.json')))
  throw new Error('Build first: npm run build (npm run bench builds and runs this).');

const started = Date.now();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kfeed-bench-web-'));
const server = spawn('node', ['--import', 'tsx', 'shell/scripts/startAll.ts'], {
  cwd: REPO_ROOT,
  env: {
    ...process.env,
    PORT_BASE: String(BASE),
    API_PORT: String(API_PORT),
    DATABASE_URL: path.join(dataDir, 'kfeed.sqlite'),
    STORAGE_DIR: path.join(dataDir, 'storage'),
    // Each Lighthouse run of a member page signs in afresh (documented settings).
    CODE_SEND_LIMIT_PER_EMAIL: '200',
    LOGIN_LIMIT_PER_IP: '5000',
  },
  stdio: 'ignore',
  detached: true,
});

const appByPort = new Map(
  Object.entries(APP_PORTS).map(([app, offset]) => [BASE + offset, app as AppName]),
);
const results: {
  federated?: VariantResult;
  single?: VariantResult;
  worker?: WorkerFigures;
  taps?: TapFigures[];
} = {};
let singleServer: Awaited<ReturnType<typeof serveApp>> | null = null;
try {
  const singleBuilt = args['no-single'] ? null : buildSingleBundle();
  await waitFor(`http://localhost:${BASE}${systemRoutes.health.path}`);
  console.log('Federated build (npm start):');
  results.federated = await measure(`http://localhost:${BASE}`, (port) => {
    const app = appByPort.get(port);
    return app ? path.join(REPO_ROOT, APP_FOLDERS[app], 'dist') : null;
  });
  console.log(`First taps (${TAP_CPU_SLOWDOWN}x CPU slowdown):`);
  results.taps = await firstTaps(`http://localhost:${BASE}`);
  console.log('Service worker (first visit, repeat visit, offline):');
  results.worker = await workerVisits(`http://localhost:${BASE}`);
  console.log(`  ${JSON.stringify(results.worker)}`);
  if (singleBuilt) {
    await singleBuilt;
    const emptyRemotes = path.join(dataDir, 'remotes.json');
    writeFileSync(emptyRemotes, '{}');
    singleServer = await serveApp({
      root: SINGLE_BUNDLE_DIR,
      port: SINGLE_PORT,
      shell: { remotesFile: emptyRemotes, apiUrl: `http://127.0.0.1:${API_PORT}` },
    });
    console.log('Single bundle (benchmark only, no federation):');
    results.single = await measure(`http://localhost:${SINGLE_PORT}`, (port) =>
      port === SINGLE_PORT ? SINGLE_BUNDLE_DIR : null,
    );
  }
} finally {
  await singleServer?.close();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}

// --- report ----------------------------------------------------------------------------

const kb = (bytes: number) => bytes / 1024;
const fmtKB = (bytes: number) => `${kb(bytes).toFixed(1)} KB`;
const federated = results.federated!;
const single = results.single;

interface BudgetLine {
  budget: string;
  measured: string;
  met: boolean;
  by: string;
}
const budgets: BudgetLine[] = [];
const check = (budget: string, measured: number, limit: number, unit: string, atLeast = false) => {
  const met = atLeast ? measured >= limit : measured <= limit;
  const diff = Math.abs(measured - limit);
  budgets.push({
    budget,
    measured: `${Number(measured.toFixed(3))}${unit}`,
    met,
    by: met ? '' : `${atLeast ? 'short by' : 'over by'} ${Number(diff.toFixed(3))}${unit}`,
  });
};
for (const page of PAGES) {
  const m = federated.pages[page.id]!.median;
  const tier = MAIN_PAGES.includes(page.id) ? 'main' : 'other';
  const score = BUDGETS.performance[tier];
  const lcp = BUDGETS.lcpMs[tier];
  check(`${page.name}: performance >= ${score}`, m.performance, score, '', true);
  check(`${page.name}: LCP <= ${lcp} ms`, m.lcpMs, lcp, ' ms');
  check(`${page.name}: TBT <= ${BUDGETS.tbtMs} ms`, m.tbtMs, BUDGETS.tbtMs, ' ms');
  check(`${page.name}: CLS <= ${BUDGETS.cls}`, m.cls, BUDGETS.cls, '');
}
for (const tap of results.taps ?? [])
  check(
    `First tap, ${tap.name}: INP <= ${BUDGETS.firstTapInpMs} ms`,
    tap.inpMs,
    BUDGETS.firstTapInpMs,
    ' ms',
  );
check(
  `Home: JS before the first card <= ${BUDGETS.homeJsBrotliKB} KB brotli`,
  Number(kb(federated.home.firstCard.jsBrotli).toFixed(1)),
  BUDGETS.homeJsBrotliKB,
  ' KB',
);
if (single) {
  // Like for like: everything each build needs until Home is interactive (the single bundle
  // draws nothing on the server, so its first card is its interactive Home).
  const fedBytes = federated.home.interactive.jsBrotli + federated.home.interactive.cssBrotli;
  const singleBytes = single.home.interactive.jsBrotli + single.home.interactive.cssBrotli;
  check(
    'Composition: JS+CSS bytes vs single bundle <= +10%',
    Number(((fedBytes / singleBytes - 1) * 100).toFixed(1)),
    (BUDGETS.compositionBytesRatio - 1) * 100,
    '%',
  );
  check(
    'Composition: round trips vs single bundle <= +1',
    federated.home.interactive.chainDepth - single.home.interactive.chainDepth,
    BUDGETS.compositionExtraRoundTrips,
    '',
  );
}

const machine = {
  cpus: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
  memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GB`,
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  chromium: execFileSync(CHROMIUM_LAUNCH_OPTIONS.executablePath, ['--version'], {
    encoding: 'utf8',
  }).trim(),
  lighthouse: '12 (mobile preset, simulated throttling)',
  runs: RUNS,
  loadAverage: os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' '),
};

const lines: string[] = [];
lines.push(
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine.cpus}, ${machine.memory}, ${machine.os}, Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}; median of ${RUNS} run(s); load average at the end ${machine.loadAverage}.`,
);
lines.push('');
lines.push('| page | build | performance | LCP | TBT | CLS | FCP |');
lines.push('|---|---|---|---|---|---|---|');
for (const page of PAGES) {
  for (const [label, variant] of [
    ['federated', federated],
    ['single bundle', single],
  ] as const) {
    const m = variant?.pages[page.id]?.median;
    if (!m) continue;
    lines.push(
      `| ${page.name} | ${label} | ${m.performance} | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.tbtMs} ms | ${m.cls} | ${(m.fcpMs / 1000).toFixed(2)} s |`,
    );
  }
}
lines.push('');
lines.push(
  "Home until its first card's title is in the page, and until it is interactive (the feed remote mounted); Chromium, no throttling; sizes of the files as built:",
);
lines.push('');
lines.push(
  '| build | until | JS brotli | JS gzip | CSS brotli | CSS gzip | requests | round trips (chain depth) |',
);
lines.push('|---|---|---|---|---|---|---|---|');
for (const [label, variant] of [
  ['federated', federated],
  ['single bundle', single],
] as const) {
  if (!variant) continue;
  for (const [moment, h] of [
    ['first card', variant.home.firstCard],
    ['interactive', variant.home.interactive],
  ] as const)
    lines.push(
      `| ${label} | ${moment} | ${fmtKB(h.jsBrotli)} | ${fmtKB(h.jsGzip)} | ${fmtKB(h.cssBrotli)} | ${fmtKB(h.cssGzip)} | ${h.requests} | ${h.chainDepth} |`,
    );
}
const worker = results.worker;
if (worker) {
  lines.push('');
  lines.push(
    `The service worker (federated build; Chromium, no throttling): the first visit registered it ${worker.registeredAfterLoadMs} ms after its load event, and the worker made ${worker.workerRequestsBeforeLoad} request(s) before that event. Home again, in the same profile:`,
  );
  lines.push('');
  lines.push('| visit | LCP | requests | over the network | bytes over the network |');
  lines.push('|---|---|---|---|---|');
  for (const [label, v] of [
    ['first (no worker yet)', worker.first],
    ['repeat, worker in control', worker.repeat],
    ['repeat, offline', worker.offline],
  ] as const)
    lines.push(
      `| ${label} | ${(v.lcpMs / 1000).toFixed(2)} s | ${v.requests} | ${v.networkRequests} | ${fmtKB(v.networkBytes)} |`,
    );
}
if (results.taps) {
  lines.push('');
  lines.push(
    `The first tap (federated build; Chromium at ${TAP_CPU_SLOWDOWN}x CPU slowdown, a phone's viewport; interaction to next paint by Event Timing):`,
  );
  lines.push('');
  lines.push('| tap | when | the app | INP |');
  lines.push('|---|---|---|---|');
  for (const tap of results.taps)
    lines.push(
      `| ${tap.name} | ${tap.tappedAtMs} ms | ${tap.appRunning ? 'running' : 'not started (the tap starts it)'} | ${tap.inpMs} ms |`,
    );
}
lines.push('');
lines.push('| budget | measured | met |');
lines.push('|---|---|---|');
for (const line of budgets)
  lines.push(`| ${line.budget} | ${line.measured} | ${line.met ? 'yes' : `no, ${line.by}`} |`);
lines.push('');
lines.push(`Bench time: ${((Date.now() - started) / 60_000).toFixed(1)} min (after the build).`);

const outDir = path.join(REPO_ROOT, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'web.json'),
  `${JSON.stringify({ machine, budgets: BUDGETS, results, checks: budgets }, null, 2)}\n`,
);
writeFileSync(path.join(outDir, 'web.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}`);
const missed = budgets.filter((line) => !line.met);
if (missed.length) console.log(`\n${missed.length} budget(s) missed; see docs/performance.md.`);

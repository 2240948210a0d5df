/**
 * `npm run bench:api`: the API's throughput and latency on loopback against the database of
 * `npm run db:generate` (made first when missing; a private copy is used, since the run
 * writes likes), the compiled API (`api/dist`, built when missing) and a bare Fastify
 * "hello world" measured right before each scenario in the same run, so every figure
 * comes with its ratio to what this machine can do at all at that moment.
 *
 * autocannon for requests/s, p50, p99 and errors (--connections, --duration), then the same
 * scenario at a fixed rate of half that maximum, evenly paced (loadtest), for its tail
 * latency; search latency p95
 * from sequential requests (no queueing), as the budget is worded. The API's memory (RSS
 * and heap, reported by benchMemory.cjs over IPC) after each scenario, and over a soak of
 * mixed load at a fixed rate with a flatness verdict: 60 s by default so that `npm run
 * bench` stays within its time, `--soak 300` for the five minutes of the budget (0: none).
 * Budgets are reported met or missed, never asserted. Results: bench/results/api.json and
 * api.md. Options: --posts N (100000), --duration s (4), --connections n (10),
 * --search-samples n (100), --soak s (60), --soak-rate n (300), --only a,b (only the
 * scenarios whose names contain one of these; no soak, and the results are printed, not
 * written, so a partial run never replaces the full table), --postgres (the same database
 * copied into a throw-away PostgreSQL server, the API on it; results in api-postgres.*).
 */
import { execFileSync } from 'node:child_process';
import type { ClientRequest } from 'node:http';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { loadTest } from 'loadtest';
import { sql } from 'kysely';
import pg from 'pg';
import { AccessTokens } from '../src/auth/accessToken.ts';
import { openDatabase } from '../src/db/database.ts';
import { copySqliteToPostgres } from '../src/db/copyDatabase.ts';
import { bigramDocument } from '../src/features/search/bigrams.ts';
import { startThrowawayPostgres } from '../src/testing/throwawayPostgres.ts';
import { systemClock } from '../src/clock.ts';
import { mb, startProcess, waitFor, WatchedProcess } from './benchProcess.ts';
import { benchScenarios, get, soakMix, type Request } from './benchScenarios.ts';
import {
  BUDGETS,
  checks,
  isFlat,
  table,
  type Figures,
  type Row,
  type Soak,
} from './benchReport.ts';
import { systemRoutes } from '@kfeed/contracts/routes/system';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '4' },
    connections: { type: 'string', default: '10' },
    'search-samples': { type: 'string', default: '100' },
    soak: { type: 'string', default: '60' },
    'soak-rate': { type: 'string', default: '300' },
    only: { type: 'string' },
    postgres: { type: 'boolean', default: false },
  },
});
const POSTGRES = values.postgres;
const ONLY = values.only?.split(',').filter((term) => term.length > 0) ?? null;
const POSTS = Number(values.posts);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const SEARCH_SAMPLES = Number(values['search-samples']);
const SOAK_SECONDS = ONLY ? 0 : Number(values.soak);
const SOAK_RATE = Number(values['soak-rate']);
const API_PORT = 4780;
const HELLO_PORT = 4781;
const SECRET = 'api-benchmark-only-signing-secret-0123456789';
/** Members who like, each within the write limits: a few likes each over the whole run. */
const LIKERS = 1000;

const started = Date.now();
const source = path.join(REPO_ROOT, 'data', 'generated', `kfeed-${POSTS}.sqlite`);
if (!existsSync(source)) {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'api/scripts/generate.ts', '--posts', String(POSTS)],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    },
  );
}
// Always rebuilt (about a second): a stale bundle would measure old code.
execFileSync('npm', ['run', 'build', '-w', 'api'], { cwd: REPO_ROOT, stdio: 'inherit' });
const dir = mkdtempSync(path.join(os.tmpdir(), 'kfeed-bench-api-'));
const database = path.join(dir, 'kfeed.sqlite');
copyFileSync(source, database);

// A member to sign in as: a session row and an access token, as a sign-in would leave them.
const raw = new SQLite(database);
const member = raw
  .prepare("SELECT user_id AS userId FROM users WHERE email = 'member0@generated.kfeed.example'")
  .get() as { userId: number };
raw
  .prepare(
    "INSERT INTO session_families (family_id, user_id, created_at, last_used_at) VALUES ('bench', ?, '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')",
  )
  .run(member.userId);
const newest = raw
  .prepare("SELECT MAX(feed_id) AS id FROM feeds WHERE feed_type = 'PUBLIC'")
  .get() as {
  id: number;
};
const deep = raw
  .prepare(
    "SELECT feed_id AS id FROM feeds WHERE feed_type = 'PUBLIC' ORDER BY feed_id LIMIT 1 OFFSET ?",
  )
  .get(Math.floor(POSTS / 2)) as { id: number };
const busyPost = raw
  .prepare(
    "SELECT feed_id AS id FROM feeds WHERE feed_type = 'PUBLIC' ORDER BY comment_count DESC LIMIT 1",
  )
  .get() as { id: number };
const category = raw
  .prepare('SELECT category_id AS id FROM categories ORDER BY sort_order LIMIT 1 OFFSET 2')
  .get() as {
  id: number;
};
// Members who may see both posts the scenarios like (not blocked either way, not reported).
const likerIds = raw
  .prepare(
    `SELECT u.user_id AS userId FROM users u
     WHERE u.email LIKE 'member%@generated.kfeed.example' AND u.status = 'ACTIVE'
       AND NOT EXISTS (SELECT 1 FROM user_blocks b JOIN feeds f ON f.feed_id IN (?, ?)
                       WHERE (b.blocker_id = u.user_id AND b.blocked_id = f.user_id)
                          OR (b.blocked_id = u.user_id AND b.blocker_id = f.user_id))
       AND NOT EXISTS (SELECT 1 FROM feed_reports r WHERE r.user_id = u.user_id AND r.feed_id IN (?, ?))
     ORDER BY u.user_id LIMIT ?`,
  )
  .all(newest.id, deep.id, newest.id, deep.id, LIKERS) as { userId: number }[];
const addSession = raw.prepare(
  "INSERT INTO session_families (family_id, user_id, created_at, last_used_at) VALUES (?, ?, '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')",
);
raw.transaction(() => {
  for (const { userId } of likerIds) addSession.run(`bench-liker-${userId}`, userId);
})();
raw.close();
const tokens = new AccessTokens(SECRET, 24 * 3600, systemClock);
const issue = (userId: number, sessionId: string) =>
  tokens.issue({ userId, isoCode: 'en', roles: ['ROLE_USER'], sessionId });
const token = await issue(member.userId, 'bench');
const likers = await Promise.all(
  likerIds.map(async ({ userId }, i) => ({
    authorization: `Bearer ${await issue(userId, `bench-liker-${userId}`)}`,
    'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  })),
);
// The liking members in turn, shared by every connection of a run.
let likerTurn = 0;
function likerHeaders(which: 'next' | 'same'): Record<string, string> {
  if (which === 'next') likerTurn = (likerTurn + 1) % likers.length;
  return likers[likerTurn]!;
}

// On PostgreSQL: the prepared file copied into a throw-away server, the API pointed at it.
let databaseUrl = database;
let postgres: { stop(): void } | undefined;
if (POSTGRES) {
  const server = await startThrowawayPostgres();
  postgres = server;
  const url = new URL(server.adminUrl);
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE kfeed');
  await admin.end();
  url.pathname = '/kfeed';
  databaseUrl = url.toString();
  const from = await openDatabase(database);
  const to = await openDatabase(databaseUrl);
  try {
    await copySqliteToPostgres(from, to, bigramDocument);
    await sql`VACUUM ANALYZE`.execute(to);
  } finally {
    await from.destroy();
    await to.destroy();
  }
}

const api = startProcess(
  ['--enable-source-maps', '--expose-gc', '--require', './scripts/benchMemory.cjs', 'dist/main.js'],
  {
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    STORAGE_DIR: path.join(dir, 'storage'),
    JWT_SECRET: SECRET,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
  },
);
const helloSource = `
  import Fastify from 'fastify';
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: ${HELLO_PORT}, host: '127.0.0.1' });
`;
const hello = startProcess(['--input-type=module', '-e', helloSource], {});
await waitFor(`http://127.0.0.1:${API_PORT}${systemRoutes.health.path}`);
await waitFor(`http://127.0.0.1:${HELLO_PORT}/hello`);

const watched = new WatchedProcess(api);

const json = { 'content-type': 'application/json' };
const scenarios = benchScenarios({
  newest: newest.id,
  deep: deep.id,
  busyPost: busyPost.id,
  category: category.id,
}).filter((scenario) => !ONLY || ONLY.some((term) => scenario.name.includes(term)));

function headersOf(request: Request): Record<string, string> {
  return {
    ...json,
    ...(request.auth ? { authorization: `Bearer ${token}` } : {}),
    ...(request.liker ? likerHeaders(request.liker) : {}),
  };
}

/** As many requests as the connections can make: the maximum. */
async function cannon(url: string, requests: Request[]): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: requests.map((request) => ({
      method: request.method,
      path: request.path,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      headers: headersOf(request),
      // Headers chosen as each request is sent (the liking member's turn).
      ...(request.liker
        ? {
            setupRequest: (sent: autocannon.Request) => ({ ...sent, headers: headersOf(request) }),
          }
        : {}),
    })),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
/**
 * The requests at a steady `rate`, spaced evenly and sent whether or not earlier ones were
 * answered (loadtest's requestsPerSecond), for tail latency at a fixed rate. autocannon's
 * own rate sends each second's quota at full speed at the start of the second and then
 * waits, and corrects its histogram for an expected interval of 1 ms: it measured bursts.
 */
async function paced(
  url: string,
  requests: Request[],
  rate: number,
  seconds = DURATION,
): Promise<Figures> {
  let turn = 0;
  // loadtest's types know only its callback form; called without one it returns a promise.
  const run = loadTest as unknown as (options: object) => Promise<unknown>;
  const result = (await run({
    url,
    requestsPerSecond: rate,
    maxSeconds: seconds,
    agentKeepAlive: true,
    quiet: true,
    requestGenerator(
      _options: unknown,
      params: { method: string; path: string; headers: Record<string, string | number> },
      send: (params: unknown, callback: unknown) => ClientRequest,
      callback: unknown,
    ): ClientRequest {
      const request = requests[turn++ % requests.length]!;
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const sent = send(
        {
          ...params,
          method: request.method,
          path: request.path,
          headers: {
            ...params.headers,
            ...headersOf(request),
            ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          },
        },
        callback,
      );
      if (body !== undefined) sent.write(body);
      return sent;
    },
  })) as {
    effectiveRps: number;
    totalErrors: number;
    percentiles: Record<number, number>;
    errorCodes: Record<string, number>;
  };
  const answered = Object.entries(result.errorCodes)
    .filter(([code]) => /^\d+$/.test(code))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requestsPerSecond: result.effectiveRps,
    p50Ms: result.percentiles[50] ?? 0,
    p99Ms: result.percentiles[99] ?? 0,
    errors: result.totalErrors - answered,
    non2xx: answered,
  };
}
async function sequentialP95(pathAndQuery: string): Promise<{ p95: number; cpuMs: number }> {
  const times: number[] = [];
  const cpuBefore = watched.cpuMs();
  for (let i = 0; i < SEARCH_SAMPLES; i++) {
    const start = performance.now();
    const response = await fetch(`http://127.0.0.1:${API_PORT}${pathAndQuery}`);
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    p95: Math.round((times[Math.floor(times.length * 0.95)] ?? 0) * 10) / 10,
    cpuMs: Math.round(((watched.cpuMs() - cpuBefore) / SEARCH_SAMPLES) * 10) / 10,
  };
}

// Sanity: every scenario answers 200 before it is measured.
for (const scenario of scenarios) {
  for (const request of scenario.requests) {
    const response = await fetch(`http://127.0.0.1:${API_PORT}${request.path}`, {
      method: request.method,
      headers: headersOf(request),
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    if (!response.ok)
      throw new Error(`${scenario.name}: ${response.status} ${await response.text()}`);
  }
}

const rows: Row[] = [];
for (const scenario of scenarios) {
  const helloFigures = await cannon(`http://127.0.0.1:${HELLO_PORT}`, [get('/hello')]);
  const cpuBefore = watched.cpuMs();
  const apiFigures = await cannon(`http://127.0.0.1:${API_PORT}`, scenario.requests);
  const cpuMsPerRequest =
    Math.round(((watched.cpuMs() - cpuBefore) / (apiFigures.requestsPerSecond * DURATION)) * 100) /
    100;
  const rate = Math.max(1, Math.round(apiFigures.requestsPerSecond / 2));
  const halfRate = await paced(`http://127.0.0.1:${API_PORT}`, scenario.requests, rate);
  const first = scenario.requests[0];
  const sequential =
    scenario.group === 'search' && first ? await sequentialP95(first.path) : undefined;
  rows.push({
    name: scenario.name,
    group: scenario.group,
    api: apiFigures,
    hello: helloFigures,
    ratio:
      Math.round((apiFigures.requestsPerSecond / helloFigures.requestsPerSecond) * 1000) / 1000,
    halfRate: { ...halfRate, rate },
    cpuMsPerRequest,
    ...(sequential ? { searchP95Ms: sequential.p95, searchCpuMs: sequential.cpuMs } : {}),
    rssMb: mb(watched.latest().rss),
    heapMb: mb(watched.latest().heapUsed),
    loadAverage: os.loadavg()[0] ?? 0,
  });
  console.log(`${scenario.name}: ${JSON.stringify(rows.at(-1))}`);
}

// Memory under a steady mix of everything above: heap and RSS after a full collection
// before the soak and at the end of each fifth of it.
let soak: Soak | null = null;
if (SOAK_SECONDS > 0) {
  const mix = soakMix(scenarios);
  const baseline = await watched.afterGc();
  const windows: Soak['windows'] = [];
  const load = paced(`http://127.0.0.1:${API_PORT}`, mix, SOAK_RATE, SOAK_SECONDS);
  // Heap and RSS right after a full collection, at the end of each fifth of the run.
  for (let i = 1; i <= 5; i++) {
    await new Promise((resolve) => setTimeout(resolve, (SOAK_SECONDS * 1000) / 5 - 200));
    const sample = await watched.afterGc();
    windows.push({
      rssMb: mb(sample.rss),
      heapFloorMb: mb(sample.heapUsed),
      externalMb: mb(sample.external),
    });
  }
  const figures = await load;
  windows.unshift({
    rssMb: mb(baseline.rss),
    heapFloorMb: mb(baseline.heapUsed),
    externalMb: mb(baseline.external),
  });
  soak = { seconds: SOAK_SECONDS, rate: SOAK_RATE, windows, flat: isFlat(windows), figures };
  console.log(`soak: ${JSON.stringify(soak)}`);
}
api.kill('SIGTERM');
hello.kill('SIGTERM');
if (api.exitCode === null) await new Promise((resolve) => api.once('exit', resolve));
postgres?.stop();

const list = checks(rows, soak);
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? '',
  node: process.version,
  loadAverage: os.loadavg(),
};
const header =
  `${POSTS} generated posts${POSTGRES ? ', on PostgreSQL (a throw-away local server)' : ''}; autocannon, ${CONNECTIONS} connections, ${DURATION} s per run, on loopback; ` +
  `a bare Fastify hello world measured right before each scenario; then the scenario again at a fixed rate of half its maximum, evenly paced (loadtest). Likes by 1,000 members within the write limits. ` +
  `Machine: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, shared with other work: ` +
  `the load column is the 1-minute load average after each scenario (${machine.loadAverage.map((n) => n.toFixed(2)).join(' ')} at the end).`;
const lines = table(
  header,
  rows,
  soak,
  list,
  `Bench time: ${((Date.now() - started) / 60_000).toFixed(1)} min.`,
);
console.log(lines.join('\n'));
if (ONLY) process.exit(0);
const outDir = path.join(REPO_ROOT, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
const outName = POSTGRES ? 'api-postgres' : 'api';
writeFileSync(
  path.join(outDir, `${outName}.json`),
  `${JSON.stringify({ machine, posts: POSTS, connections: CONNECTIONS, durationSeconds: DURATION, budgets: BUDGETS, rows, soak, checks: list }, null, 2)}\n`,
);
writeFileSync(path.join(outDir, `${outName}.md`), `${lines.join('\n')}\n`);

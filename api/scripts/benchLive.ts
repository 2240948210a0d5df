/**
 * `node --import tsx api/scripts/benchLive.ts`: the live channel (Server-Sent Events) under
 * many open streams, on loopback, against the compiled API (`api/dist`, rebuilt first) over
 * a private copy of the database `npm run bench:api` uses (`npm run db:generate -- --posts
 * 100000`, made when missing; that one-time generation, about a minute, is not counted in
 * the bench's time bound).
 *
 * 1. One API process (SQLite, the generated members and posts; demo seeding off, as in
 *    bench.ts). `--streams` members (2,000) are signed in the way bench.ts signs its likers
 *    in: a session row each, written to the database before the API starts, and an access
 *    token signed with the API's secret (what a sign-in leaves behind, without the mail
 *    round trip). Each opens its stream as a page does: `POST /api/live/ticket`, then
 *    `GET /api/live?ticket=…`, one socket per stream, all held by this process (node:http,
 *    no pool). The open-file limit is read first; under what the streams need, fewer are
 *    opened and the report says so.
 * 2. The API's resident memory (VmRSS and RssAnon from /proc/<pid>/status) and its V8
 *    heap, each right after a full collection, before the streams and after them (after a
 *    settle): memory per stream. First on a process that has had only light warm-ups,
 *    then, with the streams closed and opened again (new tickets), after the list runs.
 * 3. The home feed list, a visitor's and a member's page 1 (benchScenarios' requests),
 *    with autocannon (`--duration` s each, 10 connections) without streams, with every
 *    stream open, and again after they are closed (how much the machine drifted); with
 *    the API's CPU time per request from /proc, as bench.ts reports it.
 * 4. Fan-out: `--readers` (1,000) of the streams are the readers of one post, every other
 *    stream in the order they opened (so they are spread over the API's delivery order).
 *    A member writes a comment on that post (`POST /api/comment/insertComment`), `--rounds`
 *    times a second apart; every open stream receives the `comment` event (the stream
 *    carries every post's comments; the page keeps its post's). Timed from just before the
 *    request until the last of the readers, and the last of all streams, read it, in this
 *    one process (so the last arrival includes this process reading the 2,000 sockets);
 *    and the API's CPU time for it, beside the same comment written with no stream open.
 * 5. bench/results/live.json and live.md, and a summary on stdout.
 *
 * Options: --streams n (2000), --readers n (1000), --duration s (10), --connections n (10),
 * --rounds n (5), --posts n (100000), --deadline s (175: the run gives up past it).
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { AccessTokens } from '../src/auth/accessToken.ts';
import { systemClock } from '../src/clock.ts';
import { startProcess, waitFor, WatchedProcess, type MemorySample } from './benchProcess.ts';
import { inParallel, openStream, type HeldStream, type Member } from './benchLiveStreams.ts';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { systemRoutes } from '@kfeed/contracts/routes/system';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '2000' },
    readers: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    posts: { type: 'string', default: '100000' },
    deadline: { type: 'string', default: '175' },
  },
});
const REQUESTED_STREAMS = Number(values.streams);
const REQUESTED_READERS = Number(values.readers);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Number(values.rounds);
const POSTS = Number(values.posts);
const DEADLINE_SECONDS = Number(values.deadline);
const API_PORT = 4782;
const SECRET = 'live-benchmark-only-signing-secret-0123456789';
/** Tickets and streams being opened at once. */
const OPENING_WIDTH = 50;
/** Descriptors each process needs besides its streams (database, listeners, autocannon). */
const SPARE_DESCRIPTORS = 500;

// The open-file limit of this process, which the API process inherits: one descriptor per
// stream on each side.
function openFileLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = line?.split(/\s+/)[3];
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
}
const fileLimit = openFileLimit();
const fitting = Math.max(0, Math.floor((fileLimit - SPARE_DESCRIPTORS) / 100) * 100);
const STREAMS = Math.min(REQUESTED_STREAMS, fitting);
const READERS = Math.min(REQUESTED_READERS, Math.floor(STREAMS / 2));
const limits: string[] = [];
if (STREAMS < REQUESTED_STREAMS) {
  limits.push(
    `open-file limit ${fileLimit} (ulimit -n): ${STREAMS} streams instead of ${REQUESTED_STREAMS}, ${READERS} readers`,
  );
  console.warn(`benchLive: ${limits.at(-1)}`);
}

// The generated database, as bench.ts makes it (not counted in the time bound).
const source = path.join(REPO_ROOT, 'data', 'generated', `kfeed-${POSTS}.sqlite`);
if (!existsSync(source)) {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'api/scripts/generate.ts', '--posts', String(POSTS)],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
}
const started = Date.now();
let api: ReturnType<typeof startProcess> | null = null;
const deadline = setTimeout(() => {
  console.error(`benchLive: gave up after ${DEADLINE_SECONDS} s (--deadline)`);
  api?.kill('SIGKILL');
  process.exit(1);
}, DEADLINE_SECONDS * 1000);
deadline.unref();
const loads: Record<string, number> = {};
const noteLoad = (phase: string) => (loads[phase] = os.loadavg()[0] ?? 0);

// Always rebuilt (a second or two): a stale bundle would measure old code.
execFileSync('npm', ['run', 'build', '-w', 'api'], { cwd: REPO_ROOT, stdio: 'inherit' });
const dir = mkdtempSync(path.join(os.tmpdir(), 'kfeed-bench-live-'));
// However the run ends: the API stopped and the private copy of the database removed.
process.on('exit', () => {
  api?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});
const database = path.join(dir, 'kfeed.sqlite');
copyFileSync(source, database);

// The post everyone reads (the newest public one) and the members: readers, a commenter who
// may see the post (no block either way) and a member whose home list is measured.
const raw = new SQLite(database);
const post = raw
  .prepare(
    "SELECT feed_id AS id, user_id AS authorId FROM feeds WHERE feed_type = 'PUBLIC' AND deleted_at IS NULL ORDER BY feed_id DESC LIMIT 1",
  )
  .get() as { id: number; authorId: number };
const commenter = raw
  .prepare(
    `SELECT u.user_id AS userId FROM users u
     WHERE u.email LIKE 'member%@generated.kfeed.example' AND u.status = 'ACTIVE'
       AND u.user_id <> ?
       AND NOT EXISTS (SELECT 1 FROM user_blocks b
                       WHERE (b.blocker_id = u.user_id AND b.blocked_id = ?)
                          OR (b.blocked_id = u.user_id AND b.blocker_id = ?))
     ORDER BY u.user_id DESC LIMIT 1`,
  )
  .get(post.authorId, post.authorId, post.authorId) as { userId: number };
const readerIds = raw
  .prepare(
    `SELECT user_id AS userId FROM users
     WHERE email LIKE 'member%@generated.kfeed.example' AND status = 'ACTIVE' AND user_id <> ?
     ORDER BY user_id LIMIT ?`,
  )
  .all(commenter.userId, STREAMS + 1) as { userId: number }[];
if (readerIds.length < STREAMS + 1) {
  throw new Error(`only ${readerIds.length} active generated members; ${STREAMS + 1} needed`);
}
const lister = readerIds.pop()!;
const addSession = raw.prepare(
  "INSERT INTO session_families (family_id, user_id, created_at, last_used_at) VALUES (?, ?, '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z')",
);
const everyone = [...readerIds, commenter, lister];
raw.transaction(() => {
  for (const { userId } of everyone) addSession.run(`bench-live-${userId}`, userId);
})();
raw.close();
const tokens = new AccessTokens(SECRET, 24 * 3600, systemClock);
const memberOf = async (userId: number, i: number): Promise<Member> => ({
  userId,
  authorization: `Bearer ${await tokens.issue({ userId, isoCode: 'en', roles: ['ROLE_USER'], sessionId: `bench-live-${userId}` })}`,
  // Its own address: the ticket limit (30 a minute) also counts per address, times three.
  forwardedFor: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
});
const tokensStarted = performance.now();
const members = await Promise.all(everyone.map(({ userId }, i) => memberOf(userId, i)));
const tokensMs = Math.round(performance.now() - tokensStarted);
const listerMember = members.pop()!;
const commenterMember = members.pop()!;

api = startProcess(
  ['--enable-source-maps', '--expose-gc', '--require', './scripts/benchMemory.cjs', 'dist/main.js'],
  {
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    DATABASE_URL: database,
    STORAGE_DIR: path.join(dir, 'storage'),
    JWT_SECRET: SECRET,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    // Comments are not sent for translation: only the live channel's work is measured.
    TRANSLATOR: 'none',
  },
);
const base = new URL(`http://127.0.0.1:${API_PORT}`);
await waitFor(`${base.origin}${systemRoutes.health.path}`);
const watched = new WatchedProcess(api);
const apiPid = api.pid!;

/** A field of the API's /proc/<pid>/status, in KB (VmRSS, RssAnon). */
function statusKb(field: string): number {
  const line = readFileSync(`/proc/${apiPid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? 0);
}
interface Memory {
  /** Resident memory as the kernel counts it. */
  vmRssKb: number;
  /** Its anonymous part (heaps, buffers; not the mapped binary and libraries). */
  rssAnonKb: number;
  heapUsedKb: number;
  /** The V8 heap as reserved from the system: what the RSS holds for it. */
  heapTotalKb: number;
  externalKb: number;
}
/** After `settleMs`, a full collection, then VmRSS and the heap. */
async function memory(settleMs: number): Promise<Memory> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const sample = (await watched.afterGc()) as MemorySample & { heapTotal: number };
  return {
    vmRssKb: statusKb('VmRSS'),
    rssAnonKb: statusKb('RssAnon'),
    heapUsedKb: Math.round(sample.heapUsed / 1024),
    heapTotalKb: Math.round(sample.heapTotal / 1024),
    externalKb: Math.round(sample.external / 1024),
  };
}

const homePath = `${feedRoutes.getFeedList.path}?page=1&size=10&categoryId=home&isoCode=en`;
const lists = [
  { name: 'feed list: home (visitor)', headers: {} as Record<string, string> },
  { name: 'feed list: page 1 (member)', headers: { authorization: listerMember.authorization } },
];
for (const list of lists) {
  const response = await fetch(`${base.origin}${homePath}`, { headers: list.headers });
  if (!response.ok) throw new Error(`${list.name}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

interface ListFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** The API process's CPU time per request (/proc): little moved by other load. */
  cpuMsPerRequest: number;
}
async function cannon(headers: Record<string, string>, seconds: number): Promise<ListFigures> {
  const cpuBefore = watched.cpuMs();
  const result = await autocannon({
    url: base.origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', path: homePath, headers }],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest:
      Math.round(((watched.cpuMs() - cpuBefore) / Math.max(1, result.requests.total)) * 1000) /
      1000,
  };
}
type Phase = 'without' | 'with' | 'afterClosing';
const listFigures: Record<string, Partial<Record<Phase, ListFigures>>> = {};
async function measureLists(phase: Phase): Promise<void> {
  for (const list of lists) {
    const figures = await cannon(list.headers, DURATION);
    (listFigures[list.name] ??= {})[phase] = figures;
    console.log(`${list.name}, ${phase} streams: ${JSON.stringify(figures)}`);
  }
  noteLoad(`lists ${phase}`);
}

// The commenter's writes, on one kept-alive connection of its own.
const commentAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
async function writeComment(text: string): Promise<number> {
  const body = JSON.stringify({ feedId: post.id, commentText: text, isoCode: 'en' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: commentRoutes.insertComment.path,
        method: 'POST',
        agent: commentAgent,
        headers: {
          authorization: commenterMember.authorization,
          'x-forwarded-for': commenterMember.forwardedFor,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (answer += chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`insertComment: ${response.statusCode} ${answer}`));
            return;
          }
          resolve((JSON.parse(answer) as { data: { commentId: number } }).data.commentId);
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

interface Round {
  commentId: number;
  /** The insertComment answer, from just before the request. */
  answerMs: number;
  /** The API's CPU time from the request until every stream had the event (10 ms ticks). */
  apiCpuMs: number;
  readersFirstMs: number;
  readersP50Ms: number;
  readersP99Ms: number;
  readersLastMs: number;
  allLastMs: number;
  /** From the first stream's arrival to the last one's. */
  spreadMs: number;
  received: number;
  receivedByReaders: number;
}
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round1 = (n: number) => Math.round(n * 10) / 10;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let written = 0;

/** One comment on the post, timed until each of `open` streams has read its event. */
async function commentRound(open: HeldStream[], readers: HeldStream[]): Promise<Round> {
  let arrived = 0;
  const everyoneHasIt = new Promise<boolean>((resolve) => {
    if (open.length === 0) resolve(true);
    const timer = setTimeout(() => resolve(false), 15_000);
    for (const stream of open) {
      stream.onComment(() => {
        if (++arrived === open.length) {
          clearTimeout(timer);
          resolve(true);
        }
      });
    }
  });
  const cpuBefore = watched.cpuMs();
  const sent = performance.now();
  const commentId = await writeComment(`Live benchmark, comment ${++written}: 안녕하세요!`);
  const answerMs = performance.now() - sent;
  const complete = await everyoneHasIt;
  const apiCpuMs = watched.cpuMs() - cpuBefore;
  for (const stream of open) stream.onComment(null);
  const times = (list: HeldStream[]) =>
    list
      .map((s) => s.comments.get(commentId))
      .filter((t): t is number => t !== undefined)
      .map((t) => t - sent)
      .sort((a, b) => a - b);
  const readerTimes = times(readers);
  const allTimes = times(open);
  if (!complete) {
    limits.push(
      `comment ${written}: only ${allTimes.length} of ${open.length} streams received it within 15 s`,
    );
  }
  return {
    commentId,
    answerMs: round1(answerMs),
    apiCpuMs,
    readersFirstMs: round1(readerTimes[0] ?? NaN),
    readersP50Ms: round1(percentile(readerTimes, 50)),
    readersP99Ms: round1(percentile(readerTimes, 99)),
    readersLastMs: round1(readerTimes.at(-1) ?? NaN),
    allLastMs: round1(allTimes.at(-1) ?? NaN),
    spreadMs: round1((allTimes.at(-1) ?? NaN) - (allTimes[0] ?? NaN)),
    received: allTimes.length,
    receivedByReaders: readerTimes.length,
  };
}

// Open every member's stream: a ticket, then the stream, OPENING_WIDTH members at a time.
const ticketAgent = new http.Agent({ keepAlive: true, maxSockets: OPENING_WIDTH });
async function openAll(who: Member[]): Promise<{ streams: HeldStream[]; ms: number }> {
  const openingStarted = performance.now();
  const streams = await inParallel(who, OPENING_WIDTH, (member) =>
    openStream(base, member, ticketAgent),
  );
  return { streams, ms: Math.round(performance.now() - openingStarted) };
}
function closeAll(streams: HeldStream[]): void {
  for (const stream of streams) stream.close();
}

// Warm the paths measured (JIT, the statements) lightly, so the memory below is of a process
// that has seen no long load: one comment, 50 streams opened and closed; then the comment
// with no stream open.
await commentRound([], []);
closeAll((await openAll(members.slice(0, OPENING_WIDTH))).streams);
const alone: Round[] = [];
for (let i = 0; i < 2; i++) {
  await pause(500);
  alone.push(await commentRound([], []));
}
console.log(`comment without streams: ${JSON.stringify(alone.map((r) => r.answerMs))} ms`);

// Memory, on the process before any long load: before the streams, with them, and after
// they are closed.
const before = await memory(2_000);
console.log(`API memory before the streams: ${JSON.stringify(before)}`);
const first = await openAll(members);
noteLoad('opening');
console.log(`${first.streams.length} streams open in ${first.ms} ms`);
const after = await memory(3_000);
const clientRssKb = Math.round(process.memoryUsage().rss / 1024);
console.log(`API memory with ${first.streams.length} streams: ${JSON.stringify(after)}`);
closeAll(first.streams);
const closed = await memory(3_000);
console.log(`API memory after closing them: ${JSON.stringify(closed)}`);

// The lists (after 2 s of warming each) without streams, then with them all open again (new
// tickets), which also gives the memory per stream on a process that has been under load.
for (const list of lists) await cannon(list.headers, 2);
await measureLists('without');
const beforeWarm = await memory(2_000);
const second = await openAll(members);
const streams = second.streams;
console.log(`${streams.length} streams open again in ${second.ms} ms`);
const afterWarm = await memory(3_000);
console.log(`API memory with them, after the load: ${JSON.stringify(afterWarm)}`);
await measureLists('with');
const stillOpen = () => streams.filter((s) => !s.ended).length;
if (stillOpen() !== streams.length) {
  limits.push(`${streams.length - stillOpen()} streams ended during the list runs`);
}

// Fan-out: the readers are every other stream, in the order they opened.
const readers = streams.filter((_, i) => i % 2 === 0).slice(0, READERS);
const rounds: Round[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  rounds.push(
    await commentRound(
      streams.filter((s) => !s.ended),
      readers,
    ),
  );
  console.log(`fan-out round ${round}: ${JSON.stringify(rounds.at(-1))}`);
  await pause(1_000);
}
noteLoad('fan-out');

// Close every stream; the lists again without them (how far the machine drifted meanwhile).
closeAll(streams);
ticketAgent.destroy();
commentAgent.destroy();
await pause(2_000);
await measureLists('afterClosing');
const exited = new Promise((resolve) => api?.once('exit', resolve));
api.kill('SIGTERM');
await exited;
clearTimeout(deadline);

const median = (list: number[]) =>
  percentile(
    [...list].sort((a, b) => a - b),
    50,
  );
/** The difference per stream of every figure. */
const perStream = (a: Memory, b: Memory, count: number): Memory => {
  const each = (key: keyof Memory) => round1((b[key] - a[key]) / count);
  return {
    vmRssKb: each('vmRssKb'),
    rssAnonKb: each('rssAnonKb'),
    heapUsedKb: each('heapUsedKb'),
    heapTotalKb: each('heapTotalKb'),
    externalKb: each('externalKb'),
  };
};
const summary = {
  streams: streams.length,
  readers: readers.length,
  openingMs: [first.ms, second.ms],
  tokensMs,
  memory: {
    fresh: {
      before,
      withStreams: after,
      afterClosing: closed,
      perStreamKb: perStream(before, after, first.streams.length),
    },
    afterLoad: {
      before: beforeWarm,
      withStreams: afterWarm,
      perStreamKb: perStream(beforeWarm, afterWarm, streams.length),
    },
    benchClientRssMb: Math.round(clientRssKb / 1024),
  },
  fanOut: {
    rounds,
    readersLastMsMedian: median(rounds.map((r) => r.readersLastMs)),
    readersLastMsMax: Math.max(...rounds.map((r) => r.readersLastMs)),
    allLastMsMedian: median(rounds.map((r) => r.allLastMs)),
    allLastMsMax: Math.max(...rounds.map((r) => r.allLastMs)),
    answerMsMedian: median(rounds.map((r) => r.answerMs)),
    apiCpuMsMedian: median(rounds.map((r) => r.apiCpuMs)),
    spreadMsMedian: median(rounds.map((r) => r.spreadMs)),
    withoutStreams: alone.map((r) => ({ answerMs: r.answerMs, apiCpuMs: r.apiCpuMs })),
  },
};
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? '',
  node: process.version,
  openFileLimit: fileLimit,
  loadAverage: os.loadavg(),
};
const benchSeconds = Math.round((Date.now() - started) / 1000);

const kb = (n: number) => `${(n / 1024).toFixed(1)} MB`;
const memoryRow = (label: string, m: Memory, perStreamRow = false) => {
  const cell = (n: number) => (perStreamRow ? `${n} KB` : kb(n));
  return `| ${label} | ${cell(m.vmRssKb)} | ${cell(m.rssAnonKb)} | ${cell(m.heapUsedKb)} | ${cell(m.heapTotalKb)} |`;
};
const listRow = (name: string) => {
  const f = listFigures[name] ?? {};
  const cell = (x?: ListFigures) =>
    x
      ? `${x.p99Ms} ms (p50 ${x.p50Ms}, ${x.requestsPerSecond}/s, API CPU ${x.cpuMsPerRequest} ms each${x.errors ? `, ${x.errors} errors` : ''})`
      : '';
  return `| ${name} | ${cell(f.without)} | ${cell(f.with)} | ${cell(f.afterClosing)} |`;
};
const lines = [
  '# Live channel benchmark',
  '',
  `One API process (SQLite, ${POSTS} generated posts, compiled), on loopback. ${streams.length} members' Server-Sent Events streams (a ticket, then the stream; one socket each) held by the bench process, opened ${OPENING_WIDTH} at a time in ${(first.ms / 1000).toFixed(1)} s (again later: ${(second.ms / 1000).toFixed(1)} s). ` +
    `Machine: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, open-file limit ${fileLimit}, shared with other work (1-minute load average: ${Object.entries(
      loads,
    )
      .map(([phase, load]) => `${phase} ${load.toFixed(1)}`)
      .join(', ')}).`,
  '',
  '## Memory of the API process',
  '',
  'Right after a full collection, after a settle of 2-3 s: VmRSS and RssAnon from /proc/<pid>/status, the V8 heap in use and as reserved. First on a process that has had only light warm-ups (one request of each list, a few comments, 50 streams opened and closed); then the same number opened a second time, after the list runs (24 s of load): what the first streams and the load left reserved (not given back to the system when they ended) takes them in.',
  '',
  '| | VmRSS | RssAnon | V8 heap used | V8 heap reserved |',
  '|---|---|---|---|---|',
  memoryRow('before the streams', before),
  memoryRow(`${first.streams.length} streams open`, after),
  memoryRow('**per stream**', summary.memory.fresh.perStreamKb, true),
  memoryRow('after closing them', closed),
  memoryRow('after the list runs (streams closed)', beforeWarm),
  memoryRow(`${streams.length} streams open again`, afterWarm),
  memoryRow('**per stream, opened a second time**', summary.memory.afterLoad.perStreamKb, true),
  '',
  `## Feed list p99 with and without the streams`,
  '',
  `autocannon, ${CONNECTIONS} connections, ${DURATION} s each, GET ${homePath}; the streams idle (a heartbeat every 25 s each), the API reading the events table every second while streams are open. Each cell: p99 (p50, requests/s, the API's CPU time per request from /proc, which other work on the machine moves least). The run after closing the streams shows how far the machine drifted meanwhile.`,
  '',
  `| list | p99 without streams | p99 with ${streams.length} streams | p99 after closing them |`,
  '|---|---|---|---|',
  ...lists.map((l) => listRow(l.name)),
  '',
  '## Fan-out of one comment',
  '',
  `${readers.length} readers of one post (every other stream); a member writes a comment on it, ${ROUNDS} times a second apart. Every open stream (${streams.length}) receives the \`comment\` event. From just before the request, as read by the bench process (which reads all ${streams.length} sockets itself, so the last arrival includes its own work).`,
  '',
  '| round | answer ms | API CPU ms | readers: first / p50 / p99 / last ms | all streams: last ms | first to last stream ms | received (readers / all) |',
  '|---|---|---|---|---|---|---|',
  ...rounds.map(
    (r, i) =>
      `| ${i + 1} | ${r.answerMs} | ${r.apiCpuMs} | ${r.readersFirstMs} / ${r.readersP50Ms} / ${r.readersP99Ms} / ${r.readersLastMs} | ${r.allLastMs} | ${r.spreadMs} | ${r.receivedByReaders} / ${r.received} |`,
  ),
  '',
  `Median over the rounds: the last of ${readers.length} readers ${summary.fanOut.readersLastMsMedian} ms (worst ${summary.fanOut.readersLastMsMax} ms), the last of all ${streams.length} streams ${summary.fanOut.allLastMsMedian} ms (worst ${summary.fanOut.allLastMsMax} ms); first to last stream ${summary.fanOut.spreadMsMedian} ms; the comment's own answer ${summary.fanOut.answerMsMedian} ms, the API's CPU time from the request until the last stream had the event ${summary.fanOut.apiCpuMsMedian} ms. The same comment with no stream open (before the streams): answered in ${alone.map((r) => r.answerMs).join(' and ')} ms, API CPU ${alone.map((r) => r.apiCpuMs).join(' and ')} ms (CPU time counts in 10 ms ticks).`,
  '',
  ...(limits.length > 0 ? ['Limits hit:', '', ...limits.map((l) => `- ${l}`), ''] : []),
  `Bench time: ${benchSeconds} s (after the generated database; tokens for ${everyone.length} members signed in ${tokensMs} ms; bench process RSS with the streams ${summary.memory.benchClientRssMb} MB).`,
];
console.log(lines.join('\n'));
const outDir = path.join(REPO_ROOT, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'live.json'),
  `${JSON.stringify({ machine, posts: POSTS, connections: CONNECTIONS, durationSeconds: DURATION, ...summary, lists: listFigures, loads, limits, benchSeconds }, null, 2)}\n`,
);
writeFileSync(path.join(outDir, 'live.md'), `${lines.join('\n')}\n`);
process.exit(0);

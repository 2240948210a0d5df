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
 * 2. The API's resident memory (VmRSS from /proc/<pid>/status) and its heap, each right
 *    after a full collection, before the streams and after them (after a settle): memory
 *    per stream.
 * 3. The home feed list, a visitor's and a member's page 1 (benchScenarios' requests),
 *    with autocannon (`--duration` s each, 10 connections) without streams, with every
 *    stream open, and again after they are closed (how much the machine drifted).
 * 4. Fan-out: `--readers` (1,000) of the streams are the readers of one post, every other
 *    stream in the order they opened (so they are spread over the API's delivery order).
 *    A member writes a comment on that post (`POST /api/comment/insertComment`), `--rounds`
 *    times a second apart; every open stream receives the `comment` event (the stream
 *    carries every post's comments; the page keeps its post's). Timed from just before the
 *    request until the last of the readers, and the last of all streams, read it, in this
 *    one process (so the last arrival includes this process reading the 2,000 sockets).
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
import { startProcess, waitFor, WatchedProcess } from './benchProcess.ts';
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

/** The API's resident memory as the kernel counts it, in KB. */
function vmRssKb(): number {
  const line = readFileSync(`/proc/${apiPid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0);
}
interface Memory {
  vmRssKb: number;
  heapUsedKb: number;
  externalKb: number;
}
/** After `settleMs`, a full collection, then VmRSS and the heap. */
async function memory(settleMs: number): Promise<Memory> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const sample = await watched.afterGc();
  return {
    vmRssKb: vmRssKb(),
    heapUsedKb: Math.round(sample.heapUsed / 1024),
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
}
async function cannon(headers: Record<string, string>, seconds: number): Promise<ListFigures> {
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

// Warm both lists (JIT, the kept visitor page), then measure them without streams.
for (const list of lists) await cannon(list.headers, 2);
await measureLists('without');
const before = await memory(2_000);
console.log(`API memory before the streams: ${JSON.stringify(before)}`);

// Open the streams: a ticket, then the stream, OPENING_WIDTH members at a time.
const ticketAgent = new http.Agent({ keepAlive: true, maxSockets: OPENING_WIDTH });
const openingStarted = performance.now();
const streams: HeldStream[] = await inParallel(members, OPENING_WIDTH, (member) =>
  openStream(base, member, ticketAgent),
);
const openingMs = Math.round(performance.now() - openingStarted);
noteLoad('opening');
console.log(`${streams.length} streams open in ${openingMs} ms`);
const after = await memory(3_000);
const clientRssKb = Math.round(process.memoryUsage().rss / 1024);
console.log(`API memory with ${streams.length} streams: ${JSON.stringify(after)}`);

await measureLists('with');
const stillOpen = () => streams.filter((s) => !s.ended).length;
if (stillOpen() !== streams.length) {
  limits.push(`${streams.length - stillOpen()} streams ended during the list runs`);
}

// Fan-out: the readers are every other stream, in the order they opened.
const readers = streams.filter((_, i) => i % 2 === 0).slice(0, READERS);
const commentAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
async function writeComment(text: string): Promise<{ status: number; commentId: number }> {
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
          const parsed = JSON.parse(answer) as { data: { commentId: number } };
          resolve({ status: response.statusCode, commentId: parsed.data.commentId });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
// The commenter's connection is open before the first timed round.
await new Promise<void>((resolve, reject) => {
  const request = http.get(
    { host: base.hostname, port: base.port, path: systemRoutes.health.path, agent: commentAgent },
    (response) => {
      response.resume();
      response.on('end', () => resolve());
    },
  );
  request.on('error', reject);
});

interface Round {
  commentId: number;
  /** The insertComment answer, from just before the request. */
  answerMs: number;
  readersFirstMs: number;
  readersP50Ms: number;
  readersP99Ms: number;
  readersLastMs: number;
  allLastMs: number;
  received: number;
  receivedByReaders: number;
}
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round1 = (n: number) => Math.round(n * 10) / 10;
const rounds: Round[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const open = streams.filter((s) => !s.ended);
  let arrived = 0;
  const everyoneHasIt = new Promise<boolean>((resolve) => {
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
  const sent = performance.now();
  const { commentId } = await writeComment(`Live benchmark, round ${round}: 안녕하세요!`);
  const answerMs = performance.now() - sent;
  const complete = await everyoneHasIt;
  for (const stream of open) stream.onComment(null);
  const times = (list: HeldStream[]) =>
    list
      .map((s) => s.comments.get(commentId))
      .filter((t): t is number => t !== undefined)
      .map((t) => t - sent)
      .sort((a, b) => a - b);
  const readerTimes = times(readers);
  const allTimes = times(open);
  rounds.push({
    commentId,
    answerMs: round1(answerMs),
    readersFirstMs: round1(readerTimes[0] ?? NaN),
    readersP50Ms: round1(percentile(readerTimes, 50)),
    readersP99Ms: round1(percentile(readerTimes, 99)),
    readersLastMs: round1(readerTimes.at(-1) ?? NaN),
    allLastMs: round1(allTimes.at(-1) ?? NaN),
    received: allTimes.length,
    receivedByReaders: readerTimes.length,
  });
  if (!complete)
    limits.push(
      `round ${round}: only ${allTimes.length} of ${open.length} streams received the comment within 15 s`,
    );
  console.log(`fan-out round ${round}: ${JSON.stringify(rounds.at(-1))}`);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}
noteLoad('fan-out');

// Close every stream; the lists again without them (how far the machine drifted meanwhile).
for (const stream of streams) stream.close();
ticketAgent.destroy();
commentAgent.destroy();
const closed = await memory(3_000);
await measureLists('afterClosing');
api.kill('SIGTERM');
clearTimeout(deadline);

const median = (list: number[]) =>
  percentile(
    [...list].sort((a, b) => a - b),
    50,
  );
const perStream = (a: number, b: number) => round1((b - a) / streams.length);
const summary = {
  streams: streams.length,
  readers: readers.length,
  openingMs,
  tokensMs,
  memory: {
    before,
    withStreams: after,
    afterClosing: closed,
    vmRssKbPerStream: perStream(before.vmRssKb, after.vmRssKb),
    heapKbPerStream: perStream(before.heapUsedKb, after.heapUsedKb),
    benchClientRssMb: Math.round(clientRssKb / 1024),
  },
  fanOut: {
    rounds,
    readersLastMsMedian: median(rounds.map((r) => r.readersLastMs)),
    readersLastMsMax: Math.max(...rounds.map((r) => r.readersLastMs)),
    allLastMsMedian: median(rounds.map((r) => r.allLastMs)),
    allLastMsMax: Math.max(...rounds.map((r) => r.allLastMs)),
    answerMsMedian: median(rounds.map((r) => r.answerMs)),
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
const listRow = (name: string) => {
  const f = listFigures[name] ?? {};
  const cell = (x?: ListFigures) =>
    x
      ? `${x.p99Ms} ms (p50 ${x.p50Ms}, ${x.requestsPerSecond}/s${x.errors ? `, ${x.errors} errors` : ''})`
      : '';
  return `| ${name} | ${cell(f.without)} | ${cell(f.with)} | ${cell(f.afterClosing)} |`;
};
const lines = [
  '# Live channel benchmark',
  '',
  `One API process (SQLite, ${POSTS} generated posts, compiled), on loopback. ${streams.length} members' Server-Sent Events streams (a ticket, then the stream; one socket each) held by the bench process, opened ${OPENING_WIDTH} at a time in ${(openingMs / 1000).toFixed(1)} s. ` +
    `Machine: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, open-file limit ${fileLimit}, shared with other work (1-minute load average: ${Object.entries(
      loads,
    )
      .map(([phase, load]) => `${phase} ${load.toFixed(1)}`)
      .join(', ')}).`,
  '',
  '## Memory of the API process',
  '',
  'Right after a full collection (after a settle of 2-3 s): VmRSS from /proc/<pid>/status, and the V8 heap in use.',
  '',
  '| | VmRSS | heap used |',
  '|---|---|---|',
  `| before the streams | ${kb(before.vmRssKb)} | ${kb(before.heapUsedKb)} |`,
  `| ${streams.length} streams open | ${kb(after.vmRssKb)} | ${kb(after.heapUsedKb)} |`,
  `| per stream | ${summary.memory.vmRssKbPerStream} KB | ${summary.memory.heapKbPerStream} KB |`,
  `| after closing them | ${kb(closed.vmRssKb)} | ${kb(closed.heapUsedKb)} |`,
  '',
  `## Feed list p99 with and without the streams`,
  '',
  `autocannon, ${CONNECTIONS} connections, ${DURATION} s each, GET ${homePath}; the streams idle (a heartbeat every 25 s each), the API reading the events table every second while streams are open.`,
  '',
  `| list | p99 without streams | p99 with ${streams.length} streams | p99 after closing them |`,
  '|---|---|---|---|',
  ...lists.map((l) => listRow(l.name)),
  '',
  '## Fan-out of one comment',
  '',
  `${readers.length} readers of one post (every other stream); a member writes a comment on it, ${ROUNDS} times a second apart. Every open stream (${streams.length}) receives the \`comment\` event. From just before the request, as read by the bench process (which reads all ${streams.length} sockets itself, so the last arrival includes its own work).`,
  '',
  '| round | answer ms | readers: first / p50 / p99 / last ms | all streams: last ms | received (readers / all) |',
  '|---|---|---|---|---|',
  ...rounds.map(
    (r, i) =>
      `| ${i + 1} | ${r.answerMs} | ${r.readersFirstMs} / ${r.readersP50Ms} / ${r.readersP99Ms} / ${r.readersLastMs} | ${r.allLastMs} | ${r.receivedByReaders} / ${r.received} |`,
  ),
  '',
  `Median over the rounds: the last of ${readers.length} readers ${summary.fanOut.readersLastMsMedian} ms (worst ${summary.fanOut.readersLastMsMax} ms), the last of all ${streams.length} streams ${summary.fanOut.allLastMsMedian} ms (worst ${summary.fanOut.allLastMsMax} ms); the comment's own answer ${summary.fanOut.answerMsMedian} ms.`,
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

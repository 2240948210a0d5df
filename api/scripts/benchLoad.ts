/**
 * `npm run bench:load`: the API under many members at once for minutes, on loopback,
 * against the compiled API (`api/dist`, rebuilt first) and the database of `npm run
 * db:generate` (made when missing; not counted).
 *
 * `--members` (500) members, each with its live stream open (a ticket, then the stream,
 * as the page does), act with a pause of 1-4 s between actions (about 200 requests/s for
 * 500): 70% reads (the home list, a post it listed, its comments, a search), 25% writes
 * (likes and unlikes, comments), 5% posts of 1-3 small photos, with the headers the app
 * sends (bearer token, Idempotency-Key on every POST). Each member has an address of its
 * own (X-Forwarded-For, which the API believes from loopback), so the write limits are the
 * configured ones, per member and per address (WRITE_LIMIT_FACTOR and WRITE_CLIENT_FACTOR
 * unset). 40% into the load, 10 more members each post 10 photos of 12 MP at once, while a
 * prober process asks `GET /api/health` every 100 ms from start to end.
 *
 * Targets (`--db sqlite|postgres|both`, both by default): SQLite with one API process;
 * PostgreSQL (a throw-away server holding a copy of the same data) with two API processes
 * behind Debian's nginx running docs/deploy's configs. Measured: latency per route and
 * kind, statuses (5xx and 429 by route), each API process's RSS and heap every 5 s and
 * right after full collections (benchMemory.cjs's hook, --expose-gc), health latency while
 * the big uploads run; and, to tell why: CPU per process and for the machine, each API
 * process's event-loop delay (benchLoadLoop.ts), PostgreSQL's connection states, nginx's
 * error log, posts stored. Budgets are reported met or missed, never asserted: the exit
 * code is non-zero only when the run could not be made.
 *
 * Results: bench/results/load.json and load.md, and the same table on stdout. Options:
 * --members n (500), --minutes m (10), --db (both), --posts n (100000: which generated
 * database).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { isFlat } from './benchReport.ts';
import { mb, startProcess, type MemorySample } from './benchProcess.ts';
import {
  holdStreams,
  newestPostTitled,
  noisePhotos,
  postPhotos,
  Recorder,
  runMembers,
  type Sample,
} from './benchLoadMembers.ts';
import {
  latency,
  LOAD_BUDGETS,
  percentile,
  loadChecks,
  slope,
  loadDocument,
  summarise,
  type ApiMemory,
  type LoadRun,
  type TargetResult,
} from './benchLoadReport.ts';
import {
  buildApi,
  generatedDatabase,
  onExit,
  prepare,
  REPO_ROOT,
  startPostgresTarget,
  startSqliteTarget,
  tempDir,
  undoAll,
  type Prepared,
  type Target,
} from './benchLoadTargets.ts';
import { systemRoutes } from '@kfeed/contracts/routes/system';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '500' },
    minutes: { type: 'string', default: '10' },
    db: { type: 'string', default: 'both' },
    posts: { type: 'string', default: '100000' },
  },
});
const MEMBERS = Number(values.members);
const MINUTES = Number(values.minutes);
const POSTS = Number(values.posts);
const TARGETS = (
  { sqlite: ['sqlite'], postgres: ['postgres'], both: ['sqlite', 'postgres'] } as const
)[values.db as 'sqlite' | 'postgres' | 'both'];
if (!TARGETS || !(MEMBERS > 0) || !(MINUTES > 0) || !(POSTS > 0)) {
  console.error(
    'usage: benchLoad.ts [--members 500] [--minutes 10] [--db sqlite|postgres|both] [--posts 100000]',
  );
  process.exit(2);
}
const UPLOADERS = 10;
const BIG_PHOTOS = 10;
const SAMPLE_EVERY_MS = 5_000;
/** When the big uploads start, as a share of the load's duration. */
const UPLOADS_AT = 0.4;
/** The big posts' title: found again to tell whether a post was stored. */
const BIG_TITLE = 'Ten photos, 12 MP each';

// However the run ends (done, failed, Ctrl-C): every process started is stopped, every
// temporary folder removed.
process.on('exit', undoAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`benchLoad: ${signal}, stopping everything it started`);
    process.exit(130);
  });
}
// Bounded: setup (a PostgreSQL copy takes minutes on a busy machine) plus the load, twice over.
const deadlineMinutes = TARGETS.length * (MINUTES * 2 + 20);
setTimeout(() => {
  console.error(`benchLoad: gave up after ${deadlineMinutes} min`);
  process.exit(1);
}, deadlineMinutes * 60_000).unref();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();

/** Busy and total jiffies of the whole machine (/proc/stat), for what others used. */
function machineJiffies(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/)
    // user, nice, system, idle, iowait, irq, softirq, steal (guest time is in user already).
    .slice(1, 9)
    .map(Number);
  const total = fields.reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);
  // idle and iowait are the 4th and 5th.
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

interface Prober {
  stop(): Promise<[number, number, number][]>;
}
/** The health prober, a process of its own (benchLoadProber.ts). */
async function startProber(url: string): Promise<Prober> {
  const child = startProcess(['--import', 'tsx', 'scripts/benchLoadProber.ts', url], {});
  onExit(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the prober exited (${code})`)));
  });
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        child.once('message', (samples) => resolve(samples as [number, number, number][]));
        child.once('exit', (code) => reject(new Error(`the prober exited (${code})`)));
        child.send('stop');
      }),
  };
}

async function runTarget(
  name: 'sqlite' | 'postgres',
  prepared: Prepared,
  dir: string,
  smallPhotos: Buffer[],
  bigPhotos: Buffer[],
): Promise<TargetResult> {
  const targetDir = path.join(dir, name);
  mkdirSync(targetDir);
  console.log(`benchLoad: starting the ${name} target`);
  const target: Target =
    name === 'sqlite'
      ? await startSqliteTarget(prepared, targetDir)
      : await startPostgresTarget(prepared, targetDir);
  const recorder = new Recorder();
  const opening = performance.now();
  const streams = await holdStreams(target.baseUrl, prepared.members, recorder);
  console.log(
    `benchLoad: ${streams.streams().length} live streams open in ${((performance.now() - opening) / 1000).toFixed(1)} s`,
  );
  const prober = await startProber(`${target.baseUrl.origin}${systemRoutes.health.path}`);

  // Memory: every 5 s as each process reports it, and right after full collections.
  const memorySamples = target.apis.map(() => [] as { s: number; rssMb: number; heapMb: number }[]);
  const afterGc = target.apis.map(() => [] as ApiMemory['afterGc']);
  let loadStart = Date.now();
  const sampleMemory = () =>
    target.apis.forEach((api, i) => {
      const latest = api.watched.latest();
      memorySamples[i]!.push({
        s: Math.round((Date.now() - loadStart) / 1000),
        rssMb: mb(latest.rss),
        heapMb: mb(latest.heapUsed),
      });
    });
  const collect = async (label: string) => {
    const samples = await Promise.all(target.apis.map((api) => api.watched.afterGc()));
    samples.forEach((sample: MemorySample, i) =>
      afterGc[i]!.push({
        s: Math.round((Date.now() - loadStart) / 1000),
        label,
        rssMb: mb(sample.rss),
        heapFloorMb: mb(sample.heapUsed),
        externalMb: mb(sample.external),
      }),
    );
  };
  await collect('before');

  const cpuBefore = {
    apis: target.apis.map((api) => api.watched.cpuMs()),
    others: target.others.map((other) => other.cpuMs()),
    client: process.cpuUsage(),
    machine: machineJiffies(),
  };
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  loadStart = Date.now();
  const durationMs = MINUTES * 60_000;
  const until = loadStart + durationMs;
  const stop = new AbortController();
  sampleMemory();
  const sampler = setInterval(sampleMemory, SAMPLE_EVERY_MS);

  // The big uploads, and the window the health figures are split by.
  let uploading = false;
  const uploadWindow = { start: 0, end: 0 };
  const bigMs: number[] = [];
  let bigOk = 0;
  let bigStored = 0;
  let storedAtMs: number[] = [];
  const uploads = sleep(durationMs * UPLOADS_AT).then(async () => {
    console.log(`benchLoad: ${UPLOADERS} members each post ${BIG_PHOTOS} photos of 12 MP`);
    uploading = true;
    uploadWindow.start = Date.now();
    storedAtMs = await Promise.all(
      prepared.uploaders.map(async (member) => {
        const sent = performance.now();
        const answer = await postPhotos(
          recorder,
          target.baseUrl,
          member,
          bigPhotos,
          prepared.categoryIds[0]!,
          'big photo post',
          'big',
          // Past the API's own request time-out (120 s), so that one is what is seen.
          180_000,
          BIG_TITLE,
        );
        bigMs.push(Math.round(performance.now() - sent));
        if (answer.status === 200) {
          bigOk++;
          bigStored++;
          return performance.now() - sent;
        }
        // No answer does not mean no work: the API may still be storing it. The window
        // lasts until the post is there (or 2 minutes more have passed).
        for (let waited = 0; waited < 120_000; waited += 2_000) {
          if (await newestPostTitled(target.baseUrl, member, BIG_TITLE)) {
            bigStored++;
            return performance.now() - sent;
          }
          await sleep(2_000);
        }
        return NaN;
      }),
    );
    uploadWindow.end = Date.now();
    uploading = false;
    console.log(
      `benchLoad: big uploads done in ${((uploadWindow.end - uploadWindow.start) / 1000).toFixed(1)} s`,
    );
  });
  // Full collections at each fifth of the load, except while the big uploads run (a full
  // collection pauses the process: it would show in the health figures measured then).
  const collections = [1, 2, 3, 4].map((fifth) =>
    sleep((durationMs * fifth) / 5).then(async () => {
      if (!uploading && !stop.signal.aborted) await collect(`${fifth}/5`);
    }),
  );
  const progress = setInterval(() => {
    const done = recorder.samples.length;
    const errors = recorder.samples.filter((s) => s.status >= 500 || s.status === 0).length;
    console.log(
      `benchLoad: ${name} ${Math.round((Date.now() - loadStart) / 1000)} s: ${done} requests, ${errors} 5xx or unanswered, ${streams.streams().length} streams`,
    );
  }, 30_000);
  await runMembers({
    base: target.baseUrl,
    members: prepared.members,
    photos: smallPhotos,
    categoryIds: prepared.categoryIds,
    until,
    recorder,
    signal: stop.signal,
  });
  const membersDone = Date.now();
  stop.abort();
  await uploads;
  await Promise.all(collections);
  clearInterval(progress);
  const loadEnd = Date.now();
  clearInterval(sampler);
  sampleMemory();
  loop.disable();
  const cpuAfter = {
    apis: target.apis.map((api) => api.watched.cpuMs()),
    others: target.others.map((other) => other.cpuMs()),
    client: process.cpuUsage(cpuBefore.client),
    machine: machineJiffies(),
  };
  const probes = await prober.stop();
  const proxyLog = target.proxyLog();
  // After a settle, with the streams still open as before the load: what the load left.
  await sleep(5_000);
  await collect('after');
  const stored = await target.storedSince(new Date(loadStart));
  const databaseActivity = target.databaseActivity();
  const loops = target.apis.map((api) => api.loop());
  streams.stop();
  await target.stop();

  const wallMs = loadEnd - loadStart;
  const percentOfCore = (ms: number) => Math.round((ms / wallMs) * 1000) / 10;
  const cpuPercent: Record<string, number> = {};
  target.apis.forEach((api, i) => {
    cpuPercent[api.name] = percentOfCore(cpuAfter.apis[i]! - cpuBefore.apis[i]!);
  });
  target.others.forEach((other, i) => {
    cpuPercent[other.name] = percentOfCore(cpuAfter.others[i]! - cpuBefore.others[i]!);
  });
  cpuPercent['bench (members)'] = percentOfCore(
    (cpuAfter.client.user + cpuAfter.client.system) / 1000,
  );
  const machineBusy =
    ((cpuAfter.machine.busy - cpuBefore.machine.busy) /
      (cpuAfter.machine.total - cpuBefore.machine.total)) *
    os.cpus().length *
    100;
  const ours = Object.values(cpuPercent).reduce((sum, n) => sum + n, 0);
  cpuPercent['rest of the machine'] = Math.max(0, Math.round((machineBusy - ours) * 10) / 10);
  cpuPercent['machine (of 100% per core)'] = Math.round(machineBusy * 10) / 10;

  const inWindow = (at: number) => at >= uploadWindow.start && at <= uploadWindow.end;
  const during = probes.filter(([at]) => inWindow(at));
  const otherwise = probes.filter(([at]) => !inWindow(at) && at <= membersDone);
  const healthOf = (list: [number, number, number][]) => ({
    ...latency(list.filter(([, , status]) => status === 200).map(([, ms]) => ms)),
    failed: list.filter(([, , status]) => status !== 200).length,
  });
  const memory: ApiMemory[] = target.apis.map((api, i) => {
    const samples = memorySamples[i]!;
    const gc = afterGc[i]!;
    const underLoad = gc.filter((w) => w.label !== 'before');
    // From the first collection under load (caches and compiled code warmed) to the last.
    const flatFrom = underLoad.length > 1 ? underLoad : gc;
    return {
      name: api.name,
      rssStartMb: samples[0]?.rssMb ?? 0,
      rssMaxMb: Math.max(...samples.map((s) => s.rssMb)),
      rssEndMb: samples.at(-1)?.rssMb ?? 0,
      samples,
      afterGc: gc,
      heapFloorSlopeMbPerMin: slope(flatFrom.map((w) => ({ x: w.s / 60, y: w.heapFloorMb }))),
      heapSlopeMbPerMin: slope(samples.map((s) => ({ x: s.s / 60, y: s.heapMb }))),
      flat: isFlat(flatFrom),
      // The same rule with RSS left out: which of the two grew.
      heapFlat: isFlat(flatFrom.map((w) => ({ ...w, rssMb: 0 }))),
    };
  });
  const summary = summarise(recorder.samples);
  const apiLoops = target.apis.map((api, i) => {
    const windows = loops[i]!.filter((w) => w.at > loadStart && w.at <= loadEnd + SAMPLE_EVERY_MS);
    const sorted = windows.map((w) => w.p99Ms).sort((a, b) => a - b);
    return {
      name: api.name,
      medianP99Ms: percentile(sorted, 50),
      worstMs: Math.max(0, ...windows.map((w) => w.maxMs)),
      worstDuringUploadsMs: Math.max(
        0,
        ...windows
          .filter((w) => w.at > uploadWindow.start && w.at - SAMPLE_EVERY_MS < uploadWindow.end)
          .map((w) => w.maxMs),
      ),
    };
  });
  // Reads and writes sent while the big uploads ran, and the others: what the uploads cost.
  const byWindow = {
    duringUploads: summarise(recorder.samples.filter((sample) => inWindow(sample.at))).kinds,
    otherwise: summarise(recorder.samples.filter((sample) => !inWindow(sample.at))).kinds,
  };
  const loopP99 = Math.round(loop.percentile(99) / 1e6);
  const result: Omit<TargetResult, 'checks'> = {
    target: name,
    description: target.description,
    members: MEMBERS,
    minutes: MINUTES,
    loadSeconds: Math.round(wallMs / 1000),
    requests: recorder.samples.length,
    requestsPerSecond: Math.round(
      recorder.samples.filter((s: Sample) => s.at <= membersDone).length /
        ((membersDone - loadStart) / 1000),
    ),
    ...summary,
    stored: {
      ...stored,
      postsSent: recorder.samples.filter((x) => x.kind === 'photo' || x.kind === 'big').length,
    },
    apiLoops,
    databaseActivity,
    byWindow,
    failures: Object.fromEntries(recorder.failures),
    live: {
      streams: prepared.members.length,
      opened: recorder.streamsOpened,
      ended: recorder.streamsEnded,
      openFailures: recorder.streamFailures,
      commentsWritten: recorder.commentsWritten,
      eventsReceived: recorder.liveEvents,
    },
    bigUploads: {
      members: UPLOADERS,
      photosEach: BIG_PHOTOS,
      photoMb:
        Math.round((bigPhotos.reduce((s, p) => s + p.length, 0) / bigPhotos.length / 1e6) * 10) /
        10,
      startedAtSeconds: Math.round((uploadWindow.start - loadStart) / 1000),
      ok: bigOk,
      stored: bigStored,
      ms: bigMs.sort((a, b) => a - b),
      // null: not found stored (JSON has no NaN).
      storedMs: storedAtMs
        .sort((a, b) => (Number.isNaN(a) ? 1 : Number.isNaN(b) ? -1 : a - b))
        .map((ms) => (Number.isFinite(ms) ? Math.round(ms) : null)),
    },
    health: {
      duringUploads: {
        ...healthOf(during),
        seconds: Math.round((uploadWindow.end - uploadWindow.start) / 1000),
      },
      otherwise: healthOf(otherwise),
    },
    memory,
    proxyLog,
    cpuPercent,
    clientLoopDelayMs: { p99: loopP99, max: Math.round(loop.max / 1e6) },
    loadAverage: os.loadavg(),
  };
  return { ...result, checks: loadChecks(result) };
}

buildApi();
const source = generatedDatabase(POSTS);
const dir = tempDir('kfeed-bench-load-');
console.log('benchLoad: making the photos');
// Small photos: about what the app's compression leaves of a phone photo.
const smallPhotos = await noisePhotos(6, 1024, 768, 80);
const bigPhotos = await noisePhotos(BIG_PHOTOS, 4000, 3000, 85);
console.log('benchLoad: signing the members in');
const prepared = await prepare(source, dir, MEMBERS, UPLOADERS);
const results: TargetResult[] = [];
for (const name of TARGETS)
  results.push(await runTarget(name, prepared, dir, smallPhotos, bigPhotos));

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? '',
  node: process.version,
  loadAverage: os.loadavg(),
};
const loadRun: LoadRun = {
  machine,
  members: MEMBERS,
  minutes: MINUTES,
  posts: POSTS,
  uploadsAtPercent: Math.round(UPLOADS_AT * 100),
  budgets: LOAD_BUDGETS,
  benchMinutes: Math.round((Date.now() - started) / 6_000) / 10,
  results,
};
const lines = loadDocument(loadRun);
console.log(lines.join('\n'));
const outDir = path.join(REPO_ROOT, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'load.json'), `${JSON.stringify(loadRun, null, 2)}\n`);
writeFileSync(path.join(outDir, 'load.md'), `${lines.join('\n')}\n`);
process.exit(0);

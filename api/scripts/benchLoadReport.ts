/**
 * The load benchmark's figures, budgets and markdown (api/scripts/benchLoad.ts runs them);
 * the budget table has the columns of benchReport.ts's.
 */
import type { Check } from './benchReport.ts';
import type { Kind, Sample } from './benchLoadMembers.ts';

export const LOAD_BUDGETS = {
  readP95Ms: 300,
  writeP95Ms: 1000,
  serverErrors: 0,
  rssMb: 1024,
  healthP99DuringUploadsMs: 200,
};

export interface Latency {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function latency(values: readonly number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: round1(percentile(sorted, 50)),
    p95Ms: round1(percentile(sorted, 95)),
    p99Ms: round1(percentile(sorted, 99)),
    maxMs: round1(sorted.at(-1) ?? NaN),
  };
}

export type StatusClass = '2xx' | '3xx' | '4xx' | '429' | '5xx' | 'no answer';

export function statusClass(status: number): StatusClass {
  if (status === 0) return 'no answer';
  if (status === 429) return '429';
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  if (status >= 300) return '3xx';
  return '2xx';
}

export interface RouteFigures extends Latency {
  kind: Kind;
  statuses: Record<string, number>;
}

/**
 * Latencies per kind and route, of every request: answered (any status) or not (the time
 * until the connection failed or timed out, what the member waited for nothing); and the
 * statuses.
 */
export function summarise(samples: readonly Sample[]): {
  kinds: Partial<Record<Kind, Latency>>;
  /** The same, of 2xx answers only. */
  okKinds: Partial<Record<Kind, Latency>>;
  routes: Record<string, RouteFigures>;
  classes: Record<StatusClass, number>;
  /** Per status class other than 2xx: the routes and how many. */
  byRoute: Partial<Record<StatusClass, Record<string, number>>>;
} {
  const byKind = new Map<Kind, number[]>();
  const okByKind = new Map<Kind, number[]>();
  const byRouteMs = new Map<
    string,
    { kind: Kind; ms: number[]; statuses: Record<string, number> }
  >();
  const classes: Record<StatusClass, number> = {
    '2xx': 0,
    '3xx': 0,
    '4xx': 0,
    '429': 0,
    '5xx': 0,
    'no answer': 0,
  };
  const byRoute: Partial<Record<StatusClass, Record<string, number>>> = {};
  for (const sample of samples) {
    const cls = statusClass(sample.status);
    classes[cls]++;
    if (cls !== '2xx') {
      const routes = (byRoute[cls] ??= {});
      routes[sample.route] = (routes[sample.route] ?? 0) + 1;
    }
    const route = byRouteMs.get(sample.route) ?? { kind: sample.kind, ms: [], statuses: {} };
    route.statuses[String(sample.status)] = (route.statuses[String(sample.status)] ?? 0) + 1;
    byRouteMs.set(sample.route, route);
    route.ms.push(sample.ms);
    for (const [map, take] of [
      [byKind, true],
      [okByKind, cls === '2xx'],
    ] as const) {
      if (!take) continue;
      const list = map.get(sample.kind) ?? [];
      list.push(sample.ms);
      map.set(sample.kind, list);
    }
  }
  const kinds: Partial<Record<Kind, Latency>> = {};
  for (const [kind, values] of byKind) kinds[kind] = latency(values);
  const okKinds: Partial<Record<Kind, Latency>> = {};
  for (const [kind, values] of okByKind) okKinds[kind] = latency(values);
  const routes: Record<string, RouteFigures> = {};
  for (const [name, route] of byRouteMs) {
    routes[name] = { kind: route.kind, statuses: route.statuses, ...latency(route.ms) };
  }
  return { kinds, okKinds, routes, classes, byRoute };
}

/** Least-squares slope of y over x. */
export function slope(points: readonly { x: number; y: number }[]): number {
  if (points.length < 2) return NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const my = points.reduce((s, p) => s + p.y, 0) / points.length;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? NaN : num / den;
}

export interface ApiMemory {
  name: string;
  rssStartMb: number;
  rssMaxMb: number;
  rssEndMb: number;
  /** Every 5 s: seconds since the load started, RSS and V8 heap in use. */
  samples: { s: number; rssMb: number; heapMb: number }[];
  /** RSS and heap right after a full collection: before the load, during it, after it. */
  afterGc: { s: number; label: string; rssMb: number; heapFloorMb: number; externalMb: number }[];
  /** Of the heap after a full collection, from the first sample under load to the last. */
  heapFloorSlopeMbPerMin: number;
  /** Of the sampled heap in use over the whole load (saw-toothed by collections). */
  heapSlopeMbPerMin: number;
  flat: boolean;
  heapFlat: boolean;
}

export interface HealthFigures {
  /** While the big uploads ran (from the first request until the last answer). */
  duringUploads: Latency & { failed: number; seconds: number };
  /** The rest of the member load. */
  otherwise: Latency & { failed: number };
}

export interface TargetResult {
  target: 'sqlite' | 'postgres';
  description: string;
  members: number;
  minutes: number;
  loadSeconds: number;
  requests: number;
  requestsPerSecond: number;
  kinds: Partial<Record<Kind, Latency>>;
  okKinds: Partial<Record<Kind, Latency>>;
  routes: Record<string, RouteFigures>;
  classes: Record<StatusClass, number>;
  byRoute: Partial<Record<StatusClass, Record<string, number>>>;
  /** Posts (photo posts and big ones) and photos stored from the load's start to its end. */
  stored: { posts: number; photos: number; postsSent: number };
  /** Per API process: its event loop's delay per 5 s window over the load. */
  apiLoops: { name: string; medianP99Ms: number; worstMs: number; worstDuringUploadsMs: number }[];
  /** PostgreSQL: the API connections' states and waits, on average over 5 s samples. */
  databaseActivity: Record<string, number>;
  /** The kinds' latencies of requests sent while the big uploads ran, and of the others. */
  byWindow: {
    duringUploads: Partial<Record<Kind, Latency>>;
    otherwise: Partial<Record<Kind, Latency>>;
  };
  /** The first few answers other than 2xx (or errors), per route and status. */
  failures: Record<string, string[]>;
  live: {
    streams: number;
    opened: number;
    ended: number;
    openFailures: string[];
    commentsWritten: number;
    eventsReceived: number;
  };
  bigUploads: {
    members: number;
    photosEach: number;
    photoMb: number;
    startedAtSeconds: number;
    ok: number;
    /** Posts found stored afterwards (a post can be stored although its answer was lost). */
    stored: number;
    /** Until each answer came. */
    ms: number[];
    /** Until each post was answered or found stored (null: not within 2 minutes more). */
    storedMs: (number | null)[];
  };
  health: HealthFigures;
  memory: ApiMemory[];
  /** nginx's error log during the load: each level and message, and how often. */
  proxyLog: Record<string, number>;
  /** Average share of one core over the load, per process (and the rest of the machine). */
  cpuPercent: Record<string, number>;
  /** The bench process's own event-loop delay: high values mean the client lagged. */
  clientLoopDelayMs: { p99: number; max: number };
  loadAverage: number[];
  checks: Check[];
}

/** Short names of loadChecks' budgets, in its order (the overview's last column). */
const CHECK_NAMES = ['reads p95', 'writes p95', '5xx', 'RSS', 'memory', 'health p99'];

export function loadChecks(r: Omit<TargetResult, 'checks'>): Check[] {
  const out: Check[] = [];
  const check = (budget: string, measured: string, met: boolean, miss: string) =>
    out.push({ budget, measured, met, by: met ? '' : miss });
  const read = r.kinds.read;
  const write = r.kinds.write;
  check(
    `reads p95 < ${LOAD_BUDGETS.readP95Ms} ms`,
    read ? `${read.p95Ms} ms (p50 ${read.p50Ms}, p99 ${read.p99Ms}; ${read.count})` : 'none',
    !!read && read.p95Ms < LOAD_BUDGETS.readP95Ms,
    read ? `over by ${(read.p95Ms - LOAD_BUDGETS.readP95Ms).toFixed(1)} ms` : 'no reads',
  );
  check(
    `writes (likes, comments) p95 < ${LOAD_BUDGETS.writeP95Ms} ms`,
    write ? `${write.p95Ms} ms (p50 ${write.p50Ms}, p99 ${write.p99Ms}; ${write.count})` : 'none',
    !!write && write.p95Ms < LOAD_BUDGETS.writeP95Ms,
    write ? `over by ${(write.p95Ms - LOAD_BUDGETS.writeP95Ms).toFixed(1)} ms` : 'no writes',
  );
  const fives = r.classes['5xx'];
  const where = Object.entries(r.byRoute['5xx'] ?? {})
    .map(([route, n]) => `${route} ${n}`)
    .join(', ');
  check(
    'no 5xx answer',
    fives === 0 ? '0' : `${fives} (${where})`,
    fives === 0,
    `${fives} server errors`,
  );
  const maxRss = Math.max(...r.memory.map((m) => m.rssMaxMb));
  check(
    `API RSS < ${LOAD_BUDGETS.rssMb} MB (each process, sampled every 5 s)`,
    r.memory.map((m) => `${m.name} max ${m.rssMaxMb} MB`).join(', '),
    maxRss < LOAD_BUDGETS.rssMb,
    `over by ${maxRss - LOAD_BUDGETS.rssMb} MB`,
  );
  check(
    'API memory after full collections flat',
    r.memory
      .map(
        (m) =>
          `${m.name}: heap ${m.afterGc.map((w) => w.heapFloorMb).join(' -> ')} MB (${m.heapFloorSlopeMbPerMin.toFixed(2)} MB/min), RSS ${m.afterGc.map((w) => w.rssMb).join(' -> ')} MB`,
      )
      .join('; '),
    r.memory.every((m) => m.flat),
    r.memory.every((m) => m.heapFlat) ? 'RSS grew, the heap did not' : 'the heap grew',
  );
  const health = r.health.duringUploads;
  check(
    `health p99 < ${LOAD_BUDGETS.healthP99DuringUploadsMs} ms during the big uploads (~10/s)`,
    `${health.p99Ms} ms (p50 ${health.p50Ms}, max ${health.maxMs}; ${health.count} probes over ${health.seconds} s${health.failed ? `, ${health.failed} unanswered` : ''})`,
    health.count > 0 && health.failed === 0 && health.p99Ms < LOAD_BUDGETS.healthP99DuringUploadsMs,
    health.count === 0
      ? 'not measured'
      : `over by ${(health.p99Ms - LOAD_BUDGETS.healthP99DuringUploadsMs).toFixed(1)} ms`,
  );
  return out;
}

const fmt = (l: Latency | undefined) =>
  l && l.count > 0 ? `${l.p50Ms} / ${l.p95Ms} / ${l.p99Ms} / ${l.maxMs}` : '';

const ROUTE_ORDER = [
  'feed list',
  'post detail',
  'comments',
  'search',
  'like',
  'unlike',
  'comment',
  'photo post',
  'big photo post',
];

/** When each big post was stored; those never found, counted. */
function storedAfter(storedMs: (number | null)[]): string {
  const found = storedMs.filter((ms): ms is number => ms !== null);
  const missing = storedMs.length - found.length;
  return [
    found.length > 0 ? `, after ${found.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s` : '',
    missing > 0 ? `; ${missing} not found in the 2 minutes searched after the answer` : '',
  ].join('');
}

export function targetLines(r: TargetResult): string[] {
  const place = (route: string) =>
    ROUTE_ORDER.includes(route) ? ROUTE_ORDER.indexOf(route) : ROUTE_ORDER.length;
  const routes = Object.keys(r.routes).sort((a, b) => place(a) - place(b));
  const statuses = (route: RouteFigures) =>
    Object.entries(route.statuses)
      .map(([status, n]) => `${status === '0' ? 'no answer' : status}: ${n}`)
      .join(', ');
  const classes = Object.entries(r.classes)
    .map(([cls, n]) => `${cls} ${n}`)
    .join(', ');
  const nonOk = (['429', '5xx', '4xx', 'no answer'] as const)
    .filter((cls) => r.byRoute[cls])
    .map(
      (cls) =>
        `${cls}: ${Object.entries(r.byRoute[cls]!)
          .map(([route, n]) => `${route} ${n}`)
          .join(', ')}`,
    );
  const fives = r.classes['5xx'];
  return [
    `## ${r.target === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${r.description}`,
    '',
    ...(fives > 0
      ? [
          `**${fives} answers were 5xx (server errors): ${Object.entries(r.byRoute['5xx'] ?? {})
            .map(([route, n]) => `${route} ${n}`)
            .join(', ')}.**`,
          '',
        ]
      : []),
    `${r.members} members for ${r.minutes} min (load ${r.loadSeconds} s): ${r.requests} requests, ${r.requestsPerSecond} per second. Statuses: ${classes}.${nonOk.length > 0 ? ` By route: ${nonOk.join('; ')}.` : ''}`,
    '',
    '| route | kind | requests | p50 / p95 / p99 / max ms | statuses |',
    '|---|---|---|---|---|',
    ...(['read', 'write', 'photo', 'big'] as const)
      .filter((kind) => r.kinds[kind])
      .flatMap((kind) => [
        `| **all ${kind}s** | ${kind} | ${r.kinds[kind]!.count} | ${fmt(r.kinds[kind])} | |`,
        ...(r.okKinds[kind] && r.okKinds[kind].count !== r.kinds[kind]!.count
          ? [
              `| all ${kind}s, 2xx only | ${kind} | ${r.okKinds[kind].count} | ${fmt(r.okKinds[kind])} | |`,
            ]
          : []),
      ]),
    ...routes.map(
      (name) =>
        `| ${name} | ${r.routes[name]!.kind} | ${r.routes[name]!.count} | ${fmt(r.routes[name])} | ${statuses(r.routes[name]!)} |`,
    ),
    '',
    `Sent while the big uploads ran / the rest of the load (p50 / p95 / p99 / max ms): ${(
      ['read', 'write', 'photo'] as const
    )
      .map(
        (kind) =>
          `${kind}s ${fmt(r.byWindow.duringUploads[kind]) || 'none'} (${r.byWindow.duringUploads[kind]?.count ?? 0}) / ${fmt(r.byWindow.otherwise[kind]) || 'none'} (${r.byWindow.otherwise[kind]?.count ?? 0})`,
      )
      .join('; ')}.`,
    '',
    ...(Object.keys(r.failures).length > 0
      ? [
          'Answers other than 2xx, the first of each route and status:',
          '',
          ...Object.entries(r.failures).map(
            ([key, list]) => `- ${key}: \`${list[0]!.replace(/`/g, "'").replace(/\s+/g, ' ')}\``,
          ),
          '',
        ]
      : []),
    `Live streams: ${r.live.streams} members, ${r.live.opened} opened (${r.live.ended} ended during the run and were opened again${r.live.openFailures.length > 0 ? `; refused: ${r.live.openFailures.slice(0, 3).join('; ')}` : ''}); ${r.live.eventsReceived} comment events read by the streams, ${(r.live.eventsReceived / r.live.streams).toFixed(1)} per stream, for ${r.live.commentsWritten} comments answered 200 (comments whose answer was lost were stored and published too).`,
    '',
    `Big uploads: ${r.bigUploads.members} members at once, ${r.bigUploads.photosEach} photos each of 4000x3000 noise JPEG (${r.bigUploads.photoMb} MB each), ${r.bigUploads.startedAtSeconds} s into the load: ${r.bigUploads.ok} of ${r.bigUploads.members} answered 200, after ${r.bigUploads.ms.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s; ${r.bigUploads.stored} of ${r.bigUploads.members} stored (answered, or found among the member's posts afterwards)${storedAfter(r.bigUploads.storedMs)}. The health window below lasts until the last was stored (or the search for it gave up).`,
    '',
    `Health (\`GET /api/health\`, a prober process, every 100 ms) p50 / p95 / p99 / max: during the big uploads (${r.health.duringUploads.seconds} s) ${fmt(r.health.duringUploads)} ms${r.health.duringUploads.failed ? ` (${r.health.duringUploads.failed} unanswered)` : ''}; the rest of the load ${fmt(r.health.otherwise)} ms${r.health.otherwise.failed ? ` (${r.health.otherwise.failed} unanswered)` : ''}.`,
    '',
    `Stored from the start of the load to its end: ${r.stored.posts} posts (of ${r.stored.postsSent} sent, photo posts and big ones), ${r.stored.photos} photos.`,
    '',
    `The API's event loop, behind by (per 5 s window): ${r.apiLoops
      .map(
        (l) =>
          `${l.name} median window p99 ${l.medianP99Ms} ms, worst ${l.worstMs} ms (${l.worstDuringUploadsMs} ms while the big uploads ran)`,
      )
      .join('; ')}.`,
    '',
    ...(Object.keys(r.databaseActivity).length > 0
      ? [
          `The API processes' PostgreSQL connections (2 pools of 10, and a LISTEN connection each), on average over samples every 5 s: ${Object.entries(
            r.databaseActivity,
          )
            .sort((a, b) => b[1] - a[1])
            .map(([what, n]) => `${what} ${n}`)
            .join(', ')}.`,
          '',
        ]
      : []),
    ...(Object.keys(r.proxyLog).length > 0
      ? [
          "nginx's error log during the load (level: message, how often):",
          '',
          ...Object.entries(r.proxyLog)
            .sort((a, b) => b[1] - a[1])
            .map(([line, n]) => `- ${line}: ${n}`),
          '',
        ]
      : []),
    '| API process | RSS start / max / end MB | heap after full collection MB (when) | heap floor slope | sampled heap slope |',
    '|---|---|---|---|---|',
    ...r.memory.map(
      (m) =>
        `| ${m.name} | ${m.rssStartMb} / ${m.rssMaxMb} / ${m.rssEndMb} | ${m.afterGc.map((w) => `${w.heapFloorMb} (${w.label})`).join(', ')} | ${m.heapFloorSlopeMbPerMin.toFixed(2)} MB/min | ${m.heapSlopeMbPerMin.toFixed(2)} MB/min |`,
    ),
    '',
    `CPU, average share of one core over the load: ${Object.entries(r.cpuPercent)
      .map(([name, percent]) => `${name} ${percent}%`)
      .join(
        ', ',
      )}. The bench's event loop: p99 ${r.clientLoopDelayMs.p99} ms, max ${r.clientLoopDelayMs.max} ms behind. Load average at the end: ${r.loadAverage.map((n) => n.toFixed(2)).join(' ')}.`,
    '',
    '| budget | measured | met |',
    '|---|---|---|',
    ...r.checks.map(
      (c) => `| ${c.budget} | ${c.measured} | ${c.met ? 'yes' : `**no**, ${c.by}`} |`,
    ),
    '',
  ];
}

/** A whole run: what load.json holds and load.md shows. */
export interface LoadRun {
  machine: { cpus: number; cpuModel: string; node: string; loadAverage: number[] };
  members: number;
  minutes: number;
  posts: number;
  uploadsAtPercent: number;
  budgets: typeof LOAD_BUDGETS;
  benchMinutes: number;
  results: TargetResult[];
}

function overviewRow(r: TargetResult): string {
  const k = r.kinds;
  const missed = r.checks
    .map((c, i) => (c.met ? null : (CHECK_NAMES[i] ?? c.budget)))
    .filter((name) => name !== null);
  return `| ${r.target} | ${r.requestsPerSecond} | ${k.read?.p50Ms} / ${k.read?.p95Ms} / ${k.read?.p99Ms} | ${k.write?.p50Ms} / ${k.write?.p95Ms} / ${k.write?.p99Ms} | ${k.photo?.p95Ms ?? ''} | ${r.classes['5xx']} | ${r.classes['429']} | ${Math.max(...r.memory.map((m) => m.rssMaxMb))} | ${r.health.duringUploads.p99Ms} | ${missed.length === 0 ? 'all met' : `missed: ${missed.join(', ')}`} |`;
}

/** load.md, and the bench's summary on stdout. */
export function loadDocument(run: LoadRun): string[] {
  const { machine, results } = run;
  const big = results[0]?.bigUploads;
  return [
    '# Load benchmark',
    '',
    `${run.members} members for ${run.minutes} min per target, on loopback, ${run.posts} generated posts. Each member holds its live stream open and acts with a pause of 1-4 s between actions: 70% reads (home list 30%, a listed post 15%, its comments 15%, a search 10%), 25% writes (like or unlike 15%, comment 10%), 5% a post of 1-3 photos (1024x768 JPEG); the headers of the app's client (bearer token, Idempotency-Key on every POST). Each member has an address of its own (X-Forwarded-For): the write limits are the configured ones (WRITE_LIMIT_FACTOR, WRITE_CLIENT_FACTOR unset). ${run.uploadsAtPercent}% into the load, ${big?.members ?? 0} more members each post ${big?.photosEach ?? 0} photos of 12 MP (4000x3000 noise) at once. A prober process asks \`GET /api/health\` every 100 ms. Latencies from the request until the whole answer was read, by the bench process; percentiles over every request sent, those left without an answer at the time the connection failed (p50 / p95 / p99 / max ms).`,
    '',
    `Machine: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, shared with other work (CPU figures below say how much), every server and the members on it.`,
    '',
    '| target | req/s | reads p50 / p95 / p99 ms | writes p50 / p95 / p99 ms | photo posts p95 ms | 5xx | 429 | API RSS max MB | health p99 during uploads ms | budgets |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(overviewRow),
    '',
    `Budgets: reads p95 < ${run.budgets.readP95Ms} ms, writes p95 < ${run.budgets.writeP95Ms} ms, no 5xx, API RSS < ${run.budgets.rssMb} MB, memory after full collections flat (benchReport's rule: heap within 10% + 5 MB, RSS within 10% + 10 MB, from the first collection under load to the one after it), health p99 < ${run.budgets.healthP99DuringUploadsMs} ms during the big uploads.`,
    '',
    ...results.flatMap(targetLines),
    `Bench time: ${run.benchMinutes} min (photos, database copies and starts included).`,
  ];
}

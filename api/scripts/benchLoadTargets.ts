/**
 * The load benchmark's servers (api/scripts/benchLoad.ts): its members signed in on a
 * private copy of the generated database, then either one API process on that SQLite file,
 * or a throw-away PostgreSQL server holding a copy of it with two API processes behind
 * Debian's nginx running the deployment's own configs (docs/deploy). Everything on
 * loopback, on free ports, and stopped again however the run ends.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { AccessTokens } from '../src/auth/accessToken.ts';
import { systemClock, toUtcString } from '../src/clock.ts';
import { openDatabase } from '../src/db/database.ts';
import { copySqliteToPostgres } from '../src/db/copyDatabase.ts';
import { bigramDocument } from '../src/features/search/bigrams.ts';
import { freePort } from '../src/testing/apiProcess.ts';
import { startThrowawayPostgres } from '../src/testing/throwawayPostgres.ts';
import { NGINX_BIN, nginxArguments, nginxPrefix, siteConfig } from '../src/testing/nginxConfigs.ts';
import { startProcess, waitFor, WatchedProcess } from './benchProcess.ts';
import type { Member } from './benchLiveStreams.ts';
import type { LoopWindow } from './benchLoadLoop.ts';
import { systemRoutes } from '@kfeed/contracts/routes/system';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SECRET = 'load-benchmark-only-signing-secret-0123456789';

/**
 * What is undone at exit, newest first: synchronous, so it also runs from process.on('exit')
 * after Ctrl-C or an uncaught failure, when nothing can be awaited any more.
 */
const undo: (() => void)[] = [];
export function onExit(step: () => void): void {
  undo.push(step);
}
export function undoAll(): void {
  while (undo.length > 0) {
    try {
      undo.pop()!();
    } catch (error) {
      console.error(`benchLoad: cleaning up: ${(error as Error).message}`);
    }
  }
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  onExit(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A child stopped at exit if it still runs (SIGKILL: nothing waits for it then). */
function killedAtExit(child: ChildProcess): ChildProcess {
  onExit(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return child;
}

/** SIGTERM, and wait for the exit (SIGKILL after 10 s). */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** The members of the run, signed in, and what they write into. */
export interface Prepared {
  /** The private SQLite copy, migrated, with the members' sessions; each target copies it. */
  database: string;
  members: Member[];
  /** Ten more members, for the big uploads only (their post limit is their own). */
  uploaders: Member[];
  categoryIds: number[];
}

/**
 * A private, migrated copy of `source` in `dir`, with a session row for each member (what a
 * sign-in leaves behind, as benchLive.ts does it) and an access token each, signed with the
 * API's secret. Each member has an address of its own (X-Forwarded-For, believed from
 * loopback): the write limits per client address stay as configured.
 */
export async function prepare(
  source: string,
  dir: string,
  memberCount: number,
  uploaderCount: number,
): Promise<Prepared> {
  const database = path.join(dir, 'prepared.sqlite');
  copyFileSync(source, database);
  // Migrated now, once, so that neither the copy into PostgreSQL nor an API start does it.
  await (await openDatabase(database)).destroy();
  const raw = new SQLite(database);
  const ids = raw
    .prepare(
      `SELECT user_id AS userId FROM users
       WHERE email LIKE 'member%@generated.kfeed.example' AND status = 'ACTIVE'
       ORDER BY user_id LIMIT ?`,
    )
    .all(memberCount + uploaderCount) as { userId: number }[];
  if (ids.length < memberCount + uploaderCount) {
    throw new Error(
      `only ${ids.length} active generated members; ${memberCount + uploaderCount} needed`,
    );
  }
  // The categories a member may post a PUBLIC post in (the app's form offers only those).
  const categories = raw
    .prepare(
      `SELECT category_id AS id FROM categories
       WHERE write_permission = 'MEMBER' AND category_type LIKE '%"PUBLIC"%' ORDER BY sort_order`,
    )
    .all() as { id: number }[];
  const categoryIds = categories.map((row) => row.id);
  const now = toUtcString(new Date());
  const addSession = raw.prepare(
    'INSERT INTO session_families (family_id, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)',
  );
  raw.transaction(() => {
    for (const { userId } of ids) addSession.run(`bench-load-${userId}`, userId, now, now);
  })();
  raw.close();
  const tokens = new AccessTokens(SECRET, 24 * 3600, systemClock);
  const signedIn = await Promise.all(
    ids.map(async ({ userId }, i): Promise<Member> => ({
      userId,
      authorization: `Bearer ${await tokens.issue({ userId, isoCode: 'en', roles: ['ROLE_USER'], sessionId: `bench-load-${userId}` })}`,
      forwardedFor: `10.${((i + 1) >> 16) & 255}.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`,
    })),
  );
  return {
    database,
    members: signedIn.slice(0, memberCount),
    uploaders: signedIn.slice(memberCount),
    categoryIds,
  };
}

/** One API process of a target, watched (memory over IPC, CPU from /proc). */
export interface ApiReplica {
  name: string;
  url: string;
  watched: WatchedProcess;
  /** Its event loop's delay per 5 s window (benchLoadLoop.ts), read when asked. */
  loop(): LoopWindow[];
}

/** Something besides the API whose CPU time is counted (the database, the proxy). */
export interface CpuSource {
  name: string;
  cpuMs(): number;
}

export interface Target {
  name: 'sqlite' | 'postgres';
  description: string;
  /** Where the members and the prober send their requests. */
  baseUrl: URL;
  apis: ApiReplica[];
  others: CpuSource[];
  /** The proxy's error log, by level and message, and how often (none without one). */
  proxyLog(): Record<string, number>;
  /**
   * PostgreSQL: the API's connections every 5 s by state and what they waited on, on
   * average (empty for SQLite).
   */
  databaseActivity(): Record<string, number>;
  /** Posts and photos stored since `since` (the load's start). */
  storedSince(since: Date): Promise<{ posts: number; photos: number }>;
  stop(): Promise<void>;
}

/** The settings every API process of the benchmark runs with. */
function apiEnv(port: number, databaseUrl: string, dir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    // As bench.ts: no SMTP needed; nothing on the measured paths depends on it.
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    // One folder for both PostgreSQL replicas (docs/deployment.md: "one shared STORAGE_DIR").
    STORAGE_DIR: path.join(dir, 'storage'),
    JWT_SECRET: SECRET,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    // Nothing leaves the machine: posts and comments are not sent for translation.
    TRANSLATOR: 'none',
  };
}

async function startApi(name: string, databaseUrl: string, dir: string): Promise<ApiReplica> {
  const port = await freePort();
  const loopFile = path.join(dir, `loop-${port}.json`);
  const child = killedAtExit(
    startProcess(
      [
        '--enable-source-maps',
        '--expose-gc',
        '--require',
        './scripts/benchMemory.cjs',
        '--import',
        './scripts/benchLoadLoop.ts',
        'dist/main.js',
      ],
      { ...apiEnv(port, databaseUrl, dir), BENCH_LOAD_LOOP_FILE: loopFile },
    ),
  );
  const watched = new WatchedProcess(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${systemRoutes.health.path}`);
  const loop = () =>
    existsSync(loopFile) ? (JSON.parse(readFileSync(loopFile, 'utf8')) as LoopWindow[]) : [];
  return { name, url, watched, loop };
}

/** User plus system time of a process and of the children it waited for, in ms. */
function processCpuMs(pid: number, withReaped: boolean): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // Fields 14-17 of stat: utime, stime, cutime, cstime, in clock ticks (100 per second).
    const ticks =
      Number(fields[11]) +
      Number(fields[12]) +
      (withReaped ? Number(fields[13]) + Number(fields[14]) : 0);
    return ticks * 10;
  } catch {
    return 0;
  }
}

/** A process and its live children: CPU time so far (children that ended count once reaped). */
function treeCpuMs(pid: number): number {
  let total = processCpuMs(pid, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.split(') ')[1]?.split(' ')[1]);
      if (parent === pid) total += processCpuMs(Number(entry), false);
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** Posts and photos written since `since`, read through a connection of its own. */
async function storedSince(
  databaseUrl: string,
  since: Date,
): Promise<{ posts: number; photos: number }> {
  const db = await openDatabase(databaseUrl);
  try {
    const count = async (table: 'feeds' | 'feed_images') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('created_at', '>=', toUtcString(since))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { posts: await count('feeds'), photos: await count('feed_images') };
  } finally {
    await db.destroy();
  }
}

export async function startSqliteTarget(prepared: Prepared, dir: string): Promise<Target> {
  // A copy of its own: what this run writes is not in the PostgreSQL target's data.
  const database = path.join(dir, 'kfeed.sqlite');
  copyFileSync(prepared.database, database);
  const api = await startApi('API', database, dir);
  return {
    name: 'sqlite',
    description: 'SQLite, one API process (members connect to it directly)',
    baseUrl: new URL(api.url),
    apis: [api],
    others: [],
    proxyLog: () => ({}),
    databaseActivity: () => ({}),
    storedSince: (since) => storedSince(database, since),
    async stop() {
      await stopChild(api.watched.child);
    },
  };
}

/**
 * Debian's nginx with the shell site's config (its /api and /api/live locations, upstream
 * keepalive and timeouts as deployed) in front of `apiPorts`; only the paths and the port
 * the image's start script fills in are replaced (src/testing/nginxConfigs.ts).
 */
async function startNginx(
  apiPorts: number[],
): Promise<{ port: number; child: ChildProcess; log: Map<string, number> }> {
  // A folder of its own: run as root, Debian's nginx runs its workers as nobody, who must
  // reach it (the bench's own folder is private) to read the configs and to write request
  // bodies it buffers (the photo posts).
  const where = nginxPrefix(tempDir('kfeed-bench-load-nginx-'));
  const html = path.join(where.prefix, 'html');
  mkdirSync(html);
  const port = await freePort();
  writeFileSync(path.join(where.environments, 'bench.json'), '{}');
  writeFileSync(
    path.join(where.confD, 'shell.conf'),
    siteConfig(where, { listen: `127.0.0.1:${port}`, root: html, environment: 'bench' }),
  );
  const args = nginxArguments(where, { apiPorts, remoteOrigins: '' });
  // stdout is /dev/null (the access log goes there, as to a container's log, unread). A
  // process group of its own: killing the master alone would leave its workers running.
  const child = spawn(NGINX_BIN, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  onExit(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  });
  // Its error log, counted by level and message (one line per request can be thousands).
  const log = new Map<string, number>();
  let partial = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const found = /\[(\w+)\] \d+#\d+: (?:\*\d+ )?([^,]*)/.exec(line);
      const key = found ? `${found[1]}: ${found[2]!.replace(/\/tmp\/\S+/g, '…')}` : line;
      log.set(key, (log.get(key) ?? 0) + 1);
    }
  });
  await waitFor(`http://127.0.0.1:${port}${systemRoutes.health.path}`);
  return { port, child, log };
}

export async function startPostgresTarget(prepared: Prepared, dir: string): Promise<Target> {
  const server = await startThrowawayPostgres();
  onExit(() => server.stop());
  const admin = new pg.Client({ connectionString: server.adminUrl });
  // The server is stopped under it at the end (or at a failure): nothing to report then.
  admin.on('error', () => {});
  await admin.connect();
  await admin.query('CREATE DATABASE kfeed');
  const url = new URL(server.adminUrl);
  url.pathname = '/kfeed';
  const databaseUrl = url.toString();
  const copyStarted = performance.now();
  const source = await openDatabase(prepared.database);
  const target = await openDatabase(databaseUrl);
  try {
    await copySqliteToPostgres(source, target, bigramDocument);
  } finally {
    await source.destroy();
    await target.destroy();
  }
  console.log(
    `benchLoad: database copied into PostgreSQL in ${((performance.now() - copyStarted) / 1000).toFixed(0)} s`,
  );
  // The server's processes: the postmaster is the parent of any backend (read while this
  // one still runs).
  const backend = (await admin.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!
    .pid;
  const stat = readFileSync(`/proc/${backend}/stat`, 'utf8');
  const postmaster = Number(stat.split(') ')[1]?.split(' ')[1]);
  // What the API's connections are doing, every 5 s, on a connection of the bench's own.
  const activity = new Map<string, number>();
  let activitySamples = 0;
  const sampler = setInterval(() => {
    admin
      .query<{ what: string; n: string }>(
        `SELECT state || COALESCE(' (' || wait_event_type || ': ' || wait_event || ')', '') AS what,
                count(*) AS n
         FROM pg_stat_activity
         WHERE datname = 'kfeed' AND pid <> pg_backend_pid() AND backend_type = 'client backend'
         GROUP BY 1`,
      )
      .then(
        (answer) => {
          activitySamples++;
          for (const row of answer.rows) {
            activity.set(row.what, (activity.get(row.what) ?? 0) + Number(row.n));
          }
        },
        () => {},
      );
  }, 5_000);
  // One after the other, as the deployment starts them (the second finds the first's keys).
  const first = await startApi('API 1', databaseUrl, dir);
  const second = await startApi('API 2', databaseUrl, dir);
  const ports = [first, second].map((api) => Number(new URL(api.url).port));
  const nginx = await startNginx(ports);
  return {
    name: 'postgres',
    description: 'PostgreSQL, two API processes behind nginx (docs/deploy configs)',
    baseUrl: new URL(`http://127.0.0.1:${nginx.port}`),
    apis: [first, second],
    others: [
      { name: 'PostgreSQL', cpuMs: () => treeCpuMs(postmaster) },
      { name: 'nginx', cpuMs: () => treeCpuMs(nginx.child.pid!) },
    ],
    proxyLog: () => Object.fromEntries(nginx.log),
    databaseActivity: () =>
      Object.fromEntries(
        [...activity].map(([what, n]) => [what, Math.round((n / activitySamples) * 10) / 10]),
      ),
    storedSince: (since) => storedSince(databaseUrl, since),
    async stop() {
      // Fast shutdown: a graceful one would wait for the streams' proxied connections.
      await stopChild(nginx.child);
      await Promise.all([first, second].map((api) => stopChild(api.watched.child)));
      clearInterval(sampler);
      await admin.end();
      server.stop();
    },
  };
}

/** The generated database the other benches use, made when missing (not timed). */
export function generatedDatabase(posts: number): string {
  const source = path.join(REPO_ROOT, 'data', 'generated', `kfeed-${posts}.sqlite`);
  if (!existsSync(source)) {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'api/scripts/generate.ts', '--posts', String(posts)],
      { cwd: REPO_ROOT, stdio: 'inherit' },
    );
  }
  return source;
}

export function buildApi(): void {
  // Always rebuilt, as bench.ts does: a stale bundle would measure old code.
  execFileSync('npm', ['run', 'build', '-w', 'api'], { cwd: REPO_ROOT, stdio: 'inherit' });
}

export { REPO_ROOT };

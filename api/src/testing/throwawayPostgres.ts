import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where Debian's postgresql package puts the server programs. */
export const POSTGRES_BIN = process.env.KFEED_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  /** The superuser's URL of the maintenance database, e.g. postgres://postgres@127.0.0.1:55433/postgres */
  adminUrl: string;
  /** Stop the server at once (`-m immediate`: connections cut, as in a crash), then start it. */
  restart(options?: { downMs?: number }): Promise<void>;
  stop(): void;
}

export function postgresInstalled(): boolean {
  return existsSync(path.join(POSTGRES_BIN, 'initdb'));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL server for tests in a fresh temporary folder, on loopback only, with trust
 * authentication (reachable from this machine alone) and, unless `durable`, fsync off (its
 * data is thrown away). Run as root, the server runs as the postgres user, which PostgreSQL requires.
 */
export async function startThrowawayPostgres(
  port?: number,
  {
    durable = false,
  }: {
    /** Keep fsync and synchronous commits on: what a commit answered survives a crash. */
    durable?: boolean;
  } = {},
): Promise<ThrowawayPostgres> {
  if (!postgresInstalled()) {
    throw new Error(
      `PostgreSQL is not installed (no ${POSTGRES_BIN}/initdb): apt-get install postgresql`,
    );
  }
  const listenPort = port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'kfeed-postgres-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const file = path.join(POSTGRES_BIN, program);
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', file, ...args]]
      : [file, args];
    execFileSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  const data = path.join(dir, 'data');
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${listenPort} -k ${dir} ${durable ? '' : '-c fsync=off -c synchronous_commit=off -c full_page_writes=off '}-c max_connections=300`,
      'start',
    ]);
  start();
  let stopped = false;
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${listenPort}/postgres`,
    async restart({ downMs = 0 } = {}) {
      run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
      await new Promise((resolve) => setTimeout(resolve, downMs));
      start();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

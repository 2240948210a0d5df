import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ManualClock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { TEST_JWT_SECRET, type TestServer } from './testServer.ts';

/** A real API process (the `npm run dev` entry, src/main.ts) on a port of its own. */
export interface ApiProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  child: ChildProcess;
  /** What it wrote to standard output and error, for the message of a failed start. */
  output: string[];
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Start an API process with `env` (and nothing else of this process's environment), on
 * `port` (to start it again where a proxy expects it) or a free one.
 */
export async function startApiProcess(
  env: Record<string, string>,
  { port: fixedPort }: { port?: number } = {},
): Promise<ApiProcess> {
  const port = fixedPort ?? (await freePort());
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { url: `http://127.0.0.1:${port}`, child, output };
}

/** Wait (at most a minute) until the process answers its health check. */
export async function apiReady(api: ApiProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (api.child.exitCode !== null) {
      throw new Error(`the API process stopped:\n${api.output.join('')}`);
    }
    const answer = await fetch(`${api.url}/api/health`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API process never answered:\n${api.output.join('')}`);
}

export async function stopApiProcess(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await exited;
}

/**
 * What the content fixtures (addMember, addFeed) need to write straight into the database
 * that API processes serve: the database, a clock, and the processes' signing secret
 * (TEST_JWT_SECRET, which the processes must be started with), so members' tokens work.
 */
export function directWriter(db: Db): TestServer {
  return {
    db,
    clock: new ManualClock(new Date()),
    config: { jwtSecret: TEST_JWT_SECRET },
  } as TestServer;
}

/** Processes of the API benchmark (api/scripts/bench.ts): started, awaited, watched. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const API_DIR = path.resolve(import.meta.dirname, '..');

export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: API_DIR,
    // MALLOC_ARENA_MAX as the API runs deployed (npm start, docs/deploy/api.Dockerfile).
    env: { PATH: process.env.PATH ?? '', MALLOC_ARENA_MAX: '2', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

export async function waitFor(url: string): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 250) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

export interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
  at: number;
  afterGc: boolean;
}

export const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * A process started with benchMemory.cjs preloaded (and --expose-gc): its memory as it
 * reports it, and its CPU time as the kernel counts it.
 */
export class WatchedProcess {
  readonly memory: MemorySample[] = [];

  constructor(readonly child: ChildProcess) {
    child.on('message', (sample: MemorySample) => this.memory.push(sample));
  }

  latest(): { rss: number; heapUsed: number } {
    return this.memory.at(-1) ?? { rss: 0, heapUsed: 0 };
  }

  /** CPU time so far (user + system), in ms: whatever else the machine is doing. */
  cpuMs(): number {
    const stat = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8');
    const fields = stat.split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  }

  /** Memory right after a full collection. */
  async afterGc(): Promise<MemorySample> {
    const count = this.memory.length;
    this.child.send('gc');
    for (let waited = 0; waited < 10_000; waited += 20) {
      const found = this.memory.slice(count).find((sample) => sample.afterGc);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the process did not report its memory after a collection');
  }
}

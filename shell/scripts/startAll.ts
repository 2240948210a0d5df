/**
 * `npm start` / `npm run dev`: the API on its port, and the shell and each remote served
 * from its own port as separate deployments would be (ARCHITECTURE section 7).
 *
 * Environment: PORT_BASE (shell port, remotes on the next five; default 3000),
 * API_PORT (default 8080), KFEED_ENV (local | staging | production; default local),
 * HOST (default 127.0.0.1), KFEED_SERVICE_WORKER (on | off; default on: off serves the
 * worker that removes itself). Everything else is passed on to the API; ALLOWED_ORIGINS,
 * when not set, becomes the shell's own origins (see apiEnvironment).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import concurrently, { type ConcurrentlyCommandInput } from 'concurrently';
import {
  APP_FOLDERS,
  APP_PORTS,
  DEFAULT_API_PORT,
  DEFAULT_BASE_PORT,
  REPO_ROOT,
  localRemotes,
} from '@kfeed/tooling/apps';
import type { AppName } from '@kfeed/contracts/registry';
import { serveApp } from '../server/serveApp.ts';
import { systemRoutes } from '@kfeed/contracts/routes/system';

const dev = process.argv.includes('--dev');
const basePort = Number(process.env.PORT_BASE ?? DEFAULT_BASE_PORT);
const apiPort = Number(process.env.API_PORT ?? DEFAULT_API_PORT);
const host = process.env.HOST ?? '127.0.0.1';
const environment = process.env.KFEED_ENV ?? 'local';

/**
 * Where a browser reaches the shell. The API answers refresh and logout only for allowed
 * origins (AUTH-019), so these must follow PORT_BASE. HOST adds its own when it names one
 * host; 0.0.0.0 and :: (every interface) do not say how the shell is reached.
 */
export function shellOrigins(basePort: number, host: string): string[] {
  const origins = new Set([`http://localhost:${basePort}`, `http://127.0.0.1:${basePort}`]);
  try {
    // URL writes the origin as a browser sends it (lower case, brackets, shortest IPv6).
    const url = new URL(`http://${host.includes(':') ? `[${host}]` : host}:${basePort}`);
    if (url.hostname !== '0.0.0.0' && url.hostname !== '[::]') origins.add(url.origin);
  } catch {
    // Not a host name or address: the shell could not listen there either.
  }
  return [...origins];
}

/** What `npm start` was asked for (see the top of this file). */
export interface StartSettings {
  dev: boolean;
  basePort: number;
  apiPort: number;
  host: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * Whether this start is a trial on one's own machine: nothing set up to e-mail codes
 * (no SMTP_URL), no NODE_ENV chosen, and every server listening on loopback only. Then the
 * API is started in development, so a demo member's code can be read from its log and the
 * development outbox; anything else (a real relay, another host, NODE_ENV given) starts it
 * as configured. The API itself decides from NODE_ENV alone, never from addresses.
 */
export function isLocalTrial(host: string, env: NodeJS.ProcessEnv): boolean {
  return !env.SMTP_URL && env.NODE_ENV === undefined && LOOPBACK_HOSTS.has(host);
}

/** The API's variables on top of the inherited ones; ALLOWED_ORIGINS set in `env` wins. */
export function apiEnvironment(
  { dev, basePort, apiPort, host }: StartSettings,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  return {
    PORT: String(apiPort),
    HOST: host,
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS ?? shellOrigins(basePort, host).join(','),
    // Image work in libvips' threads fragments glibc's per-thread arenas: with two, the RSS
    // stays flat after large photos (docs/reliability.md).
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    // One line per request while developing; errors and warnings only otherwise.
    ...(dev ? { LOG_LEVEL: env.LOG_LEVEL ?? 'info' } : {}),
    ...(!dev && isLocalTrial(host, env) ? { NODE_ENV: 'development' } : {}),
  };
}

function remotesFile(): string {
  if (environment !== 'local' || basePort === DEFAULT_BASE_PORT) {
    return path.join(REPO_ROOT, 'shell', 'environments', `${environment}.json`);
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'kfeed-remotes-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(localRemotes(basePort), null, 2));
  return file;
}

async function start(): Promise<void> {
  const commands: ConcurrentlyCommandInput[] = [
    {
      name: 'api',
      command: dev ? 'npm run dev -w api' : 'npm start -w api',
      env: apiEnvironment({ dev, basePort, apiPort, host }),
      prefixColor: 'cyan',
    },
  ];
  if (dev) {
    for (const app of Object.keys(APP_PORTS)) {
      commands.push({
        name: app,
        command: `npm run dev -w ${app}`,
        env: { NODE_ENV: 'development' },
        prefixColor: 'gray',
      });
    }
  }

  const { result, commands: running } = concurrently(commands, {
    killOthersOn: ['failure'],
    prefix: 'name',
    cwd: REPO_ROOT,
  });

  const shellRemotes = remotesFile();
  for (const [app, offset] of Object.entries(APP_PORTS)) {
    const port = basePort + offset;
    await serveApp({
      root: path.join(REPO_ROOT, APP_FOLDERS[app as AppName], 'dist'),
      port,
      host,
      ...(app === 'shell'
        ? {
            shell: { remotesFile: shellRemotes, apiUrl: `http://127.0.0.1:${apiPort}` },
            serviceWorker: process.env.KFEED_SERVICE_WORKER === 'off' ? 'off' : 'on',
          }
        : { remotesFile: shellRemotes }),
    });
    console.log(`[${app}] http://localhost:${port}`);
  }
  // Ready means the API answers too (it migrates and seeds an empty database first).
  for (let waited = 0; waited < 120_000; waited += 500) {
    const healthy = await fetch(`http://127.0.0.1:${apiPort}${systemRoutes.health.path}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`KFeed (${environment}) is at http://localhost:${basePort}`);
  if (!dev && isLocalTrial(host, process.env)) {
    console.log(
      'A trial on this machine (loopback only, no SMTP_URL): the API runs in development, ' +
        `sign-in codes go to its log and http://localhost:${basePort}${systemRoutes.outbox.path}. ` +
        'Set SMTP_URL (and HOST) to serve members; docs/security.md.',
    );
  }

  result.then(
    () => process.exit(0),
    () => process.exit(1),
  );
  // Stopping `npm start` stops the API and the watchers with it.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      for (const command of running) command.kill(signal);
      setTimeout(() => process.exit(0), 500);
    });
  }
}

// Run by `npm start`; imported by its test for the functions above.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await start();

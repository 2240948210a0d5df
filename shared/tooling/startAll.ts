/**
 * `npm start` / `npm run dev`: the API on its port, and the shell and each remote served
 * from its own port as separate deployments would be (ARCHITECTURE section 7).
 *
 * Environment: PORT_BASE (shell port, remotes on the next five; default 3000),
 * API_PORT (default 8080), KFEED_ENV (local | staging | production; default local),
 * HOST (default 127.0.0.1). Everything else is passed on to the API.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import concurrently, { type ConcurrentlyCommandInput } from 'concurrently';
import {
  APP_FOLDERS,
  APP_PORTS,
  DEFAULT_API_PORT,
  DEFAULT_BASE_PORT,
  REPO_ROOT,
  localRemotes,
} from './apps.ts';
import type { AppName } from '../kit/src/registry.ts';
import { serveApp } from './serveApp.ts';

const dev = process.argv.includes('--dev');
const basePort = Number(process.env.PORT_BASE ?? DEFAULT_BASE_PORT);
const apiPort = Number(process.env.API_PORT ?? DEFAULT_API_PORT);
const host = process.env.HOST ?? '127.0.0.1';
const environment = process.env.KFEED_ENV ?? 'local';

function remotesFile(): string {
  if (environment !== 'local' || basePort === DEFAULT_BASE_PORT) {
    return path.join(REPO_ROOT, 'shell', 'environments', `${environment}.json`);
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'kfeed-remotes-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(localRemotes(basePort), null, 2));
  return file;
}

const commands: ConcurrentlyCommandInput[] = [
  {
    name: 'api',
    command: dev ? 'npm run dev -w api' : 'npm start -w api',
    // One line per request while developing; errors and warnings only otherwise.
    env: {
      PORT: String(apiPort),
      HOST: host,
      ...(dev ? { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' } : {}),
    },
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
      ? { shell: { remotesFile: shellRemotes, apiUrl: `http://127.0.0.1:${apiPort}` } }
      : { remotesFile: shellRemotes }),
  });
  console.log(`[${app}] http://localhost:${port}`);
}
// Ready means the API answers too (it migrates and seeds an empty database first).
for (let waited = 0; waited < 120_000; waited += 500) {
  const healthy = await fetch(`http://127.0.0.1:${apiPort}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (healthy) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.log(`KFeed (${environment}) is at http://localhost:${basePort}`);

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

/**
 * The deployment's web tier for real: Debian's nginx running docs/deploy/nginx.conf and
 * the shell and remote sites (docs/deploy/nginx-*.conf) over the built dist/ folders,
 * in front of two API replicas (the compiled api/dist/main.js, as the image runs it)
 * that share one database and an S3-compatible bucket (s3rver on loopback).
 *
 * The configs are used as the images use them; only what the image's start script
 * (web-entrypoint.sh) fills in and the container's fixed paths are replaced, each
 * replacement checked, so a config that drifts from this test fails it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_FOLDERS, APP_PORTS, REPO_ROOT, localRemotes } from '../../shared/tooling/apps.ts';
import type { AppName } from '../../shared/contracts/src/registry.ts';
import { startS3Server, type TestS3Server } from '../../api/src/testing/s3Server.ts';

const DEPLOY_DIR = path.join(REPO_ROOT, 'docs', 'deploy');
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface NginxDeployment {
  shellUrl: string;
  /** Stop one API replica (index 0 or 1), as a failed or restarting container would be. */
  stopApi(index: number): Promise<void>;
  /** Start a stopped API replica again on its port and the same database. */
  startApi(index: number): Promise<void>;
  close(): Promise<void>;
}

/** `text` with `from` replaced by `to`; throws when `from` is not in it. */
function replaceChecked(text: string, from: string, to: string, file: string): string {
  if (!text.includes(from)) throw new Error(`${file} no longer contains "${from}"`);
  return text.split(from).join(to);
}

function render(file: string, replacements: [string, string][]): string {
  let text = readFileSync(path.join(DEPLOY_DIR, file), 'utf8');
  for (const [from, to] of replacements) text = replaceChecked(text, from, to, file);
  return text;
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs} ms`);
}

function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export async function startNginxDeployment(options: {
  /** The shell's port; the remotes take the next five. */
  basePort: number;
  /** The two API replicas' ports. */
  apiPorts: [number, number];
  smtpUrl: string;
  jwtSecret: string;
}): Promise<NginxDeployment> {
  const { basePort, apiPorts } = options;
  const prefix = mkdtempSync(path.join(tmpdir(), 'kfeed-nginx-'));
  // Debian's nginx started as root (as in CI) runs its workers as nobody: they must be able
  // to read what is here. The image runs everything as one unprivileged user instead.
  chmodSync(prefix, 0o755);
  for (const dir of ['conf.d', 'tmp', 'environments', 'api']) mkdirSync(path.join(prefix, dir));
  const shellUrl = `http://localhost:${basePort}`;
  const remotes = localRemotes(basePort);
  const origins = Object.values(remotes)
    .map((url) => new URL(url).origin)
    .join(' ');

  const children: ChildProcess[] = [];
  let s3: TestS3Server | undefined;
  const close = async () => {
    await Promise.all(children.map((child) => stop(child, 'SIGTERM')));
    await s3?.close();
    rmSync(prefix, { recursive: true, force: true });
  };

  try {
    s3 = await startS3Server('kfeed-e2e');
    const apis: ChildProcess[] = [];
    const startApi = async (index: number) => {
      const port = apiPorts[index]!;
      const api = spawn(process.execPath, ['--enable-source-maps', 'api/dist/main.js'], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: path.join(prefix, 'api', 'kfeed.sqlite'),
          STORAGE_DIR: path.join(prefix, 'api', `scratch-${index}`),
          JWT_SECRET: options.jwtSecret,
          SMTP_URL: options.smtpUrl,
          ALLOWED_ORIGINS: shellUrl,
          // The first replica seeds the demo data; the second finds it there.
          SEED_DEMO_DATA: index === 0 ? 'true' : 'false',
          LOG_LEVEL: 'warn',
          ...s3!.env,
        },
      });
      children.push(api);
      apis[index] = api;
      await waitFor(`http://127.0.0.1:${port}/api/health`, api, `API replica ${index + 1}`);
    };
    for (const index of apiPorts.keys()) await startApi(index);

    writeFileSync(path.join(prefix, 'environments', 'e2e.json'), JSON.stringify(remotes));
    writeFileSync(
      path.join(prefix, 'conf.d', 'security-headers.inc'),
      render('nginx-security-headers.conf', [['${KFEED_REMOTE_ORIGINS}', origins]]),
    );
    // What web-entrypoint.sh writes from KFEED_API_SERVERS.
    writeFileSync(
      path.join(prefix, 'conf.d', 'api-servers.inc'),
      apiPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;\n`).join(''),
    );
    const confD = `${path.join(prefix, 'conf.d')}/`;
    for (const [app, offset] of Object.entries(APP_PORTS) as [AppName, number][]) {
      const shell = app === 'shell';
      const site = render(shell ? 'nginx-shell.conf' : 'nginx-remote.conf', [
        ['listen 8080;', `listen 127.0.0.1:${basePort + offset};`],
        ['root /usr/share/nginx/html;', `root ${path.join(REPO_ROOT, APP_FOLDERS[app], 'dist')};`],
        ['/etc/nginx/conf.d/', confD],
        ...(shell
          ? ([
              ['/etc/kfeed/environments/', `${path.join(prefix, 'environments')}/`],
              ['${KFEED_ENV}', 'e2e'],
            ] as [string, string][])
          : []),
      ]);
      writeFileSync(path.join(prefix, 'conf.d', `${app}.conf`), site);
    }
    const main = render('nginx.conf', [
      ['/tmp/', `${path.join(prefix, 'tmp')}/`],
      ['/etc/nginx/conf.d/', confD],
    ]);
    const mainFile = path.join(prefix, 'nginx.conf');
    writeFileSync(mainFile, main);

    const args = ['-p', prefix, '-c', mainFile, '-e', 'stderr'];
    // stdout is /dev/null, not a socket: `access_log /dev/stdout` cannot open a socket.
    const check = spawnSync(NGINX, [...args, '-t', '-q'], {
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (check.status !== 0) throw new Error(`nginx -t refused the configs:\n${check.stderr}`);
    const nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(nginx);
    await waitFor(`${shellUrl}/index.html`, nginx, 'nginx');

    return {
      shellUrl,
      stopApi: (index) => stop(apis[index]!),
      startApi,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The deployment's web tier for real: Debian's nginx running docs/deploy/nginx.conf and
 * the shell and remote sites (docs/deploy/nginx-*.conf) over the built dist/ folders,
 * in front of two API replicas (the compiled api/dist/main.js, as the image runs it)
 * that share one database and an S3-compatible bucket (s3rver on loopback).
 * The configs are used as the images use them (api/src/testing/nginxConfigs.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_FOLDERS, APP_PORTS, REPO_ROOT, localRemotes } from '../../shared/tooling/apps.ts';
import type { AppName } from '../../shared/contracts/src/registry.ts';
import { startS3Server, type TestS3Server } from '../../api/src/testing/s3Server.ts';
import {
  NGINX_BIN,
  nginxArguments,
  nginxPrefix,
  siteConfig,
} from '../../api/src/testing/nginxConfigs.ts';

export interface NginxDeployment {
  shellUrl: string;
  /** Stop one API replica (index 0 or 1), as a failed or restarting container would be. */
  stopApi(index: number): Promise<void>;
  /** Start a stopped API replica again on its port and the same database. */
  startApi(index: number): Promise<void>;
  close(): Promise<void>;
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
  const where = nginxPrefix(prefix);
  mkdirSync(path.join(prefix, 'api'));
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

    writeFileSync(path.join(where.environments, 'e2e.json'), JSON.stringify(remotes));
    for (const [app, offset] of Object.entries(APP_PORTS) as [AppName, number][]) {
      const site = siteConfig(where, {
        listen: `127.0.0.1:${basePort + offset}`,
        root: path.join(REPO_ROOT, APP_FOLDERS[app], 'dist'),
        ...(app === 'shell' ? { environment: 'e2e' } : {}),
      });
      writeFileSync(path.join(where.confD, `${app}.conf`), site);
    }
    const args = nginxArguments(where, { apiPorts, remoteOrigins: origins });
    const nginx = spawn(NGINX_BIN, args, {
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

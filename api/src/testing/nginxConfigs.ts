/**
 * The deployment's nginx configs (docs/deploy) made runnable by Debian's nginx on loopback,
 * for the journeys behind nginx (e2e/support/nginxDeployment.ts) and the load benchmark
 * (scripts/benchLoadTargets.ts). The configs are used as the images use them: only what
 * the image's start script (web-entrypoint.sh) fills in and the container's fixed paths
 * are replaced, each replacement checked, so a config that drifts fails its user.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

const DEPLOY_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'docs',
  'deploy',
);

/** A deploy config's text with each `from` replaced by its `to`; throws when one is missing. */
export function renderDeployConfig(file: string, replacements: [string, string][]): string {
  let text = readFileSync(path.join(DEPLOY_DIR, file), 'utf8');
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`${file} no longer contains "${from}"`);
    text = text.split(from).join(to);
  }
  return text;
}

export interface NginxPrefix {
  /** The folder nginx runs in (`-p`). */
  prefix: string;
  /** Where the sites' configs and the files they include go (`/etc/nginx/conf.d/` deployed). */
  confD: string;
  /** Where the shell site's environments (remotes.json per environment) are read from. */
  environments: string;
}

/**
 * Folders for nginx under `prefix`, readable by its workers: Debian's nginx started as root
 * (as in CI) runs them as nobody. The image runs everything as one unprivileged user instead.
 */
export function nginxPrefix(prefix: string): NginxPrefix {
  chmodSync(prefix, 0o755);
  for (const dir of ['conf.d', 'tmp', 'environments']) mkdirSync(path.join(prefix, dir));
  return {
    prefix,
    confD: `${path.join(prefix, 'conf.d')}/`,
    environments: `${path.join(prefix, 'environments')}/`,
  };
}

/** A site of the deployment: the shell's (with its environment) or a remote's. */
export function siteConfig(
  where: NginxPrefix,
  site: { listen: string; root: string; environment?: string },
): string {
  const shell = site.environment !== undefined;
  return renderDeployConfig(shell ? 'nginx-shell.conf' : 'nginx-remote.conf', [
    ['listen 8080;', `listen ${site.listen};`],
    ['root /usr/share/nginx/html;', `root ${site.root};`],
    ['/etc/nginx/conf.d/', where.confD],
    ...(shell
      ? ([
          ['/etc/kfeed/environments/', where.environments],
          ['${KFEED_ENV}', site.environment!],
        ] as [string, string][])
      : []),
  ]);
}

/**
 * What web-entrypoint.sh writes (the security headers with the remotes' origins, the API
 * servers) and the main config, checked with `nginx -t`: the arguments to start nginx with.
 * The sites' own configs must be in `confD` already.
 */
export function nginxArguments(
  where: NginxPrefix,
  { apiPorts, remoteOrigins }: { apiPorts: readonly number[]; remoteOrigins: string },
): string[] {
  writeFileSync(
    path.join(where.confD, 'security-headers.inc'),
    renderDeployConfig('nginx-security-headers.conf', [['${KFEED_REMOTE_ORIGINS}', remoteOrigins]]),
  );
  writeFileSync(
    path.join(where.confD, 'api-servers.inc'),
    apiPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;\n`).join(''),
  );
  const mainFile = path.join(where.prefix, 'nginx.conf');
  writeFileSync(
    mainFile,
    renderDeployConfig('nginx.conf', [
      ['/tmp/', `${path.join(where.prefix, 'tmp')}/`],
      ['/etc/nginx/conf.d/', where.confD],
    ]),
  );
  const args = ['-p', where.prefix, '-c', mainFile, '-e', 'stderr'];
  // stdout is /dev/null, not a socket: `access_log /dev/stdout` cannot open a socket.
  const check = spawnSync(NGINX_BIN, [...args, '-t', '-q'], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (check.status !== 0) throw new Error(`nginx -t refused the configs:\n${check.stderr}`);
  return [...args, '-g', 'daemon off;'];
}

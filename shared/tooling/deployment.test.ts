/**
 * The deployment as written down: docker-compose.yml (validated by Debian's
 * docker-compose when it is installed; CI requires it with KFEED_REQUIRE_DEPLOY_TOOLS=1),
 * its services, and the Dockerfiles it builds. The nginx configs themselves run for real
 * in e2e/nginx-deployment.spec.ts.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { APPS } from '../contracts/src/registry.ts';
import { LIVE_LIMITS } from '../contracts/src/limits.ts';
import { liveRoutes } from '../contracts/src/routes/live.ts';
import { REPO_ROOT } from './apps.ts';

interface Service {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  volumes?: (string | { source?: string })[];
  ports?: (string | { published?: string | number })[];
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
/** Values for the settings .env.example leaves empty (secrets): made up here, used nowhere. */
const SECRETS = {
  JWT_SECRET: 'compose-validation-only-0123456789abcdef',
  POSTGRES_PASSWORD: 'compose-validation-only',
  S3_ACCESS_KEY_ID: 'compose-validation-only',
  S3_SECRET_ACCESS_KEY: 'compose-validation-only',
  VAPID_PUBLIC_KEY: 'compose-validation-only',
  VAPID_PRIVATE_KEY: 'compose-validation-only',
};

function dockerCompose(args: string[], env: Record<string, string> = {}) {
  return spawnSync('docker-compose', args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    // Only what is given: no developer's own .env or shell settings.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
}

const hasDockerCompose = dockerCompose(['version']).status === 0;
if (!hasDockerCompose && process.env.KFEED_REQUIRE_DEPLOY_TOOLS === '1') {
  throw new Error('docker-compose is required here (apt-get install docker-compose)');
}
const withDockerCompose = hasDockerCompose ? it : it.skip;

/** The file as docker-compose reads it: its own output when installed, else parsed here. */
function composeConfig(): Compose {
  if (hasDockerCompose) {
    const result = dockerCompose(['-f', 'docker-compose.yml', 'config'], SECRETS);
    if (result.status !== 0) throw new Error(result.stderr);
    return parse(result.stdout) as Compose;
  }
  const text = Object.entries(SECRETS).reduce(
    (file, [name, value]) => file.replaceAll(new RegExp(`\\$\\{${name}:\\?[^}]*\\}`, 'g'), value),
    read('docker-compose.yml'),
  );
  return parse(text.replace(/\$\{(\w+):-([^}]*)\}/g, '$2'), { merge: true }) as Compose;
}

const compose = composeConfig();
const services = compose.services;
const webApps = APPS.map((app) => app.name);

withDockerCompose('docker-compose validates the file, and refuses it without the secrets', () => {
  expect(dockerCompose(['-f', 'docker-compose.yml', 'config', '-q'], SECRETS).status).toBe(0);
  // .env.example as shipped has no secrets: starting with it must fail, not run with defaults.
  const unset = dockerCompose(['--env-file', '.env.example', '-f', 'docker-compose.yml', 'config']);
  expect(unset.status).not.toBe(0);
  expect(unset.stderr).toMatch(/set (POSTGRES_PASSWORD|JWT_SECRET|S3_ACCESS_KEY_ID)/);
});

it('builds every web app from dist/ into its own nginx image, and the API twice from one', () => {
  for (const app of webApps) {
    expect(services[app]?.build).toMatchObject({
      dockerfile: 'docs/deploy/web.Dockerfile',
      args: { APP: app },
    });
    expect(services[app]?.image).toMatch(new RegExp(`^kfeed-${app}:`));
  }
  const apis = Object.keys(services).filter((name) => /^api-\d+$/.test(name));
  expect(apis).toEqual(['api-1', 'api-2']);
  for (const api of apis) {
    expect(services[api]?.build?.dockerfile).toBe('docs/deploy/api.Dockerfile');
    expect(services[api]?.image).toBe(services['api-1']?.image);
    expect(services[api]?.environment).toMatchObject({
      NODE_ENV: 'production',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://storage:8333',
      DATABASE_URL: expect.stringMatching(/^postgres:\/\/kfeed:.+@postgres:5432\/kfeed$/),
    });
  }
  // The shell's nginx forwards /api to every replica.
  expect(services.shell?.environment?.KFEED_API_SERVERS?.split(' ').sort()).toEqual(
    apis.map((api) => `${api}:8080`),
  );
});

it('has PostgreSQL, object storage with its bucket, a mail inbox and LibreTranslate, checked for health', () => {
  for (const name of ['postgres', 'storage', 'mail', 'translate']) {
    expect({ name, healthcheck: Boolean(services[name]?.healthcheck) }).toEqual({
      name,
      healthcheck: true,
    });
  }
  expect(services['api-1']?.depends_on).toMatchObject({
    postgres: { condition: 'service_healthy' },
    'storage-init': { condition: 'service_completed_successfully' },
  });
  expect(services['api-2']?.depends_on).toMatchObject({
    'api-1': { condition: 'service_healthy' },
  });
  expect(Object.keys(compose.volumes).sort()).toEqual(['pgdata', 'seaweedfs', 'translate-models']);
});

it('runs PostgreSQL on the major, and with the initdb settings, that the tests run', () => {
  const testServer = read('api/src/testing/throwawayPostgres.ts');
  const major = /'\/usr\/lib\/postgresql\/(\d+)\/bin'/.exec(testServer)?.[1];
  expect(major).toMatch(/^\d+$/);
  expect(services.postgres?.image).toMatch(new RegExp(`^postgres:${major}(\\.\\d+)?-`));
  const initdb = services.postgres?.environment?.POSTGRES_INITDB_ARGS?.split(' ') ?? [];
  for (const flag of ['--encoding=UTF8', '--locale=C.UTF-8']) {
    expect({
      flag,
      inTests: testServer.includes(`'${flag}'`),
      inCompose: initdb.includes(flag),
    }).toEqual({ flag, inTests: true, inCompose: true });
  }
});

it('provisions the object storage from the settings the API uses, and pins every image', () => {
  const api = services['api-1']?.environment ?? {};
  // The keys the API signs with are the storage's; storage-init creates the API's bucket.
  expect(services.storage?.environment).toMatchObject({
    AWS_ACCESS_KEY_ID: api.S3_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: api.S3_SECRET_ACCESS_KEY,
  });
  expect(services['storage-init']?.environment).toMatchObject({
    S3_ACCESS_KEY_ID: api.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: api.S3_SECRET_ACCESS_KEY,
    S3_BUCKET: api.S3_BUCKET,
    S3_REGION: api.S3_REGION,
  });
  // Both reach the gateway where it listens.
  const endpoint = new URL(api.S3_ENDPOINT ?? '');
  expect(services.storage?.command).toContain(`-s3.port=${endpoint.port}`);
  expect(services['storage-init']?.command?.join('\n')).toContain(`${endpoint.origin}/`);
  for (const [name, service] of Object.entries(services)) {
    if (service.build) continue;
    expect({ name, image: service.image }).toEqual({
      name,
      image: expect.stringMatching(/^[\w./-]+:(?!latest$)[\w.-]*\d[\w.-]*$/),
    });
  }
});

it('Dockerfiles: multi-stage, a health check, a version label, non-root, every workspace for npm ci', () => {
  const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
  for (const file of ['docs/deploy/api.Dockerfile', 'docs/deploy/web.Dockerfile']) {
    const dockerfile = read(file);
    expect(dockerfile.match(/^FROM /gm)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect(dockerfile).toContain('org.opencontainers.image.version="${KFEED_VERSION}"');
    expect(dockerfile).toMatch(/^USER (?!root)\S+$/m);
    // npm ci refuses a lock file whose workspaces it cannot see.
    for (const workspace of workspaces) {
      expect({
        file,
        workspace,
        copied: dockerfile.includes(`COPY ${workspace}/package.json `),
      }).toEqual({ file, workspace, copied: true });
    }
  }
});

it('Dockerfiles: one pinned Node image on the Debian the web images serve from; no build tool at run time', () => {
  const api = read('docs/deploy/api.Dockerfile');
  const web = read('docs/deploy/web.Dockerfile');
  const nodeImage = (file: string) => /^ARG NODE_IMAGE=(\S+)$/m.exec(file)?.[1];
  expect(nodeImage(api)).toMatch(/^node:\d+\.\d+-bookworm-slim$/);
  expect(nodeImage(web)).toBe(nodeImage(api));
  expect(web).toMatch(/^FROM debian:bookworm-slim$/m);
  // The image installs the API's production dependencies alone and runs the compiled file.
  const manifest = JSON.parse(read('api/package.json')) as { dependencies: Record<string, string> };
  expect(manifest.dependencies).not.toHaveProperty('tsx');
  expect(manifest.dependencies).not.toHaveProperty('esbuild');
  expect(api).toContain('npm ci --workspace api --omit=dev');
  expect(api).toMatch(/^CMD \["node", "--enable-source-maps", "api\/dist\/main\.js"\]$/m);
});

it('.env.example names every variable the compose file reads, with no secret filled in', () => {
  const example = read('.env.example');
  const defined = new Map(
    [...example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((match) => [match[1], match[2]]),
  );
  const used = new Set(
    [...read('docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+)[:}]/g)].map((match) => match[1]),
  );
  for (const name of used)
    expect({ name, listed: defined.has(name) }).toEqual({ name, listed: true });
  for (const name of Object.keys(SECRETS))
    expect({ name, value: defined.get(name) }).toEqual({ name, value: '' });
});

it('docs/deployment.md lists every setting the API reads', () => {
  const reference = read('docs/deployment.md');
  const settings = new Set(
    ['api/src/config.ts', 'api/src/features/translation/translationConfig.ts'].flatMap((file) =>
      [...read(file).matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]),
    ),
  );
  expect(settings.size).toBeGreaterThan(20);
  for (const name of settings) {
    expect({ name, listed: reference.includes(`\`${name}\``) }).toEqual({ name, listed: true });
  }
});

it("the shell's nginx passes the live stream on unbuffered, held open, its ticket kept out of the log", () => {
  const site = read('docs/deploy/nginx-shell.conf');
  const block = new RegExp(`location = ${liveRoutes.stream.path} \\{([^}]*)\\}`).exec(site)?.[1];
  expect(block).toBeDefined();
  expect(block).toMatch(/^\s*proxy_pass http:\/\/kfeed_api;$/m);
  expect(block).toMatch(/^\s*proxy_buffering off;$/m);
  const timeout = /^\s*proxy_read_timeout (\d+)(s|m|h)?;$/m.exec(block ?? '');
  const seconds = Number(timeout?.[1]) * ({ m: 60, h: 3600 }[timeout?.[2] ?? ''] ?? 1);
  expect(seconds).toBeGreaterThanOrEqual(LIVE_LIMITS.heartbeatSeconds * 4);
  // The access log of the stream leaves out the query (the single-use ticket).
  const format = /^\s*access_log \S+ (\w+);$/m.exec(block ?? '')?.[1];
  const main = read('docs/deploy/nginx.conf');
  const definition = new RegExp(`log_format ${format} ([^;]*);`).exec(main)?.[1];
  expect(definition).toContain('$uri');
  expect(definition).not.toMatch(/\$request\b|\$request_uri|\$args|\$query_string/);
});

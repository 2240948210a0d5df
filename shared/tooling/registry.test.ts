/**
 * The registry of apps (shared/contracts/src/registry.ts) is the one list: everything that
 * names the apps elsewhere (environment files, compose services, workspaces, folders,
 * texts) must agree with it, so adding a remote is one entry plus its folder.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  APPS,
  REMOTE_APPS,
  REMOTE_NAMES,
  SHELL_APP,
  isOptionalRemote,
  routeRole,
  type RegistryRoute,
} from '../contracts/src/registry.ts';
import { ROUTES } from '../kit/src/routes.ts';
import { APP_PORTS, DEFAULT_BASE_PORT, REPO_ROOT, localRemotes } from './apps.ts';
import { remoteLoadersModule } from './rspackConfig.ts';

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8')) as T;

it('gives every app its own port and folder, and the folders exist as workspaces', () => {
  const ports = APPS.map((app) => app.port);
  expect(new Set(ports).size).toBe(ports.length);
  const workspaces = readJson<{ workspaces: string[] }>('package.json').workspaces;
  for (const app of APPS) {
    expect(workspaces).toContain(app.folder);
    expect(readJson<{ name: string }>(`${app.folder}/package.json`).name).toBe(
      `@kfeed/${app.name}`,
    );
    expect(APP_PORTS[app.name as keyof typeof APP_PORTS]).toBe(app.port);
  }
});

it('lists every remote folder in the repository', () => {
  const folders = readdirSync(REPO_ROOT).filter((name) => name.startsWith('mf-'));
  expect(folders.sort()).toEqual(REMOTE_APPS.map((app) => app.folder).sort());
});

it("loads each remote's texts under its registered namespace", () => {
  for (const app of REMOTE_APPS) {
    const hasTexts = existsSync(path.join(REPO_ROOT, app.folder, 'src', 'locales', 'en.json'));
    // Loaded at bootstrap, or in texts.ts where the first-screen bundle loads them too.
    const sources = ['lifecycles.tsx', 'texts.ts']
      .map((file) => path.join(REPO_ROOT, app.folder, 'src', 'app', file))
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const loaded = [...sources.matchAll(/loadNamespace\('([^']+)'/g)].map((m) => m[1]);
    expect(loaded).toEqual(hasTexts ? [app.namespace] : []);
  }
  expect(new Set(APPS.map((app) => app.namespace)).size).toBe(APPS.length);
});

it('derives one route table: unique names and paths, each owned by a registered app', () => {
  const names = ROUTES.map((route) => route.name);
  const paths = ROUTES.map((route) => route.path);
  expect(new Set(names).size).toBe(names.length);
  expect(new Set(paths).size).toBe(paths.length);
  expect(ROUTES).toHaveLength(APPS.reduce((sum, app) => sum + app.routes.length, 0));
  for (const route of ROUTES) expect([SHELL_APP.name, ...REMOTE_NAMES]).toContain(route.owner);
});

it.each(['local', 'staging'])(
  'names exactly the registered remotes in the %s environment',
  (environment) => {
    const remotes = readJson<Record<string, string>>(`shell/environments/${environment}.json`);
    expect(Object.keys(remotes).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const url of Object.values(remotes)) expect(url).toMatch(/\/mf-manifest\.json$/);
  },
);

it('names every required remote in production, an optional one only when the operator adds it', () => {
  const remotes = readJson<Record<string, string>>('shell/environments/production.json');
  const required = REMOTE_APPS.filter((app) => !isOptionalRemote(app.name)).map((app) => app.name);
  for (const name of required)
    expect({ name, named: name in remotes }).toEqual({ name, named: true });
  for (const name of Object.keys(remotes)) expect(REMOTE_NAMES).toContain(name);
  for (const url of Object.values(remotes)) expect(url).toMatch(/\/mf-manifest\.json$/);
});

it('gives a role only to members-only routes, and the admin flag to the moderation remote', () => {
  const routes: RegistryRoute[] = APPS.flatMap((app) => [...app.routes]);
  const withRole = routes.filter((route) => route.role !== undefined);
  expect(withRole.map((route) => route.name).sort()).toEqual(
    ['AdminAudit', 'AdminMembers', 'AdminNotices', 'AdminReports'].sort(),
  );
  for (const route of withRole) {
    expect({ route: route.name, login: route.login }).toEqual({ route: route.name, login: true });
    expect(route.path === '/admin' || route.path.startsWith('/admin/')).toBe(true);
    expect(routeRole(route.name)).toBe(route.role);
  }
  expect(routeRole('Home')).toBeUndefined();
  expect(REMOTE_APPS.filter((app) => isOptionalRemote(app.name)).map((app) => app.name)).toEqual([
    'mf-admin',
  ]);
});

it('serves the local environment on the registered ports', () => {
  expect(readJson('shell/environments/local.json')).toEqual(localRemotes(DEFAULT_BASE_PORT));
});

it('composes one service per app, on its port, built from its own image', () => {
  const compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, { ports?: string[]; build?: { args?: Record<string, string> } }>;
  };
  for (const app of APPS) {
    const service = compose.services[app.name];
    expect(service).toBeDefined();
    // nginx listens on 8080 inside the image (it runs unprivileged).
    expect(service?.ports).toContain(`${DEFAULT_BASE_PORT + app.port}:8080`);
    expect(service?.build?.args?.APP).toBe(app.folder);
  }
});

it("builds the single bundle's remotes from the registry, each from its exposed module", () => {
  const loaders = remoteLoadersModule();
  const imported = [...loaders.matchAll(/"([^"]+)": \(\) => import\("([^"]+)"\)/g)];
  expect(imported.map(([, name]) => name)).toEqual([...REMOTE_NAMES]);
  for (const [, , file] of imported) expect(existsSync(file ?? '')).toBe(true);
});

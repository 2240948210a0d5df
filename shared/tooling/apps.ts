import path from 'node:path';
import { APPS, REMOTE_APPS, type AppName, type RemoteName } from '../contracts/src/registry.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Port offsets from the base port, from the registry: the shell on the base, each remote on its own. */
export const APP_PORTS = Object.fromEntries(APPS.map((app) => [app.name, app.port])) as Record<
  AppName,
  number
>;

/** Each app's folder, from the registry. */
export const APP_FOLDERS = Object.fromEntries(APPS.map((app) => [app.name, app.folder])) as Record<
  AppName,
  string
>;

export const DEFAULT_BASE_PORT = 3000;
export const DEFAULT_API_PORT = 8080;

/** The local environment's remotes.json for remotes served on their ports above the base. */
export function localRemotes(basePort: number, host = 'localhost'): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_APPS.map((app) => [app.name, `http://${host}:${basePort + app.port}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
}

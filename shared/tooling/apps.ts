import path from 'node:path';
import type { RemoteName } from '../kit/src/routes.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Port offsets from the base port: the shell on the base, each remote on its own port. */
export const APP_PORTS: Record<'shell' | RemoteName, number> = {
  shell: 0,
  'mf-auth': 1,
  'mf-feed': 2,
  'mf-post': 3,
  'mf-search': 4,
  'mf-mypage': 5,
};

export const DEFAULT_BASE_PORT = 3000;
export const DEFAULT_API_PORT = 8080;

/** The local environment's remotes.json for remotes served on base+1 ... base+5. */
export function localRemotes(basePort: number, host = 'localhost'): Record<RemoteName, string> {
  const entries = Object.entries(APP_PORTS).filter(([name]) => name !== 'shell') as [
    RemoteName,
    number,
  ][];
  return Object.fromEntries(
    entries.map(([name, offset]) => [name, `http://${host}:${basePort + offset}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
}

import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { REMOTE_NAMES, federationName, type RemoteName } from '@kfeed/kit/routes';
import type { RemoteLifecycles } from '@kfeed/platform/remote';

/** remotes.json: remote name -> manifest URL, one file per environment, fetched at start. */
export type RemotesConfig = Record<RemoteName, string>;

export function parseRemotesConfig(value: unknown): RemotesConfig {
  if (!value || typeof value !== 'object') throw new Error('remotes.json must be an object');
  const config = value as Record<string, unknown>;
  const result: Partial<RemotesConfig> = {};
  for (const name of REMOTE_NAMES) {
    const url = config[name];
    if (typeof url !== 'string' || !url) throw new Error(`remotes.json has no URL for ${name}`);
    result[name] = url;
  }
  return result as RemotesConfig;
}

let remotes: RemotesConfig | null = null;

export async function loadRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  remotes = parseRemotesConfig(await response.json());
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 400 },
      script: { retryTimes: 2, retryDelay: 400 },
    }),
  ]);
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name: federationName(name), entry: remotes![name] })),
  );
  return remotes;
}

/**
 * A load keeps its promise, failed or not, until the user presses retry: clearing a
 * rejected promise by itself would re-render, re-load and fail in a loop.
 */
const loads = new Map<RemoteName, Promise<RemoteLifecycles>>();

export function loadRemoteApp(name: RemoteName): Promise<RemoteLifecycles> {
  let load = loads.get(name);
  if (!load) {
    load = loadRemote<RemoteLifecycles>(`${federationName(name)}/app`).then((module) => {
      if (!module || typeof module.mount !== 'function') throw new Error(`${name} exposes no app`);
      return module;
    });
    loads.set(name, load);
  }
  return load;
}

/** Forget a failed load and the runtime's cached manifest, so the next load starts afresh. */
export function resetRemote(name: RemoteName): void {
  loads.delete(name);
  if (remotes)
    registerRemotes([{ name: federationName(name), entry: remotes[name] }], { force: true });
}

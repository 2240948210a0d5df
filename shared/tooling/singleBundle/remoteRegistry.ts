/**
 * The benchmark's single bundle (`createSingleBundleConfig`): the shell's remote loader
 * with the same exports, each remote of the registry a lazy chunk of the one build instead
 * of a federated container. Never deployed.
 */
import type { RemoteName } from '@kfeed/kit/routes';
import type { RemoteLifecycles } from '@kfeed/platform/remote';
// Made by the build from the registry (remoteLoadersModule in rspackConfig.ts).
import { LOADERS } from './remoteLoaders.js';

export interface RemotesConfig {
  entries: Partial<Record<RemoteName, string>>;
  problems: Partial<Record<RemoteName, string>>;
}

export class RemoteNotConfiguredError extends Error {}

const config: RemotesConfig = { entries: {}, problems: {} };

export function parseRemotesConfig(): RemotesConfig {
  return config;
}

export function loadRemotesConfig(): Promise<RemotesConfig> {
  return Promise.resolve(config);
}

export function remotesConfig(): RemotesConfig {
  return config;
}

const loads = new Map<RemoteName, Promise<RemoteLifecycles>>();

export function loadRemoteApp(name: RemoteName): Promise<RemoteLifecycles> {
  let pending = loads.get(name);
  if (!pending) {
    pending = LOADERS[name]().then(({ bootstrap, mount, unmount, update }): RemoteLifecycles => ({
      bootstrap,
      mount,
      unmount,
      ...(update ? { update } : {}),
    }));
    loads.set(name, pending);
  }
  return pending;
}

export function resetRemote(name: RemoteName): Promise<void> {
  loads.delete(name);
  return Promise.resolve();
}

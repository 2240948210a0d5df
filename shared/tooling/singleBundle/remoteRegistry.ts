/**
 * The benchmark's single bundle (`createSingleBundleConfig`): the shell's remote loader
 * with the same exports, each remote a lazy chunk of the one build instead of a
 * federated container. Never deployed.
 */
import type { RemoteName } from '@kfeed/kit/routes';
import type { RemoteLifecycles } from '@kfeed/platform/remote';

export interface RemotesConfig {
  entries: Partial<Record<RemoteName, string>>;
  problems: Partial<Record<RemoteName, string>>;
}

export class RemoteNotConfiguredError extends Error {}

/** A lifecycles module: `update` is there, possibly undefined, when exported from defineRemote. */
type LifecyclesModule = Omit<RemoteLifecycles, 'update'> & {
  update?: RemoteLifecycles['update'] | undefined;
};

const LOADERS: Record<RemoteName, () => Promise<LifecyclesModule>> = {
  'mf-auth': () => import('../../../mf-auth/src/app/lifecycles.tsx'),
  'mf-feed': () => import('../../../mf-feed/src/app/lifecycles.tsx'),
  'mf-post': () => import('../../../mf-post/src/app/lifecycles.tsx'),
  'mf-search': () => import('../../../mf-search/src/app/lifecycles.tsx'),
  'mf-mypage': () => import('../../../mf-mypage/src/app/lifecycles.tsx'),
};

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

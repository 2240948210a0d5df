import type { RemoteName } from '@kfeed/contracts/registry';
import type { RemoteLifecycles } from '@kfeed/platform/remote';

/** A lifecycles module: `update` is there, possibly undefined, when exported from defineRemote. */
type LifecyclesModule = Omit<RemoteLifecycles, 'update'> & {
  update?: RemoteLifecycles['update'] | undefined;
};

/** The module the single bundle's build writes from the registry (rspackConfig.ts). */
export declare const LOADERS: Record<RemoteName, () => Promise<LifecyclesModule>>;

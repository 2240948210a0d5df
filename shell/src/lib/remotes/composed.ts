import { isOptionalRemote, type RemoteName } from '@kfeed/contracts/registry';
import { remotesConfig } from './remoteRegistry.ts';

/**
 * What the served remotes.json does with a remote: names it with a usable URL ('composed'),
 * leaves out an optional one ('absent': this environment has no such area, its routes are
 * unknown and nothing links to them), or lacks or garbles a required one ('broken': its
 * area shows the fallback with retry).
 */
export type Composition = 'composed' | 'absent' | 'broken';

export function compositionOf(name: RemoteName): Composition {
  const { entries, problems } = remotesConfig();
  if (entries[name]) return 'composed';
  if (problems[name]) return 'broken';
  return isOptionalRemote(name) ? 'absent' : 'broken';
}

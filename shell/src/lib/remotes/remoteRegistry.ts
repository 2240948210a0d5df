import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, federationName, type RemoteName } from '@kfeed/kit/routes';
import { isOptionalRemote } from '@kfeed/contracts/registry';
import type { RemoteLifecycles } from '@kfeed/platform/remote';
import { REMOTES_DATA_ID, readDataBlock } from '@kfeed/kit/initialData';
import { checkPlatform, forgetBuild } from './composition.ts';
import { retryPlugin } from './retryPlugin.ts';
import { yieldToBrowser } from '../startup/slices.ts';

/** remotes.json: remote name -> manifest URL, one file per environment, fetched at start. */
export interface RemotesConfig {
  /** The usable entries. */
  entries: Partial<Record<RemoteName, string>>;
  /**
   * Why a remote has no usable entry (missing, not a URL): only its area degrades. An
   * optional remote left out is no problem: this environment does not compose it.
   */
  problems: Partial<Record<RemoteName, string>>;
}

/** A remote that remotes.json does not (usably) name. */
export class RemoteNotConfiguredError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`remotes.json: ${reason}`);
    this.name = 'RemoteNotConfiguredError';
  }
}

function manifestUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Read remotes.json. Only a file that is not a JSON object at all is fatal (the start
 * failure dialog); a missing or malformed entry affects that remote's area alone, and an
 * optional remote (the registry's `optional`) may be left out altogether.
 */
export function parseRemotesConfig(value: unknown): RemotesConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('remotes.json must be an object');
  const config = value as Record<string, unknown>;
  const result: RemotesConfig = { entries: {}, problems: {} };
  for (const name of REMOTE_NAMES) {
    if (!(name in config)) {
      if (!isOptionalRemote(name)) result.problems[name] = `no entry for ${name}`;
      continue;
    }
    const url = manifestUrl(config[name]);
    if (url) result.entries[name] = url;
    else result.problems[name] = `the entry for ${name} is not an http(s) URL`;
  }
  return result;
}

let remotes: RemotesConfig = { entries: {}, problems: {} };

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}

function register(config: RemotesConfig, force = false): void {
  const entries = Object.entries(config.entries) as [RemoteName, string][];
  registerRemotes(
    entries.map(([name, entry]) => ({ name: federationName(name), entry })),
    force ? { force } : undefined,
  );
  for (const [name, problem] of Object.entries(config.problems))
    console.error(`[shell] ${name} is unavailable: remotes.json has ${problem}`);
}

export async function loadRemotesConfig(): Promise<RemotesConfig> {
  // The shell's server puts the environment's remotes.json into the page; a page without
  // it (a plain static server) fetches it. A retry always fetches it again.
  const embedded = readDataBlock(REMOTES_DATA_ID);
  remotes = embedded === undefined ? await fetchRemotesConfig() : parseRemotesConfig(embedded);
  registerPlugins([retryPlugin({ retries: 2, delayMs: 400 })]);
  register(remotes);
  return remotes;
}

/** The environment's composition as read at start (or at the last retry). */
export function remotesConfig(): RemotesConfig {
  return remotes;
}

/**
 * A load keeps its promise, failed or not, until the user presses retry: clearing a
 * rejected promise by itself would re-render, re-load and fail in a loop.
 */
const loads = new Map<RemoteName, Promise<RemoteLifecycles>>();

async function load(name: RemoteName): Promise<RemoteLifecycles> {
  const url = remotes.entries[name];
  if (!url)
    throw new RemoteNotConfiguredError(name, remotes.problems[name] ?? `no entry for ${name}`);
  // In slices: the shell's first render, this load and the remote's mount each run in a
  // task of their own, so the browser paints and answers input between them.
  await yieldToBrowser();
  // The platform check reads the manifest beside the runtime's own load, so it adds no
  // wait; an incompatible remote is refused even if the runtime would load it.
  const [, module] = await Promise.all([
    checkPlatform(name, url),
    loadRemote<RemoteLifecycles>(`${federationName(name)}/app`),
  ]);
  if (!module || typeof module.mount !== 'function') throw new Error(`${name} exposes no app`);
  await yieldToBrowser();
  return module;
}

export function loadRemoteApp(name: RemoteName): Promise<RemoteLifecycles> {
  let pending = loads.get(name);
  if (!pending) {
    pending = load(name);
    loads.set(name, pending);
  }
  return pending;
}

/**
 * Forget a failed load, read remotes.json again (a fixed environment heals without a
 * reload) and make the runtime forget its cached manifest, so the next load starts afresh.
 */
export async function resetRemote(name: RemoteName): Promise<void> {
  loads.delete(name);
  const previous = remotes.entries[name];
  if (previous) forgetBuild(previous);
  try {
    const fresh = await fetchRemotesConfig();
    remotes = fresh;
  } catch (error) {
    console.warn('[shell] remotes.json could not be read again; keeping the last one', error);
  }
  const url = remotes.entries[name];
  if (url) registerRemotes([{ name: federationName(name), entry: url }], { force: true });
}

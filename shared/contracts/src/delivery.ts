/**
 * What the build and the shell's server agree on about delivered files: which are
 * compressed ahead of time, what each app's manifest lists to preload, and which origins
 * the remotes of an environment are served from.
 */

/** What a browser downloads as text: compressed at build time, served as is. */
export const COMPRESSIBLE = /\.(js|css|json|html|svg|txt|mjs)$/;

/** Files to fetch together: scripts and styles, names relative to the app's public path. */
export interface PreloadAssets {
  js: string[];
  css: string[];
}

/**
 * What an app's page needs first, recorded by the build in its mf-manifest.json as
 * `kfeedPreload` (@kfeed/tooling/preloadManifest), so this server can announce it in the
 * HTML (ARCHITECTURE section 7):
 * - `startup`: the chunks loaded together when the app starts (the shell's bootstrap and
 *   shared libraries; a remote's exposed `./app` with the chunks split from it);
 * - `texts`: per i18n namespace and language, the chunk with those texts.
 */
export interface PreloadManifest {
  startup: PreloadAssets;
  texts: Record<string, Record<string, string[]>>;
  /** The server bundle that draws the app's first screen, when it has one. */
  firstScreen?: string;
}

/** The distinct origins of an environment's remotes (remotes.json), sorted: for the CSP. */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (typeof url !== 'string') continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A malformed entry fails in the shell anyway; it must not widen the policy.
    }
  }
  return [...origins].sort();
}

/** Files to fetch together: scripts and styles, names relative to the app's public path. */
export interface PreloadAssets {
  js: string[];
  css: string[];
}

/**
 * What an app's page needs first, recorded by the build in its mf-manifest.json as
 * `kfeedPreload` (shared/tooling/preloadManifest.ts), so this server can announce it in the
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

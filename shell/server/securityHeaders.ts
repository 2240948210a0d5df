import { readFile, stat } from 'node:fs/promises';
import { remoteOrigins } from '@kfeed/contracts/delivery';

/**
 * The one Content-Security-Policy of the shell and every remote: scripts, styles and
 * fetches only from this origin and the environment's remotes (the shell fetches
 * remotes.json and each mf-manifest.json), no inline or eval'd script, no plugins, no
 * <base>, no framing. The image pipeline needs one narrow allowance: workers from
 * blob: URLs made by our own scripts (its HEIC decoder is the build that needs no eval). docs/deploy/*.conf carry the same policy.
 */
export function contentSecurityPolicy(origins: readonly string[]): string {
  const self = ["'self'", ...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${self}`,
    `style-src ${self}`,
    `connect-src ${self}`,
    `font-src ${self} data:`,
    // Photo conversion and compression run in workers the page makes from its own blobs.
    `worker-src ${self} blob:`,
    // Post images are ours; link-preview pictures may come from the page they preview.
    "img-src 'self' data: blob: https:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The service worker's own policy (served with /sw.js). A worker keeps the policy it was
 * installed with until its script's bytes change, while remotes.json can move a remote to a
 * new origin at any time: a worker held to the page's list of origins would then refuse that
 * remote's files for every page it controls. So its connect-src names no list. What it
 * fetches is a request a page made (already checked against the page's policy, which the
 * HTML brings fresh on every load) or, on its own, files of this origin and of the origins in
 * remotes.json (sw.ts, `compositionOrigins`). It runs no other script and loads nothing else.
 */
export const SERVICE_WORKER_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  'connect-src *',
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The service worker's scripts: the worker and the one that turns it off. */
export const SERVICE_WORKER_SCRIPTS = ['/sw.js', '/sw-off.js'];

/** Headers every server sends besides the CSP. */
export const COMMON_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/** The policy for a remotes.json that may change while serving (read again when it does). */
export function policyFromRemotesFile(file: string | undefined): () => Promise<string> {
  let cached: { mtimeMs: number; policy: string } | null = null;
  return async () => {
    if (!file) return contentSecurityPolicy([]);
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) {
      let remotes: Record<string, string> = {};
      try {
        const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
        if (parsed && typeof parsed === 'object') remotes = parsed as Record<string, string>;
      } catch {
        // A malformed file still serves the page (self only), so the shell can say it cannot start.
      }
      cached = { mtimeMs, policy: contentSecurityPolicy(remoteOrigins(remotes)) };
    }
    return cached.policy;
  };
}

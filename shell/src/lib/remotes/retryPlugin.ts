import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Further attempts after the first failure. */
  retries: number;
  /** The wait before attempt n is n times this. */
  delayMs: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A retried script gets a URL of its own: the failed <script> element is never reused. */
export function retryUrl(url: string, attempt: number): string {
  const retried = new URL(url, globalThis.location?.href);
  retried.searchParams.set('retry', String(attempt));
  return retried.href;
}

/**
 * Rides out a blip in a remote's manifest or remoteEntry.js with a few spaced attempts,
 * through the runtime's own hooks (`fetch` for manifests, `loadEntryError` for entry
 * scripts); what still fails reaches the area's fallback, whose retry starts afresh.
 * A 4xx is an answer, not a blip: it is not asked again.
 */
export function retryPlugin({ retries, delayMs }: RetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'kfeed-retry',
    async fetch(url, init) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.ok || response.status < 500 || attempt >= retries) return response;
        } catch (error) {
          if (attempt >= retries) throw error;
        }
        await wait(delayMs * (attempt + 1));
      }
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      const attempt = async (n: number) => {
        await wait(delayMs * n);
        // The runtime keeps the failed load under this key and would hand it back.
        delete globalLoading[uniqueKey];
        const entry = await getRemoteEntry({
          origin,
          remoteInfo,
          getEntryUrl: (url: string) => retryUrl(url, n),
        });
        if (!entry) throw new Error(`${remoteInfo.name}: no entry after attempt ${n}`);
        return entry;
      };
      let retried = attempt(1);
      for (let n = 2; n <= retries; n += 1) retried = retried.catch(() => attempt(n));
      // The hook's type asks for a promise of a promise; the runtime awaits what it gets,
      // so the entry itself is the answer.
      return retried.catch(() => undefined) as unknown as Promise<typeof retried | undefined>;
    },
  };
}

/**
 * Data the shell's server put into the page (ARCHITECTURE section 7): remotes.json and a
 * screen's first API answer, as JSON data blocks, so the page need not ask for them.
 */

/** The data block holding remotes.json. */
export const REMOTES_DATA_ID = 'kfeed-remotes';
/** The data block holding first API answers, by {@link initialDataKey}. */
export const INITIAL_DATA_ID = 'kfeed-initial-data';

/**
 * One API request as a key: its path and its parameters in order, the cache-buster left out.
 * The order is by code unit, the same in the shell's server and in every browser (the
 * browser's `localeCompare` follows its own locale, and set up a collation on every call:
 * a tenth of a page's start-up in a profile at 4x CPU slowdown). Our parameter names first
 * differ at a lowercase letter, so both orders agree for them.
 */
export function initialDataKey(url: string, params: object): string {
  const entries = Object.entries(params as Record<string, unknown>)
    .filter(([key, value]) => key !== '_t' && value !== undefined)
    .map(([key, value]) => [key, String(value)])
    .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url}?${new URLSearchParams(entries).toString()}`;
}

/** The parsed contents of a JSON data block, or undefined when the page has none. */
export function readDataBlock(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return undefined;
  }
}

let initialData: Record<string, unknown> | null = null;

/**
 * The answers a server-side render of the first screen takes instead of the page's data
 * block (`firstScreen/renderFirstScreen.tsx`); replaced for every render.
 */
export function provideInitialData(data: Record<string, unknown>): void {
  initialData = { ...data };
}

/**
 * The embedded answer to this request, once: the first call gets it, every later call
 * (a refresh, another page) goes to the server.
 */
export function takeInitialData(url: string, params: object): unknown {
  if (!initialData) {
    const block = readDataBlock(INITIAL_DATA_ID);
    initialData = block && typeof block === 'object' ? { ...(block as object) } : {};
    if (typeof document !== 'undefined') document.getElementById(INITIAL_DATA_ID)?.remove();
  }
  const key = initialDataKey(url, params);
  const value = initialData[key];
  delete initialData[key];
  return value;
}

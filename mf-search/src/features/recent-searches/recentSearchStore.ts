/** Spec 2, section 9: at most 10 recent searches, newest first, a repeat moved to the front. */
export const RECENT_SEARCHES_MAX = 10;

/** A visitor's recent searches live in this browser (spec 2, section 9 "local key"). */
export const LOCAL_RECENT_SEARCHES_KEY = 'recentSearches';

export function addRecent(entries: readonly string[], searchText: string): string[] {
  return [searchText, ...entries.filter((entry) => entry !== searchText)].slice(
    0,
    RECENT_SEARCHES_MAX,
  );
}

export function removeRecent(entries: readonly string[], searchText: string): string[] {
  return entries.filter((entry) => entry !== searchText);
}

/** The visitor's list, or an empty one when none is kept or it is unreadable. */
export function readLocalRecent(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOCAL_RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const texts = parsed.filter((e): e is string => typeof e === 'string' && e.trim() !== '');
    return [...new Set(texts)].slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

export function writeLocalRecent(entries: readonly string[]): void {
  try {
    localStorage.setItem(LOCAL_RECENT_SEARCHES_KEY, JSON.stringify(entries));
  } catch (error) {
    // Storage full or blocked (private mode): the list still works for this visit.
    console.warn('[mf-search] recent searches not kept', error);
  }
}

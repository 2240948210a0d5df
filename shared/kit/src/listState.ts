/**
 * sessionStorage keys of the list screens' saved state (spec 1, section 3 "client-held
 * state"). The owning remote alone reads, writes and clears its state: when the bottom
 * navigation sends the user back to Home or Search from elsewhere, the shell only emits
 * `list:reset` and that list's remote forgets its state.
 */
export const LIST_STATE_KEYS = {
  feed: 'feedListState',
  search: 'searchListState',
  myFeed: 'myFeedListState',
  myLike: 'myLikeListState',
  notice: 'noticePageState',
} as const;

export type ListName = keyof typeof LIST_STATE_KEYS;

export function readListState<T>(list: ListName): T | null {
  try {
    const raw = sessionStorage.getItem(LIST_STATE_KEYS[list]);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeListState<T>(list: ListName, state: T): void {
  sessionStorage.setItem(LIST_STATE_KEYS[list], JSON.stringify(state));
}

export function clearListState(list: ListName): void {
  sessionStorage.removeItem(LIST_STATE_KEYS[list]);
}

/**
 * What every saved endless list holds (Home's feed, Search's results); each screen adds
 * its own fields (a category, a search term).
 */
export interface SavedListBase<Item = unknown> {
  /** The cards loaded so far, in order. */
  items: Item[];
  /** The next page to request (1-based): 1 means nothing loaded yet. */
  page: number;
  /** A short or empty page ended the list (a failed load is not saved as the end). */
  isEnd: boolean;
  /** The window's vertical scroll position. */
  scrollY: number;
  /**
   * When this state was written (epoch ms). A state written before the current document
   * started (`performance.timeOrigin`) belongs to an earlier page load, which tells a real
   * refresh apart from an in-app return.
   */
  savedAt: number;
}

/** A saved list as its screen writes it: `savedAt` is stamped on writing. */
export type SavedListFields<T extends SavedListBase> = Omit<T, 'savedAt'>;

/** The saved state of one list, checked on reading. */
export interface SavedListStore<T extends SavedListBase> {
  /** The saved state, or null when none is saved or it is unreadable. */
  read: () => T | null;
  /** Save the whole state, stamping `savedAt`. */
  write: (state: SavedListFields<T>) => void;
  /** Change some fields of the saved state (starting from `empty` when none is saved). */
  patch: (patch: Partial<SavedListFields<T>>, empty: SavedListFields<T>) => void;
  clear: () => void;
}

function hasSavedListBase(v: Record<string, unknown>): boolean {
  return (
    Array.isArray(v.items) &&
    typeof v.page === 'number' &&
    v.page >= 1 &&
    typeof v.isEnd === 'boolean' &&
    typeof v.scrollY === 'number' &&
    typeof v.savedAt === 'number'
  );
}

/**
 * The saved state of `list`: read back only when it has the fields every list has and
 * `hasOwnFields` accepts the screen's own.
 */
export function savedListStore<T extends SavedListBase>(
  list: ListName,
  hasOwnFields: (value: Record<string, unknown>) => boolean,
): SavedListStore<T> {
  const read = (): T | null => {
    const stored = readListState<unknown>(list);
    if (!stored || typeof stored !== 'object') return null;
    const v = stored as Record<string, unknown>;
    return hasSavedListBase(v) && hasOwnFields(v) ? (stored as T) : null;
  };
  const write = (state: SavedListFields<T>) =>
    writeListState(list, { ...state, savedAt: Date.now() });
  return {
    read,
    write,
    patch: (patch, empty) => write({ ...(read() ?? empty), ...patch }),
    clear: () => clearListState(list),
  };
}

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

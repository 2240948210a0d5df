import type { FeedItem } from '@kfeed/contracts/feed';
import { clearListState, readListState, writeListState } from '@kfeed/kit/listState';
import { on } from '@kfeed/platform/events';

export type MemberList = 'myFeed' | 'myLike';

/** A member list as kept for the browser session (spec 1, section 3), for `?restored=true`. */
export interface SavedMemberList {
  userId: number;
  items: FeedItem[];
  page: number;
  isEnd: boolean;
  scrollY: number;
}

/** The saved list, only when it is this member's. */
export function readSavedList(list: MemberList, userId: number): SavedMemberList | null {
  const saved = readListState<SavedMemberList>(list);
  return saved && saved.userId === userId && Array.isArray(saved.items) ? saved : null;
}

export function saveList(list: MemberList, state: SavedMemberList): void {
  writeListState(list, state);
}

/**
 * A login change (logout or another member) resets both lists (spec 2, section 4).
 * Listened to once per page, whichever screen is showing.
 */
export function resetListsOnLoginChange(): () => void {
  return on('auth:changed', ({ userId, reason }) => {
    if (reason === 'renewed') return;
    for (const list of ['myFeed', 'myLike'] as const) {
      if (readListState<SavedMemberList>(list)?.userId !== userId) clearListState(list);
    }
  });
}

import { useEffect, useRef, useState } from 'react';
import type { LiveNewPost } from '@kfeed/platform/events';
import { on } from '@kfeed/platform/events';
import { sessionStore } from '@kfeed/platform/sessionStore';
import type { PagedList } from '@kfeed/kit/pagedList/pagedList';

interface Pending {
  /** The list (generation) and category they were counted for. */
  key: string;
  feedIds: number[];
}

/**
 * Posts published since the list was loaded that belong on it (`belongs`), from the live
 * channel: the reader's own and those already shown are left out. Counted per list: a new
 * page 1 (another category, a reset, a reload) starts from none.
 */
export function useNewPosts(
  list: PagedList,
  categoryId: string,
  belongs: (post: LiveNewPost) => boolean,
): number {
  const key = `${list.generation}:${categoryId}`;
  const [pending, setPending] = useState<Pending>({ key, feedIds: [] });
  const latest = useRef({ key, list, belongs });
  useEffect(() => {
    latest.current = { key, list, belongs };
  });

  useEffect(
    () =>
      on('live:new-post', (post) => {
        const { key: now, list: shown, belongs: fits } = latest.current;
        if (post.authorId === sessionStore.getState().userId) return;
        // Page 1 is on its way: it will hold the post.
        if (shown.items.length === 0 && !shown.isEnd) return;
        if (!fits(post) || shown.items.some((item) => item.feedId === post.feedId)) return;
        setPending((current) => {
          if (current.key !== now) return { key: now, feedIds: [post.feedId] };
          if (current.feedIds.includes(post.feedId)) return current;
          return { key: now, feedIds: [...current.feedIds, post.feedId] };
        });
      }),
    [],
  );

  return pending.key === key ? pending.feedIds.length : 0;
}

import { useCallback, useEffect, useState } from 'react';
import type { Category, FeedItem } from '@kfeed/contracts/feed';
import { getFeedData } from '../../lib/api/getFeedData.ts';
import { getWriteCategories } from './api/getWriteCategories.ts';

export type WriteSetup =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'not-found' }
  | { state: 'ready'; categories: Category[]; feed: FeedItem | null };

/**
 * What the form needs before it shows: the categories the member may post in and, for an
 * edit, the post itself, which only its author may open.
 */
export function useWriteSetup(isoCode: string, userId: number, feedId: number | null) {
  const [attempt, setAttempt] = useState(0);
  const key = `${isoCode}:${userId}:${feedId}:${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; setup: WriteSetup } | null>(null);
  const setSetup = useCallback((setup: WriteSetup) => setAnswer({ key, setup }), [key]);
  useEffect(() => {
    let live = true;
    const feed =
      feedId === null
        ? Promise.resolve(null)
        : getFeedData({ feedId, isoCode, getOriginal: true, skipViewCount: true }).catch(
            () => 'not-found' as const,
          );
    Promise.all([getWriteCategories(isoCode, feedId === null ? 'write' : 'update'), feed]).then(
      ([categories, post]) => {
        if (!live) return;
        if (post === 'not-found' || (post && post.userId !== userId))
          setSetup({ state: 'not-found' });
        else setSetup({ state: 'ready', categories, feed: post });
      },
      () => live && setSetup({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [isoCode, userId, feedId, setSetup]);
  const setup: WriteSetup = answer?.key === key ? answer.setup : { state: 'loading' };
  return { setup, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeedItem } from '@kfeed/contracts/feed';
import { getFeedData, takeEmbeddedFeedData } from '../../lib/api/getFeedData.ts';

export type FeedDataState =
  { status: 'loading' } | { status: 'notFound' } | { status: 'loaded'; feed: FeedItem };

interface Answer {
  /** Which request this answers: the post and language it was asked in. */
  key: string;
  feed: FeedItem | null;
}

/**
 * The post (spec 2, section 4: loading, loaded, or a load error shown as not found).
 * `refresh` reloads it quietly (counts after a comment), without counting a view.
 */
export function useFeedData(feedId: number | null, isoCode: string) {
  const key = feedId === null ? null : `${feedId}:${isoCode}`;
  const [answer, setAnswer] = useState<Answer | null>(() => embeddedAnswer(feedId, isoCode));
  // The key the embedded answer belongs to, until the first load that goes to the server.
  const embeddedFor = useRef(answer?.key ?? null);

  useEffect(() => {
    if (feedId === null || key === null || key === embeddedFor.current) return;
    embeddedFor.current = null;
    let current = true;
    getFeedData({ feedId, isoCode }).then(
      (feed) => current && setAnswer({ key, feed }),
      (error: unknown) => {
        console.error('[mf-post] post could not be loaded', error);
        if (current) setAnswer({ key, feed: null });
      },
    );
    return () => {
      current = false;
    };
  }, [feedId, isoCode, key]);

  let state: FeedDataState;
  if (key === null) state = { status: 'notFound' };
  else if (!answer || answer.key !== key) state = { status: 'loading' };
  else state = answer.feed ? { status: 'loaded', feed: answer.feed } : { status: 'notFound' };

  const update = useCallback((change: Partial<FeedItem>) => {
    setAnswer((a) => (a?.feed ? { ...a, feed: { ...a.feed, ...change } } : a));
  }, []);

  const refresh = useCallback(async () => {
    if (feedId === null || key === null) return;
    try {
      const feed = await getFeedData({ feedId, isoCode, skipViewCount: true });
      setAnswer((a) => (a?.key === key && a.feed ? { key, feed } : a));
    } catch (error) {
      console.error('[mf-post] post could not be refreshed', error);
    }
  }, [feedId, isoCode, key]);

  return { state, update, refresh };
}

/**
 * The post at once when the page already holds it: the first render then draws the post,
 * as the server drew it into the HTML, instead of a skeleton (docs/performance.md).
 */
function embeddedAnswer(feedId: number | null, isoCode: string): Answer | null {
  if (feedId === null) return null;
  const key = `${feedId}:${isoCode}`;
  try {
    const feed = takeEmbeddedFeedData({ feedId, isoCode });
    return feed ? { key, feed } : null;
  } catch (error) {
    // The server answered with a failure: shown as not found, as a failed load is.
    console.error('[mf-post] post could not be loaded', error);
    return { key, feed: null };
  }
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CommentItem } from '@kfeed/contracts/comment';
import { getCommentList, takeEmbeddedCommentList } from './api/getCommentList.ts';
import { emptyCommentPages, mergeCommentPage, type CommentPages } from './commentPages.ts';

export interface CommentPagesState extends CommentPages {
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
  /** Load again from page 1, as far as was loaded (after a new, edited or deleted comment). */
  refresh: () => Promise<void>;
  /** Change one comment in place (a like, an edit). */
  patch: (commentId: number, change: Partial<CommentItem>) => void;
}

type FetchPage = (page: number) => Promise<CommentItem[]>;

/** Fetch pages `from`..`through` onto `base`, stopping early at a short page. */
async function fetchPages(
  fetchPage: FetchPage,
  base: CommentPages,
  from: number,
  through: number,
): Promise<CommentPages> {
  let next = from <= 1 ? emptyCommentPages : base;
  for (let page = from; page <= through; page++) {
    next = mergeCommentPage(next, page, await fetchPage(page));
    if (!next.hasMore) break;
  }
  return next;
}

/**
 * The comments of a post, or the replies to one comment, page by page (10 a page).
 * Each load outdates every request still in flight, so a late page cannot land on
 * top of newer data.
 */
export function useCommentPages(
  feedId: number,
  isoCode: string,
  parentCommentId?: number,
): CommentPagesState {
  const pagesKey = `${feedId}:${isoCode}:${parentCommentId ?? ''}`;
  const [first] = useState(() =>
    parentCommentId === undefined ? embeddedFirstPage(feedId, isoCode) : null,
  );
  const [pages, setPages] = useState<CommentPages>(first ?? emptyCommentPages);
  const [loading, setLoading] = useState(first === null);
  const [failed, setFailed] = useState(false);
  // The key the embedded page 1 belongs to, until the first load that goes to the server.
  const embeddedFor = useRef(first ? pagesKey : null);
  const generation = useRef(0);
  const inFlight = useRef(false);
  const pagesRef = useRef(pages);
  useEffect(() => {
    pagesRef.current = pages;
  });

  const fetchPage = useCallback<FetchPage>(
    (page) =>
      getCommentList({
        feedId,
        isoCode,
        page,
        ...(parentCommentId !== undefined ? { parentCommentId } : {}),
      }),
    [feedId, isoCode, parentCommentId],
  );

  /** Start a load; the answer is applied only if no newer load started meanwhile. */
  const start = useCallback(
    (from: number, through: number) => {
      const run = ++generation.current;
      inFlight.current = true;
      return fetchPages(fetchPage, pagesRef.current, from, through).then(
        (next) => {
          if (run !== generation.current) return;
          inFlight.current = false;
          setPages(next);
          setFailed(false);
          setLoading(false);
        },
        (error: unknown) => {
          if (run !== generation.current) return;
          console.error('[mf-post] comments could not be loaded', error);
          inFlight.current = false;
          setFailed(true);
          setLoading(false);
        },
      );
    },
    [fetchPage],
  );

  // The first page; again when the post or the language changes (page 1 replaces the list).
  useEffect(() => {
    if (pagesKey === embeddedFor.current) return;
    embeddedFor.current = null;
    void start(1, 1);
  }, [start, pagesKey]);

  const load = useCallback(
    (from: number, through: number) => {
      setLoading(true);
      setFailed(false);
      return start(from, through);
    },
    [start],
  );

  const loadMore = useCallback(() => {
    const current = pagesRef.current;
    if (inFlight.current || !current.hasMore || current.page === 0) return;
    void load(current.page + 1, current.page + 1);
  }, [load]);

  const refresh = useCallback(() => load(1, Math.max(1, pagesRef.current.page)), [load]);

  const patch = useCallback((commentId: number, change: Partial<CommentItem>) => {
    setPages((current) => ({
      ...current,
      items: current.items.map((c) => (c.commentId === commentId ? { ...c, ...change } : c)),
    }));
  }, []);

  return { ...pages, loading, failed, loadMore, refresh, patch };
}

/**
 * A visitor's page 1 at once when the page already holds it: the first render then draws
 * the comments, as the server drew them into the HTML (docs/performance.md). A failure
 * answer is left to the usual load, which asks the server again.
 */
function embeddedFirstPage(feedId: number, isoCode: string): CommentPages | null {
  try {
    const items = takeEmbeddedCommentList({ feedId, isoCode, page: 1 });
    return items ? mergeCommentPage(emptyCommentPages, 1, items) : null;
  } catch {
    return null;
  }
}

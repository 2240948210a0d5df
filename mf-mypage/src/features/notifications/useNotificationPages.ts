import { useCallback, useEffect, useRef, useState } from 'react';
import type { NotificationItem, NotificationListData } from '@kfeed/contracts/notification';
import { getNotificationList } from './api/notifications.ts';

export interface NotificationPages {
  items: NotificationItem[];
  /** The last page loaded (0 before the first). */
  page: number;
  isLast: boolean;
  unreadCount: number;
}

const EMPTY: NotificationPages = { items: [], page: 0, isLast: false, unreadCount: 0 };

/** Page 1 replaces the list; later pages append, skipping rows already shown (rows rise). */
export function mergeNotificationPage(
  current: NotificationPages,
  page: number,
  answer: NotificationListData,
): NotificationPages {
  const base = page <= 1 ? [] : current.items;
  const seen = new Set(base.map((item) => item.notificationId));
  return {
    items: [...base, ...answer.notificationList.filter((item) => !seen.has(item.notificationId))],
    page,
    isLast: answer.pagination.last || answer.notificationList.length === 0,
    unreadCount: answer.unreadCount,
  };
}

export interface NotificationPagesState extends NotificationPages {
  /** Nothing shown yet: the first page is on its way. */
  starting: boolean;
  /** The next page is on its way (a reload keeps the rows quietly instead). */
  loadingMore: boolean;
  failed: boolean;
  loadMore: () => void;
  /** Page 1 again, as far as was loaded; what is shown stays until the answer comes. */
  reload: () => Promise<void>;
  /** After a failure: the page that failed, again. */
  retry: () => void;
  /** Change rows in place (read), and the count with them. */
  markRead: (ids: readonly number[] | 'all', unreadCount: number) => void;
}

/**
 * My notifications, 20 a page, in `isoCode` (the titles' language). Each load outdates the
 * ones in flight, so a late answer never lands on newer rows.
 */
export function useNotificationPages(isoCode: string): NotificationPagesState {
  const [pages, setPages] = useState<NotificationPages>(EMPTY);
  const [busy, setBusy] = useState<'more' | 'reload' | null>('reload');
  const [failed, setFailed] = useState(false);
  const generation = useRef(0);
  const current = useRef(pages);
  useEffect(() => {
    current.current = pages;
  });

  /** Fetch pages `from`..`through`; state changes only once they are in (or failed). */
  const start = useCallback(
    async (from: number, through: number) => {
      const run = ++generation.current;
      try {
        let next = from <= 1 ? EMPTY : current.current;
        for (let page = from; page <= through; page++) {
          next = mergeNotificationPage(next, page, await getNotificationList(page, isoCode));
          if (next.isLast) break;
        }
        if (run !== generation.current) return;
        current.current = next;
        setPages(next);
        setBusy(null);
        setFailed(false);
      } catch (error) {
        if (run !== generation.current) return;
        console.error('[mf-mypage] notifications could not be loaded', error);
        setBusy(null);
        // A quiet reload that fails leaves the rows as they were.
        if (from > 1 || current.current.page === 0) setFailed(true);
      }
    },
    [isoCode],
  );

  const load = useCallback(
    (from: number, through: number) => {
      setBusy(from <= 1 ? 'reload' : 'more');
      setFailed(false);
      return start(from, through);
    },
    [start],
  );

  // Page 1, and again in another language (the titles follow it).
  useEffect(() => {
    void start(1, 1);
  }, [start]);

  const loadMore = useCallback(() => {
    const shown = current.current;
    if (busy !== null || failed || shown.isLast || shown.page === 0) return;
    void load(shown.page + 1, shown.page + 1);
  }, [load, busy, failed]);

  const reload = useCallback(() => load(1, Math.max(1, current.current.page)), [load]);

  const retry = useCallback(() => {
    const shown = current.current;
    void load(shown.page + 1, shown.page + 1);
  }, [load]);

  const markRead = useCallback((ids: readonly number[] | 'all', unreadCount: number) => {
    setPages((shown) => {
      const read = ids === 'all' ? null : new Set(ids);
      const next = {
        ...shown,
        unreadCount,
        items: shown.items.map((item) =>
          read === null || read.has(item.notificationId) ? { ...item, isRead: 'Y' as const } : item,
        ),
      };
      current.current = next;
      return next;
    });
  }, []);

  return {
    ...pages,
    starting: pages.page === 0 && !failed,
    loadingMore: busy === 'more',
    failed,
    loadMore,
    reload,
    retry,
    markRead,
  };
}

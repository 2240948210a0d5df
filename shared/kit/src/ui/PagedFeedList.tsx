import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@kfeed/contracts/feed';
import { useInfiniteScroll } from '@kfeed/kit/hooks/useInfiniteScroll';
import type { PagedList } from '@kfeed/kit/pagedList/pagedList';
import type { FeedContentQuery } from '@kfeed/kit/postNavigation';
import { FeedCard } from '@kfeed/kit/ui/FeedCard';
import { FeedCardSkeleton } from '@kfeed/kit/ui/FeedCardSkeleton';
import styles from './PagedFeedList.module.css';

/** How many cards a phone shows before any scrolling. */
const FIRST_SCREEN_CARDS = 4;

export interface PagedFeedListProps {
  /** The list, from `usePagedFeedList`. */
  list: PagedList;
  /** The reader's interface language. */
  language: string;
  /** Called before a card's link navigates (a screen saves its list here). */
  onOpen: (item: FeedItem) => void;
  /** The infinite-scroll sentinel came near the viewport: the hook's `loadMore`. */
  onMore: () => void;
  /** The failure's retry button: the hook's `retry`. */
  onRetry: () => void;
  /** The section's accessible name... */
  label?: string | undefined;
  /** ...or the id of the heading that names it (drawn in `header`). */
  labelledBy?: string | undefined;
  /** Drawn first in the section, e.g. the search results' heading. */
  header?: ReactNode;
  /** Read out while a page loads (the skeletons are hidden from screen readers). */
  loadingText: string;
  /** Shown with the retry button after a failed load. */
  failedText: ReactNode;
  /** The list ended without a single post: an optional title above the text. */
  emptyTitle?: ReactNode;
  emptyText: ReactNode;
  /** Announce the empty state (role=status), for a list the reader has just asked for. */
  announceEmpty?: boolean | undefined;
  /** After the last post. */
  endText: ReactNode;
  /** Where each post's back button leads (docs/post-navigation.md); Home passes none. */
  linkQuery?: FeedContentQuery | undefined;
  /** Search words to mark in the cards (memoised by the caller: the cards are memoised). */
  highlight?: readonly string[] | undefined;
  /** The first picture on a phone's first screen loads first, with high priority (Home). */
  prioritizeFirstPicture?: boolean | undefined;
  /** How far before the end the next page is asked for (default 100 px). */
  marginPx?: number | undefined;
  /**
   * The list is where the screen's main content starts (Home, after its header and
   * categories): the shell's skip link lands here, so the next Tab is the first post.
   */
  skipTarget?: boolean | undefined;
}

/**
 * An endless list of posts as the kit's feed cards: skeletons while a page loads, a retry
 * after a failure, an empty state, an end marker, and the sentinel after the last card that
 * asks for the next page.
 */
export function PagedFeedList({
  list,
  language,
  onOpen,
  onMore,
  onRetry,
  label,
  labelledBy,
  header,
  loadingText,
  failedText,
  emptyTitle,
  emptyText,
  announceEmpty = false,
  endText,
  linkQuery,
  highlight,
  prioritizeFirstPicture = false,
  marginPx,
  skipTarget = false,
}: PagedFeedListProps) {
  const { t } = useTranslation();
  const { items, loading, isEnd, failed } = list;
  const sentinel = useInfiniteScroll(onMore, {
    enabled: items.length > 0 && !loading && !failed && !isEnd,
    watchKey: items.length,
    ...(marginPx !== undefined ? { marginPx } : {}),
  });
  const now = new Date();
  // The first picture on a phone's first screen (cards are about 150 px tall): loaded first.
  const firstPicture = prioritizeFirstPicture
    ? items.findIndex((item) => item.feedThumbnailImageList.length > 0)
    : -1;
  const priorityIndex = firstPicture >= 0 && firstPicture < FIRST_SCREEN_CARDS ? firstPicture : -1;
  const ended = !loading && !failed && isEnd;
  return (
    <section
      className={styles.section}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-busy={loading}
      data-skip-target={skipTarget ? '' : undefined}
    >
      {header}
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((item, index) => (
            <li key={item.feedId}>
              <FeedCard
                item={item}
                language={language}
                onOpen={onOpen}
                now={now}
                priority={index === priorityIndex}
                {...(linkQuery ? { linkQuery } : {})}
                {...(highlight ? { highlight } : {})}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {loading ? (
        <div role="status">
          <span className="kf-visually-hidden">{loadingText}</span>
          {Array.from({ length: items.length > 0 ? 1 : 3 }, (_, i) => (
            <FeedCardSkeleton key={i} />
          ))}
        </div>
      ) : null}
      {failed ? (
        <div className={styles.notice} role="alert">
          <p>{failedText}</p>
          <button type="button" className="kf-button kf-button--primary" onClick={onRetry}>
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      ) : null}
      {ended && items.length === 0 ? (
        <div className={styles.notice} role={announceEmpty ? 'status' : undefined}>
          {emptyTitle ? <p className={styles.emptyTitle}>{emptyTitle}</p> : null}
          <p>{emptyText}</p>
        </div>
      ) : null}
      {ended && items.length > 0 ? <p className={styles.end}>{endText}</p> : null}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </section>
  );
}

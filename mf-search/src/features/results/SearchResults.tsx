import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@kfeed/contracts/feed';
import type { FeedContentQuery } from '@kfeed/kit/postNavigation';
import { FeedCard } from '@kfeed/kit/ui/FeedCard';
import { FeedCardSkeleton } from '@kfeed/kit/ui/FeedCardSkeleton';
import type { SearchListModel } from '../../lib/searchListModel.ts';
import styles from './SearchResults.module.css';

/** Every result links to its post with the way back to Search (docs/post-navigation.md). */
const FROM_SEARCH: FeedContentQuery = { from: 'search' };

interface SearchResultsProps {
  model: SearchListModel;
  language: string;
  /** The words to mark, memoised by the caller (the cards are memoised). */
  words: readonly string[];
  onOpen: (item: FeedItem) => void;
  onRetry: () => void;
  sentinelRef: RefObject<HTMLDivElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The results of one search: cards, skeletons while a page loads, empty and failed states. */
export function SearchResults({
  model,
  language,
  words,
  onOpen,
  onRetry,
  sentinelRef,
  headingRef,
}: SearchResultsProps) {
  const { t } = useTranslation('search');
  const { items, loading, isEnd, failed, searchText } = model;
  const headingId = useId();
  const now = new Date();
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('results.heading', { term: searchText })}
      </h2>
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.feedId}>
              <FeedCard
                item={item}
                language={language}
                onOpen={onOpen}
                now={now}
                linkQuery={FROM_SEARCH}
                highlight={words}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {loading ? (
        <div role="status">
          <span className="kf-visually-hidden">{t('results.loading')}</span>
          {Array.from({ length: items.length > 0 ? 1 : 3 }, (_, i) => (
            <FeedCardSkeleton key={i} />
          ))}
        </div>
      ) : null}
      {failed ? (
        <div className={styles.notice} role="alert">
          <p>{t('results.failed')}</p>
          <button type="button" className="kf-button kf-button--primary" onClick={onRetry}>
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      ) : null}
      {!loading && !failed && isEnd && items.length === 0 ? (
        <div className={styles.notice} role="status">
          <p className={styles.emptyTitle}>{t('results.empty_title', { term: searchText })}</p>
          <p>{t('results.empty_body')}</p>
        </div>
      ) : null}
      {!loading && !failed && isEnd && items.length > 0 ? (
        <p className={styles.end}>{t('results.end')}</p>
      ) : null}
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
    </section>
  );
}

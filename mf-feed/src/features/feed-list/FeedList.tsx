import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@kfeed/contracts/feed';
import { FeedCardSkeleton } from '@kfeed/kit/ui/FeedCardSkeleton';
import type { FeedListModel } from '../../lib/feedListModel.ts';
import { FeedCard } from '@kfeed/kit/ui/FeedCard';
import styles from './FeedList.module.css';

interface FeedListProps {
  model: FeedListModel;
  language: string;
  onOpen: (item: FeedItem) => void;
  onRetry: () => void;
  /** The element after the last card that asks for the next page. */
  sentinelRef: RefObject<HTMLDivElement | null>;
}

/** How many cards a phone shows before any scrolling. */
const FIRST_SCREEN_CARDS = 4;

/** The cards of Home, with skeletons while a page loads, an empty state and a failed-load retry. */
export function FeedList({ model, language, onOpen, onRetry, sentinelRef }: FeedListProps) {
  const { t } = useTranslation('feed');
  const { items, loading, isEnd, failed } = model;
  const now = new Date();
  // The first picture on a phone's first screen (cards are about 150 px tall): loaded first.
  const firstPicture = items.findIndex((item) => item.feedThumbnailImageList.length > 0);
  const priorityIndex = firstPicture >= 0 && firstPicture < FIRST_SCREEN_CARDS ? firstPicture : -1;
  return (
    <section className={styles.section} aria-label={t('list.label')} aria-busy={loading}>
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
              />
            </li>
          ))}
        </ul>
      ) : null}
      {loading ? (
        <div role="status">
          <span className="kf-visually-hidden">{t('list.loading')}</span>
          {Array.from({ length: items.length > 0 ? 1 : 3 }, (_, i) => (
            <FeedCardSkeleton key={i} />
          ))}
        </div>
      ) : null}
      {failed ? (
        <div className={styles.notice} role="alert">
          <p>{t('list.failed')}</p>
          <button type="button" className="kf-button kf-button--primary" onClick={onRetry}>
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      ) : null}
      {!loading && !failed && isEnd && items.length === 0 ? (
        <div className={styles.notice}>
          <p className={styles.emptyTitle}>{t('list.empty_title')}</p>
          <p>{t('list.empty_body')}</p>
        </div>
      ) : null}
      {!loading && !failed && isEnd && items.length > 0 ? (
        <p className={styles.end}>{t('list.end')}</p>
      ) : null}
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
    </section>
  );
}

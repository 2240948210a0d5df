import type { FeedContentQuery } from '@kfeed/kit/postNavigation';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@kfeed/contracts/feed';
import { useInfiniteScroll } from '@kfeed/kit/hooks/useInfiniteScroll';
import { FeedCard } from '@kfeed/kit/ui/FeedCard';
import { Skeleton } from '@kfeed/kit/ui/Skeleton';
import type { FeedPages } from '../lib/feedPages.ts';
import screen from './Screen.module.css';
import styles from './FeedCardList.module.css';

function CardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.skeletonText}>
        <Skeleton width="80%" height={20} />
        <Skeleton width="100%" height={14} />
        <Skeleton width="50%" height={14} />
      </div>
      <Skeleton width={88} height={88} radius={12} />
    </div>
  );
}

/**
 * Posts as the kit's feed cards, endless (the next page 100 px before the end), with
 * skeletons while loading, an empty text, a retry after a failure and an end marker.
 */
export function FeedCardList({
  label,
  model,
  language,
  linkQuery,
  onOpen,
  loadMore,
  retry,
  emptyText,
}: {
  label: string;
  model: FeedPages;
  language: string;
  /** Where the post's back button leads (docs/post-navigation.md). */
  linkQuery: FeedContentQuery;
  onOpen: (item: FeedItem) => void;
  loadMore: () => void;
  retry: () => void;
  emptyText: string;
}) {
  const { t } = useTranslation('mypage');
  const { items, loading, failed, isEnd } = model;
  const sentinel = useInfiniteScroll(loadMore, {
    enabled: items.length > 0 && !loading && !failed && !isEnd,
    watchKey: items.length,
  });
  const now = new Date();
  return (
    <section aria-label={label} aria-busy={loading}>
      {items.length > 0 ? (
        <ul className={screen.list}>
          {items.map((item) => (
            <li key={item.feedId}>
              <FeedCard
                item={item}
                language={language}
                linkQuery={linkQuery}
                onOpen={onOpen}
                now={now}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {loading ? (
        <div role="status">
          <span className="kf-visually-hidden">{t('list.loading')}</span>
          {Array.from({ length: items.length > 0 ? 1 : 3 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      ) : null}
      {failed ? (
        <div className={screen.state} role="alert">
          <p>{t('list.failed')}</p>
          <button type="button" className="kf-button kf-button--primary" onClick={retry}>
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      ) : null}
      {!loading && !failed && isEnd && items.length === 0 ? (
        <div className={screen.state}>
          <p>{emptyText}</p>
        </div>
      ) : null}
      {!loading && !failed && isEnd && items.length > 0 ? (
        <p className={styles.end}>{t('list.end')}</p>
      ) : null}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </section>
  );
}

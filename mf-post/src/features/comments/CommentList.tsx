import { useTranslation } from 'react-i18next';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { useInfiniteScroll } from '@kfeed/kit/hooks/useInfiniteScroll';
import { CommentItem, type CommentActions } from './CommentItem.tsx';
import type { CommentPagesState } from './useCommentPages.ts';
import type { CommentItem as Comment } from '@kfeed/contracts/comment';
import styles from './CommentList.module.css';

/** Comments (or replies) with endless scrolling, an empty text and a retry on failure. */
export function CommentList({
  pages,
  isoCode,
  actions,
  replyHref,
  emptyText,
  variant = 'comment',
}: {
  pages: CommentPagesState;
  isoCode: string;
  actions: CommentActions;
  replyHref?: (comment: Comment) => string;
  emptyText: string;
  variant?: 'comment' | 'reply';
}) {
  const { t } = useTranslation('post');
  const { t: tc } = useTranslation('common');
  const canLoadMore = pages.page > 0 && pages.hasMore && !pages.loading && !pages.failed;
  const sentinel = useInfiniteScroll<HTMLDivElement>(pages.loadMore, {
    enabled: canLoadMore,
    watchKey: pages.items.length,
  });

  return (
    <>
      {pages.items.length > 0 ? (
        <ul className={styles.list}>
          {pages.items.map((comment) => (
            <li key={comment.commentId}>
              <CommentItem
                comment={comment}
                isoCode={isoCode}
                actions={actions}
                onChange={(change) => pages.patch(comment.commentId, change)}
                variant={variant}
                {...(replyHref ? { replyHref: replyHref(comment) } : {})}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {pages.loading ? <Spinner label={t('comment.loading')} /> : null}
      {!pages.loading && !pages.failed && pages.page > 0 && pages.items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : null}
      {pages.failed ? (
        <div role="alert" className={styles.failed}>
          <p>{t('comment.load_failed')}</p>
          <button
            type="button"
            className="kf-button"
            onClick={() => (pages.page === 0 ? void pages.refresh() : pages.loadMore())}
          >
            {tc('retry')}
          </button>
        </div>
      ) : null}
      <div ref={sentinel} aria-hidden="true" className={styles.sentinel} />
    </>
  );
}

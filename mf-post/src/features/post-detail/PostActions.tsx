import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@kfeed/contracts/feed';
import { CommentIcon, HeartIcon, LinkIcon } from '../../components/icons.tsx';
import styles from './PostActions.module.css';

/**
 * Like and copy-link for members; visitors see the counts only (spec 1, section 6).
 */
export function PostActions({
  feed,
  isLoggedIn,
  liking,
  onLike,
  onCopyLink,
}: {
  feed: FeedItem;
  isLoggedIn: boolean;
  liking: boolean;
  onLike: () => void;
  onCopyLink: () => void;
}) {
  const { t } = useTranslation('post');
  const liked = feed.isLiked === 'Y';
  return (
    <div className={styles.actions}>
      {isLoggedIn ? (
        <button
          type="button"
          className={`${styles.action} ${liked ? styles.liked : ''}`}
          aria-pressed={liked}
          aria-label={t('post.like', { count: feed.feedLikeCount })}
          disabled={liking}
          onClick={onLike}
        >
          <HeartIcon filled={liked} />
          <span aria-hidden="true">{feed.feedLikeCount}</span>
        </button>
      ) : (
        <span className={styles.count}>
          <HeartIcon />
          <span aria-hidden="true">{feed.feedLikeCount}</span>
          <span className="kf-visually-hidden">
            {t('post.like_count', { count: feed.feedLikeCount })}
          </span>
        </span>
      )}
      <a className={styles.action} href="#comments">
        <CommentIcon />
        <span aria-hidden="true">{feed.feedCommentCount}</span>
        <span className="kf-visually-hidden">
          {t('post.comment_count', { count: feed.feedCommentCount })}
        </span>
      </a>
      {isLoggedIn ? (
        <button type="button" className={`${styles.action} ${styles.copy}`} onClick={onCopyLink}>
          <LinkIcon />
          <span>{t('post.copy_link')}</span>
        </button>
      ) : null}
    </div>
  );
}

import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@kfeed/contracts/feed';
import { CommentIcon, HeartIcon, LinkIcon } from '../../components/icons.tsx';
import styles from './PostActions.module.css';

/**
 * The comments action: to the comments (the `#comments` section below) and, for a member,
 * into the box that writes one, so the keyboard gets there without passing every comment.
 */
function toCommentBox(event: MouseEvent<HTMLAnchorElement>) {
  const box = document.querySelector<HTMLTextAreaElement>('#comments textarea');
  if (!box) return; // A visitor: the link's own jump to the comments.
  event.preventDefault();
  document.getElementById('comments')?.scrollIntoView({ block: 'start' });
  box.focus({ preventScroll: true });
}

/**
 * Like and copy-link for members; visitors see the counts only (spec 1, section 6).
 */
export function PostActions({
  feed,
  isLoggedIn,
  liking,
  likeWaiting = false,
  onLike,
  canShare = false,
  onShare,
}: {
  feed: FeedItem;
  isLoggedIn: boolean;
  liking: boolean;
  /** The like (or unlike) waits for the network: shown as done, marked as waiting. */
  likeWaiting?: boolean;
  onLike: () => void;
  /** The system's share sheet is there (Web Share); otherwise the action copies the link. */
  canShare?: boolean;
  onShare: () => void;
}) {
  const { t } = useTranslation('post');
  const { t: tc } = useTranslation('common');
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
      {isLoggedIn && likeWaiting ? (
        <span className={styles.waiting} role="status" data-testid="like-waiting">
          {tc('outbox_waiting')}
        </span>
      ) : null}
      <a className={styles.action} href="#comments" onClick={toCommentBox}>
        <CommentIcon />
        <span aria-hidden="true">{feed.feedCommentCount}</span>
        <span className="kf-visually-hidden">
          {t('post.comment_count', { count: feed.feedCommentCount })}
        </span>
      </a>
      {isLoggedIn ? (
        <button type="button" className={`${styles.action} ${styles.copy}`} onClick={onShare}>
          <LinkIcon />
          <span>{canShare ? t('post.share') : t('post.copy_link')}</span>
        </button>
      ) : null}
    </div>
  );
}

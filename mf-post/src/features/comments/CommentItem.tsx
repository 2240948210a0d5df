import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CommentItem as Comment } from '@kfeed/contracts/comment';
import { useSession } from '@kfeed/platform/sessionStore';
import { Avatar } from '@kfeed/kit/ui/Avatar';
import { VerifiedBadge } from '@kfeed/kit/ui/VerifiedBadge';
import { LinkifiedText } from '@kfeed/kit/utils/linkify';
import { ActionMenu, type ActionMenuItem } from '../../components/ActionMenu.tsx';
import { EditedTime } from '../../components/EditedTime.tsx';
import { RelativeTime } from '../../components/RelativeTime.tsx';
import { HeartIcon } from '../../components/icons.tsx';
import { SourceLanguageLine } from '../../components/SourceLanguageLine.tsx';
import { updateCommentLanguage } from '../../lib/api/updateContentLanguage.ts';
import { TranslationStatusLine } from '@kfeed/kit/ui/TranslationStatusLine';
import { deviceTextShown, useDeviceTranslation } from '../../hooks/useDeviceTranslation.ts';
import { requestTranslation } from '@kfeed/kit/calls/requestTranslation';
import { commentTranslationFor } from '../../lib/translatedText.ts';
import { useOriginalToggle } from '@kfeed/kit/hooks/useOriginalToggle';
import { getOriginalCommentText } from './api/getOriginalCommentText.ts';
import { likeComment } from './api/likeComment.ts';
import { dislikeComment } from './api/dislikeComment.ts';
import styles from './CommentItem.module.css';

export interface CommentActions {
  edit: (comment: Comment) => void;
  remove: (comment: Comment) => void;
  report: (comment: Comment) => void;
  block: (comment: Comment) => void;
}

interface CommentItemProps {
  comment: Comment;
  isoCode: string;
  actions: CommentActions;
  onChange: (change: Partial<Comment>) => void;
  /** Where the reply count leads (top-level comments only). */
  replyHref?: string;
  /** The parent on the reply screen is shown a little larger. */
  variant?: 'comment' | 'reply' | 'parent';
}

/** One comment: author, time, text (translated, with the original a tap away), likes, replies. */
export function CommentItem({
  comment,
  isoCode,
  actions,
  onChange,
  replyHref,
  variant = 'comment',
}: CommentItemProps) {
  const { t } = useTranslation('post');
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const userId = useSession((s) => s.userId);
  const [liking, setLiking] = useState(false);
  const isOwner = isLoggedIn && userId === comment.userId;

  const translation = commentTranslationFor(comment, isoCode);
  const original = useOriginalToggle(
    () => getOriginalCommentText(comment.commentId),
    `${comment.commentId}:${comment.commentText}:${isoCode}`,
  );
  const deviceTexts = useMemo(() => [comment.commentText], [comment.commentText]);
  const device = useDeviceTranslation(
    deviceTexts,
    comment.detectedLanguageCode,
    isoCode,
    comment.translationStatus === 'UNAVAILABLE',
  );
  const onDevice = deviceTextShown(device)?.[0];
  const text =
    onDevice ??
    (original.showingOriginal
      ? (original.original ?? comment.commentText)
      : (translation ?? comment.commentText));

  const toggleLike = async () => {
    if (liking) return;
    setLiking(true);
    const liked = comment.isLiked === 'Y';
    try {
      const request = { feedId: comment.feedId, commentId: comment.commentId };
      const answer = await (liked ? dislikeComment(request) : likeComment(request));
      onChange({
        isLiked: answer.isLiked ?? (liked ? 'N' : 'Y'),
        likeCount: answer.likeCount ?? Math.max(0, comment.likeCount + (liked ? -1 : 1)),
      });
    } catch (error) {
      console.error('[mf-post] comment like failed', error);
    } finally {
      setLiking(false);
    }
  };

  const menu: ActionMenuItem[] = isOwner
    ? [
        { key: 'edit', label: t('comment.edit'), onSelect: () => actions.edit(comment) },
        {
          key: 'delete',
          label: t('comment.delete'),
          onSelect: () => actions.remove(comment),
          danger: true,
        },
      ]
    : [
        { key: 'report', label: t('comment.report'), onSelect: () => actions.report(comment) },
        {
          key: 'block',
          label: t('menu.block_user'),
          onSelect: () => actions.block(comment),
          danger: true,
        },
      ];

  return (
    <article
      className={`${styles.comment} ${styles[variant]} ${isLoggedIn ? styles.withMenu : ''}`}
      aria-label={t('comment.by', { nickname: comment.userNickname })}
    >
      <Avatar src={comment.userProfileImageUrl} size={variant === 'parent' ? 40 : 32} />
      <div className={styles.main}>
        <p className={styles.byline}>
          <span className={styles.nickname}>{comment.userNickname}</span>
          {comment.userIsOfficial === 'Y' ? <VerifiedBadge size={14} /> : null}
          <RelativeTime utc={comment.commentCreateDatetime} className={styles.time} />
          <EditedTime utc={comment.editedAt} className={`${styles.time} ${styles.edited}`} />
        </p>
        {isLoggedIn ? (
          <div className={styles.menu}>
            <ActionMenu
              label={t('comment.more_actions', { nickname: comment.userNickname })}
              items={menu}
            />
          </div>
        ) : null}
        <p
          className={styles.text}
          lang={
            onDevice !== undefined || (translation && !original.showingOriginal)
              ? isoCode
              : (comment.detectedLanguageCode ?? undefined)
          }
        >
          <LinkifiedText text={text} />
        </p>
        <TranslationStatusLine
          status={comment}
          original={original}
          device={device}
          onAskAgain={async () =>
            onChange(
              await requestTranslation({
                targetType: 'COMMENT',
                targetId: comment.commentId,
                isoCode,
              }),
            )
          }
        />
        <SourceLanguageLine
          language={comment.detectedLanguageCode}
          authorId={comment.userId}
          submit={async (isoCode) =>
            (await updateCommentLanguage({ commentId: comment.commentId, isoCode })).outcome
          }
          onChanged={(isoCode) =>
            onChange({ detectedLanguageCode: isoCode, translatedCommentMap: {} })
          }
        />
        <div className={styles.actions}>
          {isLoggedIn ? (
            <button
              type="button"
              className={styles.action}
              aria-pressed={comment.isLiked === 'Y'}
              aria-label={t('comment.like', { count: comment.likeCount })}
              disabled={liking}
              onClick={() => void toggleLike()}
            >
              <HeartIcon filled={comment.isLiked === 'Y'} size={18} />
              <span aria-hidden="true">{comment.likeCount}</span>
            </button>
          ) : comment.likeCount > 0 ? (
            <span className={styles.count}>
              <HeartIcon size={18} />
              <span className="kf-visually-hidden">
                {t('comment.like_count', { count: comment.likeCount })}
              </span>
              <span aria-hidden="true">{comment.likeCount}</span>
            </span>
          ) : null}
          {replyHref && (comment.childCommentCount > 0 || isLoggedIn) ? (
            <Link to={replyHref} state={{ fromPost: true }} className={styles.replyLink}>
              {comment.childCommentCount > 0
                ? t('comment.replies', { count: comment.childCommentCount })
                : t('comment.write_reply')}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

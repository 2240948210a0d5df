import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CommentItem as Comment } from '@kfeed/contracts/comment';
import { emit } from '@kfeed/platform/events';
import { feedContentUrl } from '@kfeed/kit/postNavigation';
import { useSession } from '@kfeed/platform/sessionStore';
import { Skeleton } from '@kfeed/kit/ui/Skeleton';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { CommentInput } from '../../features/comments/CommentInput.tsx';
import { CommentItem } from '../../features/comments/CommentItem.tsx';
import { CommentList } from '../../features/comments/CommentList.tsx';
import { NewCommentsButton } from '../../features/comments/NewCommentsButton.tsx';
import { PendingComments, useCommentSent } from '../../features/comments/PendingComments.tsx';
import { getParentComment } from '../../features/comments/api/getParentComment.ts';
import { insertComment } from '../../features/comments/api/insertComment.ts';
import { useCommentActions } from '../../features/comments/useCommentActions.tsx';
import { useCommentPages } from '../../features/comments/useCommentPages.ts';
import { useNewComments } from '../../features/comments/useNewComments.ts';
import { useLiveTranslation } from '../../hooks/useLiveTranslation.ts';
import { confirmAndRun } from '../../lib/confirmAndRun.ts';
import { parseReplyQuery, postQueryFromReply } from '../../lib/replyQuery.ts';
import styles from './ReplyView.module.css';

const parseId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

type ParentState =
  { status: 'loading' } | { status: 'notFound' } | { status: 'loaded'; comment: Comment };

/**
 * /feed/:feedId/reply/:commentId — a comment and its replies, with a reply box for
 * members (spec 2, section 2). Deleting, reporting or blocking on the parent goes back
 * to the post.
 */
export function ReplyView() {
  const { t, i18n } = useTranslation('post');
  const { t: tc } = useTranslation('common');
  const isoCode = i18n.language;
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const feedId = parseId(params.feedId) ?? 0;
  const commentId = parseId(params.commentId) ?? 0;
  const query = useMemo(() => parseReplyQuery(location.search), [location.search]);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const userId = useSession((s) => s.userId);
  const [parent, setParent] = useState<ParentState>({ status: 'loading' });
  const replies = useCommentPages(feedId, isoCode, commentId);

  const loadParent = useCallback(
    () =>
      getParentComment({ feedId, commentId, isoCode, ...(userId ? { userId } : {}) }).then(
        (comment) => setParent({ status: 'loaded', comment }),
        (error: unknown) => {
          console.error('[mf-post] parent comment could not be loaded', error);
          setParent({ status: 'notFound' });
        },
      ),
    [feedId, commentId, isoCode, userId],
  );

  useEffect(() => {
    void loadParent();
  }, [loadParent]);

  /** Back to the post: one step back when the reader came from it, else to its address. */
  const backToPost = () => {
    const state = location.state as { fromPost?: boolean } | null;
    if (state?.fromPost && location.key !== 'default') {
      navigate(-1);
      return;
    }
    navigate(feedContentUrl(feedId, postQueryFromReply(query)), { replace: true });
  };

  // Others' replies as they are written (members: the live channel), shown on request.
  const newReplies = useNewComments(feedId, commentId, replies.items);
  const showNewReplies = () => {
    newReplies.clear();
    void Promise.all([replies.refresh(), loadParent()]);
  };
  // A translation that was not ready (the comment's or a reply's): fetched again in place.
  useLiveTranslation(
    isoCode,
    (done) =>
      done.targetType === 'COMMENT' &&
      done.feedId === feedId &&
      (done.targetId === commentId || replies.items.some((r) => r.commentId === done.targetId)),
    (done) => {
      if (done.targetId === commentId) void loadParent();
      else void replies.refresh();
    },
  );

  const isParent = (comment: Comment) => comment.commentId === commentId;
  const { actions, dialog } = useCommentActions(feedId, isoCode, {
    onEdited: (comment) => {
      if (isParent(comment)) void loadParent();
      else void replies.refresh();
    },
    onDeleted: (comment) => {
      if (isParent(comment)) backToPost();
      else {
        void replies.refresh();
        void loadParent();
      }
    },
    onReported: (comment) => {
      if (isParent(comment)) backToPost();
      else void replies.refresh();
    },
    onBlocked: (comment) => {
      if (isParent(comment)) backToPost();
      else {
        void replies.refresh();
        void loadParent();
      }
    },
  });

  const refreshAfterSent = useCallback(
    () => void Promise.all([replies.refresh(), loadParent()]),
    [replies, loadParent],
  );
  useCommentSent(feedId, commentId, refreshAfterSent);

  const submit = async (text: string) => {
    let waiting = false;
    const outcome = await confirmAndRun({
      run: async () => {
        const request = { feedId, commentText: text, isoCode, parentCommentId: commentId };
        waiting = !(await insertComment(request)).sent;
      },
      failure: t('notice.reply_failed'),
    });
    if (outcome !== 'done') return false;
    // Waiting for the network: shown below as waiting, the box is free for the next one.
    if (waiting) return true;
    await Promise.all([replies.refresh(), loadParent()]);
    return true;
  };

  return (
    <div className={styles.page}>
      {/* The comment replied to (or "no longer available") is the page's h1. */}
      <ScreenHeader title={tc('route.ReplyView')} level={2} onBack={backToPost} />
      {parent.status === 'loading' ? (
        <div className={styles.parentSkeleton} role="status" aria-label={tc('loading')}>
          <Skeleton width={140} />
          <Skeleton />
          <Skeleton width="70%" />
        </div>
      ) : null}
      {parent.status === 'notFound' ? (
        <section className={styles.notFound} aria-labelledby="reply-not-found">
          <h1 id="reply-not-found" className={styles.notFoundTitle}>
            {t('reply.not_found')}
          </h1>
          <button type="button" className="kf-button kf-button--primary" onClick={backToPost}>
            {t('reply.back_to_post')}
          </button>
        </section>
      ) : null}
      {parent.status === 'loaded' ? (
        <>
          <h1 className="kf-visually-hidden">
            {t('reply.heading', { nickname: parent.comment.userNickname })}
          </h1>
          <CommentItem
            comment={parent.comment}
            isoCode={isoCode}
            actions={actions}
            onChange={(change) =>
              setParent((p) =>
                p.status === 'loaded' ? { ...p, comment: { ...p.comment, ...change } } : p,
              )
            }
            variant="parent"
          />
          <section className={styles.replies} aria-labelledby="replies-title">
            <h2 id="replies-title" className={styles.repliesTitle}>
              {t('comment.replies', { count: parent.comment.childCommentCount })}
            </h2>
            <NewCommentsButton
              count={newReplies.count}
              label={t('live.new_replies', { count: newReplies.count })}
              onShow={showNewReplies}
              testId="reply-new-replies"
            />
            <CommentList
              pages={replies}
              isoCode={isoCode}
              actions={actions}
              emptyText={t('reply.empty')}
              variant="reply"
            />
            <PendingComments feedId={feedId} parentCommentId={commentId} />
            <div className={styles.spacer} />
            {isLoggedIn ? (
              <CommentInput
                label={t('reply.input_label')}
                placeholder={t('reply.placeholder')}
                blankMessage={t('notice.reply_required')}
                onSubmit={submit}
              />
            ) : (
              <div className={styles.visitor}>
                <button
                  type="button"
                  className="kf-button"
                  onClick={() => emit('auth:open-login', { reason: 'action' })}
                >
                  {t('reply.login_to_reply')}
                </button>
              </div>
            )}
          </section>
        </>
      ) : null}
      {dialog}
    </div>
  );
}

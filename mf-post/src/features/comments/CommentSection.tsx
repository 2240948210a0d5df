import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedContentQuery } from '@kfeed/kit/postNavigation';
import { replyPath } from '@kfeed/kit/routes';
import { useSession } from '@kfeed/platform/sessionStore';
import { useLiveTranslation } from '../../hooks/useLiveTranslation.ts';
import { replyScreenSearch } from '../../lib/backNavigation.ts';
import { confirmAndRun } from '../../lib/confirmAndRun.ts';
import { insertComment } from './api/insertComment.ts';
import { CommentInput } from './CommentInput.tsx';
import { CommentList } from './CommentList.tsx';
import { NewCommentsButton } from './NewCommentsButton.tsx';
import { PendingComments, useCommentSent } from './PendingComments.tsx';
import { useCommentActions } from './useCommentActions.tsx';
import { useCommentPages } from './useCommentPages.ts';
import { useNewComments } from './useNewComments.ts';
import styles from './CommentSection.module.css';

/** The post's comments and, for members, the box to write one (spec 2, section 2). */
export function CommentSection({
  feedId,
  isoCode,
  commentCount,
  query,
  onCommentsChanged,
  onLoginRequest,
}: {
  feedId: number;
  isoCode: string;
  commentCount: number;
  query: FeedContentQuery;
  /** A comment was added or removed: the post's counts are stale. */
  onCommentsChanged: () => void;
  onLoginRequest: () => void;
}) {
  const { t } = useTranslation('post');
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const userId = useSession((s) => s.userId);
  const pages = useCommentPages(feedId, isoCode);
  // The reader signed in from "Log in to write a comment": the box takes focus once shown.
  const [signedInToComment, setSignedInToComment] = useState(false);
  const askToLogIn = () => {
    setSignedInToComment(true);
    onLoginRequest();
  };
  // Someone else is reading now (signed in or out): the comments' likes and hidden ones
  // are theirs, so the list is read again.
  const readerBefore = useRef(userId);
  useEffect(() => {
    if (readerBefore.current === userId) return;
    readerBefore.current = userId;
    void pages.refresh();
  }, [userId, pages]);
  const { actions, dialog } = useCommentActions(feedId, isoCode, {
    onEdited: () => void pages.refresh(),
    onDeleted: () => {
      void pages.refresh();
      onCommentsChanged();
    },
    // A reported comment is no longer shown to the member who reported it.
    onReported: () => void pages.refresh(),
    onBlocked: () => {
      void pages.refresh();
      onCommentsChanged();
    },
  });
  const replySearch = replyScreenSearch(query);

  // Others' comments as they are written (members: the live channel), shown on request.
  const newComments = useNewComments(feedId, null, pages.items);
  const showNewComments = () => {
    newComments.clear();
    void pages.refresh();
    onCommentsChanged();
  };
  // A comment's translation that was not ready: fetched again, replaced in place.
  useLiveTranslation(
    isoCode,
    (done) =>
      done.targetType === 'COMMENT' &&
      done.feedId === feedId &&
      pages.items.some((comment) => comment.commentId === done.targetId),
    () => void pages.refresh(),
  );

  const refreshAfterSent = useCallback(() => {
    void pages.refresh();
    onCommentsChanged();
  }, [pages, onCommentsChanged]);
  useCommentSent(feedId, null, refreshAfterSent);

  const submit = async (text: string) => {
    let waiting = false;
    const outcome = await confirmAndRun({
      run: async () => {
        waiting = !(await insertComment({ feedId, commentText: text, isoCode })).sent;
      },
      failure: t('notice.comment_failed'),
    });
    if (outcome !== 'done') return false;
    // Waiting for the network: shown below as waiting, the box is free for the next one.
    if (waiting) return true;
    await pages.refresh();
    onCommentsChanged();
    return true;
  };

  return (
    <section id="comments" className={styles.section} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.title}>
        {t('comment.title')} <span className={styles.count}>{commentCount}</span>
      </h2>
      <NewCommentsButton
        count={newComments.count}
        label={t('live.new_comments', { count: newComments.count })}
        onShow={showNewComments}
        testId="post-new-comments"
      />
      <CommentList
        pages={pages}
        isoCode={isoCode}
        actions={actions}
        replyHref={(comment) => `${replyPath(feedId, comment.commentId)}${replySearch}`}
        emptyText={t('comment.empty')}
      />
      <PendingComments feedId={feedId} parentCommentId={null} />
      <div className={styles.spacer} />
      {isLoggedIn ? (
        <CommentInput
          label={t('comment.input_label')}
          placeholder={t('comment.placeholder')}
          blankMessage={t('notice.comment_required')}
          onSubmit={submit}
          focusOnShow={signedInToComment}
        />
      ) : (
        <div className={styles.visitor}>
          <button type="button" className="kf-button" onClick={askToLogIn}>
            {t('comment.login_to_comment')}
          </button>
        </div>
      )}
      {dialog}
    </section>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentItem } from '@kfeed/contracts/comment';
import { API_ERROR_CODES } from '@kfeed/contracts/envelope';
import { emit } from '@kfeed/platform/events';
import { useReportDialog, type ReportOutcome } from '@kfeed/kit/ui/ReportReasonDialog';
import { confirmAndRun, type ActionOutcome } from '../../lib/confirmAndRun.ts';
import { blockUser } from '../../lib/api/blockUser.ts';
import { updateComment } from './api/updateComment.ts';
import { deleteComment } from './api/deleteComment.ts';
import { reportComment } from './api/reportComment.ts';
import { EditCommentDialog } from './EditCommentDialog.tsx';
import type { CommentActions } from './CommentItem.tsx';

export interface CommentActionHandlers {
  /** After an edit saved. */
  onEdited: (comment: CommentItem, text: string) => void;
  onDeleted: (comment: CommentItem) => void;
  onReported: (comment: CommentItem) => void;
  onBlocked: (comment: CommentItem) => void;
}

/**
 * The owner's edit and delete, and a member's report (with a reason, in the kit's report
 * dialog) and block, on comments (spec 2, sections 4, 6, 8). Returns the actions for
 * CommentItem and the dialogs to render (editing, reporting).
 */
export function useCommentActions(
  feedId: number,
  isoCode: string,
  handlers: CommentActionHandlers,
): { actions: CommentActions; dialog: ReactNode } {
  const { t } = useTranslation('post');
  const [editing, setEditing] = useState<CommentItem | null>(null);
  const reportDialog = useReportDialog();
  const failure = t('notice.server_error');

  const after = (outcome: ActionOutcome | ReportOutcome, then: () => void) => {
    if (outcome === 'done') then();
  };

  const actions: CommentActions = {
    edit: (comment) => setEditing(comment),
    remove: (comment) =>
      void confirmAndRun({
        confirm: {
          // Its replies go with it: say how many.
          message:
            comment.childCommentCount > 0
              ? t('confirm.delete_comment_replies', { count: comment.childCommentCount })
              : t('confirm.delete_comment'),
          confirmLabel: t('comment.delete'),
          destructive: true,
        },
        run: () => deleteComment({ commentId: comment.commentId }),
        failure,
      }).then((outcome) => after(outcome, () => handlers.onDeleted(comment))),
    report: (comment) =>
      void reportDialog
        .report({
          target: 'COMMENT',
          send: (reason) => reportComment({ commentId: comment.commentId, ...reason }),
          success: t('notice.reported'),
          already: t('notice.already_reported_comment'),
        })
        .then((outcome) => after(outcome, () => handlers.onReported(comment))),
    block: (comment) =>
      void confirmAndRun({
        confirm: {
          message: t('confirm.block_user', { nickname: comment.userNickname }),
          confirmLabel: t('menu.block_user'),
          destructive: true,
        },
        run: () => blockUser(comment.userId),
        success: t('notice.blocked', { nickname: comment.userNickname }),
        already: {
          code: API_ERROR_CODES.alreadyBlocked,
          message: t('notice.already_blocked_user'),
        },
        failure,
      }).then((outcome) =>
        after(outcome, () => {
          emit('feed:changed', { feedId, change: 'author-blocked', userId: comment.userId });
          handlers.onBlocked(comment);
        }),
      ),
  };

  const save = async (comment: CommentItem, text: string) => {
    const outcome = await confirmAndRun({
      run: () =>
        updateComment({ feedId, commentId: comment.commentId, commentText: text, isoCode }),
      failure,
    });
    if (outcome === 'done') handlers.onEdited(comment, text);
    return outcome === 'done';
  };

  const dialog = (
    <>
      {editing ? (
        <EditCommentDialog
          key={editing.commentId}
          comment={editing}
          onSave={(text) => save(editing, text)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {reportDialog.dialog}
    </>
  );

  return { actions, dialog };
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_TEXT_MAX, type CommentItem } from '@kfeed/contracts/comment';
import { Dialog } from '@kfeed/kit/ui/Dialog';
import { AutoGrowTextarea } from '../../components/AutoGrowTextarea.tsx';
import styles from './EditCommentDialog.module.css';

/**
 * Edit a comment in a dialog (spec 2, section 4: open, submitting, closed on success).
 * Save is disabled while the text is blank or saving; a failed save keeps the text.
 */
export function EditCommentDialog({
  comment,
  onSave,
  onClose,
}: {
  comment: CommentItem;
  /** Resolves true when saved. */
  onSave: (text: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation('post');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const [text, setText] = useState(comment.commentText);
  const [submitting, setSubmitting] = useState(false);
  const blank = text.trim().length === 0;

  const save = async () => {
    if (blank || submitting) return;
    setSubmitting(true);
    try {
      if (await onSave(text.trim())) onClose();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      title={t('comment.edit_title')}
      onClose={() => {
        if (!submitting) onClose();
      }}
      actions={
        <>
          <button type="button" className="kf-button" onClick={onClose} disabled={submitting}>
            {tc('cancel')}
          </button>
          <button
            type="submit"
            form={id}
            className="kf-button kf-button--primary"
            disabled={blank || submitting}
            aria-busy={submitting}
          >
            {submitting ? t('comment.saving') : t('comment.save')}
          </button>
        </>
      }
    >
      <form
        id={id}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor={`${id}-text`} className="kf-visually-hidden">
          {t('comment.edit_label')}
        </label>
        <AutoGrowTextarea
          id={`${id}-text`}
          className={styles.textarea}
          value={text}
          maxLength={COMMENT_TEXT_MAX}
          autoFocus
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </Dialog>
  );
}

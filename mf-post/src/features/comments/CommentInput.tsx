import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_TEXT_MAX } from '@kfeed/contracts/comment';
import { showAlert } from '@kfeed/platform/events';
import { AutoGrowTextarea } from '../../components/AutoGrowTextarea.tsx';
import { SendIcon } from '../../components/icons.tsx';
import styles from './CommentInput.module.css';

interface CommentInputProps {
  label: string;
  placeholder: string;
  /** Shown when the reader tries to send a blank comment. */
  blankMessage: string;
  /** Resolves true when the comment was saved (the field then empties). */
  onSubmit: (text: string) => Promise<boolean>;
  /** Take focus when shown (the reader signed in to write here). */
  focusOnShow?: boolean;
}

/**
 * The comment (or reply) box: grows from 56 to 120 px, sends with the button or
 * Ctrl/Cmd+Enter. The button stays disabled while the text is blank or sending; a
 * blank send by keyboard shows the notice. A failed send keeps the text.
 */
export function CommentInput({
  label,
  placeholder,
  blankMessage,
  onSubmit,
  focusOnShow = false,
}: CommentInputProps) {
  const { t } = useTranslation('post');
  const id = useId();
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const blank = text.trim().length === 0;
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnShow) box.current?.focus();
  }, [focusOnShow]);

  const submit = async () => {
    if (submitting) return;
    if (blank) {
      await showAlert({ message: blankMessage });
      return;
    }
    setSubmitting(true);
    try {
      if (await onSubmit(text.trim())) setText('');
    } finally {
      setSubmitting(false);
      // Sent or not, the writer stays in the box (the send button may have taken focus).
      box.current?.focus();
    }
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className={styles.form} onSubmit={onFormSubmit}>
      <label htmlFor={id} className="kf-visually-hidden">
        {label}
      </label>
      <AutoGrowTextarea
        id={id}
        textareaRef={box}
        className={styles.textarea}
        value={text}
        placeholder={placeholder}
        maxLength={COMMENT_TEXT_MAX}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint`}
      />
      <span id={`${id}-hint`} className="kf-visually-hidden">
        {t('comment.send_hint')}
      </span>
      <button
        type="submit"
        className={styles.send}
        disabled={blank || submitting}
        aria-label={submitting ? t('comment.sending') : t('comment.send')}
        aria-busy={submitting}
      >
        <SendIcon />
      </button>
    </form>
  );
}

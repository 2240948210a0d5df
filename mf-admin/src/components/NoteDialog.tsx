import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MODERATION_LIMITS } from '@kfeed/contracts/moderation';
import { Dialog } from '@kfeed/kit/ui/Dialog';
import { FormField } from '@kfeed/kit/ui/FormField';
import { problemOf } from '../lib/problem.ts';
import styles from './NoteDialog.module.css';

const NOTE_MAX = MODERATION_LIMITS.noteMax;

/** The element with focus now, unless that is nothing in particular. */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export interface NoteDialogProps {
  title: string;
  /** What the action does, under the title. */
  description?: ReactNode;
  /** Fields of the action before the note (a suspension's length). */
  children?: ReactNode;
  confirmLabel: string;
  /** Removing, suspending: the confirm button says it is destructive. */
  destructive?: boolean;
  /** Do it with the note (trimmed); a rejection is said in the dialog, the note kept. */
  onConfirm: (note: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Every moderator action asks for a note for the audit log: required, at most
 * MODERATION_LIMITS.noteMax characters with a counter. A failure is said inside the dialog
 * and keeps the note; Escape and Cancel close it, and focus goes back to what opened it.
 */
export function NoteDialog({
  title,
  description,
  children,
  confirmLabel,
  destructive = false,
  onConfirm,
  onClose,
}: NoteDialogProps) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const counterId = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Read while rendering, before the dialog moves focus into itself.
  const [opener] = useState(focusedElement);

  // Closed (or gone after its action): focus back on the opener when it is still there and
  // nothing else took focus meanwhile.
  useEffect(
    () => () => {
      const now = focusedElement();
      if (opener?.isConnected && (!now || !now.isConnected)) opener.focus();
    },
    [opener],
  );

  const length = note.trim().length;
  const over = note.length > NOTE_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem =
      length === 0 ? t('note.required') : over ? t('note.too_long', { max: NOTE_MAX }) : null;
    setInvalid(problem);
    if (problem) {
      noteRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(note.trim());
    } catch (error) {
      console.error('[mf-admin] action failed', error);
      setFailure(problemOf(error).message ?? t('dialog.failed'));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={title}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <button type="button" className="kf-button" disabled={busy} onClick={onClose}>
            {t('cancel', { ns: 'common' })}
          </button>
          <button
            type="submit"
            form={formId}
            className={`kf-button ${destructive ? styles.destructive : 'kf-button--primary'}`}
            disabled={busy}
            aria-busy={busy}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {description ? <p className={styles.description}>{description}</p> : null}
        {children}
        <FormField
          label={t('note.label')}
          classes={styles}
          message={invalid ?? t('note.hint')}
          messageClassName={invalid ? styles.invalid : styles.message}
        >
          {({ id, describedBy }) => (
            <textarea
              ref={noteRef}
              id={id}
              className={styles.textarea}
              value={note}
              required
              aria-invalid={invalid ? true : undefined}
              aria-describedby={[describedBy, counterId].filter(Boolean).join(' ')}
              onChange={(event) => {
                setNote(event.target.value);
                if (invalid) setInvalid(null);
              }}
            />
          )}
        </FormField>
        <p id={counterId} className={`${styles.counter} ${over ? styles.over : ''}`}>
          {t('note.counter', { length: note.length, max: NOTE_MAX })}
        </p>
        {failure ? (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

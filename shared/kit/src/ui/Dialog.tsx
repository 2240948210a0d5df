import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

interface DialogProps {
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  /** The buttons, rendered in a row at the bottom. */
  actions?: ReactNode;
  /** Escape, or a click on the backdrop when dismissible. */
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  /** Width as the terms pop-ups need it: a share of the viewport up to a maximum. */
  width?: string;
  dismissible?: boolean;
}

const FIRST_FIELD =
  '[autofocus], input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, closes on
 * Escape and returns focus to where it was.
 */
export function Dialog({
  open,
  title,
  children,
  actions,
  onClose,
  role = 'dialog',
  width,
  dismissible = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom has no showModal(); the attribute keeps the dialog visible there.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Start where the person types: the first field, not the first button.
      dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={title ? titleId : undefined}
      className={styles.dialog}
      style={width ? { width } : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </dialog>
  );
}

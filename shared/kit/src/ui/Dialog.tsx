import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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

/** The element with focus now, if any (none while rendering on a server). */
function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus and turns Escape
 * into a cancel (onClose). Focus moves in on open and, on close, goes back to where it was
 * (the button that opened it) unless something else has taken it meanwhile.
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
  const bodyId = useId();
  // Read while rendering a dialog that mounts open: an autofocus button inside takes focus
  // before any effect runs, and the opener would be lost.
  const [openerAtMount] = useState(() => (open ? focusedElement() : null));
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const focused = focusedElement();
    const opener = focused && !dialog.contains(focused) ? focused : openerAtMount;
    // jsdom has no showModal(); the attribute keeps the dialog visible there.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Start where the person types: the first field, not the first button.
      dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    }
    return () => {
      if (dialog.isConnected && dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      // Back to the opener, unless focus went elsewhere (another dialog, a field).
      const now = focusedElement();
      const lost = !now || !now.isConnected || dialog.contains(now);
      if (lost && opener && opener !== now && opener.isConnected) opener.focus();
    };
  }, [open, openerAtMount]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      // Named by its title; an alert without one by its message, which is then all it says.
      aria-labelledby={title ? titleId : children ? bodyId : undefined}
      aria-describedby={title && children ? bodyId : undefined}
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
      {children ? (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </dialog>
  );
}

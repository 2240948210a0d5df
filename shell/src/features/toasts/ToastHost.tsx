import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { on } from '@kfeed/platform/events';
import styles from './ToastHost.module.css';

/** How long a toast stays, unless the reader hovers or focuses it. */
export const TOAST_MS = 6000;
/** Toasts shown at once; older ones go first. */
const SHOWN_MAX = 3;

interface Toast {
  id: number;
  message: string;
}

/**
 * Small successes asked for on the event bus (`ui:toast`), shown at the foot of the screen
 * and read out by a polite live region that is always in the page (a region added with its
 * text is not announced). Each goes by itself after TOAST_MS, or with its close button;
 * hovering or focusing the stack holds them.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [held, setHeld] = useState(false);
  const nextId = useRef(1);

  useLayoutEffect(
    () =>
      on('ui:toast', ({ message }) => {
        const id = nextId.current++;
        setToasts((shown) => [...shown, { id, message }].slice(-SHOWN_MAX));
      }),
    [],
  );

  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const oldest = toasts[0];
  useEffect(() => {
    if (!oldest || held) return;
    const timer = setTimeout(() => dismiss(oldest.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [oldest, held, dismiss]);

  return (
    <div
      className={styles.stack}
      role="status"
      aria-live="polite"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast}>
          <span className={styles.message}>{toast.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label={t('close')}
            onClick={() => {
              // The button goes with its toast, and a removed element sends no blur.
              setHeld(false);
              dismiss(toast.id);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}

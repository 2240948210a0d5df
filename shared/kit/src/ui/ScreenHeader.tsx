import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ScreenHeader.module.css';

export interface ScreenHeaderProps {
  /** The screen's name, drawn as its heading. */
  title: string;
  /** The back button's action; without it the header has no back button. */
  onBack?: (() => void) | undefined;
  /** An action on the right (a menu, a reset button). */
  end?: ReactNode;
  /**
   * The title's heading level: 1, the screen's own heading (the default); 2 when the
   * screen's content holds its h1 (a post's title, a "not found" message).
   */
  level?: 1 | 2;
}

/** A screen's top bar: an optional back button, the screen's name, an optional action. */
export function ScreenHeader({ title, onBack, end, level = 1 }: ScreenHeaderProps) {
  const { t } = useTranslation('common');
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={styles.header}>
      {onBack ? (
        <button type="button" className={styles.back} aria-label={t('back')} onClick={onBack}>
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            width="24"
            height="24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
      ) : (
        <span className={styles.spacer} />
      )}
      <Heading className={styles.title}>{title}</Heading>
      <span className={styles.end}>{end}</span>
    </header>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PageHeader.module.css';

/** The screen's top bar: an optional back button, the screen's name, an optional action. */
export function PageHeader({
  title,
  onBack,
  end,
}: {
  title: string;
  onBack?: () => void;
  end?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <header className={styles.header}>
      {onBack ? (
        <button type="button" className={styles.back} aria-label={t('back')} onClick={onBack}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path
              d="M15 18l-6-6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ) : (
        <span className={styles.spacer} />
      )}
      <h1 className={styles.title}>{title}</h1>
      <span className={styles.end}>{end}</span>
    </header>
  );
}

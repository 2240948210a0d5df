import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon } from './icons.tsx';
import styles from './BackHeader.module.css';

/** The screen's top bar: back, the screen's name, and an optional action on the right. */
export function BackHeader({
  title,
  onBack,
  end,
}: {
  title: string;
  onBack: () => void;
  end?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <header className={styles.header}>
      <button type="button" className={styles.back} aria-label={t('back')} onClick={onBack}>
        <BackIcon />
      </button>
      <span className={styles.title}>{title}</span>
      <span className={styles.end}>{end}</span>
    </header>
  );
}

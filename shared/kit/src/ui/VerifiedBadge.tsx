import { useTranslation } from 'react-i18next';
import styles from './VerifiedBadge.module.css';

/** The badge official users carry. */
export function VerifiedBadge({ size = 16 }: { size?: number }) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <svg
      role="img"
      aria-label={t('verified')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={styles.badge}
    >
      <title>{t('verified')}</title>
      <path
        fill="#2554d8"
        d="M12 1l2.6 2.2 3.4-.4.9 3.3 3 1.7-1.3 3.2 1.3 3.2-3 1.7-.9 3.3-3.4-.4L12 23l-2.6-2.2-3.4.4-.9-3.3-3-1.7L3.4 12 2.1 8.8l3-1.7.9-3.3 3.4.4z"
      />
      <path
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M7.5 12.2l3 3 6-6.2"
      />
    </svg>
  );
}

import { useTranslation } from 'react-i18next';
import styles from './Pager.module.css';

/** Previous and next with the position between them; nothing when there is one page. */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('admin');
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className="kf-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span className={styles.position}>{t('pager.position', { page, total: totalPages })}</span>
      <button
        type="button"
        className="kf-button"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { pageToGo, visiblePages } from './pageNumbers.ts';
import styles from './Pagination.module.css';

/**
 * Five page buttons with previous and next (spec 2, sections 2 and 5); a page out of
 * range is ignored, never requested.
 */
export function Pagination({
  currentPage,
  totalPages,
  onPage,
  label,
}: {
  currentPage: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('mypage');
  if (totalPages <= 1) return null;
  const go = (page: number) => {
    const target = pageToGo(page, currentPage, totalPages);
    if (target !== null) onPage(target);
  };
  return (
    <nav className={styles.pagination} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('pagination.previous')}
        disabled={currentPage <= 1}
        onClick={() => go(currentPage - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul className={styles.pages}>
        {visiblePages(currentPage, totalPages).map((page) => (
          <li key={page}>
            <button
              type="button"
              className={`${styles.page} ${page === currentPage ? styles.current : ''}`}
              aria-current={page === currentPage ? 'page' : undefined}
              aria-label={t('pagination.page', { page })}
              onClick={() => go(page)}
            >
              {page}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.step}
        aria-label={t('pagination.next')}
        disabled={currentPage >= totalPages}
        onClick={() => go(currentPage + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}

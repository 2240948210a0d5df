import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './RecentSearches.module.css';

interface RecentSearchesProps {
  entries: string[];
  onSearch: (searchText: string) => void;
  /** Resolves false when the entry could not be deleted. */
  onDelete: (searchText: string) => Promise<boolean>;
  /** Where focus goes when the last entry is deleted. */
  onEmptied: () => void;
}

const CROSS =
  'M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z';

/**
 * The recent-searches strip: each entry searches again when tapped and has its own
 * delete button. After a delete, focus moves to the neighbouring entry's delete button
 * (or back to the search box), so a keyboard user never loses their place.
 */
export function RecentSearches({ entries, onSearch, onDelete, onEmptied }: RecentSearchesProps) {
  const { t } = useTranslation('search');
  const headingId = useId();
  const listRef = useRef<HTMLUListElement | null>(null);
  // The entry being deleted and its place: once it is gone, its neighbour takes focus.
  const deleting = useRef<{ term: string; index: number } | null>(null);

  useEffect(() => {
    const pending = deleting.current;
    if (!pending || entries.includes(pending.term)) return;
    deleting.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-delete]');
    const next = buttons?.[Math.min(pending.index, buttons.length - 1)];
    if (next) next.focus();
    else onEmptied();
  }, [entries, onEmptied]);

  if (entries.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('history.title')}
      </h2>
      <ul ref={listRef} className={styles.strip}>
        {entries.map((entry, index) => (
          <li key={entry} className={styles.chip}>
            <button type="button" className={styles.term} onClick={() => onSearch(entry)}>
              {entry}
            </button>
            <button
              type="button"
              data-delete=""
              className={styles.delete}
              aria-label={t('history.delete', { term: entry })}
              onClick={() => {
                deleting.current = { term: entry, index };
                void onDelete(entry).then((deleted) => {
                  if (!deleted && deleting.current?.term === entry) deleting.current = null;
                });
              }}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                <path fill="currentColor" d={CROSS} />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SearchBox.module.css';

/** The server refuses longer terms (SEARCH-002), so the box stops there. */
export const SEARCH_TEXT_MAX = 100;

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter, the phone keyboard's search key and the button all land here. */
  onSubmit: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

const MAGNIFIER =
  'M10 3a7 7 0 015.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1110 3zm0 2a5 5 0 100 10 5 5 0 000-10z';
const CROSS =
  'M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z';

/**
 * The search form: a search field with its own clear button, and a search button (on a
 * phone a magnifier, so the field has the row's room for its placeholder).
 */
export function SearchBox({ value, onChange, onSubmit, inputRef }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const inputId = useId();
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <label htmlFor={inputId} className="kf-visually-hidden">
        {t('box.label')}
      </label>
      <div className={styles.field}>
        <svg className={styles.icon} aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path fill="currentColor" d={MAGNIFIER} />
        </svg>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          inputMode="search"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={SEARCH_TEXT_MAX}
          placeholder={t('box.placeholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('box.clear')}
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path fill="currentColor" d={CROSS} />
            </svg>
          </button>
        ) : null}
      </div>
      <button type="submit" className={`kf-button kf-button--primary ${styles.submit}`}>
        <svg
          className={styles.submitIcon}
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="22"
          height="22"
        >
          <path fill="currentColor" d={MAGNIFIER} />
        </svg>
        <span className={styles.submitLabel}>{t('box.submit')}</span>
      </button>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import { TranslateIcon } from './icons.tsx';
import styles from './TranslationToggle.module.css';

/** "See original" / "See translation" under a translated text. */
export function TranslationToggle({
  showingOriginal,
  loading,
  failed,
  onToggle,
}: {
  showingOriginal: boolean;
  loading: boolean;
  failed: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('post');
  return (
    <p className={styles.row}>
      <span className={styles.note}>
        <TranslateIcon size={16} />
        {showingOriginal ? t('translation.original_shown') : t('translation.translated')}
      </span>
      <button
        type="button"
        className={styles.button}
        onClick={onToggle}
        disabled={loading}
        aria-busy={loading}
      >
        {loading
          ? t('translation.loading_original')
          : showingOriginal
            ? t('translation.show_translation')
            : t('translation.show_original')}
      </button>
      {failed ? (
        <span role="alert" className={styles.failed}>
          {t('translation.original_failed')}
        </span>
      ) : null}
    </p>
  );
}

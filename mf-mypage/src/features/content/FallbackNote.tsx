import { useTranslation } from 'react-i18next';
import styles from './FallbackNote.module.css';

/** Said when a document is not written in the reader's language and another one is shown. */
export function FallbackNote({ shown, wanted }: { shown: string; wanted: string }) {
  const { t } = useTranslation('mypage');
  if (shown.toLowerCase() === wanted.toLowerCase()) return null;
  const name = new Intl.DisplayNames([wanted], { type: 'language' }).of(shown) ?? shown;
  return (
    <p className={styles.note} role="note">
      {t('document.fallback', { language: name })}
    </p>
  );
}

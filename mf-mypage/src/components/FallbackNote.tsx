import { useTranslation } from 'react-i18next';
import { languageName } from '@kfeed/kit/i18n/languageNames';
import styles from './FallbackNote.module.css';

/** Said when a document is not written in the reader's language and another one is shown. */
export function FallbackNote({ shown, wanted }: { shown: string; wanted: string }) {
  const { t, i18n } = useTranslation('mypage');
  if (shown.toLowerCase() === wanted.toLowerCase()) return null;
  // Named in the language the sentence itself is written in.
  const name = languageName(shown, i18n.language);
  return (
    <p className={styles.note} role="note">
      {t('document.fallback', { language: name })}
    </p>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '@kfeed/kit/i18n/languageNames';
import { useSession } from '@kfeed/platform/sessionStore';
import { LanguageDialog } from './LanguageDialog.tsx';
import styles from './SourceLanguage.module.css';

/**
 * "Written in Tagalog" under a post or comment, with a way to fix a wrong detection:
 * the author changes it (the text is translated again), other members suggest one.
 * Visitors only read the line.
 */
export function SourceLanguageLine({
  language,
  authorId,
  submit,
  onChanged,
}: {
  language: string | null;
  authorId: number;
  /** Sends the chosen language; resolves with what the server did. */
  submit: (isoCode: string) => Promise<'CHANGED' | 'SUGGESTED'>;
  /** Told after the author's change is stored. */
  onChanged: (isoCode: string) => void;
}) {
  const { t, i18n } = useTranslation('post');
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const userId = useSession((s) => s.userId);
  const [open, setOpen] = useState(false);
  const [suggested, setSuggested] = useState(false);
  const mode = userId === authorId ? 'change' : 'suggest';

  const send = async (isoCode: string) => {
    try {
      const outcome = await submit(isoCode);
      if (outcome === 'CHANGED') onChanged(isoCode);
      else setSuggested(true);
      return true;
    } catch (error) {
      console.error('[mf-post] the language could not be changed', error);
      return false;
    }
  };

  return (
    <div className={styles.line}>
      <span>
        {language
          ? t('source_language.written_in', { language: languageName(language, i18n.language) })
          : t('source_language.not_detected')}
      </span>
      {isLoggedIn && !suggested ? (
        <button type="button" className={styles.button} onClick={() => setOpen(true)}>
          {mode === 'change' ? t('source_language.change') : t('source_language.suggest')}
        </button>
      ) : null}
      {suggested ? (
        <span role="status" className={styles.done}>
          {t('source_language.suggested')}
        </span>
      ) : null}
      {open ? (
        <LanguageDialog
          current={language}
          mode={mode}
          onSubmit={send}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

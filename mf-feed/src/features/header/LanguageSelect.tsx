import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@kfeed/platform/events';
import { changeLanguage } from '@kfeed/platform/i18n/changeLanguage';
import { SUPPORTED_LANGUAGES, isLanguageCode, type LanguageCode } from '@kfeed/contracts/languages';
import styles from './HomeHeader.module.css';

/** The 16 interface languages, each by its own name; the session rules live in changeLanguage. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('feed');
  const [busy, setBusy] = useState(false);
  const current = isLanguageCode(i18n.language) ? i18n.language : undefined;

  const choose = async (language: LanguageCode) => {
    setBusy(true);
    try {
      await changeLanguage(language);
    } catch (error) {
      console.error('[mf-feed] language change failed', error);
      await showAlert({ message: t('header.language_failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <label className={styles.language}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 6h-3a15.7 15.7 0 00-1.4-3.6A8 8 0 0118.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8.2 8.2 0 010-4h3.4a16.5 16.5 0 000 4zm.8 2h3c.3 1.3.8 2.5 1.4 3.6A8 8 0 015.1 16zm3-8h-3a8 8 0 014.4-3.6C8.9 5.5 8.4 6.7 8.1 8zM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 010-4h4.6a14.7 14.7 0 010 4zm.2 5.6c.6-1.1 1.1-2.3 1.4-3.6h3a8 8 0 01-4.4 3.6zm1.8-5.6a16.5 16.5 0 000-4h3.4a8.2 8.2 0 010 4z"
        />
      </svg>
      <span className="kf-visually-hidden">{t('header.language')}</span>
      <select
        className={styles.select}
        value={current}
        disabled={busy}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isLanguageCode(value) && value !== current) void choose(value);
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language.isoCode} value={language.isoCode} lang={language.isoCode}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}

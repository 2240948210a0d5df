import { useTranslation } from 'react-i18next';
import { NotificationBell } from '@kfeed/kit/ui/NotificationBell';
import { TextSizeSelect } from '@kfeed/kit/ui/TextSizeControl';
import { useSession } from '@kfeed/platform/sessionStore';
import { LanguageSelect } from './LanguageSelect.tsx';
import styles from './HomeHeader.module.css';

/** How the logo reloads Home; tests replace it (jsdom cannot reload). */
export const pageReload = { reload: () => window.location.reload() };

/**
 * Home's header: the logo (tapping it reloads the page), the language dropdown and, for a
 * visitor, the text size beside it (a member has it on my page) or, for a member, the
 * notifications bell.
 */
export function HomeHeader() {
  const { t } = useTranslation('feed');
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return (
    <header className={styles.header}>
      <h1 className={styles.heading}>
        <a
          href="/"
          className={styles.logo}
          aria-label={t('header.logo')}
          onClick={(event) => {
            event.preventDefault();
            pageReload.reload();
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
            <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
            <path
              fill="#fff"
              d="M10 8h3.2v6.6L19 8h3.9l-6.3 7.1L23.3 24h-4l-4.9-6.5-1.2 1.3V24H10z"
            />
          </svg>
          <span className={styles.wordmark} aria-hidden="true">
            {t('brand', { ns: 'common' })}
          </span>
        </a>
      </h1>
      <div className={styles.actions}>
        <LanguageSelect />
        {isLoggedIn ? null : <TextSizeSelect />}
        <NotificationBell />
      </div>
    </header>
  );
}

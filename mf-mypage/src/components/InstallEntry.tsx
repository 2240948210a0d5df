import { useTranslation } from 'react-i18next';
import { promptInstall, useInstall } from '@kfeed/platform/install/installPrompt';
import styles from './InstallEntry.module.css';

/**
 * "Install KFeed" on my page, only where the browser offers it (Chromium's install offer);
 * elsewhere, and once installed, nothing shows.
 */
export function InstallEntry() {
  const { t } = useTranslation('mypage');
  const offered = useInstall((state) => state.offered);
  if (!offered) return null;
  return (
    <section className={styles.install} aria-labelledby="install-title">
      <h2 id="install-title" className={styles.title}>
        {t('install.title')}
      </h2>
      <p className={styles.text}>{t('install.body')}</p>
      <button type="button" className="kf-button" onClick={() => void promptInstall()}>
        {t('install.action')}
      </button>
    </section>
  );
}

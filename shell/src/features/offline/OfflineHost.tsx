import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../lib/shellTexts.ts';
import { useNewVersion } from './newVersion.ts';
import { useOnline } from './useOnline.ts';
import styles from './OfflineHost.module.css';

/**
 * The app's own state, said quietly at the foot of the screen: a slim bar while the
 * browser is offline (what shows is what was read before), and, when a new version of
 * KFeed is installed, a prompt to reload into it; never a reload the reader did not ask
 * for. Both are polite live regions that stay in the page (a region added together with
 * its text is not announced), and neither takes focus.
 */
export function OfflineHost() {
  const { t, ready } = useTranslation(SHELL_NAMESPACE, { useSuspense: false });
  const { t: common } = useTranslation('common', { useSuspense: false });
  const online = useOnline();
  const switchToNewVersion = useNewVersion();
  // "Not now" holds for this waiting version only; a later one is offered again.
  const [declined, setDeclined] = useState<(() => void) | null>(null);
  const offered = ready && switchToNewVersion !== null && declined !== switchToNewVersion;

  return (
    <div className={styles.host}>
      <div role="status" aria-live="polite">
        {offered && (
          <div className={styles.prompt}>
            <span className={styles.message}>{t('offline.new_version')}</span>
            <button type="button" className={styles.reload} onClick={switchToNewVersion}>
              {t('offline.reload')}
            </button>
            <button
              type="button"
              className={styles.close}
              aria-label={common('close')}
              onClick={() => setDeclined(() => switchToNewVersion)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        )}
      </div>
      <div role="status" aria-live="polite">
        {ready && !online && <p className={styles.offline}>{t('offline.bar')}</p>}
      </div>
    </div>
  );
}

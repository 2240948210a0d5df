import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextTranslationFields } from '@kfeed/contracts/translation';
import type { OriginalToggle } from '@kfeed/kit/hooks/useOriginalToggle';
import { languageName } from '@kfeed/kit/i18n/languageNames';
import { useSession } from '@kfeed/platform/sessionStore';
import styles from './TranslationStatusLine.module.css';

/**
 * The browser's own translator as this line drives it: whether it is offered, where it
 * stands, and its two actions. An app's device-translation hook fits it as it is.
 */
export interface DeviceTranslationControl {
  offered: boolean;
  state: 'idle' | 'translating' | 'done' | 'failed';
  /** True while the original is shown again after a device translation. */
  showingOriginal: boolean;
  translate: () => Promise<void>;
  toggleOriginal: () => void;
}

const TranslateIcon = () => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z" />
  </svg>
);

/**
 * One quiet line under a translated text (a post, a comment, a profile's introduction)
 * saying where it stands in the reader's language: "Translated by DeepL · See original",
 * "Translating…", "Not translated: …" with "Try again" for members when the translation
 * failed (given `onAskAgain`), and, where the server has none, the browser's own
 * "Translate on this device" (given `device`). Nothing for a text in the reader's own
 * language.
 */
export function TranslationStatusLine({
  status,
  original,
  device,
  onAskAgain,
}: {
  status: TextTranslationFields;
  /** The server's translation vs the original (TRANSLATED). */
  original: Pick<OriginalToggle<unknown>, 'showingOriginal' | 'loading' | 'failed' | 'toggle'>;
  device?: DeviceTranslationControl;
  /** Queue the failed translation again; resolves once the server took it. */
  onAskAgain?: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation('kit');
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const [asking, setAsking] = useState<'idle' | 'asking' | 'failed'>('idle');

  if (status.translationStatus === 'ORIGINAL') return null;

  if (status.translationStatus === 'TRANSLATED') {
    return (
      <p className={styles.row}>
        <span className={styles.note}>
          <TranslateIcon />
          {original.showingOriginal
            ? t('translation.original_shown')
            : // HUMAN (or not said) is a person; a provider by its own name.
              !status.translationProvider || status.translationProvider === 'HUMAN'
              ? t('translation.translated_by_person')
              : t('translation.translated_by', { provider: status.translationProvider })}
        </span>
        <button
          type="button"
          className={styles.button}
          onClick={() => void original.toggle()}
          disabled={original.loading}
          aria-busy={original.loading}
        >
          {original.loading
            ? t('translation.loading_original')
            : original.showingOriginal
              ? t('translation.show_translation')
              : t('translation.show_original')}
        </button>
        {original.failed ? (
          <span role="alert" className={styles.failed}>
            {t('translation.original_failed')}
          </span>
        ) : null}
      </p>
    );
  }

  if (status.translationStatus === 'PENDING') {
    return (
      <p className={styles.row}>
        <span className={styles.note}>
          <TranslateIcon />
          {t('translation.pending')}
        </span>
      </p>
    );
  }

  const reason = status.translationUnavailableReason ?? 'FAILED';
  const onDevice = device?.state === 'done';
  const askAgain = async () => {
    if (!onAskAgain) return;
    setAsking('asking');
    try {
      await onAskAgain();
      setAsking('idle');
    } catch (error) {
      console.error('[kit] the translation could not be requested', error);
      setAsking('failed');
    }
  };

  return (
    <p className={styles.row}>
      <span className={styles.note}>
        <TranslateIcon />
        {onDevice
          ? device.showingOriginal
            ? t('translation.original_shown')
            : t('translation.device_done')
          : reason === 'NOT_CONFIGURED'
            ? t('translation.not_configured')
            : reason === 'NO_PROVIDER'
              ? t('translation.no_provider', {
                  language: languageName(i18n.language, i18n.language),
                })
              : t('translation.failed')}
      </span>
      {reason === 'FAILED' && onAskAgain && isLoggedIn && !onDevice ? (
        <button
          type="button"
          className={styles.button}
          onClick={() => void askAgain()}
          disabled={asking === 'asking'}
          aria-busy={asking === 'asking'}
        >
          {t('translation.ask_again')}
        </button>
      ) : null}
      {device?.offered && !onDevice ? (
        <button
          type="button"
          className={styles.button}
          onClick={() => void device.translate()}
          disabled={device.state === 'translating'}
          aria-busy={device.state === 'translating'}
        >
          {device.state === 'translating'
            ? t('translation.device_translating')
            : t('translation.device')}
        </button>
      ) : null}
      {onDevice ? (
        <button type="button" className={styles.button} onClick={device.toggleOriginal}>
          {device.showingOriginal
            ? t('translation.show_translation')
            : t('translation.show_original')}
        </button>
      ) : null}
      {asking === 'failed' ? (
        <span role="alert" className={styles.failed}>
          {t('translation.ask_failed')}
        </span>
      ) : null}
      {device?.state === 'failed' ? (
        <span role="alert" className={styles.failed}>
          {t('translation.device_failed')}
        </span>
      ) : null}
    </p>
  );
}

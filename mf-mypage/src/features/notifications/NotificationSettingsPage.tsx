import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TYPES } from '@kfeed/contracts/limits';
import type { NotificationSettings, NotificationType } from '@kfeed/contracts/notification';
import { routeByName } from '@kfeed/kit/routes';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { getNotificationSettings, updateNotificationSettings } from './api/notifications.ts';
import { DevicePushSwitch } from './DevicePushSwitch.tsx';
import screen from '../../components/Screen.module.css';
import styles from './Notifications.module.css';

function TypeSwitch({
  type,
  on,
  onChange,
}: {
  type: NotificationType;
  on: boolean;
  onChange: (type: NotificationType, on: boolean) => void;
}) {
  const { t } = useTranslation('mypage');
  const labelId = useId();
  const helpId = useId();
  return (
    <li>
      <label className={styles.switchRow}>
        <span className={styles.switchText}>
          <span id={labelId} className={styles.switchLabel}>
            {t(`notifications.settings.${type}.label`)}
          </span>
          <span id={helpId} className={styles.switchHelp}>
            {t(`notifications.settings.${type}.help`)}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={on}
          aria-labelledby={labelId}
          aria-describedby={helpId}
          onChange={(event) => onChange(type, event.target.checked)}
          data-testid={`notification-setting-${type}`}
        />
      </label>
    </li>
  );
}

/**
 * /notifications/settings (members): whether this device gets push notifications, then one
 * switch per type of notification, each saved as soon as it is flipped (and put back, with a
 * message, when the save fails).
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation('mypage');
  const navigate = useNavigate();
  const location = useLocation();
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState<'saved' | 'failed' | null>(null);
  // Saves in flight: only the answer to the last one replaces what is shown.
  const saves = useRef(0);

  useEffect(() => {
    let live = true;
    getNotificationSettings().then(
      (answer) => {
        if (!live) return;
        setFailed(false);
        setSettings(answer);
      },
      (error: unknown) => {
        console.error('[mf-mypage] notification settings could not be loaded', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const change = (type: NotificationType, on: boolean) => {
    const value = on ? 'Y' : 'N';
    const before = settings?.[type] ?? 'Y';
    setSettings((current) => (current ? { ...current, [type]: value } : current));
    setSaved(null);
    const run = ++saves.current;
    updateNotificationSettings({ [type]: value }).then(
      (answer) => {
        if (run === saves.current) setSettings(answer);
        setSaved('saved');
      },
      (error: unknown) => {
        console.error('[mf-mypage] a notification setting could not be saved', error);
        setSettings((current) => (current ? { ...current, [type]: before } : current));
        setSaved('failed');
      },
    );
  };

  const back = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(routeByName('Notifications').path);
  };

  return (
    <div className={screen.screen}>
      <ScreenHeader title={t('notifications.settings.title')} onBack={back} />
      <DevicePushSwitch />
      {settings ? (
        <>
          <p className={styles.intro}>{t('notifications.settings.intro')}</p>
          <ul className={screen.list}>
            {NOTIFICATION_TYPES.map((type) => (
              <TypeSwitch key={type} type={type} on={settings[type] === 'Y'} onChange={change} />
            ))}
          </ul>
        </>
      ) : null}
      {!settings && !failed ? <Spinner /> : null}
      {failed ? (
        <div className={screen.state} role="alert">
          <p>{t('notifications.settings.load_failed')}</p>
          <button
            type="button"
            className="kf-button kf-button--primary"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      ) : null}
      <p role="status" className={styles.message}>
        {saved === 'saved' ? t('notifications.settings.saved') : ''}
      </p>
      {saved === 'failed' ? (
        <p role="alert" className={`${styles.message} ${styles.error}`}>
          {t('notifications.settings.save_failed')}
        </p>
      ) : null}
    </div>
  );
}

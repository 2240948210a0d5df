import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PushError,
  resyncPushSubscription,
  turnPushOff,
  turnPushOn,
  type PushFailure,
  type PushState,
} from '@kfeed/platform/push/pushSubscription';
import styles from './Notifications.module.css';

/** What the last change came to, said in the live regions below the switch. */
type Outcome =
  | { kind: 'status'; key: 'turned_on' | 'turned_off' }
  | {
      kind: 'error';
      key: 'failed_denied' | 'dismissed' | 'failed_worker' | 'failed_on' | 'failed_off';
    };

const FAILURE_KEYS: Record<PushFailure, Extract<Outcome, { kind: 'error' }>['key'] | null> = {
  // The explanation under the switch says it all.
  unsupported: null,
  denied: 'failed_denied',
  dismissed: 'dismissed',
  'no-service-worker': 'failed_worker',
  failed: 'failed_on',
};

/**
 * "Notifications on this device": web push for this browser, on or off. Permission is asked
 * for only when the member turns the switch on (never on a visit); a browser without push,
 * or with notifications blocked for the site, gets an explanation instead of a switch that
 * cannot work. Progress and outcomes are said in live regions.
 */
export function DevicePushSwitch() {
  const { t } = useTranslation('mypage');
  const titleId = useId();
  const labelId = useId();
  const helpId = useId();
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let live = true;
    // A device that is on is told to the server again (its copy may have been dropped).
    void resyncPushSubscription().then((current) => {
      if (live) setState(current);
    });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = () => {
    setBusy('on');
    setOutcome(null);
    // Called straight from the member's gesture: the browser asks for permission only then.
    turnPushOn()
      .then(
        () => {
          setState('on');
          setOutcome({ kind: 'status', key: 'turned_on' });
        },
        (error: unknown) => {
          const reason = error instanceof PushError ? error.reason : 'failed';
          if (reason === 'unsupported' || reason === 'denied') setState(reason);
          if (reason === 'failed' || reason === 'no-service-worker')
            console.error('[mf-mypage] push notifications could not be turned on', error);
          const key = FAILURE_KEYS[reason];
          setOutcome(key ? { kind: 'error', key } : null);
        },
      )
      .finally(() => setBusy(null));
  };

  const turnOff = () => {
    setBusy('off');
    setOutcome(null);
    turnPushOff()
      .then(
        () => {
          setState('off');
          setOutcome({ kind: 'status', key: 'turned_off' });
        },
        (error: unknown) => {
          console.error('[mf-mypage] push notifications could not be turned off', error);
          setOutcome({ kind: 'error', key: 'failed_off' });
        },
      )
      .finally(() => setBusy(null));
  };

  const help =
    state === 'unsupported' || state === 'denied'
      ? t(`notifications.device.${state}`)
      : t(state === 'on' ? 'notifications.device.help_on' : 'notifications.device.help_off');
  const usable = state === 'on' || state === 'off';
  const progress = busy ? t(`notifications.device.turning_${busy}`) : '';

  return (
    <section className={styles.device} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('notifications.device.title')}
      </h2>
      <label className={`${styles.switchRow} ${usable ? '' : styles.switchRowOff}`}>
        <span className={styles.switchText}>
          <span id={labelId} className={styles.switchLabel}>
            {t('notifications.device.label')}
          </span>
          <span id={helpId} className={styles.switchHelp}>
            {help}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={state === 'on'}
          disabled={!usable || busy !== null}
          aria-busy={busy !== null}
          aria-labelledby={labelId}
          aria-describedby={helpId}
          onChange={(event) => (event.target.checked ? turnOn() : turnOff())}
          data-testid="device-push-switch"
        />
      </label>
      <p role="status" className={styles.message}>
        {progress || (outcome?.kind === 'status' ? t(`notifications.device.${outcome.key}`) : '')}
      </p>
      {outcome?.kind === 'error' ? (
        <p role="alert" className={`${styles.message} ${styles.error}`}>
          {t(`notifications.device.${outcome.key}`)}
        </p>
      ) : null}
    </section>
  );
}

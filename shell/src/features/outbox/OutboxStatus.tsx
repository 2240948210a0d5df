import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { emit, on } from '@kfeed/platform/events';
import { flushOutbox, startOutbox, useOutbox } from '@kfeed/platform/outbox/outbox';
import styles from './OutboxStatus.module.css';

/**
 * What the member did without a connection and is still to be sent (platform outbox): a
 * slim line at the top with the count and "Send now". The outbox starts here, once per
 * page, and a post it sends reaches the lists as a new post would.
 */
export function OutboxStatus() {
  const { t } = useTranslation('common');
  const count = useOutbox((state) => state.items.length);
  const sending = useOutbox((state) => state.sending);

  useEffect(() => {
    startOutbox();
    return on('outbox:sent', (sent) => {
      const answer = sent.answer as { feedId?: unknown } | null;
      if (sent.kind === 'post' && typeof answer?.feedId === 'number')
        emit('feed:changed', { feedId: answer.feedId, change: 'created' });
    });
  }, []);

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {count > 0 ? (
        <div className={styles.bar} data-testid="outbox-status">
          <span>{t('outbox_pending', { count })}</span>
          <button
            type="button"
            className={styles.send}
            disabled={sending}
            onClick={() => void flushOutbox()}
          >
            {t('outbox_send_now')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

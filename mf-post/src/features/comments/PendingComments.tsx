import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { on } from '@kfeed/platform/events';
import { useOutbox } from '@kfeed/platform/outbox/outbox';
import styles from './PendingComments.module.css';

/**
 * The member's comments (or replies) on this post that wait for the network: shown where
 * they will appear, marked as waiting, until the outbox sends them.
 */
export function PendingComments({
  feedId,
  parentCommentId,
}: {
  feedId: number;
  parentCommentId: number | null;
}) {
  const { t } = useTranslation('common');
  const items = useOutbox((state) => state.items);
  const waiting = useMemo(
    () =>
      items.filter(
        (item) =>
          item.kind === 'comment' &&
          item.feedId === feedId &&
          (item.parentCommentId ?? null) === parentCommentId,
      ),
    [items, feedId, parentCommentId],
  );
  if (waiting.length === 0) return null;
  return (
    <ul className={styles.list} data-testid="pending-comments">
      {waiting.map((item) => (
        <li key={item.key} className={styles.item}>
          <p className={styles.text}>{item.text}</p>
          <p className={styles.status}>{t('outbox_waiting')}</p>
        </li>
      ))}
    </ul>
  );
}

/** Read the comments again once a waiting one on this post (or thread) has been sent. */
export function useCommentSent(
  feedId: number,
  parentCommentId: number | null,
  refresh: () => void,
): void {
  useEffect(
    () =>
      on('outbox:sent', (sent) => {
        if (
          sent.kind === 'comment' &&
          sent.feedId === feedId &&
          (sent.parentCommentId ?? null) === parentCommentId
        )
          refresh();
      }),
    [feedId, parentCommentId, refresh],
  );
}

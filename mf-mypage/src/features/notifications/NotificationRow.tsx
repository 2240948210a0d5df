import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@kfeed/contracts/notification';
import { Avatar } from '@kfeed/kit/ui/Avatar';
import { formatRelativeTime, parseUtc } from '@kfeed/kit/utils/relativeTime';
import { notificationTarget, notificationText } from './notificationText.ts';
import styles from './Notifications.module.css';

/** A notice from KFeed: a megaphone where a person's photo would be. */
function NoticeIcon() {
  return (
    <span className={styles.noticeIcon} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 10v4h3l6 4V6L6 10H3z" strokeLinejoin="round" />
        <path d="M16 9a4 4 0 010 6M18.5 6.5a7.5 7.5 0 010 11" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/** From the moderators (no person is named): a shield where a person's photo would be. */
function ModerationIcon() {
  return (
    <span className={styles.noticeIcon} aria-hidden="true" data-icon="moderation">
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" strokeLinejoin="round" />
        <path d="M9 12l2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

/** Who a row is from: KFeed's notices and its moderators have no person to show. */
function RowIcon({ item }: { item: NotificationItem }) {
  switch (item.notificationType) {
    case 'NOTICE':
      return <NoticeIcon />;
    case 'MODERATION':
    case 'REPORT_RESULT':
      return <ModerationIcon />;
    default:
      return <Avatar src={item.actorList[0]?.userProfileImageUrl} size={40} />;
  }
}

/**
 * One notification: who did what, worded in the reader's language, with when. An unread one
 * is marked by a dot and by its name ("Unread:"). Opening it marks it read (`onOpen`) and
 * goes to what it is about.
 */
export function NotificationRow({
  item,
  language,
  onOpen,
}: {
  item: NotificationItem;
  language: string;
  onOpen: (item: NotificationItem) => void;
}) {
  const { t } = useTranslation('mypage');
  const unread = item.isRead === 'N';
  const target = notificationTarget(item);
  const time = parseUtc(item.notificationCreateDatetime);
  const content = (
    <>
      <RowIcon item={item} />
      <span className={styles.body}>
        {unread ? <span className="kf-visually-hidden">{t('notifications.unread')} </span> : null}
        <span className={styles.text}>{notificationText(item, t, language)}</span>{' '}
        {Number.isNaN(time.getTime()) ? null : (
          <time
            className={styles.time}
            dateTime={time.toISOString()}
            title={time.toLocaleString(language)}
          >
            {formatRelativeTime(item.notificationCreateDatetime, language)}
          </time>
        )}
      </span>
      {unread ? <span className={styles.dot} aria-hidden="true" /> : null}
    </>
  );
  const className = `${styles.row} ${unread ? styles.unread : ''}`;
  return (
    <li>
      {target ? (
        <Link
          to={target}
          className={className}
          onClick={() => onOpen(item)}
          data-testid="notification-row"
          data-unread={unread}
        >
          {content}
        </Link>
      ) : (
        <button
          type="button"
          className={className}
          onClick={() => onOpen(item)}
          data-testid="notification-row"
          data-unread={unread}
        >
          {content}
        </button>
      )}
    </li>
  );
}

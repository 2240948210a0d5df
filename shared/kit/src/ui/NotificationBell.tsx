import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '@kfeed/platform/live/unreadCount';
import { useSession } from '@kfeed/platform/sessionStore';
import { routeByName } from '@kfeed/kit/routes';
import styles from './NotificationBell.module.css';

/** The badge shows at most this; the accessible name says the real count. */
const BADGE_MAX = 99;

/**
 * A bell with the member's unread notifications, opening `/notifications`. Nothing for a
 * visitor. The count is read once per page (the platform's `useUnreadCount`), then follows
 * the live channel; a rise is said politely to screen readers.
 */
export function NotificationBell() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return isLoggedIn ? <Bell /> : null;
}

function Bell() {
  const { t } = useTranslation('kit');
  const count = useUnreadCount();
  const announced = useAnnouncement(count);
  const name = count ? t('notifications.bell_unread', { count }) : t('notifications.bell');
  return (
    <span className={styles.wrap}>
      <Link
        to={routeByName('Notifications').path}
        className={styles.bell}
        aria-label={name}
        data-testid="notification-bell"
      >
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 1112 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 003.4 0" />
        </svg>
        {count ? (
          <span className={styles.badge} aria-hidden="true">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        ) : null}
      </Link>
      <span role="status" className="kf-visually-hidden">
        {announced === null ? '' : t('notifications.announce', { count: announced })}
      </span>
    </span>
  );
}

/**
 * What the live region says: the count when it rose while the bell was on screen (the first
 * value of a page is in the bell's name already, so it is not announced).
 */
function useAnnouncement(count: number | null): number | null {
  const [seen, setSeen] = useState(count);
  const [announced, setAnnounced] = useState<number | null>(null);
  if (seen !== count) {
    setSeen(count);
    if (seen !== null && count !== null && count > seen) setAnnounced(count);
  }
  return announced;
}

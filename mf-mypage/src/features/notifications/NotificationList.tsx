import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@kfeed/contracts/notification';
import { on } from '@kfeed/platform/events';
import { setUnreadCount } from '@kfeed/platform/live/unreadCount';
import { useInfiniteScroll } from '@kfeed/kit/hooks/useInfiniteScroll';
import { routeByName } from '@kfeed/kit/routes';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { Skeleton } from '@kfeed/kit/ui/Skeleton';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { readAllNotifications, readNotifications } from './api/notifications.ts';
import { formatDay, groupByDay, type DayGroup } from './dayGroups.ts';
import { NotificationRow } from './NotificationRow.tsx';
import { useNotificationPages } from './useNotificationPages.ts';
import screen from '../../components/Screen.module.css';
import styles from './Notifications.module.css';

/** Within this of the top, new notifications come in at once; further down they are offered. */
const AT_TOP_PX = 80;

function SettingsIcon() {
  return (
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
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z" />
    </svg>
  );
}

function LoadingRows() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')}>
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <Skeleton width={40} height={40} radius={20} />
          <span className={styles.skeletonText}>
            <Skeleton width="85%" />
            <Skeleton width="30%" height={12} />
          </span>
        </div>
      ))}
    </div>
  );
}

function DaySection({
  group,
  language,
  onOpen,
}: {
  group: DayGroup<NotificationItem>;
  language: string;
  onOpen: (item: NotificationItem) => void;
}) {
  const { t } = useTranslation('mypage');
  const headingId = useId();
  const title =
    group.kind === 'today'
      ? t('notifications.today')
      : group.kind === 'yesterday'
        ? t('notifications.yesterday')
        : formatDay(group.date, language);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.dayTitle}>
        {title}
      </h2>
      <ul className={screen.list}>
        {group.items.map((item) => (
          <NotificationRow
            key={item.notificationId}
            item={item}
            language={language}
            onOpen={onOpen}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * /notifications (members): what happened to my posts and comments, newest first, by day,
 * 20 at a time as the reader scrolls. Opening a row marks it read and goes to its post,
 * thread or notice; "Mark all as read" clears them all. New notifications come in while the
 * screen is open: at once at the top, offered further down (the reader keeps their place).
 */
export function NotificationList() {
  const { t, i18n } = useTranslation('mypage');
  const language = i18n.language;
  const navigate = useNavigate();
  const location = useLocation();
  const pages = useNotificationPages(language);
  const [offered, setOffered] = useState(false);
  const [marking, setMarking] = useState(false);
  const [markAll, setMarkAll] = useState<'done' | 'failed' | null>(null);

  // The bell follows what the list says.
  const loaded = pages.page > 0;
  useEffect(() => {
    if (loaded) setUnreadCount(pages.unreadCount);
  }, [loaded, pages.unreadCount]);

  const latest = useRef({ unread: pages.unreadCount, reload: pages.reload });
  useEffect(() => {
    latest.current = { unread: pages.unreadCount, reload: pages.reload };
  }, [pages.unreadCount, pages.reload]);
  useEffect(
    () =>
      on('live:unread', ({ unreadCount }) => {
        const known = latest.current;
        const before = known.unread;
        known.unread = unreadCount;
        // Fewer: read here or elsewhere. More: something new.
        if (unreadCount <= before) return;
        if (window.scrollY <= AT_TOP_PX) void known.reload();
        else setOffered(true);
      }),
    [],
  );

  const showNew = () => {
    setOffered(false);
    window.scrollTo({ top: 0 });
    void pages.reload();
  };

  const open = (item: NotificationItem) => {
    if (item.isRead !== 'N') return;
    const left = Math.max(0, pages.unreadCount - 1);
    pages.markRead([item.notificationId], left);
    setUnreadCount(left);
    readNotifications([item.notificationId]).then(
      (answer) => setUnreadCount(answer.unreadCount),
      (error: unknown) =>
        console.error('[mf-mypage] a notification could not be marked read', error),
    );
  };

  const readAll = async () => {
    setMarking(true);
    setMarkAll(null);
    try {
      const answer = await readAllNotifications();
      pages.markRead('all', answer.unreadCount);
      setUnreadCount(answer.unreadCount);
      setMarkAll('done');
    } catch (error) {
      console.error('[mf-mypage] notifications could not be marked read', error);
      setMarkAll('failed');
    } finally {
      setMarking(false);
    }
  };

  const back = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(routeByName('Home').path);
  };

  const groups = useMemo(
    () => groupByDay(pages.items, (item) => item.notificationCreateDatetime),
    [pages.items],
  );
  const canLoadMore = pages.page > 0 && !pages.isLast && !pages.loadingMore && !pages.failed;
  const sentinel = useInfiniteScroll<HTMLDivElement>(pages.loadMore, {
    enabled: canLoadMore,
    watchKey: pages.items.length,
  });
  const empty = loaded && pages.items.length === 0 && !pages.failed;

  return (
    <div className={screen.screen}>
      <ScreenHeader
        title={t('notifications.title')}
        onBack={back}
        end={
          <Link
            to={routeByName('NotificationSettings').path}
            className={styles.iconLink}
            aria-label={t('notifications.settings_link')}
          >
            <SettingsIcon />
          </Link>
        }
      />
      {offered ? (
        <div className={styles.newSlot}>
          <button
            type="button"
            className={styles.newButton}
            onClick={showNew}
            data-testid="notifications-new"
          >
            {t('notifications.show_new')}
          </button>
        </div>
      ) : null}
      {loaded && pages.items.length > 0 ? (
        <div className={styles.toolbar}>
          <button
            type="button"
            className="kf-button"
            onClick={() => void readAll()}
            disabled={marking || pages.unreadCount === 0}
            aria-busy={marking}
            data-testid="notifications-mark-all-read"
          >
            {t('notifications.mark_all_read')}
          </button>
        </div>
      ) : null}
      <p role="status" className="kf-visually-hidden">
        {markAll === 'done' ? t('notifications.all_read') : ''}
        {offered ? t('notifications.new_arrived') : ''}
      </p>
      {markAll === 'failed' ? (
        <p role="alert" className={`${styles.message} ${styles.error}`}>
          {t('notifications.mark_all_failed')}
        </p>
      ) : null}
      {pages.starting ? <LoadingRows /> : null}
      {groups.map((group) => (
        <DaySection key={group.key} group={group} language={language} onOpen={open} />
      ))}
      {empty ? (
        <div className={screen.state}>
          <p className={screen.stateTitle}>{t('notifications.empty_title')}</p>
          <p>{t('notifications.empty_body')}</p>
        </div>
      ) : null}
      {pages.loadingMore ? <Spinner /> : null}
      {pages.failed ? (
        <div className={screen.state} role="alert">
          <p>{t('notifications.load_failed')}</p>
          <button type="button" className="kf-button kf-button--primary" onClick={pages.retry}>
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      ) : null}
      <div ref={sentinel} aria-hidden="true" className={styles.sentinel} />
    </div>
  );
}

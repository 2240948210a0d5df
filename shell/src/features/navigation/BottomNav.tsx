import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { matchRoute, routeByName, routesOwnedBy, type RouteName } from '@kfeed/kit/routes';
import { emit } from '@kfeed/platform/events';
import { confirmLeave } from '@kfeed/platform/leaveGuard';
import { isModerator, useSession } from '@kfeed/platform/sessionStore';
import { allowNavigation } from '../../lib/routeGuard.ts';
import { compositionOf } from '../../lib/remotes/composed.ts';
import { SHELL_NAMESPACE } from '../../lib/shellTexts.ts';
import styles from './BottomNav.module.css';

interface NavItem {
  key: 'home' | 'search' | 'write' | 'dongne' | 'myPage' | 'admin';
  path: string;
  /** The routes on which this item shows as active. */
  activeOn: readonly RouteName[];
  icon: string;
}

const ITEMS: readonly NavItem[] = [
  { key: 'home', path: '/', activeOn: ['Home'], icon: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z' },
  {
    key: 'search',
    path: '/search',
    activeOn: ['Search'],
    icon: 'M10 3a7 7 0 015.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1110 3zm0 2a5 5 0 100 10 5 5 0 000-10z',
  },
  {
    key: 'write',
    path: '/feed/write',
    activeOn: ['FeedWriteView'],
    icon: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
  },
  {
    key: 'dongne',
    path: '/dongne',
    activeOn: ['Dongne'],
    icon: 'M12 2a7 7 0 017 7c0 5-7 13-7 13S5 14 5 9a7 7 0 017-7zm0 4a3 3 0 100 6 3 3 0 000-6z',
  },
  {
    key: 'myPage',
    path: '/myPage',
    activeOn: ['MyPage', 'UpdateMyInfo', 'MyFeedList', 'Notifications', 'NotificationSettings'],
    icon: 'M12 3a4.5 4.5 0 110 9 4.5 4.5 0 010-9zm0 11c4.4 0 8 2.2 8 5v2H4v-2c0-2.8 3.6-5 8-5z',
  },
];

/**
 * Moderation, last: for moderators and admins, where this environment composes mf-admin.
 * Its label is the shell's own text (the platform's `common` has none for it).
 */
const ADMIN_ITEM: NavItem = {
  key: 'admin',
  path: routeByName('AdminReports').path,
  activeOn: routesOwnedBy('mf-admin').map((route) => route.name),
  icon: 'M12 2l8 3v6c0 5.2-3.4 9.6-8 11-4.6-1.4-8-5.8-8-11V5l8-3zm-1 13.6l6-6-1.4-1.4-4.6 4.6-2.1-2.1L7.5 12l3.5 3.6z',
};

/** Whether the moderation entry shows: a moderator (or admin), and mf-admin composed here. */
export function useShowsAdminEntry(): boolean {
  const moderator = useSession(isModerator);
  return moderator && compositionOf('mf-admin') === 'composed';
}

/** The moderation entry's label, from the shell's texts (loaded for the few who see it). */
function AdminLabel({ className }: { className: string | undefined }) {
  const { t } = useTranslation(SHELL_NAMESPACE, { useSuspense: false });
  return <span className={className}>{t('nav.admin')}</span>;
}

/**
 * Lists the bottom navigation resets when the user comes back to them from elsewhere. It
 * only says so (`list:reset`): each list's remote forgets its own saved state.
 */
const RESETS: Partial<Record<NavItem['key'], 'feed' | 'search'>> = {
  home: 'feed',
  search: 'search',
};

/**
 * The app's navigation: the tab bar at the bottom of a phone, a side navigation from 1024 px
 * (BottomNav.module.css); the same links in the same order.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = matchRoute(location.pathname)?.route.name;
  const items = useShowsAdminEntry() ? [...ITEMS, ADMIN_ITEM] : ITEMS;

  const select = async (item: NavItem) => {
    const list = RESETS[item.key];
    const elsewhere = !item.activeOn.includes(current as RouteName);
    // Unsaved work on screen (a post being written) is asked about before anything moves.
    if ((elsewhere || location.search) && !(await confirmLeave())) return;
    if (list && elsewhere) emit('list:reset', { list });
    if (!allowNavigation(item.path)) return;
    if (elsewhere || location.search) navigate(item.path);
    window.scrollTo({ top: 0 });
  };

  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul className={styles.list}>
        {items.map((item) => {
          const active = item.activeOn.includes(current as RouteName);
          return (
            <li key={item.key} className={styles.cell}>
              <a
                href={item.path}
                aria-current={active ? 'page' : undefined}
                className={`${styles.item} ${item.key === 'write' ? styles.write : ''} ${active ? styles.active : ''}`}
                onClick={(event) => {
                  event.preventDefault();
                  void select(item);
                }}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  width={item.key === 'write' ? 28 : 24}
                  height={item.key === 'write' ? 28 : 24}
                >
                  <path fill="currentColor" d={item.icon} />
                </svg>
                {item.key === 'admin' ? (
                  <AdminLabel className={styles.label} />
                ) : (
                  <span className={item.key === 'write' ? styles.writeLabel : styles.label}>
                    {t(`nav.${item.key}`)}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

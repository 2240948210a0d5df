import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routeRole } from '@kfeed/contracts/registry';
import { matchRoute, routesOwnedBy } from '@kfeed/kit/routes';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { useSession } from '@kfeed/platform/sessionStore';
import { holdsRole } from '../lib/session.ts';
import styles from './AdminScreen.module.css';

/**
 * A moderation screen: its heading (the screen's one h1), the sections this member may
 * open (the registry's routes of mf-admin whose role they hold: a moderator sees the queue
 * and the audit log, an admin the notices and members too), the content, and a polite
 * live region that says what an action did.
 */
export function AdminScreen({
  title,
  announcement = '',
  end,
  children,
}: {
  title: string;
  /** Read out politely when it changes (an action's outcome). */
  announcement?: string;
  /** An action at the header's end (the shortcuts button). */
  end?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const current = matchRoute(pathname)?.route.name;
  const session = useSession((state) => state);
  const sections = routesOwnedBy('mf-admin').filter((route) =>
    holdsRole(session, routeRole(route.name)),
  );
  return (
    <div className={styles.screen}>
      <ScreenHeader title={title} end={end} />
      <nav className={styles.tabs} aria-label={t('tabs.label')}>
        <ul>
          {sections.map((route) => (
            <li key={route.name}>
              <Link
                to={route.path}
                className={styles.tab}
                aria-current={route.name === current ? 'page' : undefined}
              >
                {t(`tabs.${route.name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.body}>{children}</div>
      <p className="kf-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}

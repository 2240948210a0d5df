import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { emit } from '@kfeed/platform/events';
import { useSession } from '@kfeed/platform/sessionStore';
import { routeByName } from '@kfeed/kit/routes';
import { Avatar } from '@kfeed/kit/ui/Avatar';
import { Skeleton } from '@kfeed/kit/ui/Skeleton';
import { VerifiedBadge } from '@kfeed/kit/ui/VerifiedBadge';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { useMemberFrame } from '@kfeed/kit/firstScreen/memberFrame';
import { TextSizeChoices } from '@kfeed/kit/ui/TextSizeControl';
import type { UserInfo } from '@kfeed/contracts/user';
import { useMyInfo, type MyInfoState } from '../../hooks/useMyInfo.ts';
import { formatDateTime } from '../../lib/dateTime.ts';
import { ReadLanguagesSettings } from '../../components/ReadLanguagesSettings.tsx';
import { BusinessInfo } from './BusinessInfo.tsx';
import { InstallEntry } from '../../components/InstallEntry.tsx';
import { confirmLogout, confirmWithdrawal } from './accountActions.ts';
import screen from '../../components/Screen.module.css';
import styles from './MyPage.module.css';

interface MenuItem {
  key: string;
  to: string;
  membersOnly: boolean;
}

const MENU: readonly MenuItem[] = [
  { key: 'notifications', to: routeByName('Notifications').path, membersOnly: true },
  { key: 'likes', to: routeByName('MyLikeList').path, membersOnly: true },
  { key: 'my_feeds', to: routeByName('MyFeedList').path, membersOnly: true },
  { key: 'blocked', to: routeByName('BlockedUserList').path, membersOnly: true },
  { key: 'notice', to: routeByName('NoticeList').path, membersOnly: false },
  { key: 'terms', to: routeByName('Term').path, membersOnly: false },
  { key: 'privacy', to: routeByName('Privacy').path, membersOnly: false },
];

/**
 * A suspended member is told so, politely, with until when (or that it is for good) and what
 * they can still do: read, not write.
 */
function SuspensionBanner({ suspension }: { suspension: NonNullable<UserInfo['suspension']> }) {
  const { t, i18n } = useTranslation('mypage');
  const until =
    suspension.until === null
      ? null
      : formatDateTime(suspension.until, i18n.language) || suspension.until;
  return (
    <div role="status" className={styles.suspended} data-testid="suspension-banner">
      <p className={styles.suspendedTitle}>
        {until === null ? t('my_page.suspended_forever') : t('my_page.suspended_until', { until })}
      </p>
      <p>{t('my_page.suspended_body')}</p>
    </div>
  );
}

function MemberCard({ info, failed, reload }: MyInfoState) {
  const { t } = useTranslation('mypage');
  if (failed) {
    return (
      <div className={styles.card} role="alert">
        <p className={styles.cardText}>{t('my_page.load_failed')}</p>
        <button type="button" className="kf-button" onClick={reload}>
          {t('retry', { ns: 'common' })}
        </button>
      </div>
    );
  }
  // The edit link needs nothing of the member's: it is there while the rest loads, so the
  // card keeps its shape (a long label wraps the same way before and after).
  const edit = (
    <Link to={routeByName('UpdateMyInfo').path} className={`kf-button ${styles.edit}`}>
      {t('my_page.edit')}
    </Link>
  );
  if (!info) {
    return (
      <div className={styles.card}>
        <span role="status" aria-label={t('loading', { ns: 'common' })}>
          <Skeleton width={72} height={72} radius={36} />
        </span>
        <div className={styles.who} aria-hidden="true">
          <p className={styles.nickname}>
            <Skeleton width="60%" height={22} />
          </p>
          <p className={screen.muted}>
            <Skeleton width="80%" height={16} />
          </p>
        </div>
        {edit}
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <Avatar src={info.userProfileImageUrl} size={72} />
      <div className={styles.who}>
        <p className={styles.nickname}>
          <span>{info.userNickname}</span>
          {info.userIsOfficial === 'Y' ? <VerifiedBadge size={18} /> : null}
        </p>
        {info.userEmail ? <p className={screen.muted}>{info.userEmail}</p> : null}
      </div>
      {edit}
    </div>
  );
}

function VisitorCard() {
  const { t } = useTranslation('mypage');
  return (
    <div className={styles.card}>
      <Avatar src={null} size={72} />
      <div className={styles.who}>
        <p className={styles.nickname}>{t('my_page.visitor_title')}</p>
        <p className={screen.muted}>{t('my_page.visitor_body')}</p>
      </div>
      <button
        type="button"
        className={`kf-button kf-button--primary ${styles.edit}`}
        onClick={() => emit('auth:open-login', { reason: 'action' })}
      >
        {t('my_page.login')}
      </button>
    </div>
  );
}

/**
 * My page (spec 2, section 2): who you are (and, when suspended, until when), the menu,
 * business information, the account.
 */
export function MyPage() {
  const { t } = useTranslation('mypage');
  const userId = useSession((s) => s.userId);
  // The server's frame of a member's my page draws it as the member's first render does.
  const memberFrame = useMemberFrame();
  const member = userId !== null || memberFrame;
  const myInfo = useMyInfo();
  const suspension = myInfo.info?.suspension;
  return (
    <div className={screen.screen}>
      <ScreenHeader title={t('my_page.title')} />
      {member && suspension ? <SuspensionBanner suspension={suspension} /> : null}
      <section className={styles.top} aria-label={t('my_page.profile_label')}>
        {member ? <MemberCard {...myInfo} /> : <VisitorCard />}
      </section>
      {/*
       * This device's text size, for visitors too (WCAG 1.4.4; pinch zoom is blocked): near
       * the top, so a reader who needs it finds it (and reaches it by Tab) first.
       */}
      <div className={styles.setting}>
        <TextSizeChoices />
      </div>
      {member ? <ReadLanguagesSettings /> : null}
      <InstallEntry />
      <nav aria-label={t('menu.label')}>
        <ul className={styles.menu}>
          {MENU.filter((item) => member || !item.membersOnly).map((item) => (
            <li key={item.key}>
              <Link to={item.to} className={styles.menuItem}>
                <span>{t(`menu.${item.key}`)}</span>
                <span aria-hidden="true" className={styles.chevron}>
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <BusinessInfo />
      {member ? (
        <div className={styles.account}>
          <button
            type="button"
            className={styles.accountAction}
            onClick={() => void confirmLogout()}
          >
            {t('account.logout')}
          </button>
          <button
            type="button"
            className={`${styles.accountAction} ${styles.withdraw}`}
            onClick={() => {
              // Never null here in the browser (the server's member frame is not tapped).
              if (userId !== null) void confirmWithdrawal(userId);
            }}
          >
            {t('account.withdraw')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

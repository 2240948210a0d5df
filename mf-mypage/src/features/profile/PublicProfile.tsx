import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TextTranslationFields } from '@kfeed/contracts/translation';
import type { UserInfo } from '@kfeed/contracts/user';
import { on } from '@kfeed/platform/events';
import { useSession } from '@kfeed/platform/sessionStore';
import type { ProfileNavigationState } from '@kfeed/kit/postNavigation';
import { popProfile, readProfileStack, recordProfileVisit } from '@kfeed/kit/navigationHistory';
import { Avatar } from '@kfeed/kit/ui/Avatar';
import { Skeleton } from '@kfeed/kit/ui/Skeleton';
import { VerifiedBadge } from '@kfeed/kit/ui/VerifiedBadge';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { pageOfPosts, type PagedListStart } from '@kfeed/kit/pagedList/pagedList';
import { usePagedFeedList } from '@kfeed/kit/pagedList/usePagedFeedList';
import { PagedFeedList } from '@kfeed/kit/ui/PagedFeedList';
import { useReportDialog } from '@kfeed/kit/ui/ReportReasonDialog';
import { getUserInfo, takeEmbeddedUserInfo } from '../../lib/api/getUserInfo.ts';
import { getUserFeedList, takeEmbeddedUserFeedList } from '../../lib/api/memberFeedLists.ts';
import { reportUser } from './api/reportUser.ts';
import { ProfileIntro } from './ProfileIntro.tsx';
import {
  PROFILE_USER_ID_KEY,
  postFromProfileQuery,
  profileBackTarget,
  readProfileState,
} from './profileBack.ts';
import screen from '../../components/Screen.module.css';
import styles from './PublicProfile.module.css';

/**
 * The profile to show: from navigation state, else from a shared address
 * (`/profile?userId=12`), else the one kept for this tab (a reload).
 */
function useProfileState(): ProfileNavigationState | null {
  const location = useLocation();
  const [state] = useState(() => {
    const fromNavigation =
      readProfileState(location.state) ??
      readProfileState({ userId: new URLSearchParams(location.search).get('userId') });
    if (fromNavigation) {
      try {
        sessionStorage.setItem(PROFILE_USER_ID_KEY, JSON.stringify(fromNavigation));
      } catch {
        // Storage refused, or none (the server drawing a first screen): not kept for a reload.
      }
      return fromNavigation;
    }
    try {
      return readProfileState(JSON.parse(sessionStorage.getItem(PROFILE_USER_ID_KEY) ?? 'null'));
    } catch {
      return null;
    }
  });
  return state;
}

function ProfileCard({
  info,
  failed,
  isoCode,
  onStatus,
}: {
  info: UserInfo | null;
  failed: boolean;
  isoCode: string;
  onStatus: (status: TextTranslationFields) => void;
}) {
  const { t } = useTranslation('mypage');
  if (failed) return <p className={screen.state}>{t('profile.not_found')}</p>;
  if (!info) {
    return (
      <div className={styles.card} role="status" aria-label={t('loading', { ns: 'common' })}>
        <Skeleton width={80} height={80} radius={40} />
        <Skeleton width="40%" height={22} />
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <Avatar src={info.userProfileImageUrl} size={80} />
      <div className={styles.who}>
        <h2 className={styles.nickname}>
          <span>{info.userNickname}</span>
          {info.userIsOfficial === 'Y' ? <VerifiedBadge size={18} /> : null}
        </h2>
        <ProfileIntro info={info} isoCode={isoCode} onStatus={onStatus} />
      </div>
    </div>
  );
}

function ProfileBody({ state }: { state: ProfileNavigationState }) {
  const { t, i18n } = useTranslation('mypage');
  const navigate = useNavigate();
  const { userId } = state;
  const language = i18n.language;
  // A visitor's profile and first posts are in the page already (a shared address): drawn
  // at once, as the server drew them.
  const [info, setInfo] = useState<UserInfo | null>(
    () => takeEmbeddedUserInfo(userId, language) ?? null,
  );
  const [failed, setFailed] = useState(false);
  const [firstPosts] = useState<PagedListStart | null>(() => {
    const items = takeEmbeddedUserFeedList(userId, 1, language);
    return items ? { items, page: 2, isEnd: pageOfPosts(items).isLast } : null;
  });
  // The profile and language the embedded profile answers, until the first load of another.
  const embeddedFor = useRef(info ? `${userId}:${language}` : null);
  // Members may report another member (never themselves); visitors see no report button.
  const readerId = useSession((s) => s.userId);
  const canReport = readerId !== null && readerId !== userId;
  const reportDialog = useReportDialog();
  const report = () =>
    void reportDialog.report({
      target: 'USER',
      send: (reason) => reportUser({ userId, ...reason }),
      success: t('profile.reported'),
      already: t('profile.already_reported'),
    });

  useEffect(() => {
    recordProfileVisit(userId);
  }, [userId]);

  // The introduction comes in the reader's language: asked again when it changes, and when
  // its translation into it is ready (the live channel, members only).
  useEffect(() => {
    let live = true;
    // A profile shown stays shown when reading it again fails.
    const load = (first: boolean) =>
      getUserInfo(userId, { isoCode: language })
        .then((answer) => live && setInfo(answer))
        .catch((error: unknown) => {
          console.error('[mf-mypage] profile could not be loaded', error);
          if (live && first) setFailed(true);
        });
    if (embeddedFor.current === `${userId}:${language}`) embeddedFor.current = null;
    else void load(true);
    const off = on('live:translation', (done) => {
      if (
        done.targetType === 'PROFILE' &&
        done.targetId === userId &&
        done.isoCode.toLowerCase() === language.toLowerCase()
      )
        void load(false);
    });
    return () => {
      live = false;
      off();
    };
  }, [userId, language]);

  const load = useCallback(
    async (page: number) => pageOfPosts(await getUserFeedList(userId, page, language)),
    [userId, language],
  );
  const { view } = usePagedFeedList(load, firstPosts);

  const back = () => {
    const target = profileBackTarget(state, readProfileStack());
    popProfile();
    navigate(target.to, target.state ? { state: target.state } : undefined);
  };

  return (
    <div className={screen.screen}>
      <ScreenHeader title={t('profile.title')} onBack={back} />
      <section className={styles.top} aria-label={t('profile.title')}>
        <ProfileCard
          info={info}
          failed={failed}
          isoCode={language}
          onStatus={(status) => setInfo((shown) => shown && { ...shown, ...status })}
        />
        {info && canReport ? (
          <div className={styles.actions}>
            <button type="button" className="kf-button" onClick={report}>
              {t('profile.report')}
            </button>
          </div>
        ) : null}
      </section>
      {failed ? null : (
        <>
          <h2 className={styles.postsTitle}>{t('profile.posts')}</h2>
          <PagedFeedList
            {...view}
            language={language}
            linkQuery={postFromProfileQuery(state)}
            onOpen={() => undefined}
            label={t('profile.posts')}
            loadingText={t('list.loading')}
            failedText={t('list.failed')}
            emptyText={t('profile.no_posts')}
            endText={t('list.end')}
          />
        </>
      )}
      {canReport ? reportDialog.dialog : null}
    </div>
  );
}

/**
 * A member's public profile (spec 2, section 2); no user id: home. Another member may report
 * them from here, with a reason.
 */
export function PublicProfile() {
  const state = useProfileState();
  if (!state) return <Navigate to="/" replace />;
  return <ProfileBody state={state} />;
}

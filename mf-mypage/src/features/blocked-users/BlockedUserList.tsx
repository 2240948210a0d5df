import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { showAlert, showConfirm, showToast } from '@kfeed/platform/events';
import type { BlockedUser } from '@kfeed/contracts/user';
import { routeByName } from '@kfeed/kit/routes';
import { Avatar } from '@kfeed/kit/ui/Avatar';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { Pagination } from '../../components/Pagination.tsx';
import { pageAfterRemoval } from '../../components/pageNumbers.ts';
import { getBlockedUserList, unblockUser } from './api/blockedUsers.ts';
import screen from '../../components/Screen.module.css';
import styles from './BlockedUserList.module.css';

interface PageState {
  page: number;
  users: BlockedUser[];
  totalPages: number;
}

/**
 * The members this member blocked, 10 a page with five page buttons; unblocking asks,
 * says it worked (a toast) and takes the user off the list (spec 2, sections 4 and 8).
 */
export function BlockedUserList() {
  const { t } = useTranslation('mypage');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<PageState | null>(null);
  const [failed, setFailed] = useState(false);
  const [working, setWorking] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    getBlockedUserList(page)
      .then((data) => {
        if (!live) return;
        // A page that emptied (the last unblocked, or a page past the end): the previous one.
        if (data.blockedUserList.length === 0 && page > 1) {
          setPage(pageAfterRemoval(page, 0));
          return;
        }
        setFailed(false);
        setShown({
          page,
          users: data.blockedUserList,
          totalPages: data.pagination.totalPages,
        });
      })
      .catch((error: unknown) => {
        console.error('[mf-mypage] blocked users could not be loaded', error);
        if (!live) return;
        setFailed(true);
        void showAlert({ message: t('blocked.load_failed') });
      });
    return () => {
      live = false;
    };
  }, [page, attempt, t]);

  const unblock = async (user: BlockedUser) => {
    const confirmed = await showConfirm({
      message: t('blocked.confirm', { nickname: user.userNickname }),
      confirmLabel: t('blocked.unblock'),
    });
    if (!confirmed) return;
    setWorking(user.userId);
    try {
      await unblockUser(user.userId);
    } catch (error) {
      console.error('[mf-mypage] unblock failed', error);
      await showAlert({ title: t('error_title'), message: t('blocked.unblock_failed') });
      return;
    } finally {
      setWorking(null);
    }
    showToast(t('blocked.unblocked', { nickname: user.userNickname }));
    if (!shown) return;
    setShown({ ...shown, users: shown.users.filter((u) => u.userId !== user.userId) });
    // Load the page again: later blocks move up, and an emptied page gives way to the previous one.
    setAttempt((n) => n + 1);
  };

  const loading = !failed && (shown === null || shown.page !== page);
  return (
    <div className={screen.screen}>
      <ScreenHeader
        title={t('blocked.title')}
        onBack={() => navigate(routeByName('MyPage').path)}
      />
      {shown && shown.users.length > 0 ? (
        <ul className={screen.list} aria-label={t('blocked.title')} aria-busy={loading}>
          {shown.users.map((user) => (
            <li key={user.userId} className={styles.row}>
              <Link
                to={routeByName('Profile').path}
                state={{ userId: user.userId }}
                className={styles.who}
              >
                <Avatar src={user.userProfileImageUrl} size={40} />
                <span className={styles.nickname}>{user.userNickname}</span>
              </Link>
              <button
                type="button"
                className="kf-button"
                disabled={working === user.userId}
                aria-label={t('blocked.unblock_named', { nickname: user.userNickname })}
                onClick={() => void unblock(user)}
              >
                {t('blocked.unblock')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {loading ? <Spinner /> : null}
      {failed ? (
        <div className={screen.state}>
          <button
            type="button"
            className="kf-button kf-button--primary"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      ) : null}
      {!loading && !failed && shown?.users.length === 0 ? (
        <div className={screen.state}>
          <p className={screen.stateTitle}>{t('blocked.empty_title')}</p>
          <p>{t('blocked.empty_body')}</p>
        </div>
      ) : null}
      {shown ? (
        <Pagination
          currentPage={page}
          totalPages={shown.totalPages}
          onPage={setPage}
          label={t('blocked.pages')}
        />
      ) : null}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Notice, NoticeListData } from '@kfeed/contracts/common';
import { readListState, writeListState } from '@kfeed/kit/listState';
import { noticePath, routeByName } from '@kfeed/kit/routes';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { Pagination } from '../../components/Pagination.tsx';
import { formatDate, useDocumentView } from '../../components/contentLanguage.ts';
import { getNoticeList, takeEmbeddedNoticeList } from './api/notices.ts';
import screen from '../../components/Screen.module.css';
import styles from './Notices.module.css';

/** The notice list's place, kept for the browser session (spec 1, section 3). */
interface NoticePageState {
  currentPage: number;
  scrollPosition: number;
}

function readPageState(): NoticePageState {
  const saved = readListState<Partial<NoticePageState>>('notice');
  const page = Number(saved?.currentPage);
  return {
    currentPage: Number.isInteger(page) && page >= 1 ? page : 1,
    scrollPosition: Number(saved?.scrollPosition) || 0,
  };
}

function NoticeRow({
  notice,
  language,
  onOpen,
}: {
  notice: Notice;
  language: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('mypage');
  const pinned = notice.isFixed === 'Y';
  return (
    <li>
      <Link
        to={noticePath(notice.noticeId)}
        className={`${styles.row} ${pinned ? styles.pinnedRow : ''}`}
        onClick={onOpen}
      >
        {pinned ? <span className={styles.badge}>{t('notice.pinned')}</span> : null}
        <span className={styles.rowTitle} lang={notice.titleIsoCode ?? notice.isoCode}>
          {notice.noticeTitle}
        </span>
        <time className={styles.date} dateTime={notice.noticeCreateDatetime}>
          {formatDate(notice.noticeCreateDatetime, language)}
        </time>
      </Link>
    </li>
  );
}

/** Notices: pinned first with a badge, then the others, 10 a page with five page buttons. */
export function NoticeList() {
  const { t } = useTranslation('mypage');
  const navigate = useNavigate();
  const { language } = useDocumentView();
  const [restore] = useState(readPageState);
  const [page, setPage] = useState(restore.currentPage);
  // A visitor's page 1 is in the page already: drawn at once, as the server drew it.
  const [shown, setShown] = useState<{ page: number; data: NoticeListData } | null>(() => {
    const data = takeEmbeddedNoticeList(restore.currentPage, language);
    return data ? { page: restore.currentPage, data } : null;
  });
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The page and language the embedded list answers, until the first load of another.
  const embeddedFor = useRef(shown ? `${shown.page}:${language}` : null);

  useEffect(() => {
    if (embeddedFor.current === `${page}:${language}`) return;
    embeddedFor.current = null;
    let live = true;
    getNoticeList(page, language)
      .then((data) => {
        if (!live) return;
        setFailed(false);
        setShown({ page, data });
      })
      .catch((error: unknown) => {
        console.error('[mf-mypage] notices could not be loaded', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [page, language, attempt]);

  // Back from a notice: where the reader was, once the page is there again.
  const scrollRestored = useRef(false);
  useEffect(() => {
    if (scrollRestored.current || shown?.page !== restore.currentPage) return;
    scrollRestored.current = true;
    requestAnimationFrame(() => window.scrollTo(0, restore.scrollPosition));
  }, [shown, restore]);

  const goTo = (next: number) => {
    setPage(next);
    writeListState<NoticePageState>('notice', { currentPage: next, scrollPosition: 0 });
    window.scrollTo(0, 0);
  };
  const remember = () =>
    writeListState<NoticePageState>('notice', {
      currentPage: page,
      scrollPosition: window.scrollY,
    });

  const data = shown?.data;
  const loading = !failed && shown?.page !== page;
  return (
    <div className={screen.screen}>
      <ScreenHeader title={t('notice.title')} onBack={() => navigate(routeByName('MyPage').path)} />
      {data ? (
        <ul className={screen.list} aria-label={t('notice.title')} aria-busy={loading}>
          {data.fixedNoticeList.map((notice) => (
            <NoticeRow
              key={`p${notice.noticeId}`}
              notice={notice}
              language={language}
              onOpen={remember}
            />
          ))}
          {data.noticeList.map((notice) => (
            <NoticeRow
              key={notice.noticeId}
              notice={notice}
              language={language}
              onOpen={remember}
            />
          ))}
        </ul>
      ) : null}
      {loading ? <Spinner /> : null}
      {failed ? (
        <div className={screen.state} role="alert">
          <p>{t('notice.load_failed')}</p>
          <button
            type="button"
            className="kf-button kf-button--primary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      ) : null}
      {!loading && data && data.noticeList.length === 0 && data.fixedNoticeList.length === 0 ? (
        <p className={screen.state}>{t('notice.empty')}</p>
      ) : null}
      {data ? (
        <Pagination
          currentPage={page}
          totalPages={data.pagination.totalPages}
          onPage={goTo}
          label={t('notice.pages')}
        />
      ) : null}
    </div>
  );
}

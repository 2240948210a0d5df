import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@kfeed/contracts/common';
import { routeByName } from '@kfeed/kit/routes';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { RichText } from '../../components/RichText.tsx';
import { FallbackNote } from '../../components/FallbackNote.tsx';
import { formatDate, useDocumentView } from '../../components/contentLanguage.ts';
import { getNoticeData, takeEmbeddedNotice } from './api/notices.ts';
import screen from '../../components/Screen.module.css';
import styles from './Notices.module.css';

type Loaded = { id: string; notice: Notice | null };

/** One notice by the route's id; null when there is none (or it failed to load). */
function useNotice(language: string): Notice | null | undefined {
  const { noticeId = '' } = useParams();
  const id = Number(noticeId);
  const valid = Number.isInteger(id) && id > 0;
  // A visitor's notice is in the page already: drawn at once, as the server drew it.
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const notice = valid ? takeEmbeddedNotice(id, language) : undefined;
    return notice ? { id: noticeId, notice } : null;
  });
  // The notice and language the embedded one answers, until the first load of another.
  const embeddedFor = useRef(loaded ? `${noticeId}:${language}` : null);
  useEffect(() => {
    if (!valid || embeddedFor.current === `${noticeId}:${language}`) return;
    embeddedFor.current = null;
    let live = true;
    getNoticeData(id, language)
      .then((notice) => live && setLoaded({ id: noticeId, notice }))
      .catch((error: unknown) => {
        console.error('[mf-mypage] notice could not be loaded', error);
        if (live) setLoaded({ id: noticeId, notice: null });
      });
    return () => {
      live = false;
    };
  }, [id, valid, noticeId, language]);
  if (!valid) return null;
  return loaded?.id === noticeId ? loaded.notice : undefined;
}

/** A notice: title, date and its rich text, sanitised (spec 2, section 2). */
export function NoticeContentView() {
  const { t } = useTranslation('mypage');
  const navigate = useNavigate();
  const { language, showHeader } = useDocumentView();
  const notice = useNotice(language);
  return (
    <div className={screen.screen}>
      {showHeader ? (
        <ScreenHeader
          title={t('notice.detail_title')}
          onBack={() => navigate(routeByName('NoticeList').path)}
        />
      ) : (
        // Without the header the screen still has its one h1, for screen readers.
        <h1 className="kf-visually-hidden">{t('notice.detail_title')}</h1>
      )}
      {notice === undefined ? <Spinner /> : null}
      {notice === null ? <p className={screen.state}>{t('notice.not_found')}</p> : null}
      {notice ? (
        <article className={screen.body}>
          <FallbackNote shown={notice.isoCode} wanted={language} />
          <h2 className={styles.title} lang={notice.titleIsoCode ?? notice.isoCode}>
            {notice.noticeTitle}
          </h2>
          <time className={styles.date} dateTime={notice.noticeCreateDatetime}>
            {formatDate(notice.noticeCreateDatetime, language)}
          </time>
          <div className={styles.content}>
            <RichText html={notice.noticeText} lang={notice.isoCode} />
          </div>
        </article>
      ) : null}
    </div>
  );
}

/** A notice's text alone, for an app's web view (spec 2, section 2). */
export function NoticeWebView() {
  const { t } = useTranslation('mypage');
  const { language } = useDocumentView();
  const notice = useNotice(language);
  // The page's one h1, for screen readers: the web view shows the text alone.
  const heading = <h1 className="kf-visually-hidden">{t('notice.detail_title')}</h1>;
  if (notice === undefined)
    return (
      <>
        {heading}
        <Spinner />
      </>
    );
  if (notice === null)
    return (
      <>
        {heading}
        <p className={screen.state}>{t('notice.not_found')}</p>
      </>
    );
  return (
    <>
      {heading}
      <article className={screen.body} aria-label={notice.noticeTitle}>
        <RichText html={notice.noticeText} lang={notice.isoCode} />
      </article>
    </>
  );
}

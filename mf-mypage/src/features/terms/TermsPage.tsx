import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TermsDocument, TermsType } from '@kfeed/contracts/common';
import { getTermsDataList } from '@kfeed/kit/calls/getTermsDataList';
import { termsRoutes } from '@kfeed/contracts/routes/terms';
import { routeByName } from '@kfeed/kit/routes';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { TermsVersionSelect } from '@kfeed/kit/ui/TermsVersionSelect';
import { RichText } from '../../components/RichText.tsx';
import { FallbackNote } from '../../components/FallbackNote.tsx';
import { formatDate, useDocumentView } from '../../components/contentLanguage.ts';
import { defaultVersion, newestFirst, versionLabel } from './termsVersions.ts';
import { takeEmbedded } from '../../lib/api/embedded.ts';
import screen from '../../components/Screen.module.css';
import styles from './TermsPage.module.css';

/**
 * The terms of service or the privacy policy (spec 2, section 2): a version dropdown (the
 * newest labelled current), announcement and effective dates, the sanitised text.
 */
export function TermsPage({ termsType }: { termsType: TermsType }) {
  const { t } = useTranslation('mypage');
  const navigate = useNavigate();
  const { language, showHeader } = useDocumentView();
  const [attempt, setAttempt] = useState(0);
  const key = `${termsType}:${language}:${attempt}`;
  // A visitor's documents are in the page already: drawn at once, as the server drew them.
  const [loaded, setLoaded] = useState<{ key: string; documents: TermsDocument[] | null } | null>(
    () => {
      const list = takeEmbedded(termsRoutes.getTermsDataList, { termsType, isoCode: language });
      return list ? { key, documents: newestFirst(list) } : null;
    },
  );
  const [version, setVersion] = useState<number | null>(() =>
    loaded?.documents ? defaultVersion(loaded.documents) : null,
  );
  // The request the embedded documents answer, until the first load of another.
  const embeddedFor = useRef(loaded ? key : null);

  useEffect(() => {
    if (embeddedFor.current === key) return;
    embeddedFor.current = null;
    let live = true;
    getTermsDataList({ termsType, isoCode: language })
      .then((list) => {
        if (!live) return;
        const sorted = newestFirst(list);
        setLoaded({ key, documents: sorted });
        setVersion(defaultVersion(sorted));
      })
      .catch((error: unknown) => {
        // Spec 1, section 8: only logged; the page offers to try again.
        console.error('[mf-mypage] terms could not be loaded', error);
        if (live) setLoaded({ key, documents: null });
      });
    return () => {
      live = false;
    };
  }, [key, termsType, language]);

  const documents = loaded?.key === key ? loaded.documents : undefined;
  const shown = documents?.find((d) => d.termsVersion === version) ?? null;
  const title = t(termsType === 'terms' ? 'terms.terms_title' : 'terms.privacy_title');

  return (
    <div className={screen.screen}>
      {showHeader ? (
        <ScreenHeader title={title} onBack={() => navigate(routeByName('MyPage').path)} />
      ) : (
        <h1 className="kf-visually-hidden">{title}</h1>
      )}
      {documents === undefined ? <Spinner /> : null}
      {documents === null ? (
        <div className={screen.state} role="alert">
          <p>{t('terms.load_failed')}</p>
          <button
            type="button"
            className="kf-button kf-button--primary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      ) : null}
      {documents && documents.length === 0 ? (
        <p className={screen.state}>{t('terms.empty')}</p>
      ) : null}
      {documents && shown ? (
        <div className={screen.body}>
          <div className={styles.version}>
            <TermsVersionSelect
              documents={documents}
              version={version}
              onChange={setVersion}
              optionLabel={(d, index) =>
                index === 0
                  ? t('terms.current_version', { version: versionLabel(d.termsVersion) })
                  : versionLabel(d.termsVersion)
              }
              classNames={{ label: styles.versionLabel, select: styles.select }}
            />
          </div>
          <dl className={styles.dates}>
            <div>
              <dt>{t('terms.announced')}</dt>
              <dd>{formatDate(shown.termsAnnouncementDate, language)}</dd>
            </div>
            <div>
              <dt>{t('terms.effective')}</dt>
              <dd>{formatDate(shown.termsStartDate, language)}</dd>
            </div>
          </dl>
          <FallbackNote shown={shown.isoCode} wanted={language} />
          <RichText html={shown.termsContents} lang={shown.isoCode} />
        </div>
      ) : null}
    </div>
  );
}

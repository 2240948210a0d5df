import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsDocument, TermsType } from '@kfeed/contracts/common';
import { Dialog } from '@kfeed/kit/ui/Dialog';
import { TermsVersionSelect } from '@kfeed/kit/ui/TermsVersionSelect';
import { getTermsDataList } from '@kfeed/kit/calls/getTermsDataList';
import { sanitizeHtml } from '@kfeed/kit/html/sanitizeHtml';
import styles from './TermsPopup.module.css';

/** The terms pop-up's size (spec 1, section 2 "Modals"). */
export const TERMS_POPUP_WIDTH = 'min(90vw, 800px)';

interface TermsPopupProps {
  termsType: TermsType;
  onClose: () => void;
}

/** The newest version first; the first is the current one. */
export const newestFirst = (documents: readonly TermsDocument[]): TermsDocument[] =>
  [...documents].sort((a, b) => b.termsVersion - a.termsVersion);

/**
 * The terms of service or the privacy policy, in the interface language, with a
 * choice of version (the newest is labelled current). A load failure is only logged.
 */
export function TermsPopup({ termsType, onClose }: TermsPopupProps) {
  const { t, i18n } = useTranslation('auth');
  const [documents, setDocuments] = useState<TermsDocument[] | null>(null);
  const [version, setVersion] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    getTermsDataList({ termsType, isoCode: i18n.language })
      .then((list) => {
        if (!live) return;
        const sorted = newestFirst(list);
        setDocuments(sorted);
        setVersion(sorted[0]?.termsVersion ?? null);
      })
      .catch((error: unknown) => {
        console.error('[mf-auth] terms could not be loaded', error);
        if (live) setDocuments([]);
      });
    return () => {
      live = false;
    };
  }, [termsType, i18n.language]);

  const shown = documents?.find((d) => d.termsVersion === version) ?? null;
  const html = useMemo(() => (shown ? sanitizeHtml(shown.termsContents) : ''), [shown]);

  const title = t(termsType === 'terms' ? 'terms.service_title' : 'terms.privacy_title');
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      width={TERMS_POPUP_WIDTH}
      actions={
        <button type="button" className="kf-button kf-button--primary" onClick={onClose}>
          {t('confirm')}
        </button>
      }
    >
      {documents && documents.length > 0 ? (
        <div className={styles.terms}>
          <TermsVersionSelect
            documents={documents}
            version={version}
            onChange={setVersion}
            optionLabel={(d, index) =>
              t(index === 0 ? 'terms.current_version' : 'terms.past_version', {
                date: d.termsStartDate,
              })
            }
            classNames={{ label: styles.versionLabel, select: styles.version }}
          />
          {shown ? (
            <p className={styles.dates}>
              {t('terms.dates', {
                announced: shown.termsAnnouncementDate,
                start: shown.termsStartDate,
              })}
            </p>
          ) : null}
          {/* A region of its own that scrolls: focusable, so the keyboard can scroll it too. */}
          <div
            className={styles.contents}
            role="region"
            aria-label={title}
            tabIndex={0}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </div>
      ) : documents === null ? (
        <p className={styles.loading}>{t('terms.loading')}</p>
      ) : null}
    </Dialog>
  );
}

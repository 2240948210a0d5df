import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_LIMITS } from '@kfeed/contracts/user';
import type { TermsType } from '@kfeed/contracts/common';
import {
  AGREEMENT_KEYS,
  agreeToAll,
  allAgreed,
  requiredAgreed,
  type Agreements,
} from './agreements.ts';
import form from '../../components/Form.module.css';
import styles from './TermsStep.module.css';

interface TermsStepProps {
  /** Why the person is back here (the terms changed), or null. */
  notice?: string | null;
  agreements: Agreements;
  onChange: (agreements: Agreements) => void;
  onShowTerms: (termsType: TermsType) => void;
  onNext: () => void;
}

const DOCUMENT_OF: Partial<Record<keyof Agreements, TermsType>> = {
  service: 'terms',
  privacy: 'privacy',
};

/** Sign-up step 1: the consents; continue stays disabled until the required ones are ticked. */
export function TermsStep({
  notice = null,
  agreements,
  onChange,
  onShowTerms,
  onNext,
}: TermsStepProps) {
  const { t } = useTranslation('auth');
  const baseId = useId();
  return (
    <form
      className={form.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (requiredAgreed(agreements)) onNext();
      }}
    >
      {notice ? (
        <p className={form.error} role="alert">
          {notice}
        </p>
      ) : null}
      <p className={form.lead}>{t('terms.lead')}</p>
      <label className={`${styles.row} ${styles.all}`}>
        <input
          type="checkbox"
          className={styles.check}
          checked={allAgreed(agreements)}
          onChange={(event) => onChange(agreeToAll(event.target.checked))}
        />
        <span>{t('terms.agree_all')}</span>
      </label>
      <ul className={styles.list}>
        {AGREEMENT_KEYS.map((key) => {
          const document = DOCUMENT_OF[key];
          const id = `${baseId}-${key}`;
          return (
            <li key={key} className={styles.item}>
              <label className={styles.row} htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  className={styles.check}
                  checked={agreements[key]}
                  onChange={(event) => onChange({ ...agreements, [key]: event.target.checked })}
                />
                <span>
                  {t(`terms.${key}`, { age: USER_LIMITS.minimumAge })}{' '}
                  <span className={key === 'uniqueId' ? styles.optional : styles.required}>
                    {key === 'uniqueId' ? t('terms.optional') : t('terms.required')}
                  </span>
                </span>
              </label>
              {document ? (
                <button
                  type="button"
                  className={styles.view}
                  aria-label={t('terms.view_label', {
                    name: t(document === 'terms' ? 'terms.service_title' : 'terms.privacy_title'),
                  })}
                  onClick={() => onShowTerms(document)}
                >
                  {t('terms.view')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button
        type="submit"
        className="kf-button kf-button--primary"
        disabled={!requiredAgreed(agreements)}
      >
        {t('next')}
      </button>
    </form>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsDocument } from '@kfeed/contracts/common';

interface TermsVersionSelectProps {
  /** The versions, newest (the current one) first. */
  documents: readonly TermsDocument[];
  version: number | null;
  onChange: (version: number) => void;
  /** An option's text; `index` 0 is the current version. */
  optionLabel: (document: TermsDocument, index: number) => string;
  classNames?: { label?: string | undefined; select?: string | undefined } | undefined;
}

/** The labelled choice of a terms document's version (sign-up's pop-up, My Page's terms). */
export function TermsVersionSelect({
  documents,
  version,
  onChange,
  optionLabel,
  classNames,
}: TermsVersionSelectProps) {
  const { t } = useTranslation('kit');
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={classNames?.label}>
        {t('terms.version')}
      </label>
      <select
        id={id}
        className={classNames?.select}
        value={version ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {documents.map((d, index) => (
          <option key={d.termsVersion} value={d.termsVersion}>
            {optionLabel(d, index)}
          </option>
        ))}
      </select>
    </>
  );
}

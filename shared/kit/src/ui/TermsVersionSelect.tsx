import { useId } from 'react';
import type { TermsDocument } from '@kfeed/contracts/common';

interface TermsVersionSelectProps {
  /** The versions, newest (the current one) first. */
  documents: readonly TermsDocument[];
  version: number | null;
  onChange: (version: number) => void;
  label: string;
  /** An option's text; `index` 0 is the current version. */
  optionLabel: (document: TermsDocument, index: number) => string;
  labelClassName?: string | undefined;
  selectClassName?: string | undefined;
}

/** The labelled choice of a terms document's version (sign-up's pop-up, My Page's terms). */
export function TermsVersionSelect({
  documents,
  version,
  onChange,
  label,
  optionLabel,
  labelClassName,
  selectClassName,
}: TermsVersionSelectProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        className={selectClassName}
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

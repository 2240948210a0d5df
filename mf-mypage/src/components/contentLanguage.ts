import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@kfeed/contracts/languages';

/**
 * How a document screen is shown (terms, privacy, notices): in the `isoCode` query's
 * language when given (apps open these pages for their own language), else the
 * interface's; `type=noHeader` hides the header (spec 2, section 2).
 */
export function useDocumentView(): { language: string; showHeader: boolean } {
  const [params] = useSearchParams();
  const { i18n } = useTranslation();
  const wanted = params.get('isoCode');
  return {
    language: isLanguageCode(wanted) ? wanted : i18n.language,
    showHeader: params.get('type') !== 'noHeader',
  };
}

/** A date (ISO date or UTC timestamp) as the reader's language writes it. */
export function formatDate(value: string, language: string): string {
  const date = new Date(/T/.test(value) ? value : `${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

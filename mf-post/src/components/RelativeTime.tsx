import { useTranslation } from 'react-i18next';
import { formatRelativeTime, parseUtc } from '@kfeed/kit/utils/relativeTime';

/** "3 hours ago" in the reader's language, with the exact time for machines and tooltips. */
export function RelativeTime({ utc, className }: { utc: string; className?: string | undefined }) {
  const { i18n } = useTranslation();
  const date = parseUtc(utc);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time
      className={className}
      dateTime={date.toISOString()}
      title={date.toLocaleString(i18n.language)}
    >
      {formatRelativeTime(utc, i18n.language)}
    </time>
  );
}

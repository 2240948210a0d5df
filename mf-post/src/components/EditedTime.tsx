import { useTranslation } from 'react-i18next';
import { formatRelativeTime, parseUtc } from '@kfeed/kit/utils/relativeTime';

/**
 * "Edited 5 minutes ago" for a post or comment its author changed (`editedAt`), nothing
 * for one never edited. The whole phrase is the <time> element, so the words around the
 * time can stand where each language puts them.
 */
export function EditedTime({
  utc,
  className,
}: {
  utc: string | null;
  className?: string | undefined;
}) {
  const { t, i18n } = useTranslation('post');
  if (!utc) return null;
  const date = parseUtc(utc);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time
      className={className}
      dateTime={date.toISOString()}
      title={date.toLocaleString(i18n.language)}
    >
      {t('edited.at', { time: formatRelativeTime(utc, i18n.language) })}
    </time>
  );
}

import { parseUtc } from '@kfeed/kit/utils/relativeTime';

/**
 * A moment the server sent (UTC) as the reader's language writes a date with its time, in
 * the reader's time zone: "May 1, 2026 at 3:00 PM". Empty when it cannot be read.
 */
export function formatDateTime(utc: string, language: string): string {
  const date = parseUtc(utc);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
      date,
    );
  } catch {
    return date.toLocaleString();
  }
}

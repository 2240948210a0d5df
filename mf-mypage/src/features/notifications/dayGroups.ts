import { parseUtc } from '@kfeed/kit/utils/relativeTime';

export interface DayGroup<T> {
  /** The local day, YYYY-MM-DD. */
  key: string;
  /** Today, yesterday, or an earlier day (then `date` names it). */
  kind: 'today' | 'yesterday' | 'earlier';
  /** Noon of that local day. */
  date: Date;
  items: T[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDayKey = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * Items (newest first) in runs by the reader's local day: today, yesterday, then each
 * earlier day. An item whose time cannot be read joins the run before it.
 */
export function groupByDay<T>(
  items: readonly T[],
  timeOf: (item: T) => string,
  now: Date = new Date(),
): DayGroup<T>[] {
  const today = localDayKey(now);
  const yesterday = localDayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const time = parseUtc(timeOf(item));
    const last = groups.at(-1);
    if (Number.isNaN(time.getTime())) {
      if (last) last.items.push(item);
      else groups.push({ key: today, kind: 'today', date: now, items: [item] });
      continue;
    }
    const key = localDayKey(time);
    if (last?.key === key) {
      last.items.push(item);
      continue;
    }
    groups.push({
      key,
      kind: key === today ? 'today' : key === yesterday ? 'yesterday' : 'earlier',
      date: new Date(time.getFullYear(), time.getMonth(), time.getDate(), 12),
      items: [item],
    });
  }
  return groups;
}

/** An earlier day as the reader's language writes it: with its year when not this year's. */
export function formatDay(date: Date, language: string, now: Date = new Date()): string {
  const options: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', weekday: 'short' };
  if (date.getFullYear() !== now.getFullYear()) options.year = 'numeric';
  return new Intl.DateTimeFormat(language, options).format(date);
}

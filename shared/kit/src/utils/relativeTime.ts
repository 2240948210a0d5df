import { fallbackRelativeTime, type RelativeUnit } from '@kfeed/kit/utils/relativeTimeFallback';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Server timestamps are UTC. A value without an offset ('2025-01-02 03:04:05') is read as UTC too.
 */
export function parseUtc(value: string): Date {
  const trimmed = value.trim().replace(' ', 'T');
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed);
  return new Date(hasZone ? trimmed : `${trimmed}Z`);
}

/** The band of spec 1 section 9: seconds, minutes, hours, days, weeks, months (30 days), years. */
export function relativeTimeParts(then: Date, now: Date): { value: number; unit: RelativeUnit } {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return { value: Math.floor(elapsed / SECOND), unit: 'second' };
  if (elapsed < HOUR) return { value: Math.floor(elapsed / MINUTE), unit: 'minute' };
  if (elapsed < DAY) return { value: Math.floor(elapsed / HOUR), unit: 'hour' };
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return { value: days, unit: 'day' };
  if (days < 30) return { value: Math.floor(days / 7), unit: 'week' };
  if (days < 365) return { value: Math.floor(days / 30), unit: 'month' };
  return { value: Math.floor(days / 365), unit: 'year' };
}

/** What content under a second old says, in place of "0 seconds ago". */
const JUST_NOW: Record<string, string> = {
  ko: '방금 전',
  en: 'just now',
  ja: 'たった今',
  'zh-CN': '刚刚',
  'zh-TW': '剛剛',
  vi: 'vừa xong',
  th: 'เมื่อสักครู่',
  id: 'baru saja',
  ms: 'baru sahaja',
  fil: 'ngayon lang',
  my: 'ယခုလေးတင်',
  km: 'អម្បាញ់មិញ',
  ne: 'भर्खरै',
  mn: 'дөнгөж сая',
  uz: 'hozirgina',
  ru: 'только что',
};

const formatters = new Map<string, Intl.RelativeTimeFormat>();

/**
 * "3 minutes ago" in the reader's language. Intl's CLDR data carries the singular
 * and plural forms of all 16 interface languages, so no label is hand-written.
 */
export function formatRelativeTime(utc: string, language: string, now: Date = new Date()): string {
  const then = parseUtc(utc);
  if (Number.isNaN(then.getTime())) return '';
  const { value, unit } = relativeTimeParts(then, now);
  if (unit === 'second' && value === 0) return JUST_NOW[language] ?? JUST_NOW.en!;
  const fallback = fallbackRelativeTime(value, unit, language);
  if (fallback) return fallback;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(language, { numeric: 'always', style: 'long' });
    formatters.set(language, formatter);
  }
  return formatter.format(-value, unit);
}

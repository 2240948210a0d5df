/** The units a relative time is told in, from seconds to years. */
export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

type Patterns = Record<RelativeUnit, Partial<Record<Intl.LDMLPluralRule, string>>>;

/**
 * CLDR's "N <unit> ago" patterns for the interface languages whose relative-time data
 * browsers do not all ship: Chromium's ICU has none for my, km, ne and mn (it answers in
 * English) and only the root pattern for uz ("-5 h"). `{0}` is the number.
 */
const PATTERNS: Record<string, Patterns> = {
  my: {
    second: { other: 'ပြီးခဲ့သည့် {0} စက္ကန့်' },
    minute: { other: 'ပြီးခဲ့သည့် {0} မိနစ်' },
    hour: { other: 'ပြီးခဲ့သည့် {0} နာရီ' },
    day: { other: 'ပြီးခဲ့သည့် {0} ရက်' },
    week: { other: 'ပြီးခဲ့သည့် {0} ပတ်' },
    month: { other: 'ပြီးခဲ့သည့် {0} လ' },
    year: { other: 'ပြီးခဲ့သည့် {0} နှစ်' },
  },
  km: {
    second: { other: '{0} វិនាទី\u200bមុន' },
    minute: { other: '{0} នាទី\u200bមុន' },
    hour: { other: '{0} ម៉ោង\u200bមុន' },
    day: { other: '{0} ថ្ងៃ\u200bមុន' },
    week: { other: '{0} សប្ដាហ៍\u200bមុន' },
    month: { other: '{0} ខែមុន' },
    year: { other: '{0} ឆ្នាំ\u200bមុន' },
  },
  ne: {
    second: { one: '{0} सेकेन्ड पहिले', other: '{0} सेकेन्ड पहिले' },
    minute: { one: '{0} मिनेट पहिले', other: '{0} मिनेट पहिले' },
    hour: { one: '{0} घण्टा पहिले', other: '{0} घण्टा पहिले' },
    day: { one: '{0} दिन पहिले', other: '{0} दिन पहिले' },
    week: { one: '{0} हप्ता पहिले', other: '{0} हप्ता पहिले' },
    month: { one: '{0} महिना पहिले', other: '{0} महिना पहिले' },
    year: { one: '{0} वर्ष अघि', other: '{0} वर्ष अघि' },
  },
  mn: {
    second: { one: '{0} секундын өмнө', other: '{0} секундын өмнө' },
    minute: { one: '{0} минутын өмнө', other: '{0} минутын өмнө' },
    hour: { one: '{0} цагийн өмнө', other: '{0} цагийн өмнө' },
    day: { one: '{0} өдрийн өмнө', other: '{0} өдрийн өмнө' },
    week: { one: '{0} долоо хоногийн өмнө', other: '{0} долоо хоногийн өмнө' },
    month: { one: '{0} сарын өмнө', other: '{0} сарын өмнө' },
    year: { one: '{0} жилийн өмнө', other: '{0} жилийн өмнө' },
  },
  uz: {
    second: { one: '{0} soniya oldin', other: '{0} soniya oldin' },
    minute: { one: '{0} daqiqa oldin', other: '{0} daqiqa oldin' },
    hour: { one: '{0} soat oldin', other: '{0} soat oldin' },
    day: { one: '{0} kun oldin', other: '{0} kun oldin' },
    week: { one: '{0} hafta oldin', other: '{0} hafta oldin' },
    month: { one: '{0} oy oldin', other: '{0} oy oldin' },
    year: { one: '{0} yil oldin', other: '{0} yil oldin' },
  },
};

/** "N <unit> ago" from CLDR's patterns, or null for a language Intl handles everywhere. */
export function fallbackRelativeTime(
  value: number,
  unit: RelativeUnit,
  language: string,
): string | null {
  const forms = PATTERNS[language]?.[unit];
  if (!forms) return null;
  const pattern = forms[new Intl.PluralRules(language).select(value)] ?? forms.other;
  return pattern ? pattern.replace('{0}', new Intl.NumberFormat(language).format(value)) : null;
}

/** The 16 interface languages, each named in its own language. */
export const SUPPORTED_LANGUAGES = [
  { isoCode: 'ko', nativeName: '한국어' },
  { isoCode: 'en', nativeName: 'English' },
  { isoCode: 'ja', nativeName: '日本語' },
  { isoCode: 'zh-CN', nativeName: '简体中文' },
  { isoCode: 'zh-TW', nativeName: '繁體中文' },
  { isoCode: 'vi', nativeName: 'Tiếng Việt' },
  { isoCode: 'th', nativeName: 'ไทย' },
  { isoCode: 'id', nativeName: 'Bahasa Indonesia' },
  { isoCode: 'ms', nativeName: 'Bahasa Melayu' },
  { isoCode: 'fil', nativeName: 'Filipino' },
  { isoCode: 'my', nativeName: 'မြန်မာ' },
  { isoCode: 'km', nativeName: 'ខ្មែរ' },
  { isoCode: 'ne', nativeName: 'नेपाली' },
  { isoCode: 'mn', nativeName: 'Монгол' },
  { isoCode: 'uz', nativeName: 'Oʻzbekcha' },
  { isoCode: 'ru', nativeName: 'Русский' },
] as const;

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number]['isoCode'];

export const LANGUAGE_CODES: readonly LanguageCode[] = SUPPORTED_LANGUAGES.map((l) => l.isoCode);
export const DEFAULT_LANGUAGE: LanguageCode = 'ko';
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return !!value && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Aliases a browser may report for one of our languages. */
const ALIASES: Record<string, LanguageCode> = {
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-cn': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-tw': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  tl: 'fil',
  in: 'id',
};

/** Map one BCP 47 tag to an interface language, or null when none fits. */
export function mapLanguageTag(tag: string): LanguageCode | null {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return null;
  const parts = lower.split('-');
  const primary = parts[0] ?? '';
  if (primary === 'zh') {
    if (
      parts.includes('hant') ||
      parts.includes('tw') ||
      parts.includes('hk') ||
      parts.includes('mo')
    )
      return 'zh-TW';
    return 'zh-CN';
  }
  const alias = ALIASES[lower] ?? ALIASES[primary];
  if (alias) return alias;
  const direct = LANGUAGE_CODES.find((code) => code.toLowerCase() === primary);
  return direct ?? null;
}

/** The browser's preferred languages; none outside a browser (this module also runs in the API). */
function preferredTags(): readonly string[] {
  const nav = (globalThis as { navigator?: { languages?: readonly string[] } }).navigator;
  return nav?.languages ?? [];
}

/** The first of the browser's preferred languages we support, else English. */
export function browserLanguage(tags: readonly string[] = preferredTags()): LanguageCode {
  for (const tag of tags) {
    const mapped = mapLanguageTag(tag);
    if (mapped) return mapped;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * The Accept-Language the app sends: the interface language first, then the browser's
 * other languages (mapped to ours) with falling weights. The API answers in the first and
 * shows a visitor's posts and comments in any of them as written (languages I read).
 */
export function readerAcceptLanguage(
  interfaceLanguage: string,
  tags: readonly string[] = preferredTags(),
): string {
  const others = [
    ...new Set(tags.map(mapLanguageTag).filter((code): code is LanguageCode => code !== null)),
  ].filter((code) => code !== interfaceLanguage);
  const weighted = others
    .slice(0, 9)
    .map((code, index) => `${code};q=${((9 - index) / 10).toFixed(1)}`);
  return [interfaceLanguage, ...weighted].join(', ');
}

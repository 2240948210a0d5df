import { SUPPORTED_LANGUAGES } from '@kfeed/contracts/languages';

export interface SeedLanguage {
  isoCode: string;
  languageName: string;
  languageNameEn: string;
  translateSupport: 'Y' | 'N';
}

const ENGLISH_NAMES: Record<(typeof SUPPORTED_LANGUAGES)[number]['isoCode'], string> = {
  ko: 'Korean',
  en: 'English',
  ja: 'Japanese',
  'zh-CN': 'Chinese (Simplified)',
  'zh-TW': 'Chinese (Traditional)',
  vi: 'Vietnamese',
  th: 'Thai',
  id: 'Indonesian',
  ms: 'Malay',
  fil: 'Filipino',
  my: 'Burmese',
  km: 'Khmer',
  ne: 'Nepali',
  mn: 'Mongolian',
  uz: 'Uzbek',
  ru: 'Russian',
};

/**
 * The 16 interface languages (translateSupport 'Y', named as shared/i18n/languages.ts
 * names them), then other languages members speak, which the interface does not offer.
 */
export const SEED_LANGUAGES: SeedLanguage[] = [
  ...SUPPORTED_LANGUAGES.map((language) => ({
    isoCode: language.isoCode,
    languageName: language.nativeName,
    languageNameEn: ENGLISH_NAMES[language.isoCode],
    translateSupport: 'Y' as const,
  })),
  ...(
    [
      ['hi', 'हिन्दी', 'Hindi'],
      ['bn', 'বাংলা', 'Bengali'],
      ['ur', 'اردو', 'Urdu'],
      ['si', 'සිංහල', 'Sinhala'],
      ['ta', 'தமிழ்', 'Tamil'],
      ['lo', 'ລາວ', 'Lao'],
      ['kk', 'Қазақ тілі', 'Kazakh'],
      ['ky', 'Кыргызча', 'Kyrgyz'],
      ['tg', 'Тоҷикӣ', 'Tajik'],
      ['tk', 'Türkmen dili', 'Turkmen'],
      ['ps', 'پښتو', 'Pashto'],
      ['fa', 'فارسی', 'Persian'],
      ['ar', 'العربية', 'Arabic'],
      ['tr', 'Türkçe', 'Turkish'],
      ['uk', 'Українська', 'Ukrainian'],
      ['fr', 'Français', 'French'],
      ['de', 'Deutsch', 'German'],
      ['es', 'Español', 'Spanish'],
      ['pt', 'Português', 'Portuguese'],
      ['it', 'Italiano', 'Italian'],
      ['pl', 'Polski', 'Polish'],
      ['sw', 'Kiswahili', 'Swahili'],
      ['am', 'አማርኛ', 'Amharic'],
      ['tet', 'Tetun', 'Tetum'],
    ] as const
  ).map(([isoCode, languageName, languageNameEn]) => ({
    isoCode,
    languageName,
    languageNameEn,
    translateSupport: 'N' as const,
  })),
];

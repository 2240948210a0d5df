import { mapLanguageTag, type LanguageCode } from '@kfeed/contracts/languages';

/**
 * The interface language a request asks for, as the interface spells it ('en', 'zh-CN'),
 * from an iso code in any case or a browser tag ('zh-cn', 'zh_TW', 'en-US'). An unknown or
 * missing code falls back to English, the product's fallback language.
 */
export function requestLanguage(isoCode: string | null | undefined): LanguageCode {
  return (isoCode && mapLanguageTag(isoCode)) || 'en';
}

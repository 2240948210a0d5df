import type { LanguageCode } from '@kfeed/contracts/languages';
import { formatMessage, type Message } from '../i18n/messages.ts';
import { AppError } from './envelope.ts';

/**
 * "Too many attempts, try again in N minutes", in every interface language: the refusal
 * of a limit counted per member or per client address (the write limits, the login
 * attempts), which the app shows as a notice in the person's language.
 */
export const TOO_MANY_ATTEMPTS: Record<LanguageCode, Message> = {
  ko: '요청이 너무 많습니다. {{count}}분 후에 다시 시도해 주세요.',
  en: {
    one: 'Too many attempts. Please try again in {{count}} minute.',
    other: 'Too many attempts. Please try again in {{count}} minutes.',
  },
  ja: 'リクエストが多すぎます。{{count}}分後にもう一度お試しください。',
  'zh-CN': '请求过于频繁，请{{count}}分钟后重试。',
  'zh-TW': '請求過於頻繁，請{{count}}分鐘後再試。',
  vi: 'Quá nhiều yêu cầu. Vui lòng thử lại sau {{count}} phút.',
  th: 'มีคำขอมากเกินไป กรุณาลองใหม่ใน {{count}} นาที',
  id: 'Terlalu banyak percobaan. Silakan coba lagi dalam {{count}} menit.',
  ms: 'Terlalu banyak percubaan. Sila cuba lagi dalam {{count}} minit.',
  fil: 'Masyadong maraming pagsubok. Subukan ulit pagkalipas ng {{count}} minuto.',
  my: 'ကြိုးစားမှု များလွန်းပါသည်။ {{count}} မိနစ်အကြာတွင် ထပ်ကြိုးစားပါ။',
  km: 'ការព្យាយាមច្រើនពេក។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {{count}} នាទី។',
  ne: 'धेरै प्रयासहरू भए। कृपया {{count}} मिनेटपछि फेरि प्रयास गर्नुहोस्।',
  mn: 'Хэт олон оролдлого хийлээ. {{count}} минутын дараа дахин оролдоно уу.',
  uz: 'Juda ko‘p urinish. {{count}} daqiqadan so‘ng qayta urinib ko‘ring.',
  ru: 'Слишком много попыток. Попробуйте снова через {{count}} мин.',
};

/** 429 with `code`, worded in `language`; `minutes` until the limit lets the next one pass. */
export function tooManyAttempts(code: string, language: LanguageCode, minutes: number): AppError {
  return new AppError(429, code, formatMessage(TOO_MANY_ATTEMPTS[language], language, minutes));
}

import { API_ERROR_CODES } from '@kfeed/contracts/envelope';
import type { LanguageCode } from '@kfeed/contracts/languages';
import { formatMessage, type Catalogue } from '../i18n/messages.ts';
import { AppError } from './envelope.ts';

/**
 * Refusals of a request's body before any route reads it (bodyLimits.ts, the multipart
 * checks), in every interface language. `{{size}}` is a size with its unit, formatted for
 * the language (e.g. "64 kB").
 */
type RequestMessageKey = 'body_too_large' | 'json_too_deep' | 'upload_malformed';

const REQUEST_MESSAGES: Catalogue<RequestMessageKey> = {
  ko: {
    body_too_large: '요청이 너무 큽니다. 이 기능은 최대 {{size}}까지 받을 수 있습니다.',
    json_too_deep: '요청 데이터가 너무 깊게 중첩되어 있습니다. 최대 {{count}}단계까지 허용됩니다.',
    upload_malformed: '업로드 데이터가 올바르지 않거나 중간에 끊겼습니다. 다시 시도해 주세요.',
  },
  en: {
    body_too_large: 'This request is too large: this call accepts at most {{size}}.',
    json_too_deep: 'The data in this request is nested too deeply: at most {{count}} levels.',
    upload_malformed: 'The upload was malformed or cut off. Please try again.',
  },
  ja: {
    body_too_large: 'リクエストが大きすぎます。この機能で受け付けるのは最大{{size}}です。',
    json_too_deep: 'リクエストのデータの入れ子が深すぎます。{{count}}階層までです。',
    upload_malformed:
      'アップロードの形式が正しくないか、途中で切れました。もう一度お試しください。',
  },
  'zh-CN': {
    body_too_large: '请求过大：此功能最多接受 {{size}}。',
    json_too_deep: '请求中的数据嵌套过深：最多 {{count}} 层。',
    upload_malformed: '上传的数据格式有误或不完整，请重试。',
  },
  'zh-TW': {
    body_too_large: '請求過大：此功能最多接受 {{size}}。',
    json_too_deep: '請求中的資料巢狀過深：最多 {{count}} 層。',
    upload_malformed: '上傳的資料格式有誤或不完整，請再試一次。',
  },
  vi: {
    body_too_large: 'Yêu cầu quá lớn: chức năng này chỉ nhận tối đa {{size}}.',
    json_too_deep: 'Dữ liệu trong yêu cầu lồng nhau quá sâu: tối đa {{count}} cấp.',
    upload_malformed: 'Dữ liệu tải lên bị lỗi hoặc bị ngắt giữa chừng. Vui lòng thử lại.',
  },
  th: {
    body_too_large: 'คำขอมีขนาดใหญ่เกินไป ฟังก์ชันนี้รับได้ไม่เกิน {{size}}',
    json_too_deep: 'ข้อมูลในคำขอซ้อนกันลึกเกินไป ซ้อนได้ไม่เกิน {{count}} ชั้น',
    upload_malformed: 'ข้อมูลที่อัปโหลดไม่ถูกต้องหรือขาดหาย กรุณาลองใหม่อีกครั้ง',
  },
  id: {
    body_too_large: 'Permintaan terlalu besar: fitur ini menerima paling banyak {{size}}.',
    json_too_deep:
      'Data dalam permintaan bersarang terlalu dalam: paling banyak {{count}} tingkat.',
    upload_malformed: 'Unggahan rusak atau terputus. Silakan coba lagi.',
  },
  ms: {
    body_too_large: 'Permintaan terlalu besar: fungsi ini menerima paling banyak {{size}}.',
    json_too_deep:
      'Data dalam permintaan bersarang terlalu dalam: paling banyak {{count}} peringkat.',
    upload_malformed: 'Muat naik rosak atau terputus. Sila cuba lagi.',
  },
  fil: {
    body_too_large: 'Masyadong malaki ang request: hanggang {{size}} lang ang tinatanggap dito.',
    json_too_deep:
      'Masyadong malalim ang pagkaka-nest ng data sa request: hanggang {{count}} antas lang.',
    upload_malformed: 'Sira o naputol ang upload. Pakisubukang muli.',
  },
  my: {
    body_too_large: 'တောင်းဆိုမှု အရွယ်အစား ကြီးလွန်းပါသည်။ ဤလုပ်ဆောင်ချက်သည် အများဆုံး {{size}} သာ လက်ခံပါသည်။',
    json_too_deep: 'တောင်းဆိုမှုထဲရှိ ဒေတာ အဆင့်ဆင့် ထပ်နေမှု များလွန်းပါသည်။ အများဆုံး {{count}} ဆင့်သာ ရပါသည်။',
    upload_malformed: 'အပ်လုဒ်ဒေတာ မှားယွင်းနေသည် သို့မဟုတ် ပြတ်တောက်သွားပါသည်။ ထပ်ကြိုးစားပါ။',
  },
  km: {
    body_too_large: 'សំណើធំពេក៖ មុខងារនេះទទួលបានយ៉ាងច្រើន {{size}}។',
    json_too_deep: 'ទិន្នន័យក្នុងសំណើដាក់ត្រួតគ្នាជ្រៅពេក៖ យ៉ាងច្រើន {{count}} កម្រិត។',
    upload_malformed: 'ការផ្ទុកឡើងខូច ឬដាច់ពាក់កណ្ដាលទី។ សូមព្យាយាមម្តងទៀត។',
  },
  ne: {
    body_too_large: 'अनुरोध धेरै ठूलो छ: यो सुविधाले बढीमा {{size}} मात्र लिन्छ।',
    json_too_deep: 'अनुरोधको डेटा धेरै गहिरोसम्म नेस्ट गरिएको छ: बढीमा {{count}} तह।',
    upload_malformed: 'अपलोड बिग्रिएको वा बीचमै टुटेको छ। कृपया फेरि प्रयास गर्नुहोस्।',
  },
  mn: {
    body_too_large: 'Хүсэлт хэт том байна: энэ үйлдэл хамгийн ихдээ {{size}} хүлээн авна.',
    json_too_deep: 'Хүсэлтийн өгөгдөл хэт гүн давхарласан байна: хамгийн ихдээ {{count}} түвшин.',
    upload_malformed:
      'Байршуулсан өгөгдөл алдаатай эсвэл дундаа тасарсан байна. Дахин оролдоно уу.',
  },
  uz: {
    body_too_large: 'So‘rov juda katta: bu amal ko‘pi bilan {{size}} qabul qiladi.',
    json_too_deep:
      'So‘rovdagi ma’lumotlar juda chuqur joylashtirilgan: ko‘pi bilan {{count}} daraja.',
    upload_malformed:
      'Yuklangan ma’lumot buzilgan yoki yarmida uzilib qolgan. Qayta urinib ko‘ring.',
  },
  ru: {
    body_too_large: 'Слишком большой запрос: этот вызов принимает не более {{size}}.',
    json_too_deep: 'Данные в запросе вложены слишком глубоко: не более {{count}} уровней.',
    upload_malformed: 'Загрузка повреждена или оборвалась. Попробуйте ещё раз.',
  },
};

/** A byte count in kB (or MB from 1 MB), with the unit as the language writes it. */
function sizeText(bytes: number, language: LanguageCode): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / 1024 / 1024 : bytes / 1024);
}

/** 413 REQUEST-001: the body is over the route's limit of `limitBytes`. */
export const bodyTooLarge = (language: LanguageCode, limitBytes: number) =>
  new AppError(
    413,
    API_ERROR_CODES.bodyTooLarge,
    formatMessage(REQUEST_MESSAGES[language].body_too_large, language).replace(
      '{{size}}',
      sizeText(limitBytes, language),
    ),
  );

/** 400 REQUEST-002: arrays and objects nested deeper than `maxDepth`. */
export const jsonTooDeep = (language: LanguageCode, maxDepth: number) =>
  new AppError(
    400,
    API_ERROR_CODES.jsonTooDeep,
    formatMessage(REQUEST_MESSAGES[language].json_too_deep, language, maxDepth),
  );

/** 400 REQUEST-003: a multipart body without a usable boundary, or cut off before its end. */
export const uploadMalformed = (language: LanguageCode) =>
  new AppError(
    400,
    API_ERROR_CODES.uploadMalformed,
    formatMessage(REQUEST_MESSAGES[language].upload_malformed, language),
  );

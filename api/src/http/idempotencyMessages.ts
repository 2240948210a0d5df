import type { LanguageCode } from '@kfeed/contracts/languages';
import { formatMessage, type Catalogue } from '../i18n/messages.ts';

/** The refusals of idempotency keys (idempotency.ts), in every interface language. */
export type IdempotencyMessageKey = 'invalid_key' | 'key_reused' | 'in_progress';

const IDEMPOTENCY_MESSAGES: Catalogue<IdempotencyMessageKey> = {
  ko: {
    invalid_key: 'Idempotency-Key 헤더는 출력 가능한 ASCII 문자 1~128자여야 합니다.',
    key_reused:
      '이 Idempotency-Key는 이미 다른 요청에 사용되었습니다. 새 요청마다 새 키를 사용해 주세요.',
    in_progress: '같은 요청을 아직 처리하고 있습니다. 잠시 후 다시 시도해 주세요.',
  },
  en: {
    invalid_key: 'The Idempotency-Key header must be 1 to 128 printable ASCII characters.',
    key_reused:
      'This Idempotency-Key was already used for a different request. Use a new key for each new request.',
    in_progress: 'The same request is still being processed. Please try again in a moment.',
  },
  ja: {
    invalid_key: 'Idempotency-Key ヘッダーは、印字可能な ASCII 文字で 1～128 文字にしてください。',
    key_reused:
      'この Idempotency-Key は別のリクエストですでに使われています。新しいリクエストごとに新しいキーを使ってください。',
    in_progress: '同じリクエストをまだ処理中です。しばらくしてからもう一度お試しください。',
  },
  'zh-CN': {
    invalid_key: 'Idempotency-Key 请求头必须是 1 到 128 个可打印的 ASCII 字符。',
    key_reused: '此 Idempotency-Key 已用于另一个请求。每个新请求请使用新的键。',
    in_progress: '相同的请求仍在处理中，请稍后重试。',
  },
  'zh-TW': {
    invalid_key: 'Idempotency-Key 標頭必須是 1 到 128 個可列印的 ASCII 字元。',
    key_reused: '此 Idempotency-Key 已用於另一個請求。每個新請求請使用新的金鑰。',
    in_progress: '相同的請求仍在處理中，請稍後再試。',
  },
  vi: {
    invalid_key: 'Tiêu đề Idempotency-Key phải gồm từ 1 đến 128 ký tự ASCII in được.',
    key_reused:
      'Idempotency-Key này đã được dùng cho một yêu cầu khác. Hãy dùng khóa mới cho mỗi yêu cầu mới.',
    in_progress: 'Yêu cầu giống hệt vẫn đang được xử lý. Vui lòng thử lại sau giây lát.',
  },
  th: {
    invalid_key: 'ส่วนหัว Idempotency-Key ต้องเป็นอักขระ ASCII ที่พิมพ์ได้ 1 ถึง 128 ตัว',
    key_reused: 'Idempotency-Key นี้ถูกใช้กับคำขออื่นไปแล้ว โปรดใช้คีย์ใหม่สำหรับคำขอใหม่แต่ละครั้ง',
    in_progress: 'คำขอเดียวกันยังอยู่ระหว่างดำเนินการ โปรดลองอีกครั้งในอีกสักครู่',
  },
  id: {
    invalid_key:
      'Header Idempotency-Key harus berisi 1 sampai 128 karakter ASCII yang dapat dicetak.',
    key_reused:
      'Idempotency-Key ini sudah dipakai untuk permintaan lain. Gunakan kunci baru untuk setiap permintaan baru.',
    in_progress: 'Permintaan yang sama masih diproses. Silakan coba lagi sebentar lagi.',
  },
  ms: {
    invalid_key:
      'Pengepala Idempotency-Key mesti mengandungi 1 hingga 128 aksara ASCII yang boleh dicetak.',
    key_reused:
      'Idempotency-Key ini telah digunakan untuk permintaan lain. Gunakan kunci baharu bagi setiap permintaan baharu.',
    in_progress: 'Permintaan yang sama masih diproses. Sila cuba lagi sebentar lagi.',
  },
  fil: {
    invalid_key:
      'Ang Idempotency-Key header ay dapat may 1 hanggang 128 na printable na ASCII character.',
    key_reused:
      'Nagamit na ang Idempotency-Key na ito sa ibang request. Gumamit ng bagong key sa bawat bagong request.',
    in_progress: 'Pinoproseso pa ang parehong request. Pakisubukang muli maya-maya.',
  },
  my: {
    invalid_key: 'Idempotency-Key ခေါင်းစီးသည် ပုံနှိပ်နိုင်သော ASCII စာလုံး ၁ လုံးမှ ၁၂၈ လုံးအထိ ဖြစ်ရမည်။',
    key_reused:
      'ဤ Idempotency-Key ကို အခြားတောင်းဆိုချက်တစ်ခုအတွက် အသုံးပြုပြီးဖြစ်သည်။ တောင်းဆိုချက်အသစ်တိုင်းအတွက် ကီးအသစ်ကို အသုံးပြုပါ။',
    in_progress: 'တူညီသော တောင်းဆိုချက်ကို လုပ်ဆောင်နေဆဲဖြစ်သည်။ ခဏအကြာတွင် ထပ်မံကြိုးစားပါ။',
  },
  km: {
    invalid_key: 'ក្បាល Idempotency-Key ត្រូវតែមានតួអក្សរ ASCII ដែលអាចបោះពុម្ពបាន ពី 1 ដល់ 128 តួ។',
    key_reused: 'Idempotency-Key នេះត្រូវបានប្រើសម្រាប់សំណើផ្សេងរួចហើយ។ សូមប្រើកូនសោថ្មីសម្រាប់សំណើថ្មីនីមួយៗ។',
    in_progress: 'សំណើដដែលនេះកំពុងដំណើរការនៅឡើយ។ សូមព្យាយាមម្តងទៀតបន្តិចទៀត។',
  },
  ne: {
    invalid_key: 'Idempotency-Key हेडर छाप्न मिल्ने ASCII अक्षरमा १ देखि १२८ अक्षरसम्मको हुनुपर्छ।',
    key_reused:
      'यो Idempotency-Key अर्को अनुरोधका लागि पहिल्यै प्रयोग भइसकेको छ। हरेक नयाँ अनुरोधका लागि नयाँ कुञ्जी प्रयोग गर्नुहोस्।',
    in_progress: 'उही अनुरोध अझै प्रशोधन हुँदैछ। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
  },
  mn: {
    invalid_key:
      'Idempotency-Key толгой нь хэвлэгдэх ASCII тэмдэгтээр 1-ээс 128 тэмдэгт байх ёстой.',
    key_reused:
      'Энэ Idempotency-Key-г өөр хүсэлтэд аль хэдийн ашигласан байна. Шинэ хүсэлт бүрт шинэ түлхүүр ашиглана уу.',
    in_progress: 'Ижил хүсэлтийг одоо ч боловсруулж байна. Түр хүлээгээд дахин оролдоно уу.',
  },
  uz: {
    invalid_key:
      'Idempotency-Key sarlavhasi 1 tadan 128 tagacha chop etiladigan ASCII belgidan iborat bo‘lishi kerak.',
    key_reused:
      'Bu Idempotency-Key boshqa so‘rov uchun allaqachon ishlatilgan. Har bir yangi so‘rov uchun yangi kalit ishlating.',
    in_progress: 'Xuddi shu so‘rov hali bajarilmoqda. Birozdan keyin qayta urinib ko‘ring.',
  },
  ru: {
    invalid_key:
      'Заголовок Idempotency-Key должен содержать от 1 до 128 печатаемых символов ASCII.',
    key_reused:
      'Этот Idempotency-Key уже использован для другого запроса. Для каждого нового запроса используйте новый ключ.',
    in_progress: 'Такой же запрос ещё обрабатывается. Повторите попытку чуть позже.',
  },
};

export function idempotencyMessage(key: IdempotencyMessageKey, language: LanguageCode): string {
  return formatMessage(IDEMPOTENCY_MESSAGES[language][key], language);
}

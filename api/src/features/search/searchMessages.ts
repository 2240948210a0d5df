import type { LanguageCode } from '@kfeed/contracts/languages';
import { API_ERROR_CODES } from '@kfeed/contracts/envelope';
import { badRequest } from '../../http/envelope.ts';

/** A search term with a control character (a NUL, an escape...): what the person is told. */
const CONTROL_CHARACTERS: Record<LanguageCode, string> = {
  ko: '검색어에 사용할 수 없는 제어 문자가 들어 있습니다. 글자만 입력해 주세요.',
  en: 'The search term contains a control character that cannot be searched. Please type letters only.',
  ja: '検索語に使用できない制御文字が含まれています。文字だけを入力してください。',
  'zh-CN': '搜索词中含有无法搜索的控制字符，请只输入文字。',
  'zh-TW': '搜尋詞中含有無法搜尋的控制字元，請只輸入文字。',
  vi: 'Từ khóa tìm kiếm chứa ký tự điều khiển không thể tìm. Vui lòng chỉ nhập chữ.',
  th: 'คำค้นหามีอักขระควบคุมที่ค้นหาไม่ได้ กรุณาพิมพ์เฉพาะตัวอักษร',
  id: 'Kata pencarian berisi karakter kontrol yang tidak dapat dicari. Silakan ketik huruf saja.',
  ms: 'Kata carian mengandungi aksara kawalan yang tidak boleh dicari. Sila taip huruf sahaja.',
  fil: 'May control character sa hinahanap na hindi puwedeng hanapin. Mga titik lang ang i-type.',
  my: 'ရှာဖွေစကားလုံးတွင် ရှာ၍မရသော ထိန်းချုပ်အက္ခရာ ပါဝင်နေပါသည်။ စာလုံးများသာ ရိုက်ထည့်ပါ။',
  km: 'ពាក្យស្វែងរកមានតួអក្សរបញ្ជាដែលមិនអាចស្វែងរកបាន។ សូមវាយតែអក្សរប៉ុណ្ណោះ។',
  ne: 'खोज शब्दमा खोज्न नमिल्ने नियन्त्रण अक्षर छ। कृपया अक्षर मात्र टाइप गर्नुहोस्।',
  mn: 'Хайлтын үгэнд хайх боломжгүй удирдлагын тэмдэгт байна. Зөвхөн үсэг бичнэ үү.',
  uz: 'Qidiruv so‘zida qidirib bo‘lmaydigan boshqaruv belgisi bor. Faqat harflarni yozing.',
  ru: 'В поисковом запросе есть управляющий символ, по которому нельзя искать. Введите только буквы.',
};

/** 400 SEARCH-004: a C0 or C1 control character in the term (a NUL would match every post). */
export const controlCharacterInSearch = (language: LanguageCode) =>
  badRequest(API_ERROR_CODES.searchControlCharacter, CONTROL_CHARACTERS[language]);

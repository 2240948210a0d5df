import type { LanguageCode } from '@kfeed/contracts/languages';
import type { Suspension } from '@kfeed/contracts/moderation';
import { formatMessage, type Catalogue } from '../i18n/messages.ts';

/**
 * The refusals of the access checks every route shares (routeTable.ts: a role; the
 * suspension guard: a suspended member's write), in every interface language: the app
 * shows them as they are. `{{until}}` is a date and time in UTC (suspendedUntilText).
 */
type AccessMessageKey = 'role_required' | 'suspended_until' | 'suspended_forever';

const ACCESS_MESSAGES: Catalogue<AccessMessageKey> = {
  ko: {
    role_required: '이 기능을 사용할 권한(운영자 또는 관리자)이 없습니다.',
    suspended_until:
      '계정이 {{until}}까지 이용 정지되었습니다. 글은 읽을 수 있지만, 그때까지 글·댓글 작성, 좋아요, 신고, 프로필 변경은 할 수 없습니다.',
    suspended_forever:
      '계정이 영구적으로 이용 정지되었습니다. 글은 읽을 수 있지만, 글·댓글 작성, 좋아요, 신고, 프로필 변경은 할 수 없습니다.',
  },
  en: {
    role_required: 'You do not have permission for this: it needs a moderator or administrator.',
    suspended_until:
      'Your account is suspended until {{until}}. You can still read, but you cannot post, comment, like, report or change your profile until then.',
    suspended_forever:
      'Your account is suspended permanently. You can still read, but you cannot post, comment, like, report or change your profile.',
  },
  ja: {
    role_required: 'この操作を行う権限（モデレーターまたは管理者）がありません。',
    suspended_until:
      'アカウントは{{until}}まで利用停止中です。閲覧はできますが、それまで投稿、コメント、いいね、通報、プロフィールの変更はできません。',
    suspended_forever:
      'アカウントは無期限に利用停止されています。閲覧はできますが、投稿、コメント、いいね、通報、プロフィールの変更はできません。',
  },
  'zh-CN': {
    role_required: '您没有执行此操作的权限（需要版主或管理员）。',
    suspended_until:
      '您的账号已被停用至{{until}}。您仍可浏览，但在此之前无法发帖、评论、点赞、举报或修改个人资料。',
    suspended_forever:
      '您的账号已被永久停用。您仍可浏览，但无法发帖、评论、点赞、举报或修改个人资料。',
  },
  'zh-TW': {
    role_required: '您沒有執行此操作的權限（需要版主或管理員）。',
    suspended_until:
      '您的帳號已被停權至{{until}}。您仍可瀏覽，但在此之前無法發文、留言、按讚、檢舉或修改個人資料。',
    suspended_forever:
      '您的帳號已被永久停權。您仍可瀏覽，但無法發文、留言、按讚、檢舉或修改個人資料。',
  },
  vi: {
    role_required:
      'Bạn không có quyền thực hiện thao tác này (cần điều hành viên hoặc quản trị viên).',
    suspended_until:
      'Tài khoản của bạn bị tạm khóa đến {{until}}. Bạn vẫn có thể đọc, nhưng không thể đăng bài, bình luận, thích, báo cáo hay sửa hồ sơ cho đến lúc đó.',
    suspended_forever:
      'Tài khoản của bạn bị khóa vĩnh viễn. Bạn vẫn có thể đọc, nhưng không thể đăng bài, bình luận, thích, báo cáo hay sửa hồ sơ.',
  },
  th: {
    role_required: 'คุณไม่มีสิทธิ์ทำรายการนี้ (ต้องเป็นผู้ดูแลหรือผู้ดูแลระบบ)',
    suspended_until:
      'บัญชีของคุณถูกระงับจนถึง {{until}} คุณยังอ่านได้ แต่จะโพสต์ แสดงความคิดเห็น กดถูกใจ รายงาน หรือแก้ไขโปรไฟล์ไม่ได้จนถึงเวลานั้น',
    suspended_forever:
      'บัญชีของคุณถูกระงับถาวร คุณยังอ่านได้ แต่โพสต์ แสดงความคิดเห็น กดถูกใจ รายงาน หรือแก้ไขโปรไฟล์ไม่ได้',
  },
  id: {
    role_required: 'Anda tidak memiliki izin untuk ini (perlu moderator atau administrator).',
    suspended_until:
      'Akun Anda ditangguhkan hingga {{until}}. Anda masih dapat membaca, tetapi tidak dapat memposting, berkomentar, menyukai, melaporkan, atau mengubah profil sampai saat itu.',
    suspended_forever:
      'Akun Anda ditangguhkan secara permanen. Anda masih dapat membaca, tetapi tidak dapat memposting, berkomentar, menyukai, melaporkan, atau mengubah profil.',
  },
  ms: {
    role_required: 'Anda tidak mempunyai kebenaran untuk ini (perlu moderator atau pentadbir).',
    suspended_until:
      'Akaun anda digantung sehingga {{until}}. Anda masih boleh membaca, tetapi tidak boleh menyiarkan, mengulas, menyukai, melaporkan atau menukar profil sehingga itu.',
    suspended_forever:
      'Akaun anda digantung secara kekal. Anda masih boleh membaca, tetapi tidak boleh menyiarkan, mengulas, menyukai, melaporkan atau menukar profil.',
  },
  fil: {
    role_required: 'Wala kang pahintulot para rito (kailangan ng moderator o administrator).',
    suspended_until:
      'Suspendido ang iyong account hanggang {{until}}. Makakabasa ka pa rin, pero hindi ka makakapag-post, makakapag-comment, makakapag-like, makakapag-report o makakapagpalit ng profile hanggang doon.',
    suspended_forever:
      'Permanenteng suspendido ang iyong account. Makakabasa ka pa rin, pero hindi ka makakapag-post, makakapag-comment, makakapag-like, makakapag-report o makakapagpalit ng profile.',
  },
  my: {
    role_required: 'ဤလုပ်ဆောင်ချက်အတွက် ခွင့်ပြုချက် မရှိပါ (စီမံသူ သို့မဟုတ် အက်ဒမင် လိုအပ်သည်)။',
    suspended_until:
      'သင့်အကောင့်ကို {{until}} အထိ ဆိုင်းငံ့ထားပါသည်။ ဖတ်ရှုနိုင်သော်လည်း ထိုအချိန်အထိ ပို့စ်တင်ခြင်း၊ မှတ်ချက်ရေးခြင်း၊ လိုက်ခ်နှိပ်ခြင်း၊ တိုင်ကြားခြင်းနှင့် ပရိုဖိုင်ပြောင်းခြင်း မပြုလုပ်နိုင်ပါ။',
    suspended_forever:
      'သင့်အကောင့်ကို အပြီးအပိုင် ဆိုင်းငံ့ထားပါသည်။ ဖတ်ရှုနိုင်သော်လည်း ပို့စ်တင်ခြင်း၊ မှတ်ချက်ရေးခြင်း၊ လိုက်ခ်နှိပ်ခြင်း၊ တိုင်ကြားခြင်းနှင့် ပရိုဖိုင်ပြောင်းခြင်း မပြုလုပ်နိုင်ပါ။',
  },
  km: {
    role_required: 'អ្នកគ្មានសិទ្ធិធ្វើការនេះទេ (ត្រូវការអ្នកសម្របសម្រួល ឬអ្នកគ្រប់គ្រង)។',
    suspended_until:
      'គណនីរបស់អ្នកត្រូវបានផ្អាករហូតដល់ {{until}}។ អ្នកនៅតែអាចអានបាន ប៉ុន្តែមិនអាចបង្ហោះ បញ្ចេញមតិ ចូលចិត្ត រាយការណ៍ ឬកែប្រែប្រវត្តិរូបបានទេរហូតដល់ពេលនោះ។',
    suspended_forever:
      'គណនីរបស់អ្នកត្រូវបានផ្អាកជាអចិន្ត្រៃយ៍។ អ្នកនៅតែអាចអានបាន ប៉ុន្តែមិនអាចបង្ហោះ បញ្ចេញមតិ ចូលចិត្ត រាយការណ៍ ឬកែប្រែប្រវត្តិរូបបានទេ។',
  },
  ne: {
    role_required: 'तपाईंलाई यसका लागि अनुमति छैन (मध्यस्थकर्ता वा प्रशासक आवश्यक छ)।',
    suspended_until:
      'तपाईंको खाता {{until}} सम्म निलम्बित छ। तपाईं पढ्न सक्नुहुन्छ, तर त्यतिबेलासम्म पोस्ट, टिप्पणी, लाइक, रिपोर्ट वा प्रोफाइल परिवर्तन गर्न सक्नुहुन्न।',
    suspended_forever:
      'तपाईंको खाता स्थायी रूपमा निलम्बित छ। तपाईं पढ्न सक्नुहुन्छ, तर पोस्ट, टिप्पणी, लाइक, रिपोर्ट वा प्रोफाइल परिवर्तन गर्न सक्नुहुन्न।',
  },
  mn: {
    role_required: 'Танд үүнийг хийх эрх алга (модератор эсвэл админ шаардлагатай).',
    suspended_until:
      'Таны бүртгэл {{until}} хүртэл түдгэлзсэн байна. Та уншиж болно, гэхдээ тэр хүртэл нийтлэл, сэтгэгдэл бичих, лайк дарах, мэдээлэх, профайлаа өөрчлөх боломжгүй.',
    suspended_forever:
      'Таны бүртгэл бүрмөсөн түдгэлзсэн байна. Та уншиж болно, гэхдээ нийтлэл, сэтгэгдэл бичих, лайк дарах, мэдээлэх, профайлаа өөрчлөх боломжгүй.',
  },
  uz: {
    role_required: 'Sizda bunga ruxsat yo‘q (moderator yoki administrator kerak).',
    suspended_until:
      'Hisobingiz {{until}} gacha to‘xtatilgan. Siz o‘qishingiz mumkin, lekin ungacha post yozish, izoh qoldirish, yoqtirish, shikoyat qilish yoki profilni o‘zgartirish mumkin emas.',
    suspended_forever:
      'Hisobingiz butunlay to‘xtatilgan. Siz o‘qishingiz mumkin, lekin post yozish, izoh qoldirish, yoqtirish, shikoyat qilish yoki profilni o‘zgartirish mumkin emas.',
  },
  ru: {
    role_required: 'У вас нет прав на это действие (нужна роль модератора или администратора).',
    suspended_until:
      'Ваш аккаунт заблокирован до {{until}}. Вы можете читать, но до этого времени не можете публиковать, комментировать, ставить лайки, отправлять жалобы и менять профиль.',
    suspended_forever:
      'Ваш аккаунт заблокирован навсегда. Вы можете читать, но не можете публиковать, комментировать, ставить лайки, отправлять жалобы и менять профиль.',
  },
};

/** `2026-01-08T09:30:00Z` as the messages show it: `2026-01-08 09:30 UTC`. */
export function suspendedUntilText(until: string): string {
  return `${until.slice(0, 10)} ${until.slice(11, 16)} UTC`;
}

/** ADMIN-001's message. */
export function roleRequiredMessage(language: LanguageCode): string {
  return formatMessage(ACCESS_MESSAGES[language].role_required, language);
}

/** MODERATION-001's message: until when, or that it is for good. */
export function suspendedMessage(language: LanguageCode, suspension: Suspension): string {
  const messages = ACCESS_MESSAGES[language];
  if (suspension.until === null) return formatMessage(messages.suspended_forever, language);
  return formatMessage(messages.suspended_until, language).replace(
    '{{until}}',
    suspendedUntilText(suspension.until),
  );
}

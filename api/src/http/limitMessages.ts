import type { LanguageCode } from '@kfeed/contracts/languages';
import type { WriteKind } from '@kfeed/contracts/limits';
import { AppError } from './envelope.ts';

/** What a limit counts: a kind of write (limits.ts), or link previews. */
export type LimitedAction = WriteKind | 'linkPreview';

interface LimitTexts {
  /** A member's own limit: `{{what}}` up to `{{max}}` times in `{{window}}`, until `{{time}}`. */
  member: string;
  /** A client address's limit, shared by everyone behind it (a NAT, an office, a campus). */
  network: string;
  /** Sign-in attempts from one client address (AUTH-021). */
  signIn: string;
  what: Record<LimitedAction, string>;
}

/**
 * Limit refusals that say what is limited, for whom, and until when, in every interface
 * language. `{{time}}` is a time of day in Korea's time zone with its offset ("2:32 PM
 * GMT+9"): the server does not know the reader's zone, and the product's readers live in
 * Korea. A limit counted per client address says it is the network's, not the person's.
 */
const LIMIT_TEXTS: Record<LanguageCode, LimitTexts> = {
  ko: {
    member:
      '{{what}}: {{window}}에 최대 {{max}}번까지 할 수 있습니다. {{time}}에 다시 시도해 주세요.',
    network:
      '현재 네트워크에서 {{what}} 요청이 너무 많습니다(이 네트워크 전체 합산 {{window}}에 최대 {{max}}번). {{time}}에 다시 시도해 주세요.',
    signIn: '현재 네트워크에서 로그인 시도가 너무 많습니다. {{time}}에 다시 시도해 주세요.',
    what: {
      post: '글 작성·수정',
      comment: '댓글 작성·수정',
      like: '좋아요',
      report: '신고',
      block: '차단·차단 해제',
      profile: '프로필 변경',
      share: '공유',
      nickname: '닉네임 확인',
      language: '언어 수정·제안',
      notification: '알림 설정',
      live: '실시간 알림 연결',
      moderation: '운영 조치',
      linkPreview: '링크 미리보기',
    },
  },
  en: {
    member: 'You can {{what}} up to {{max}} times in {{window}}. Try again at {{time}}.',
    network:
      'Too many attempts to {{what}} from your network: up to {{max}} in {{window}} for everyone on it together. Try again at {{time}}.',
    signIn: 'Too many sign-in attempts from your network. Try again at {{time}}.',
    what: {
      post: 'write or edit posts',
      comment: 'write or edit comments',
      like: 'like or unlike',
      report: 'send reports',
      block: 'block or unblock members',
      profile: 'change your profile',
      share: 'share posts',
      nickname: 'check nicknames',
      language: 'correct or suggest languages',
      notification: 'update notifications',
      live: 'start live updates',
      moderation: 'take moderation actions',
      linkPreview: 'load link previews',
    },
  },
  ja: {
    member: '{{what}}は{{window}}に{{max}}回までです。{{time}}以降にもう一度お試しください。',
    network:
      'このネットワークからの{{what}}が多すぎます（ネットワーク全体で{{window}}に{{max}}回まで）。{{time}}以降にもう一度お試しください。',
    signIn:
      'このネットワークからのログイン試行が多すぎます。{{time}}以降にもう一度お試しください。',
    what: {
      post: '投稿の作成・編集',
      comment: 'コメントの作成・編集',
      like: 'いいね',
      report: '通報',
      block: 'ブロック・ブロック解除',
      profile: 'プロフィールの変更',
      share: '共有',
      nickname: 'ニックネームの確認',
      language: '言語の修正・提案',
      notification: '通知の設定',
      live: 'ライブ更新の接続',
      moderation: 'モデレーション操作',
      linkPreview: 'リンクプレビュー',
    },
  },
  'zh-CN': {
    member: '{{what}}每{{window}}最多{{max}}次。请于{{time}}后重试。',
    network:
      '来自您所在网络的{{what}}请求过多（该网络所有人合计每{{window}}最多{{max}}次）。请于{{time}}后重试。',
    signIn: '来自您所在网络的登录尝试过多。请于{{time}}后重试。',
    what: {
      post: '发布或编辑帖子',
      comment: '发表或编辑评论',
      like: '点赞或取消点赞',
      report: '举报',
      block: '屏蔽或取消屏蔽',
      profile: '修改个人资料',
      share: '分享',
      nickname: '检查昵称',
      language: '更正或建议语言',
      notification: '更新通知设置',
      live: '连接实时更新',
      moderation: '管理操作',
      linkPreview: '加载链接预览',
    },
  },
  'zh-TW': {
    member: '{{what}}每{{window}}最多{{max}}次。請於{{time}}後再試。',
    network:
      '來自您所在網路的{{what}}請求過多（該網路所有人合計每{{window}}最多{{max}}次）。請於{{time}}後再試。',
    signIn: '來自您所在網路的登入嘗試過多。請於{{time}}後再試。',
    what: {
      post: '發布或編輯貼文',
      comment: '發表或編輯留言',
      like: '按讚或收回讚',
      report: '檢舉',
      block: '封鎖或解除封鎖',
      profile: '修改個人資料',
      share: '分享',
      nickname: '檢查暱稱',
      language: '更正或建議語言',
      notification: '更新通知設定',
      live: '連線即時更新',
      moderation: '管理操作',
      linkPreview: '載入連結預覽',
    },
  },
  vi: {
    member:
      'Bạn chỉ có thể {{what}} tối đa {{max}} lần trong {{window}}. Vui lòng thử lại lúc {{time}}.',
    network:
      'Có quá nhiều lượt {{what}} từ mạng của bạn (tối đa {{max}} lần trong {{window}} cho tất cả người dùng chung mạng). Vui lòng thử lại lúc {{time}}.',
    signIn: 'Có quá nhiều lần đăng nhập từ mạng của bạn. Vui lòng thử lại lúc {{time}}.',
    what: {
      post: 'đăng hoặc sửa bài',
      comment: 'viết hoặc sửa bình luận',
      like: 'thích hoặc bỏ thích',
      report: 'gửi báo cáo',
      block: 'chặn hoặc bỏ chặn thành viên',
      profile: 'thay đổi hồ sơ',
      share: 'chia sẻ bài viết',
      nickname: 'kiểm tra biệt danh',
      language: 'sửa hoặc đề xuất ngôn ngữ',
      notification: 'cập nhật thông báo',
      live: 'kết nối cập nhật trực tiếp',
      moderation: 'thực hiện thao tác kiểm duyệt',
      linkPreview: 'tải bản xem trước liên kết',
    },
  },
  th: {
    member: 'คุณ{{what}}ได้สูงสุด {{max}} ครั้งใน {{window}} กรุณาลองใหม่เวลา {{time}}',
    network:
      'มีการ{{what}}จากเครือข่ายของคุณมากเกินไป (ทุกคนในเครือข่ายนี้รวมกันได้สูงสุด {{max}} ครั้งใน {{window}}) กรุณาลองใหม่เวลา {{time}}',
    signIn: 'มีการพยายามเข้าสู่ระบบจากเครือข่ายของคุณมากเกินไป กรุณาลองใหม่เวลา {{time}}',
    what: {
      post: 'เขียนหรือแก้ไขโพสต์',
      comment: 'เขียนหรือแก้ไขความคิดเห็น',
      like: 'กดถูกใจหรือยกเลิกถูกใจ',
      report: 'รายงาน',
      block: 'บล็อกหรือเลิกบล็อกสมาชิก',
      profile: 'เปลี่ยนโปรไฟล์',
      share: 'แชร์โพสต์',
      nickname: 'ตรวจสอบชื่อเล่น',
      language: 'แก้ไขหรือเสนอภาษา',
      notification: 'อัปเดตการแจ้งเตือน',
      live: 'เชื่อมต่อการอัปเดตสด',
      moderation: 'ดำเนินการดูแลเนื้อหา',
      linkPreview: 'โหลดตัวอย่างลิงก์',
    },
  },
  id: {
    member:
      'Anda dapat {{what}} paling banyak {{max}} kali dalam {{window}}. Silakan coba lagi pada {{time}}.',
    network:
      'Terlalu banyak permintaan untuk {{what}} dari jaringan Anda (paling banyak {{max}} kali dalam {{window}} untuk semua pengguna jaringan ini). Silakan coba lagi pada {{time}}.',
    signIn: 'Terlalu banyak percobaan masuk dari jaringan Anda. Silakan coba lagi pada {{time}}.',
    what: {
      post: 'menulis atau mengubah postingan',
      comment: 'menulis atau mengubah komentar',
      like: 'menyukai atau batal menyukai',
      report: 'mengirim laporan',
      block: 'memblokir atau membuka blokir anggota',
      profile: 'mengubah profil',
      share: 'membagikan postingan',
      nickname: 'memeriksa nama panggilan',
      language: 'mengoreksi atau menyarankan bahasa',
      notification: 'memperbarui notifikasi',
      live: 'membuka pembaruan langsung',
      moderation: 'melakukan tindakan moderasi',
      linkPreview: 'memuat pratinjau tautan',
    },
  },
  ms: {
    member:
      'Anda boleh {{what}} paling banyak {{max}} kali dalam {{window}}. Sila cuba lagi pada {{time}}.',
    network:
      'Terlalu banyak permintaan untuk {{what}} dari rangkaian anda (paling banyak {{max}} kali dalam {{window}} bagi semua pengguna rangkaian ini). Sila cuba lagi pada {{time}}.',
    signIn: 'Terlalu banyak percubaan log masuk dari rangkaian anda. Sila cuba lagi pada {{time}}.',
    what: {
      post: 'menulis atau menyunting siaran',
      comment: 'menulis atau menyunting ulasan',
      like: 'menyukai atau membatalkan suka',
      report: 'menghantar laporan',
      block: 'menyekat atau menyahsekat ahli',
      profile: 'menukar profil',
      share: 'berkongsi siaran',
      nickname: 'menyemak nama panggilan',
      language: 'membetulkan atau mencadangkan bahasa',
      notification: 'mengemas kini pemberitahuan',
      live: 'membuka kemas kini langsung',
      moderation: 'mengambil tindakan moderasi',
      linkPreview: 'memuatkan pratonton pautan',
    },
  },
  fil: {
    member:
      'Hanggang {{max}} beses lang puwedeng {{what}} sa loob ng {{window}}. Subukan ulit nang {{time}}.',
    network:
      'Masyadong maraming pagsubok na {{what}} mula sa network mo (hanggang {{max}} beses sa loob ng {{window}} para sa lahat ng nasa network na ito). Subukan ulit nang {{time}}.',
    signIn:
      'Masyadong maraming pagsubok mag-sign in mula sa network mo. Subukan ulit nang {{time}}.',
    what: {
      post: 'magsulat o mag-edit ng post',
      comment: 'magsulat o mag-edit ng comment',
      like: 'mag-like o mag-unlike',
      report: 'mag-report',
      block: 'mag-block o mag-unblock ng member',
      profile: 'magpalit ng profile',
      share: 'mag-share ng post',
      nickname: 'mag-check ng nickname',
      language: 'magtama o magmungkahi ng wika',
      notification: 'mag-update ng notification',
      live: 'magbukas ng live updates',
      moderation: 'gumawa ng moderation action',
      linkPreview: 'mag-load ng link preview',
    },
  },
  my: {
    member: '{{what}}ကို {{window}} အတွင်း အများဆုံး {{max}} ကြိမ်သာ လုပ်နိုင်ပါသည်။ {{time}} တွင် ထပ်ကြိုးစားပါ။',
    network:
      'သင့်ကွန်ရက်မှ {{what}} တောင်းဆိုမှု များလွန်းပါသည် (ဤကွန်ရက်ရှိ လူအားလုံး ပေါင်း {{window}} အတွင်း အများဆုံး {{max}} ကြိမ်)။ {{time}} တွင် ထပ်ကြိုးစားပါ။',
    signIn: 'သင့်ကွန်ရက်မှ အကောင့်ဝင်ရန် ကြိုးစားမှု များလွန်းပါသည်။ {{time}} တွင် ထပ်ကြိုးစားပါ။',
    what: {
      post: 'ပို့စ်ရေးခြင်း သို့မဟုတ် ပြင်ခြင်း',
      comment: 'မှတ်ချက်ရေးခြင်း သို့မဟုတ် ပြင်ခြင်း',
      like: 'Like နှိပ်ခြင်း သို့မဟုတ် ဖြုတ်ခြင်း',
      report: 'တိုင်ကြားခြင်း',
      block: 'အဖွဲ့ဝင်ကို ပိတ်ခြင်း သို့မဟုတ် ပြန်ဖွင့်ခြင်း',
      profile: 'ပရိုဖိုင် ပြောင်းခြင်း',
      share: 'ပို့စ် မျှဝေခြင်း',
      nickname: 'နာမည်ပြောင် စစ်ဆေးခြင်း',
      language: 'ဘာသာစကား ပြင်ခြင်း သို့မဟုတ် အကြံပြုခြင်း',
      notification: 'အသိပေးချက် ပြင်ဆင်ခြင်း',
      live: 'တိုက်ရိုက် အပ်ဒိတ် ချိတ်ဆက်ခြင်း',
      moderation: 'စီမံခန့်ခွဲမှု လုပ်ဆောင်ခြင်း',
      linkPreview: 'လင့်ခ် အစမ်းကြည့်ရှုမှု ဖွင့်ခြင်း',
    },
  },
  km: {
    member:
      'អ្នកអាច{{what}}បានច្រើនបំផុត {{max}} ដងក្នុងរយៈពេល {{window}}។ សូមព្យាយាមម្តងទៀតនៅម៉ោង {{time}}។',
    network:
      'មានការ{{what}}ពីបណ្ដាញរបស់អ្នកច្រើនពេក (អ្នកទាំងអស់ក្នុងបណ្ដាញនេះរួមគ្នាបានច្រើនបំផុត {{max}} ដងក្នុង {{window}})។ សូមព្យាយាមម្តងទៀតនៅម៉ោង {{time}}។',
    signIn: 'មានការព្យាយាមចូលគណនីពីបណ្ដាញរបស់អ្នកច្រើនពេក។ សូមព្យាយាមម្តងទៀតនៅម៉ោង {{time}}។',
    what: {
      post: 'សរសេរ ឬកែប្រកាស',
      comment: 'សរសេរ ឬកែមតិ',
      like: 'ចុចចូលចិត្ត ឬដកចេញ',
      report: 'រាយការណ៍',
      block: 'បិទ ឬបើកសមាជិកវិញ',
      profile: 'ប្ដូរប្រវត្តិរូប',
      share: 'ចែករំលែកប្រកាស',
      nickname: 'ពិនិត្យឈ្មោះហៅក្រៅ',
      language: 'កែ ឬស្នើភាសា',
      notification: 'កែការជូនដំណឹង',
      live: 'ភ្ជាប់ការធ្វើបច្ចុប្បន្នភាពផ្ទាល់',
      moderation: 'ធ្វើសកម្មភាពត្រួតពិនិត្យ',
      linkPreview: 'ផ្ទុកការមើលតំណជាមុន',
    },
  },
  ne: {
    member:
      'तपाईं {{window}} मा बढीमा {{max}} पटक मात्र {{what}} सक्नुहुन्छ। कृपया {{time}} मा फेरि प्रयास गर्नुहोस्।',
    network:
      'तपाईंको नेटवर्कबाट {{what}} खोजिएका अनुरोधहरू धेरै भए (यो नेटवर्कका सबैका लागि जम्मा {{window}} मा बढीमा {{max}} पटक)। कृपया {{time}} मा फेरि प्रयास गर्नुहोस्।',
    signIn: 'तपाईंको नेटवर्कबाट साइन इन गर्ने प्रयास धेरै भए। कृपया {{time}} मा फेरि प्रयास गर्नुहोस्।',
    what: {
      post: 'पोस्ट लेख्न वा सम्पादन गर्न',
      comment: 'टिप्पणी लेख्न वा सम्पादन गर्न',
      like: 'मन पराउन वा हटाउन',
      report: 'रिपोर्ट गर्न',
      block: 'सदस्यलाई ब्लक वा अनब्लक गर्न',
      profile: 'प्रोफाइल बदल्न',
      share: 'पोस्ट सेयर गर्न',
      nickname: 'उपनाम जाँच गर्न',
      language: 'भाषा सच्याउन वा सुझाव दिन',
      notification: 'सूचना अद्यावधिक गर्न',
      live: 'प्रत्यक्ष अपडेट जोड्न',
      moderation: 'मोडरेसन कार्य गर्न',
      linkPreview: 'लिङ्क पूर्वावलोकन लोड गर्न',
    },
  },
  mn: {
    member:
      'Та {{window}}-д хамгийн ихдээ {{max}} удаа {{what}} боломжтой. {{time}}-д дахин оролдоно уу.',
    network:
      'Таны сүлжээнээс {{what}} хүсэлт хэт олон байна (энэ сүлжээний бүх хэрэглэгч нийлээд {{window}}-д хамгийн ихдээ {{max}} удаа). {{time}}-д дахин оролдоно уу.',
    signIn: 'Таны сүлжээнээс нэвтрэх оролдлого хэт олон байна. {{time}}-д дахин оролдоно уу.',
    what: {
      post: 'нийтлэл бичих, засах',
      comment: 'сэтгэгдэл бичих, засах',
      like: 'таалагдсан дарах, болиулах',
      report: 'мэдээлэх',
      block: 'гишүүнийг хаах, нээх',
      profile: 'профайл өөрчлөх',
      share: 'нийтлэл хуваалцах',
      nickname: 'хоч шалгах',
      language: 'хэл засах, санал болгох',
      notification: 'мэдэгдэл шинэчлэх',
      live: 'шууд шинэчлэлт холбох',
      moderation: 'модерацын үйлдэл хийх',
      linkPreview: 'холбоосын урьдчилсан харагдац ачаалах',
    },
  },
  uz: {
    member:
      '{{window}} ichida ko‘pi bilan {{max}} marta {{what}} mumkin. {{time}} da qayta urinib ko‘ring.',
    network:
      'Tarmog‘ingizdan {{what}} so‘rovlari juda ko‘p (bu tarmoqdagi hamma uchun jami {{window}} ichida ko‘pi bilan {{max}} marta). {{time}} da qayta urinib ko‘ring.',
    signIn: 'Tarmog‘ingizdan kirishga urinishlar juda ko‘p. {{time}} da qayta urinib ko‘ring.',
    what: {
      post: 'post yozish yoki tahrirlash',
      comment: 'izoh yozish yoki tahrirlash',
      like: 'yoqtirish yoki bekor qilish',
      report: 'shikoyat yuborish',
      block: 'a’zoni bloklash yoki blokdan chiqarish',
      profile: 'profilni o‘zgartirish',
      share: 'post ulashish',
      nickname: 'taxallusni tekshirish',
      language: 'tilni tuzatish yoki taklif qilish',
      notification: 'bildirishnomalarni yangilash',
      live: 'jonli yangilanishlarni ulash',
      moderation: 'moderatsiya amallarini bajarish',
      linkPreview: 'havola ko‘rinishini yuklash',
    },
  },
  ru: {
    member: 'Можно {{what}} не более {{max}} раз за {{window}}. Попробуйте снова в {{time}}.',
    network:
      'Слишком много попыток {{what}} из вашей сети (не более {{max}} раз за {{window}} на всех в этой сети). Попробуйте снова в {{time}}.',
    signIn: 'Слишком много попыток входа из вашей сети. Попробуйте снова в {{time}}.',
    what: {
      post: 'публиковать или изменять посты',
      comment: 'писать или изменять комментарии',
      like: 'ставить или снимать лайки',
      report: 'отправлять жалобы',
      block: 'блокировать или разблокировать участников',
      profile: 'изменять профиль',
      share: 'делиться постами',
      nickname: 'проверять никнеймы',
      language: 'исправлять или предлагать язык',
      notification: 'обновлять уведомления',
      live: 'подключать обновления в реальном времени',
      moderation: 'выполнять действия модерации',
      linkPreview: 'загружать предпросмотр ссылок',
    },
  },
};

/** The time zone `{{time}}` is given in. */
export const LIMIT_TIME_ZONE = 'Asia/Seoul';

/** A time of day as the language writes it, in Korea's zone, with the offset. */
export function limitTimeText(at: Date, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: LIMIT_TIME_ZONE,
    timeZoneName: 'short',
  }).format(at);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

export interface LimitReached {
  action: LimitedAction;
  /** The most the window allows, for whom it counts. */
  max: number;
  windowSeconds: number;
  /** Counted per client address (everyone on the network together), not per member. */
  byClient: boolean;
  retryAt: Date;
}

/** 429 `code`: what is limited, for whom (the member, or everyone on the network), until when. */
export function limitReached(code: string, language: LanguageCode, limit: LimitReached): AppError {
  const texts = LIMIT_TEXTS[language];
  const minutes = Math.max(1, Math.round(limit.windowSeconds / 60));
  return new AppError(
    429,
    code,
    fill(limit.byClient ? texts.network : texts.member, {
      what: texts.what[limit.action],
      max: new Intl.NumberFormat(language).format(limit.max),
      window: new Intl.NumberFormat(language, {
        style: 'unit',
        unit: 'minute',
        unitDisplay: 'short',
      }).format(minutes),
      time: limitTimeText(limit.retryAt, language),
    }),
  );
}

/** 429 AUTH-021: sign-in attempts from the client's network, never blamed on the member. */
export function signInAttemptsReached(language: LanguageCode, retryAt: Date): AppError {
  return new AppError(
    429,
    'AUTH-021',
    fill(LIMIT_TEXTS[language].signIn, { time: limitTimeText(retryAt, language) }),
  );
}

import type { Catalogue } from '../i18n/messages.ts';

/** The sign-in code e-mail, in every interface language. `{{count}}` is the validity in minutes. */
export type CodeMailKey =
  'login_subject' | 'signup_subject' | 'login_intro' | 'signup_intro' | 'validity' | 'ignore';

export const CODE_MAIL_TEXTS: Catalogue<CodeMailKey> = {
  ko: {
    login_subject: '[KFeed] 로그인 인증번호',
    signup_subject: '[KFeed] 회원가입 인증번호',
    login_intro: 'KFeed에 로그인하려면 아래 인증번호를 입력해 주세요.',
    signup_intro: 'KFeed 회원가입을 완료하려면 아래 인증번호를 입력해 주세요.',
    validity: '인증번호는 {{count}}분 동안 유효하며 한 번만 사용할 수 있습니다.',
    ignore:
      '본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 인증번호는 누구에게도 알려 주지 마세요.',
  },
  en: {
    login_subject: 'Your KFeed login code',
    signup_subject: 'Your KFeed sign-up code',
    login_intro: 'Enter this code to log in to KFeed:',
    signup_intro: 'Enter this code to finish signing up for KFeed:',
    validity: {
      one: 'The code is valid for {{count}} minute and works only once.',
      other: 'The code is valid for {{count}} minutes and works only once.',
    },
    ignore:
      'If you did not ask for this code, you can ignore this e-mail. Never share the code with anyone.',
  },
  ja: {
    login_subject: '【KFeed】ログイン認証コード',
    signup_subject: '【KFeed】会員登録の認証コード',
    login_intro: 'KFeedにログインするには、次の認証コードを入力してください。',
    signup_intro: 'KFeedの会員登録を完了するには、次の認証コードを入力してください。',
    validity: 'このコードの有効期限は{{count}}分で、一度だけ使用できます。',
    ignore:
      'お心当たりがない場合は、このメールを破棄してください。認証コードは誰にも教えないでください。',
  },
  'zh-CN': {
    login_subject: 'KFeed 登录验证码',
    signup_subject: 'KFeed 注册验证码',
    login_intro: '请输入以下验证码登录 KFeed：',
    signup_intro: '请输入以下验证码完成 KFeed 注册：',
    validity: '验证码{{count}}分钟内有效，且只能使用一次。',
    ignore: '如果这不是您本人的操作，请忽略此邮件。请勿将验证码告诉任何人。',
  },
  'zh-TW': {
    login_subject: 'KFeed 登入驗證碼',
    signup_subject: 'KFeed 註冊驗證碼',
    login_intro: '請輸入以下驗證碼登入 KFeed：',
    signup_intro: '請輸入以下驗證碼完成 KFeed 註冊：',
    validity: '驗證碼在{{count}}分鐘內有效，且只能使用一次。',
    ignore: '如果這不是您本人的操作，請忽略這封郵件。請勿將驗證碼告訴任何人。',
  },
  vi: {
    login_subject: 'Mã đăng nhập KFeed của bạn',
    signup_subject: 'Mã đăng ký KFeed của bạn',
    login_intro: 'Nhập mã sau để đăng nhập vào KFeed:',
    signup_intro: 'Nhập mã sau để hoàn tất đăng ký KFeed:',
    validity: 'Mã có hiệu lực trong {{count}} phút và chỉ dùng được một lần.',
    ignore: 'Nếu bạn không yêu cầu mã này, hãy bỏ qua email này. Đừng chia sẻ mã với bất kỳ ai.',
  },
  th: {
    login_subject: 'รหัสเข้าสู่ระบบ KFeed ของคุณ',
    signup_subject: 'รหัสสมัครสมาชิก KFeed ของคุณ',
    login_intro: 'กรอกรหัสนี้เพื่อเข้าสู่ระบบ KFeed:',
    signup_intro: 'กรอกรหัสนี้เพื่อสมัครสมาชิก KFeed ให้เสร็จสมบูรณ์:',
    validity: 'รหัสนี้ใช้ได้ภายใน {{count}} นาทีและใช้ได้เพียงครั้งเดียว',
    ignore: 'หากคุณไม่ได้ขอรหัสนี้ ไม่ต้องสนใจอีเมลฉบับนี้ และอย่าบอกรหัสนี้กับใคร',
  },
  id: {
    login_subject: 'Kode masuk KFeed Anda',
    signup_subject: 'Kode pendaftaran KFeed Anda',
    login_intro: 'Masukkan kode ini untuk masuk ke KFeed:',
    signup_intro: 'Masukkan kode ini untuk menyelesaikan pendaftaran KFeed:',
    validity: 'Kode ini berlaku selama {{count}} menit dan hanya dapat digunakan sekali.',
    ignore:
      'Jika Anda tidak meminta kode ini, abaikan email ini. Jangan berikan kode ini kepada siapa pun.',
  },
  ms: {
    login_subject: 'Kod log masuk KFeed anda',
    signup_subject: 'Kod pendaftaran KFeed anda',
    login_intro: 'Masukkan kod ini untuk log masuk ke KFeed:',
    signup_intro: 'Masukkan kod ini untuk melengkapkan pendaftaran KFeed:',
    validity: 'Kod ini sah selama {{count}} minit dan hanya boleh digunakan sekali.',
    ignore:
      'Jika anda tidak meminta kod ini, abaikan e-mel ini. Jangan kongsi kod ini dengan sesiapa pun.',
  },
  fil: {
    login_subject: 'Ang iyong KFeed login code',
    signup_subject: 'Ang iyong KFeed sign-up code',
    login_intro: 'Ilagay ang code na ito para mag-log in sa KFeed:',
    signup_intro: 'Ilagay ang code na ito para matapos ang pag-sign up sa KFeed:',
    validity: 'Valid ang code sa loob ng {{count}} minuto at isang beses lang magagamit.',
    ignore:
      'Kung hindi ikaw ang humingi ng code na ito, huwag pansinin ang email na ito. Huwag ibahagi ang code kaninuman.',
  },
  my: {
    login_subject: 'သင်၏ KFeed လော့ဂ်အင်ကုဒ်',
    signup_subject: 'သင်၏ KFeed အကောင့်ဖွင့်ကုဒ်',
    login_intro: 'KFeed သို့ လော့ဂ်အင်ဝင်ရန် ဤကုဒ်ကို ထည့်ပါ-',
    signup_intro: 'KFeed အကောင့်ဖွင့်ခြင်းကို အပြီးသတ်ရန် ဤကုဒ်ကို ထည့်ပါ-',
    validity: 'ဤကုဒ်သည် {{count}} မိနစ်အတွင်း အသုံးပြုနိုင်ပြီး တစ်ကြိမ်သာ အသုံးပြုနိုင်သည်။',
    ignore: 'ဤကုဒ်ကို သင်မတောင်းခဲ့ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုနိုင်ပါသည်။ ကုဒ်ကို မည်သူ့ကိုမျှ မပြောပါနှင့်။',
  },
  km: {
    login_subject: 'លេខកូដចូលគណនី KFeed របស់អ្នក',
    signup_subject: 'លេខកូដចុះឈ្មោះ KFeed របស់អ្នក',
    login_intro: 'សូមបញ្ចូលលេខកូដនេះ ដើម្បីចូលគណនី KFeed ៖',
    signup_intro: 'សូមបញ្ចូលលេខកូដនេះ ដើម្បីបញ្ចប់ការចុះឈ្មោះ KFeed ៖',
    validity: 'លេខកូដនេះមានសុពលភាព {{count}} នាទី ហើយប្រើបានតែម្តងប៉ុណ្ណោះ។',
    ignore: 'ប្រសិនបើអ្នកមិនបានស្នើសុំលេខកូដនេះទេ សូមមិនអើពើនឹងអ៊ីមែលនេះ។ កុំប្រាប់លេខកូដនេះដល់នរណាម្នាក់ឡើយ។',
  },
  ne: {
    login_subject: 'तपाईंको KFeed लग इन कोड',
    signup_subject: 'तपाईंको KFeed साइन अप कोड',
    login_intro: 'KFeed मा लग इन गर्न यो कोड लेख्नुहोस्:',
    signup_intro: 'KFeed मा साइन अप पूरा गर्न यो कोड लेख्नुहोस्:',
    validity: 'यो कोड {{count}} मिनेटसम्म मान्य हुन्छ र एक पटक मात्र प्रयोग गर्न सकिन्छ।',
    ignore: 'यदि तपाईंले यो कोड मागेको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्। कोड कसैलाई पनि नदिनुहोस्।',
  },
  mn: {
    login_subject: 'Таны KFeed нэвтрэх код',
    signup_subject: 'Таны KFeed бүртгэлийн код',
    login_intro: 'KFeed-д нэвтрэхийн тулд энэ кодыг оруулна уу:',
    signup_intro: 'KFeed-д бүртгүүлэхээ дуусгахын тулд энэ кодыг оруулна уу:',
    validity: 'Энэ код {{count}} минутын турш хүчинтэй бөгөөд зөвхөн нэг удаа ашиглагдана.',
    ignore: 'Хэрэв та энэ кодыг хүсээгүй бол энэ имэйлийг үл тоомсорлоно уу. Кодыг хэнд ч бүү хэл.',
  },
  uz: {
    login_subject: 'KFeed’ga kirish kodingiz',
    signup_subject: 'KFeed’da ro‘yxatdan o‘tish kodingiz',
    login_intro: 'KFeed’ga kirish uchun ushbu kodni kiriting:',
    signup_intro: 'KFeed’da ro‘yxatdan o‘tishni yakunlash uchun ushbu kodni kiriting:',
    validity: 'Kod {{count}} daqiqa davomida amal qiladi va faqat bir marta ishlatiladi.',
    ignore:
      'Agar bu kodni siz so‘ramagan bo‘lsangiz, ushbu xatga e’tibor bermang. Kodni hech kimga aytmang.',
  },
  ru: {
    login_subject: 'Ваш код для входа в KFeed',
    signup_subject: 'Ваш код для регистрации в KFeed',
    login_intro: 'Введите этот код, чтобы войти в KFeed:',
    signup_intro: 'Введите этот код, чтобы завершить регистрацию в KFeed:',
    validity: {
      one: 'Код действует {{count}} минуту, и его можно использовать только один раз.',
      few: 'Код действует {{count}} минуты, и его можно использовать только один раз.',
      many: 'Код действует {{count}} минут, и его можно использовать только один раз.',
      other: 'Код действует {{count}} минуты, и его можно использовать только один раз.',
    },
    ignore:
      'Если вы не запрашивали этот код, просто проигнорируйте это письмо. Никому не сообщайте код.',
  },
};

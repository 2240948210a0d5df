import type { LanguageCode } from '@kfeed/contracts/languages';
import type { OutgoingMail } from '../../mail/mailer.ts';

/**
 * What a code request for the "wrong" kind of address sends instead of a code, so that the
 * request is answered alike whether the address has an account or not (docs/security.md,
 * "Known and unknown addresses"): the person who owns the mailbox learns what happened and
 * what to do; the one who asked learns nothing from the answer.
 * - `no_account`: a sign-in code was asked for an address no active account uses;
 * - `registered`: a sign-up code was asked for an address that already has an account.
 */
export type AccountNotice = 'no_account' | 'registered';

interface NoticeTexts {
  subject: string;
  body: string;
}

const NOTICES: Record<LanguageCode, Record<AccountNotice, NoticeTexts> & { ignore: string }> = {
  ko: {
    no_account: {
      subject: '[KFeed] 이 이메일로 가입된 계정이 없습니다',
      body: '이 이메일 주소로 KFeed 로그인 인증번호를 요청하셨지만, 이 주소로 가입된 계정이 없습니다. KFeed를 이용하시려면 앱에서 "회원가입"을 선택해 주세요.',
    },
    registered: {
      subject: '[KFeed] 이미 가입된 이메일입니다',
      body: '이 이메일 주소로 KFeed 회원가입을 요청하셨지만, 이미 이 주소로 가입된 계정이 있습니다. 로그인하시려면 앱에서 "로그인"을 선택하고 인증번호를 요청해 주세요.',
    },
    ignore:
      '본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 메일로 받은 인증번호 없이는 누구도 로그인할 수 없습니다.',
  },
  en: {
    no_account: {
      subject: 'KFeed: no account uses this address',
      body: 'Someone asked for a KFeed sign-in code for this e-mail address, but no account uses it. To join KFeed, choose “Sign up” in the app.',
    },
    registered: {
      subject: 'KFeed: this address already has an account',
      body: 'Someone tried to sign up for KFeed with this e-mail address, but it already has an account. To sign in, choose “Log in” in the app and ask for a code.',
    },
    ignore:
      'If this was not you, you can ignore this e-mail. No one can sign in without a code sent to this address.',
  },
  ja: {
    no_account: {
      subject: '【KFeed】このメールアドレスのアカウントはありません',
      body: 'このメールアドレスでKFeedのログイン認証コードがリクエストされましたが、このアドレスで登録されたアカウントはありません。KFeedを利用するには、アプリで「会員登録」を選んでください。',
    },
    registered: {
      subject: '【KFeed】このメールアドレスは登録済みです',
      body: 'このメールアドレスでKFeedの会員登録がリクエストされましたが、すでにこのアドレスのアカウントがあります。ログインするには、アプリで「ログイン」を選んで認証コードをリクエストしてください。',
    },
    ignore:
      'お心当たりがない場合は、このメールを破棄してください。このアドレスに届く認証コードがなければ、誰もログインできません。',
  },
  'zh-CN': {
    no_account: {
      subject: 'KFeed：此邮箱没有账号',
      body: '有人用此邮箱地址请求了 KFeed 登录验证码，但没有账号使用这个地址。要加入 KFeed，请在应用中选择“注册”。',
    },
    registered: {
      subject: 'KFeed：此邮箱已注册',
      body: '有人尝试用此邮箱地址注册 KFeed，但这个地址已有账号。要登录，请在应用中选择“登录”并获取验证码。',
    },
    ignore: '如果不是您本人操作，可以忽略这封邮件。没有发送到此地址的验证码，任何人都无法登录。',
  },
  'zh-TW': {
    no_account: {
      subject: 'KFeed：此電子郵件沒有帳號',
      body: '有人用此電子郵件地址請求了 KFeed 登入驗證碼，但沒有帳號使用這個地址。要加入 KFeed，請在應用程式中選擇「註冊」。',
    },
    registered: {
      subject: 'KFeed：此電子郵件已註冊',
      body: '有人嘗試用此電子郵件地址註冊 KFeed，但這個地址已有帳號。要登入，請在應用程式中選擇「登入」並索取驗證碼。',
    },
    ignore: '如果不是您本人操作，可以忽略這封郵件。沒有寄到此地址的驗證碼，任何人都無法登入。',
  },
  vi: {
    no_account: {
      subject: 'KFeed: không có tài khoản nào dùng địa chỉ này',
      body: 'Có người đã yêu cầu mã đăng nhập KFeed cho địa chỉ e-mail này, nhưng không có tài khoản nào dùng địa chỉ này. Để tham gia KFeed, hãy chọn “Đăng ký” trong ứng dụng.',
    },
    registered: {
      subject: 'KFeed: địa chỉ này đã có tài khoản',
      body: 'Có người đã thử đăng ký KFeed bằng địa chỉ e-mail này, nhưng địa chỉ này đã có tài khoản. Để đăng nhập, hãy chọn “Đăng nhập” trong ứng dụng và yêu cầu mã.',
    },
    ignore:
      'Nếu không phải bạn, bạn có thể bỏ qua e-mail này. Không ai đăng nhập được nếu không có mã gửi đến địa chỉ này.',
  },
  th: {
    no_account: {
      subject: 'KFeed: ไม่มีบัญชีที่ใช้อีเมลนี้',
      body: 'มีผู้ขอรหัสเข้าสู่ระบบ KFeed สำหรับอีเมลนี้ แต่ไม่มีบัญชีใดใช้อีเมลนี้ หากต้องการเข้าร่วม KFeed ให้เลือก “สมัครสมาชิก” ในแอป',
    },
    registered: {
      subject: 'KFeed: อีเมลนี้มีบัญชีอยู่แล้ว',
      body: 'มีผู้พยายามสมัคร KFeed ด้วยอีเมลนี้ แต่อีเมลนี้มีบัญชีอยู่แล้ว หากต้องการเข้าสู่ระบบ ให้เลือก “เข้าสู่ระบบ” ในแอปแล้วขอรหัส',
    },
    ignore: 'หากไม่ใช่คุณ คุณสามารถเพิกเฉยต่ออีเมลนี้ได้ ไม่มีใครเข้าสู่ระบบได้หากไม่มีรหัสที่ส่งมายังอีเมลนี้',
  },
  id: {
    no_account: {
      subject: 'KFeed: tidak ada akun dengan alamat ini',
      body: 'Seseorang meminta kode masuk KFeed untuk alamat e-mail ini, tetapi tidak ada akun yang memakainya. Untuk bergabung dengan KFeed, pilih “Daftar” di aplikasi.',
    },
    registered: {
      subject: 'KFeed: alamat ini sudah punya akun',
      body: 'Seseorang mencoba mendaftar KFeed dengan alamat e-mail ini, tetapi alamat ini sudah punya akun. Untuk masuk, pilih “Masuk” di aplikasi lalu minta kode.',
    },
    ignore:
      'Jika ini bukan Anda, abaikan saja e-mail ini. Tidak ada yang bisa masuk tanpa kode yang dikirim ke alamat ini.',
  },
  ms: {
    no_account: {
      subject: 'KFeed: tiada akaun dengan alamat ini',
      body: 'Seseorang meminta kod log masuk KFeed untuk alamat e-mel ini, tetapi tiada akaun yang menggunakannya. Untuk menyertai KFeed, pilih “Daftar” dalam aplikasi.',
    },
    registered: {
      subject: 'KFeed: alamat ini sudah mempunyai akaun',
      body: 'Seseorang cuba mendaftar KFeed dengan alamat e-mel ini, tetapi alamat ini sudah mempunyai akaun. Untuk log masuk, pilih “Log masuk” dalam aplikasi dan minta kod.',
    },
    ignore:
      'Jika ini bukan anda, abaikan sahaja e-mel ini. Tiada sesiapa boleh log masuk tanpa kod yang dihantar ke alamat ini.',
  },
  fil: {
    no_account: {
      subject: 'KFeed: walang account na gumagamit ng address na ito',
      body: 'May humingi ng KFeed sign-in code para sa e-mail address na ito, pero walang account na gumagamit nito. Para sumali sa KFeed, piliin ang “Mag-sign up” sa app.',
    },
    registered: {
      subject: 'KFeed: may account na ang address na ito',
      body: 'May sumubok mag-sign up sa KFeed gamit ang e-mail address na ito, pero may account na ito. Para mag-sign in, piliin ang “Mag-log in” sa app at humingi ng code.',
    },
    ignore:
      'Kung hindi ikaw ito, puwede mong balewalain ang e-mail na ito. Walang makakapag-sign in nang walang code na ipinadala sa address na ito.',
  },
  my: {
    no_account: {
      subject: 'KFeed: ဤအီးမေးလ်ဖြင့် အကောင့် မရှိပါ',
      body: 'ဤအီးမေးလ်လိပ်စာအတွက် KFeed အကောင့်ဝင်ကုဒ်ကို တစ်စုံတစ်ဦးက တောင်းဆိုခဲ့သော်လည်း ဤလိပ်စာကို အသုံးပြုသည့် အကောင့် မရှိပါ။ KFeed သို့ ဝင်ရောက်ရန် အက်ပ်တွင် “စာရင်းသွင်းရန်” ကို ရွေးပါ။',
    },
    registered: {
      subject: 'KFeed: ဤအီးမေးလ်ဖြင့် အကောင့် ရှိပြီးဖြစ်သည်',
      body: 'ဤအီးမေးလ်လိပ်စာဖြင့် KFeed တွင် စာရင်းသွင်းရန် တစ်စုံတစ်ဦးက ကြိုးစားခဲ့သော်လည်း ဤလိပ်စာတွင် အကောင့် ရှိပြီးဖြစ်သည်။ အကောင့်ဝင်ရန် အက်ပ်တွင် “အကောင့်ဝင်ရန်” ကို ရွေးပြီး ကုဒ်တောင်းပါ။',
    },
    ignore: 'သင်မဟုတ်ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုနိုင်ပါသည်။ ဤလိပ်စာသို့ ပို့သော ကုဒ်မရှိဘဲ မည်သူမျှ အကောင့်ဝင်၍ မရပါ။',
  },
  km: {
    no_account: {
      subject: 'KFeed៖ គ្មានគណនីប្រើអាសយដ្ឋាននេះទេ',
      body: 'មាននរណាម្នាក់បានស្នើសុំលេខកូដចូល KFeed សម្រាប់អាសយដ្ឋានអ៊ីមែលនេះ ប៉ុន្តែគ្មានគណនីណាប្រើអាសយដ្ឋាននេះទេ។ ដើម្បីចូលរួម KFeed សូមជ្រើស “ចុះឈ្មោះ” ក្នុងកម្មវិធី។',
    },
    registered: {
      subject: 'KFeed៖ អាសយដ្ឋាននេះមានគណនីរួចហើយ',
      body: 'មាននរណាម្នាក់បានព្យាយាមចុះឈ្មោះ KFeed ដោយប្រើអាសយដ្ឋានអ៊ីមែលនេះ ប៉ុន្តែអាសយដ្ឋាននេះមានគណនីរួចហើយ។ ដើម្បីចូល សូមជ្រើស “ចូល” ក្នុងកម្មវិធី ហើយស្នើសុំលេខកូដ។',
    },
    ignore:
      'ប្រសិនបើមិនមែនជាអ្នកទេ អ្នកអាចមិនអើពើអ៊ីមែលនេះបាន។ គ្មាននរណាអាចចូលបានដោយគ្មានលេខកូដដែលផ្ញើមកអាសយដ្ឋាននេះទេ។',
  },
  ne: {
    no_account: {
      subject: 'KFeed: यो ठेगानामा कुनै खाता छैन',
      body: 'कसैले यो इमेल ठेगानाका लागि KFeed साइन इन कोड माग्नुभयो, तर यो ठेगाना प्रयोग गर्ने कुनै खाता छैन। KFeed मा सामेल हुन एपमा “साइन अप” रोज्नुहोस्।',
    },
    registered: {
      subject: 'KFeed: यो ठेगानामा पहिले नै खाता छ',
      body: 'कसैले यो इमेल ठेगानाबाट KFeed मा साइन अप गर्न खोज्नुभयो, तर यो ठेगानामा पहिले नै खाता छ। साइन इन गर्न एपमा “लग इन” रोजेर कोड माग्नुहोस्।',
    },
    ignore:
      'यदि यो तपाईं होइन भने यो इमेललाई बेवास्ता गर्न सक्नुहुन्छ। यो ठेगानामा पठाइएको कोडबिना कसैले पनि साइन इन गर्न सक्दैन।',
  },
  mn: {
    no_account: {
      subject: 'KFeed: энэ хаягаар бүртгэлтэй бүртгэл алга',
      body: 'Хэн нэгэн энэ имэйл хаягаар KFeed-ийн нэвтрэх код хүссэн боловч энэ хаягийг ашигладаг бүртгэл алга. KFeed-д нэгдэхийн тулд аппаас “Бүртгүүлэх”-ийг сонгоно уу.',
    },
    registered: {
      subject: 'KFeed: энэ хаягаар бүртгэл аль хэдийн байна',
      body: 'Хэн нэгэн энэ имэйл хаягаар KFeed-д бүртгүүлэхийг оролдсон боловч энэ хаягаар бүртгэл аль хэдийн байна. Нэвтрэхийн тулд аппаас “Нэвтрэх”-ийг сонгоод код хүснэ үү.',
    },
    ignore:
      'Хэрэв энэ та биш бол энэ имэйлийг үл тоож болно. Энэ хаяг руу илгээсэн кодгүйгээр хэн ч нэвтэрч чадахгүй.',
  },
  uz: {
    no_account: {
      subject: 'KFeed: bu manzil bilan hisob yo‘q',
      body: 'Kimdir bu elektron pochta manzili uchun KFeed kirish kodini so‘radi, lekin bu manzildan foydalanadigan hisob yo‘q. KFeed’ga qo‘shilish uchun ilovada “Ro‘yxatdan o‘tish”ni tanlang.',
    },
    registered: {
      subject: 'KFeed: bu manzil bilan hisob allaqachon bor',
      body: 'Kimdir bu elektron pochta manzili bilan KFeed’dan ro‘yxatdan o‘tmoqchi bo‘ldi, lekin bu manzil bilan hisob allaqachon bor. Kirish uchun ilovada “Kirish”ni tanlab, kod so‘rang.',
    },
    ignore:
      'Agar bu siz bo‘lmasangiz, bu xatga e’tibor bermasangiz ham bo‘ladi. Bu manzilga yuborilgan kodsiz hech kim kira olmaydi.',
  },
  ru: {
    no_account: {
      subject: 'KFeed: с этим адресом нет аккаунта',
      body: 'Кто-то запросил код входа в KFeed для этого адреса электронной почты, но аккаунта с этим адресом нет. Чтобы присоединиться к KFeed, выберите «Регистрация» в приложении.',
    },
    registered: {
      subject: 'KFeed: с этим адресом уже есть аккаунт',
      body: 'Кто-то пытался зарегистрироваться в KFeed с этим адресом электронной почты, но с ним уже есть аккаунт. Чтобы войти, выберите «Вход» в приложении и запросите код.',
    },
    ignore:
      'Если это были не вы, просто не обращайте внимания на это письмо. Без кода, отправленного на этот адрес, никто не сможет войти.',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The notice sent instead of a code, in `language`. */
export function accountNoticeMail(
  to: string,
  notice: AccountNotice,
  language: LanguageCode,
): OutgoingMail {
  const texts = NOTICES[language];
  const { subject, body } = texts[notice];
  const text = `${body}\n\n${texts.ignore}\n\n— KFeed\n`;
  const html = `<!doctype html>
<html lang="${language}">
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2328">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
    <p style="margin:0 0 8px;font-size:18px;font-weight:700;color:#2f6fed">KFeed</p>
    <p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(body)}</p>
    <p style="margin:0;font-size:13px;line-height:1.5;color:#57606a">${escapeHtml(texts.ignore)}</p>
  </div>
</body>
</html>
`;
  return { to, subject, text, html };
}

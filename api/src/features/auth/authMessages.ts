import type { LanguageCode } from '@kfeed/contracts/languages';
import { AppError } from '../../http/envelope.ts';
import { formatMessage, type Catalogue } from '../../i18n/messages.ts';

/**
 * Refusals of the sign-in and sign-up calls. The app shows these messages inline
 * (spec 1, section 8), so they come in the person's language.
 */
export type AuthMessageKey =
  | 'invalid_email'
  | 'email_already_registered'
  | 'nickname_taken'
  | 'nickname_empty'
  | 'nickname_min_length'
  | 'nickname_max_length'
  | 'nation_unknown'
  | 'language_unknown'
  | 'code_wrong'
  | 'code_expired'
  | 'code_too_many_tries'
  | 'code_not_requested'
  | 'too_many_sends_email'
  | 'too_many_sends_ip'
  | 'consent_required'
  | 'mail_failed'
  | 'code_locked'
  | 'code_locked_new_devices'
  | 'nickname_invisible'
  | 'nickname_reserved'
  | 'terms_changed';

const ru = (start: string, one: string, few: string, many: string, end = '') => ({
  one: `${start}{{count}} ${one}${end}`,
  few: `${start}{{count}} ${few}${end}`,
  many: `${start}{{count}} ${many}${end}`,
  other: `${start}{{count}} ${few}${end}`,
});

export const AUTH_MESSAGES: Catalogue<AuthMessageKey> = {
  ko: {
    invalid_email: '올바른 이메일 주소를 입력해 주세요.',
    email_already_registered: '이미 가입된 이메일 주소입니다. 로그인해 주세요.',
    nickname_taken: '이미 사용 중인 닉네임입니다. 다른 닉네임을 입력해 주세요.',
    nickname_empty: '닉네임을 입력해 주세요.',
    nickname_min_length: '닉네임은 2자 이상이어야 합니다.',
    nickname_max_length: '닉네임은 10자를 넘을 수 없습니다.',
    nation_unknown: '목록에서 국가를 선택해 주세요.',
    language_unknown: '목록에서 언어를 선택해 주세요.',
    code_wrong: '인증번호가 올바르지 않습니다. {{count}}번 더 시도할 수 있습니다.',
    code_expired: '인증번호가 만료되었습니다. 새 인증번호를 요청해 주세요.',
    code_too_many_tries: '인증번호를 너무 많이 틀렸습니다. 새 인증번호를 요청해 주세요.',
    code_not_requested: '유효한 인증번호가 없습니다. 인증번호를 먼저 요청해 주세요.',
    too_many_sends_email:
      '이 이메일로 인증번호를 너무 많이 요청했습니다. {{count}}분 후에 다시 시도해 주세요.',
    too_many_sends_ip:
      '현재 네트워크에서 인증번호 요청이 너무 많습니다. {{count}}분 후에 다시 시도해 주세요.',
    consent_required: '만 14세 이상 확인, 이용약관, 개인정보 처리방침에 모두 동의해 주세요.',
    mail_failed: '이메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
    code_locked: '인증번호를 너무 많이 틀렸습니다. {{count}}분 후에 다시 시도해 주세요.',
    code_locked_new_devices:
      '새 기기에서 이 이메일 주소의 인증번호가 너무 많이 틀렸습니다. 전에 로그인한 기기에서 로그인하거나 {{count}}분 후에 다시 시도해 주세요.',
    terms_changed:
      '약관 또는 개인정보 처리방침이 변경되었습니다. 변경된 내용을 확인하고 다시 동의해 주세요.',
    nickname_invisible: '닉네임에 보이지 않는 문자나 텍스트 방향 제어 문자는 사용할 수 없습니다.',
    nickname_reserved: '공식 계정용으로 예약된 닉네임입니다. 다른 닉네임을 입력해 주세요.',
  },
  en: {
    invalid_email: 'Please enter a valid e-mail address.',
    email_already_registered: 'This e-mail address is already registered. Please log in instead.',
    nickname_taken: 'This nickname is already taken. Please choose another one.',
    nickname_empty: 'Please enter a nickname.',
    nickname_min_length: 'Your nickname must be at least 2 characters.',
    nickname_max_length: 'Your nickname cannot be longer than 10 characters.',
    nation_unknown: 'Please choose your country from the list.',
    language_unknown: 'Please choose a language from the list.',
    code_wrong: {
      one: 'That code is not correct. You have {{count}} try left.',
      other: 'That code is not correct. You have {{count}} tries left.',
    },
    code_expired: 'This code has expired. Please request a new one.',
    code_too_many_tries: 'Too many wrong attempts. Please request a new code.',
    code_not_requested:
      'There is no valid code for this e-mail address. Please request a code first.',
    too_many_sends_email: {
      one: 'Too many codes were requested for this e-mail address. Please try again in {{count}} minute.',
      other:
        'Too many codes were requested for this e-mail address. Please try again in {{count}} minutes.',
    },
    too_many_sends_ip: {
      one: 'Too many codes were requested from your network. Please try again in {{count}} minute.',
      other:
        'Too many codes were requested from your network. Please try again in {{count}} minutes.',
    },
    consent_required:
      'Please confirm you are 14 or older and agree to the Terms of Service and the Privacy Policy.',
    mail_failed: 'We could not send the e-mail. Please try again in a moment.',
    code_locked: {
      one: 'Too many wrong codes were entered for this e-mail address. Please try again in {{count}} minute.',
      other:
        'Too many wrong codes were entered for this e-mail address. Please try again in {{count}} minutes.',
    },
    code_locked_new_devices: {
      one: 'Too many wrong codes were entered for this e-mail address from new devices. Sign in on a device you used before, or try again in {{count}} minute.',
      other:
        'Too many wrong codes were entered for this e-mail address from new devices. Sign in on a device you used before, or try again in {{count}} minutes.',
    },
    terms_changed:
      'The terms or the privacy policy have changed. Please review them and agree again.',
    nickname_invisible: 'Nicknames cannot contain invisible characters or text-direction controls.',
    nickname_reserved:
      'This nickname is reserved for official accounts. Please choose another one.',
  },
  ja: {
    invalid_email: '正しいメールアドレスを入力してください。',
    email_already_registered: 'このメールアドレスはすでに登録されています。ログインしてください。',
    nickname_taken: 'このニックネームはすでに使われています。別のニックネームを入力してください。',
    nickname_empty: 'ニックネームを入力してください。',
    nickname_min_length: 'ニックネームは2文字以上で入力してください。',
    nickname_max_length: 'ニックネームは10文字以内で入力してください。',
    nation_unknown: 'リストから国を選択してください。',
    language_unknown: 'リストから言語を選択してください。',
    code_wrong: '認証コードが正しくありません。あと{{count}}回入力できます。',
    code_expired: '認証コードの有効期限が切れました。新しいコードをリクエストしてください。',
    code_too_many_tries:
      '認証コードの入力に何度も失敗しました。新しいコードをリクエストしてください。',
    code_not_requested: '有効な認証コードがありません。先に認証コードをリクエストしてください。',
    too_many_sends_email:
      'このメールアドレスへの認証コードのリクエストが多すぎます。{{count}}分後にもう一度お試しください。',
    too_many_sends_ip:
      'お使いのネットワークからの認証コードのリクエストが多すぎます。{{count}}分後にもう一度お試しください。',
    consent_required:
      '14歳以上であることの確認と、利用規約・プライバシーポリシーへの同意が必要です。',
    mail_failed: 'メールを送信できませんでした。しばらくしてからもう一度お試しください。',
    code_locked: '認証コードの入力ミスが多すぎます。{{count}}分後にもう一度お試しください。',
    code_locked_new_devices:
      '新しい端末からこのメールアドレスの認証コードが何度も間違って入力されました。以前ログインした端末でログインするか、{{count}}分後にもう一度お試しください。',
    terms_changed:
      '利用規約またはプライバシーポリシーが更新されました。内容をご確認のうえ、もう一度同意してください。',
    nickname_invisible: 'ニックネームに見えない文字や文字方向の制御文字は使えません。',
    nickname_reserved:
      'このニックネームは公式アカウント用に予約されています。別のニックネームを入力してください。',
  },
  'zh-CN': {
    invalid_email: '请输入有效的电子邮箱地址。',
    email_already_registered: '该邮箱已注册，请直接登录。',
    nickname_taken: '该昵称已被使用，请换一个。',
    nickname_empty: '请输入昵称。',
    nickname_min_length: '昵称至少需要2个字符。',
    nickname_max_length: '昵称不能超过10个字符。',
    nation_unknown: '请从列表中选择国家。',
    language_unknown: '请从列表中选择语言。',
    code_wrong: '验证码不正确，还可以再试{{count}}次。',
    code_expired: '验证码已过期，请重新获取。',
    code_too_many_tries: '验证码输错次数过多，请重新获取验证码。',
    code_not_requested: '该邮箱没有有效的验证码，请先获取验证码。',
    too_many_sends_email: '该邮箱获取验证码的次数过多，请在{{count}}分钟后重试。',
    too_many_sends_ip: '您所在的网络获取验证码的次数过多，请在{{count}}分钟后重试。',
    consent_required: '请确认您已年满14周岁，并同意服务条款和隐私政策。',
    mail_failed: '邮件发送失败，请稍后重试。',
    code_locked: '验证码错误次数过多，请{{count}}分钟后重试。',
    code_locked_new_devices:
      '新设备为此邮箱输入错误验证码的次数过多。请在以前登录过的设备上登录，或在{{count}}分钟后重试。',
    terms_changed: '服务条款或隐私政策已更新。请查看后重新同意。',
    nickname_invisible: '昵称不能包含不可见字符或文字方向控制字符。',
    nickname_reserved: '该昵称为官方账号保留，请换一个。',
  },
  'zh-TW': {
    invalid_email: '請輸入有效的電子郵件地址。',
    email_already_registered: '此電子郵件已經註冊，請直接登入。',
    nickname_taken: '這個暱稱已被使用，請換一個。',
    nickname_empty: '請輸入暱稱。',
    nickname_min_length: '暱稱至少需要2個字元。',
    nickname_max_length: '暱稱不能超過10個字元。',
    nation_unknown: '請從清單中選擇國家。',
    language_unknown: '請從清單中選擇語言。',
    code_wrong: '驗證碼不正確，還可以再試{{count}}次。',
    code_expired: '驗證碼已過期，請重新取得。',
    code_too_many_tries: '驗證碼輸入錯誤次數過多，請重新取得驗證碼。',
    code_not_requested: '此電子郵件沒有有效的驗證碼，請先取得驗證碼。',
    too_many_sends_email: '此電子郵件索取驗證碼的次數過多，請在{{count}}分鐘後再試。',
    too_many_sends_ip: '您所在的網路索取驗證碼的次數過多，請在{{count}}分鐘後再試。',
    consent_required: '請確認您已滿14歲，並同意服務條款及隱私權政策。',
    mail_failed: '無法寄出電子郵件，請稍後再試。',
    code_locked: '驗證碼錯誤次數過多，請{{count}}分鐘後再試。',
    code_locked_new_devices:
      '新裝置為此電子郵件輸入錯誤驗證碼的次數過多。請在以前登入過的裝置上登入，或在{{count}}分鐘後再試。',
    terms_changed: '服務條款或隱私權政策已更新。請查看後重新同意。',
    nickname_invisible: '暱稱不能包含看不見的字元或文字方向控制字元。',
    nickname_reserved: '這個暱稱保留給官方帳號使用，請換一個。',
  },
  vi: {
    invalid_email: 'Vui lòng nhập địa chỉ email hợp lệ.',
    email_already_registered: 'Email này đã được đăng ký. Vui lòng đăng nhập.',
    nickname_taken: 'Biệt danh này đã có người dùng. Vui lòng chọn biệt danh khác.',
    nickname_empty: 'Vui lòng nhập biệt danh.',
    nickname_min_length: 'Biệt danh phải có ít nhất 2 ký tự.',
    nickname_max_length: 'Biệt danh không được dài quá 10 ký tự.',
    nation_unknown: 'Vui lòng chọn quốc gia trong danh sách.',
    language_unknown: 'Vui lòng chọn ngôn ngữ trong danh sách.',
    code_wrong: 'Mã xác thực không đúng. Bạn còn {{count}} lần thử.',
    code_expired: 'Mã xác thực đã hết hạn. Vui lòng yêu cầu mã mới.',
    code_too_many_tries: 'Bạn đã nhập sai quá nhiều lần. Vui lòng yêu cầu mã mới.',
    code_not_requested: 'Không có mã xác thực hợp lệ cho email này. Vui lòng yêu cầu mã trước.',
    too_many_sends_email: 'Email này đã yêu cầu quá nhiều mã. Vui lòng thử lại sau {{count}} phút.',
    too_many_sends_ip: 'Mạng của bạn đã yêu cầu quá nhiều mã. Vui lòng thử lại sau {{count}} phút.',
    consent_required:
      'Vui lòng xác nhận bạn từ 14 tuổi trở lên và đồng ý với Điều khoản dịch vụ và Chính sách quyền riêng tư.',
    mail_failed: 'Không gửi được email. Vui lòng thử lại sau ít phút.',
    code_locked: 'Bạn đã nhập sai mã quá nhiều lần. Vui lòng thử lại sau {{count}} phút.',
    code_locked_new_devices:
      'Mã sai đã được nhập quá nhiều lần cho địa chỉ email này từ thiết bị mới. Hãy đăng nhập trên thiết bị bạn đã dùng trước đây, hoặc thử lại sau {{count}} phút.',
    terms_changed:
      'Điều khoản hoặc chính sách quyền riêng tư đã thay đổi. Vui lòng xem lại và đồng ý lần nữa.',
    nickname_invisible: 'Biệt danh không được chứa ký tự ẩn hoặc ký tự điều khiển hướng văn bản.',
    nickname_reserved:
      'Biệt danh này được dành cho tài khoản chính thức. Vui lòng chọn biệt danh khác.',
  },
  th: {
    invalid_email: 'กรุณากรอกอีเมลที่ถูกต้อง',
    email_already_registered: 'อีเมลนี้ลงทะเบียนแล้ว กรุณาเข้าสู่ระบบ',
    nickname_taken: 'ชื่อเล่นนี้มีผู้ใช้แล้ว กรุณาเลือกชื่ออื่น',
    nickname_empty: 'กรุณากรอกชื่อเล่น',
    nickname_min_length: 'ชื่อเล่นต้องมีอย่างน้อย 2 ตัวอักษร',
    nickname_max_length: 'ชื่อเล่นต้องไม่เกิน 10 ตัวอักษร',
    nation_unknown: 'กรุณาเลือกประเทศจากรายการ',
    language_unknown: 'กรุณาเลือกภาษาจากรายการ',
    code_wrong: 'รหัสยืนยันไม่ถูกต้อง ลองได้อีก {{count}} ครั้ง',
    code_expired: 'รหัสยืนยันหมดอายุแล้ว กรุณาขอรหัสใหม่',
    code_too_many_tries: 'กรอกรหัสผิดหลายครั้งเกินไป กรุณาขอรหัสใหม่',
    code_not_requested: 'ไม่มีรหัสยืนยันที่ใช้ได้สำหรับอีเมลนี้ กรุณาขอรหัสก่อน',
    too_many_sends_email: 'มีการขอรหัสสำหรับอีเมลนี้มากเกินไป กรุณาลองใหม่ในอีก {{count}} นาที',
    too_many_sends_ip: 'มีการขอรหัสจากเครือข่ายของคุณมากเกินไป กรุณาลองใหม่ในอีก {{count}} นาที',
    consent_required: 'กรุณายืนยันว่าคุณมีอายุ 14 ปีขึ้นไป และยอมรับข้อกำหนดการใช้บริการและนโยบายความเป็นส่วนตัว',
    mail_failed: 'ส่งอีเมลไม่สำเร็จ กรุณาลองใหม่อีกครั้งในภายหลัง',
    code_locked: 'กรอกรหัสผิดหลายครั้งเกินไป กรุณาลองใหม่ใน {{count}} นาที',
    code_locked_new_devices:
      'มีการกรอกรหัสผิดสำหรับอีเมลนี้จากอุปกรณ์ใหม่หลายครั้งเกินไป กรุณาเข้าสู่ระบบบนอุปกรณ์ที่เคยใช้ หรือลองใหม่ใน {{count}} นาที',
    terms_changed: 'ข้อกำหนดหรือนโยบายความเป็นส่วนตัวมีการเปลี่ยนแปลง โปรดตรวจสอบและยอมรับอีกครั้ง',
    nickname_invisible: 'ชื่อเล่นต้องไม่มีอักขระที่มองไม่เห็นหรืออักขระควบคุมทิศทางข้อความ',
    nickname_reserved: 'ชื่อเล่นนี้สงวนไว้สำหรับบัญชีทางการ กรุณาเลือกชื่ออื่น',
  },
  id: {
    invalid_email: 'Masukkan alamat email yang valid.',
    email_already_registered: 'Email ini sudah terdaftar. Silakan masuk.',
    nickname_taken: 'Nama panggilan ini sudah dipakai. Silakan pilih yang lain.',
    nickname_empty: 'Masukkan nama panggilan.',
    nickname_min_length: 'Nama panggilan minimal 2 karakter.',
    nickname_max_length: 'Nama panggilan maksimal 10 karakter.',
    nation_unknown: 'Pilih negara dari daftar.',
    language_unknown: 'Pilih bahasa dari daftar.',
    code_wrong: 'Kode salah. Kesempatan tersisa {{count}} kali.',
    code_expired: 'Kode sudah kedaluwarsa. Silakan minta kode baru.',
    code_too_many_tries: 'Terlalu banyak percobaan yang salah. Silakan minta kode baru.',
    code_not_requested:
      'Tidak ada kode yang berlaku untuk email ini. Silakan minta kode terlebih dahulu.',
    too_many_sends_email:
      'Terlalu banyak permintaan kode untuk email ini. Coba lagi dalam {{count}} menit.',
    too_many_sends_ip:
      'Terlalu banyak permintaan kode dari jaringan Anda. Coba lagi dalam {{count}} menit.',
    consent_required:
      'Pastikan Anda berusia 14 tahun ke atas dan setujui Ketentuan Layanan serta Kebijakan Privasi.',
    mail_failed: 'Email tidak dapat dikirim. Silakan coba lagi sebentar lagi.',
    code_locked:
      'Terlalu banyak kode salah dimasukkan untuk alamat email ini. Silakan coba lagi dalam {{count}} menit.',
    code_locked_new_devices:
      'Terlalu banyak kode salah dimasukkan untuk alamat email ini dari perangkat baru. Masuklah di perangkat yang pernah Anda gunakan, atau coba lagi dalam {{count}} menit.',
    terms_changed:
      'Ketentuan atau kebijakan privasi telah berubah. Silakan tinjau dan setujui lagi.',
    nickname_invisible:
      'Nama panggilan tidak boleh berisi karakter tak terlihat atau kontrol arah teks.',
    nickname_reserved: 'Nama panggilan ini disediakan untuk akun resmi. Silakan pilih yang lain.',
  },
  ms: {
    invalid_email: 'Sila masukkan alamat e-mel yang sah.',
    email_already_registered: 'E-mel ini sudah didaftarkan. Sila log masuk.',
    nickname_taken: 'Nama samaran ini sudah digunakan. Sila pilih yang lain.',
    nickname_empty: 'Sila masukkan nama samaran.',
    nickname_min_length: 'Nama samaran mesti sekurang-kurangnya 2 aksara.',
    nickname_max_length: 'Nama samaran tidak boleh melebihi 10 aksara.',
    nation_unknown: 'Sila pilih negara daripada senarai.',
    language_unknown: 'Sila pilih bahasa daripada senarai.',
    code_wrong: 'Kod tidak betul. Anda boleh mencuba {{count}} kali lagi.',
    code_expired: 'Kod telah tamat tempoh. Sila minta kod baharu.',
    code_too_many_tries: 'Terlalu banyak cubaan yang salah. Sila minta kod baharu.',
    code_not_requested: 'Tiada kod yang sah untuk e-mel ini. Sila minta kod dahulu.',
    too_many_sends_email:
      'Terlalu banyak permintaan kod untuk e-mel ini. Sila cuba lagi dalam {{count}} minit.',
    too_many_sends_ip:
      'Terlalu banyak permintaan kod dari rangkaian anda. Sila cuba lagi dalam {{count}} minit.',
    consent_required:
      'Sila sahkan anda berumur 14 tahun ke atas dan bersetuju dengan Terma Perkhidmatan dan Dasar Privasi.',
    mail_failed: 'E-mel tidak dapat dihantar. Sila cuba lagi sebentar lagi.',
    code_locked:
      'Terlalu banyak kod salah dimasukkan untuk alamat e-mel ini. Sila cuba lagi dalam {{count}} minit.',
    code_locked_new_devices:
      'Terlalu banyak kod salah dimasukkan untuk alamat e-mel ini daripada peranti baharu. Log masuk pada peranti yang pernah anda gunakan, atau cuba lagi dalam {{count}} minit.',
    terms_changed: 'Terma atau dasar privasi telah berubah. Sila semak dan bersetuju sekali lagi.',
    nickname_invisible:
      'Nama samaran tidak boleh mengandungi aksara tersembunyi atau kawalan arah teks.',
    nickname_reserved: 'Nama samaran ini dikhaskan untuk akaun rasmi. Sila pilih yang lain.',
  },
  fil: {
    invalid_email: 'Pakilagay ang tamang email address.',
    email_already_registered: 'Nakarehistro na ang email na ito. Mag-log in na lang.',
    nickname_taken: 'May gumagamit na ng nickname na ito. Pumili ng iba.',
    nickname_empty: 'Pakilagay ang iyong nickname.',
    nickname_min_length: 'Dapat hindi bababa sa 2 character ang nickname.',
    nickname_max_length: 'Hindi puwedeng lumampas sa 10 character ang nickname.',
    nation_unknown: 'Pumili ng bansa mula sa listahan.',
    language_unknown: 'Pumili ng wika mula sa listahan.',
    code_wrong: 'Mali ang code. May {{count}} pang pagsubok ka.',
    code_expired: 'Nag-expire na ang code. Humingi ng bagong code.',
    code_too_many_tries: 'Masyadong maraming maling pagsubok. Humingi ng bagong code.',
    code_not_requested: 'Walang valid na code para sa email na ito. Humingi muna ng code.',
    too_many_sends_email:
      'Masyadong maraming code ang hiningi para sa email na ito. Subukan ulit pagkalipas ng {{count}} minuto.',
    too_many_sends_ip:
      'Masyadong maraming code ang hiningi mula sa network mo. Subukan ulit pagkalipas ng {{count}} minuto.',
    consent_required:
      'Pakikumpirma na ikaw ay 14 taong gulang pataas at sumasang-ayon sa Mga Tuntunin ng Serbisyo at Patakaran sa Privacy.',
    mail_failed: 'Hindi maipadala ang email. Subukan ulit mamaya.',
    code_locked:
      'Masyadong maraming maling code ang nailagay para sa email na ito. Subukan ulit pagkalipas ng {{count}} minuto.',
    code_locked_new_devices:
      'Masyadong maraming maling code ang inilagay para sa email na ito mula sa mga bagong device. Mag-sign in sa device na nagamit mo na dati, o subukang muli pagkalipas ng {{count}} minuto.',
    terms_changed:
      'Nagbago ang mga tuntunin o ang patakaran sa privacy. Pakisuri at sumang-ayon muli.',
    nickname_invisible:
      'Hindi puwedeng may di-nakikitang character o text-direction control ang nickname.',
    nickname_reserved:
      'Nakareserba ang nickname na ito para sa mga opisyal na account. Pumili ng iba.',
  },
  my: {
    invalid_email: 'မှန်ကန်သော အီးမေးလ်လိပ်စာကို ထည့်ပါ။',
    email_already_registered: 'ဤအီးမေးလ်ကို စာရင်းသွင်းပြီးဖြစ်သည်။ လော့ဂ်အင်ဝင်ပါ။',
    nickname_taken: 'ဤအမည်ပြောင်ကို အသုံးပြုထားပြီးဖြစ်သည်။ အခြားအမည်ကို ရွေးပါ။',
    nickname_empty: 'အမည်ပြောင် ထည့်ပါ။',
    nickname_min_length: 'အမည်ပြောင်သည် အနည်းဆုံး စာလုံး ၂ လုံး ရှိရမည်။',
    nickname_max_length: 'အမည်ပြောင်သည် စာလုံး ၁၀ လုံးထက် မပိုရပါ။',
    nation_unknown: 'စာရင်းထဲမှ နိုင်ငံကို ရွေးပါ။',
    language_unknown: 'စာရင်းထဲမှ ဘာသာစကားကို ရွေးပါ။',
    code_wrong: 'အတည်ပြုကုဒ် မှားနေသည်။ နောက်ထပ် {{count}} ကြိမ် ကြိုးစားနိုင်ပါသေးသည်။',
    code_expired: 'အတည်ပြုကုဒ် သက်တမ်းကုန်သွားပါပြီ။ ကုဒ်အသစ် တောင်းပါ။',
    code_too_many_tries: 'ကုဒ်ကို အကြိမ်များစွာ မှားထည့်ခဲ့သည်။ ကုဒ်အသစ် တောင်းပါ။',
    code_not_requested: 'ဤအီးမေးလ်အတွက် အသုံးပြုနိုင်သော ကုဒ် မရှိပါ။ ဦးစွာ ကုဒ်တောင်းပါ။',
    too_many_sends_email: 'ဤအီးမေးလ်အတွက် ကုဒ်ကို အကြိမ်များစွာ တောင်းထားသည်။ {{count}} မိနစ်အကြာတွင် ထပ်ကြိုးစားပါ။',
    too_many_sends_ip: 'သင့်ကွန်ရက်မှ ကုဒ်ကို အကြိမ်များစွာ တောင်းထားသည်။ {{count}} မိနစ်အကြာတွင် ထပ်ကြိုးစားပါ။',
    consent_required:
      'အသက် ၁၄ နှစ်နှင့်အထက် ဖြစ်ကြောင်း အတည်ပြုပြီး ဝန်ဆောင်မှုစည်းမျဉ်းများနှင့် ကိုယ်ရေးအချက်အလက်မူဝါဒကို သဘောတူပါ။',
    mail_failed: 'အီးမေးလ် ပို့၍မရပါ။ ခဏနေပြီး ထပ်ကြိုးစားပါ။',
    code_locked: 'ဤအီးမေးလ်အတွက် ကုဒ်အမှားများ အကြိမ်များစွာ ထည့်ထားပါသည်။ {{count}} မိနစ်အကြာတွင် ထပ်ကြိုးစားပါ။',
    code_locked_new_devices:
      'ဤအီးမေးလ်အတွက် စက်အသစ်များမှ ကုဒ်အမှားများ အကြိမ်များစွာ ထည့်ထားပါသည်။ ယခင်က အသုံးပြုခဲ့သော စက်တွင် ဝင်ပါ သို့မဟုတ် {{count}} မိနစ်အကြာတွင် ထပ်ကြိုးစားပါ။',
    terms_changed: 'စည်းမျဉ်းများ သို့မဟုတ် ကိုယ်ရေးအချက်အလက်မူဝါဒ ပြောင်းလဲသွားပါသည်။ ပြန်လည်ဖတ်ရှုပြီး ထပ်မံသဘောတူပေးပါ။',
    nickname_invisible: 'အမည်ပြောင်တွင် မမြင်ရသော စာလုံးများ သို့မဟုတ် စာသားဦးတည်ရာ ထိန်းချုပ်စာလုံးများ မပါရပါ။',
    nickname_reserved: 'ဤအမည်ပြောင်ကို တရားဝင်အကောင့်များအတွက် သီးသန့်ထားပါသည်။ အခြားတစ်ခု ရွေးပါ။',
  },
  km: {
    invalid_email: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលដែលត្រឹមត្រូវ។',
    email_already_registered: 'អ៊ីមែលនេះបានចុះឈ្មោះរួចហើយ។ សូមចូលគណនី។',
    nickname_taken: 'ឈ្មោះហៅក្រៅនេះមានគេប្រើរួចហើយ។ សូមជ្រើសរើសឈ្មោះផ្សេង។',
    nickname_empty: 'សូមបញ្ចូលឈ្មោះហៅក្រៅ។',
    nickname_min_length: 'ឈ្មោះហៅក្រៅត្រូវមានយ៉ាងហោចណាស់ 2 តួអក្សរ។',
    nickname_max_length: 'ឈ្មោះហៅក្រៅមិនអាចលើសពី 10 តួអក្សរទេ។',
    nation_unknown: 'សូមជ្រើសរើសប្រទេសពីបញ្ជី។',
    language_unknown: 'សូមជ្រើសរើសភាសាពីបញ្ជី។',
    code_wrong: 'លេខកូដមិនត្រឹមត្រូវទេ។ អ្នកនៅសល់ឱកាស {{count}} ដងទៀត។',
    code_expired: 'លេខកូដបានផុតកំណត់ហើយ។ សូមស្នើសុំលេខកូដថ្មី។',
    code_too_many_tries: 'អ្នកបានបញ្ចូលខុសច្រើនដងពេក។ សូមស្នើសុំលេខកូដថ្មី។',
    code_not_requested: 'មិនមានលេខកូដដែលនៅមានសុពលភាពសម្រាប់អ៊ីមែលនេះទេ។ សូមស្នើសុំលេខកូដជាមុនសិន។',
    too_many_sends_email:
      'មានការស្នើសុំលេខកូដសម្រាប់អ៊ីមែលនេះច្រើនពេក។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {{count}} នាទី។',
    too_many_sends_ip: 'មានការស្នើសុំលេខកូដពីបណ្តាញរបស់អ្នកច្រើនពេក។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {{count}} នាទី។',
    consent_required:
      'សូមបញ្ជាក់ថាអ្នកមានអាយុចាប់ពី 14 ឆ្នាំឡើងទៅ ហើយយល់ព្រមលើលក្ខខណ្ឌប្រើប្រាស់សេវាកម្ម និងគោលការណ៍ឯកជនភាព។',
    mail_failed: 'មិនអាចផ្ញើអ៊ីមែលបានទេ។ សូមព្យាយាមម្តងទៀតនៅពេលបន្តិចទៀត។',
    code_locked: 'អ្នកបានបញ្ចូលលេខកូដខុសច្រើនដងពេកសម្រាប់អ៊ីមែលនេះ។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {{count}} នាទី។',
    code_locked_new_devices:
      'លេខកូដខុសត្រូវបានបញ្ចូលច្រើនដងពេកសម្រាប់អ៊ីមែលនេះពីឧបករណ៍ថ្មី។ សូមចូលនៅលើឧបករណ៍ដែលអ្នកធ្លាប់ប្រើ ឬព្យាយាមម្តងទៀតក្នុងរយៈពេល {{count}} នាទី។',
    terms_changed: 'លក្ខខណ្ឌ ឬគោលការណ៍ឯកជនភាពបានផ្លាស់ប្ដូរ។ សូមពិនិត្យ ហើយយល់ព្រមម្ដងទៀត។',
    nickname_invisible: 'ឈ្មោះហៅក្រៅមិនអាចមានតួអក្សរដែលមើលមិនឃើញ ឬតួអក្សរគ្រប់គ្រងទិសអត្ថបទបានទេ។',
    nickname_reserved: 'ឈ្មោះហៅក្រៅនេះត្រូវបានបម្រុងទុកសម្រាប់គណនីផ្លូវការ។ សូមជ្រើសរើសឈ្មោះផ្សេង។',
  },
  ne: {
    invalid_email: 'कृपया सही इमेल ठेगाना लेख्नुहोस्।',
    email_already_registered: 'यो इमेल पहिले नै दर्ता भइसकेको छ। कृपया लग इन गर्नुहोस्।',
    nickname_taken: 'यो उपनाम पहिले नै कसैले प्रयोग गरिरहेको छ। कृपया अर्को छान्नुहोस्।',
    nickname_empty: 'कृपया उपनाम लेख्नुहोस्।',
    nickname_min_length: 'उपनाम कम्तीमा २ अक्षरको हुनुपर्छ।',
    nickname_max_length: 'उपनाम १० अक्षरभन्दा लामो हुन सक्दैन।',
    nation_unknown: 'कृपया सूचीबाट देश छान्नुहोस्।',
    language_unknown: 'कृपया सूचीबाट भाषा छान्नुहोस्।',
    code_wrong: 'कोड मिलेन। तपाईं अझै {{count}} पटक प्रयास गर्न सक्नुहुन्छ।',
    code_expired: 'कोडको म्याद सकियो। कृपया नयाँ कोड माग्नुहोस्।',
    code_too_many_tries: 'धेरै पटक गलत कोड हालियो। कृपया नयाँ कोड माग्नुहोस्।',
    code_not_requested: 'यो इमेलका लागि मान्य कोड छैन। कृपया पहिले कोड माग्नुहोस्।',
    too_many_sends_email:
      'यो इमेलका लागि धेरै पटक कोड मागिएको छ। कृपया {{count}} मिनेटपछि फेरि प्रयास गर्नुहोस्।',
    too_many_sends_ip:
      'तपाईंको नेटवर्कबाट धेरै पटक कोड मागिएको छ। कृपया {{count}} मिनेटपछि फेरि प्रयास गर्नुहोस्।',
    consent_required:
      'कृपया तपाईं १४ वर्ष वा सोभन्दा माथिको हुनुहुन्छ भनी पुष्टि गर्नुहोस् र सेवाका सर्तहरू तथा गोपनीयता नीतिमा सहमति जनाउनुहोस्।',
    mail_failed: 'इमेल पठाउन सकिएन। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
    code_locked: 'यो इमेलका लागि धेरै पटक गलत कोड हालियो। कृपया {{count}} मिनेटपछि फेरि प्रयास गर्नुहोस्।',
    code_locked_new_devices:
      'नयाँ उपकरणहरूबाट यो इमेलका लागि धेरै पटक गलत कोड हालियो। पहिले प्रयोग गरेको उपकरणमा साइन इन गर्नुहोस्, वा {{count}} मिनेटपछि फेरि प्रयास गर्नुहोस्।',
    terms_changed: 'सर्तहरू वा गोपनीयता नीति परिवर्तन भएका छन्। कृपया हेरेर फेरि सहमति दिनुहोस्।',
    nickname_invisible: 'उपनाममा नदेखिने अक्षर वा पाठ-दिशा नियन्त्रण अक्षर राख्न मिल्दैन।',
    nickname_reserved: 'यो उपनाम आधिकारिक खाताहरूका लागि आरक्षित छ। कृपया अर्को रोज्नुहोस्।',
  },
  mn: {
    invalid_email: 'Зөв имэйл хаяг оруулна уу.',
    email_already_registered: 'Энэ имэйл хаяг аль хэдийн бүртгэгдсэн байна. Нэвтэрнэ үү.',
    nickname_taken: 'Энэ хоч нэрийг өөр хүн ашиглаж байна. Өөр нэр сонгоно уу.',
    nickname_empty: 'Хоч нэрээ оруулна уу.',
    nickname_min_length: 'Хоч нэр дор хаяж 2 тэмдэгттэй байх ёстой.',
    nickname_max_length: 'Хоч нэр 10 тэмдэгтээс урт байж болохгүй.',
    nation_unknown: 'Жагсаалтаас улсаа сонгоно уу.',
    language_unknown: 'Жагсаалтаас хэлээ сонгоно уу.',
    code_wrong: 'Баталгаажуулах код буруу байна. Дахиад {{count}} удаа оролдох боломжтой.',
    code_expired: 'Кодын хугацаа дууссан байна. Шинэ код авна уу.',
    code_too_many_tries: 'Хэт олон удаа буруу код оруулсан байна. Шинэ код авна уу.',
    code_not_requested: 'Энэ имэйлд хүчинтэй код алга. Эхлээд код авна уу.',
    too_many_sends_email:
      'Энэ имэйлд хэт олон удаа код хүссэн байна. {{count}} минутын дараа дахин оролдоно уу.',
    too_many_sends_ip:
      'Таны сүлжээнээс хэт олон удаа код хүссэн байна. {{count}} минутын дараа дахин оролдоно уу.',
    consent_required:
      '14 ба түүнээс дээш настай гэдгээ баталгаажуулж, Үйлчилгээний нөхцөл болон Нууцлалын бодлогыг зөвшөөрнө үү.',
    mail_failed: 'Имэйл илгээж чадсангүй. Түр хүлээгээд дахин оролдоно уу.',
    code_locked:
      'Энэ имэйл хаягаар хэт олон удаа буруу код оруулсан байна. {{count}} минутын дараа дахин оролдоно уу.',
    code_locked_new_devices:
      'Шинэ төхөөрөмжөөс энэ и-мэйл хаягт хэт олон удаа буруу код оруулсан байна. Өмнө нь ашиглаж байсан төхөөрөмжөөрөө нэвтэрнэ үү, эсвэл {{count}} минутын дараа дахин оролдоно уу.',
    terms_changed:
      'Үйлчилгээний нөхцөл эсвэл нууцлалын бодлого өөрчлөгдсөн байна. Дахин уншиж, зөвшөөрнө үү.',
    nickname_invisible:
      'Хоч нэрэнд үл харагдах тэмдэгт эсвэл текстийн чиглэлийн удирдлагын тэмдэгт байж болохгүй.',
    nickname_reserved: 'Энэ хоч нэр албан ёсны бүртгэлд зориулагдсан. Өөр нэр сонгоно уу.',
  },
  uz: {
    invalid_email: 'Iltimos, to‘g‘ri elektron pochta manzilini kiriting.',
    email_already_registered:
      'Bu elektron pochta allaqachon ro‘yxatdan o‘tgan. Iltimos, tizimga kiring.',
    nickname_taken: 'Bu taxallus band. Iltimos, boshqasini tanlang.',
    nickname_empty: 'Iltimos, taxallusni kiriting.',
    nickname_min_length: 'Taxallus kamida 2 ta belgidan iborat bo‘lishi kerak.',
    nickname_max_length: 'Taxallus 10 ta belgidan oshmasligi kerak.',
    nation_unknown: 'Iltimos, ro‘yxatdan davlatni tanlang.',
    language_unknown: 'Iltimos, ro‘yxatdan tilni tanlang.',
    code_wrong: 'Kod noto‘g‘ri. Yana {{count}} marta urinib ko‘rishingiz mumkin.',
    code_expired: 'Kodning muddati tugadi. Iltimos, yangi kod so‘rang.',
    code_too_many_tries: 'Juda ko‘p marta noto‘g‘ri kod kiritildi. Iltimos, yangi kod so‘rang.',
    code_not_requested: 'Bu elektron pochta uchun amaldagi kod yo‘q. Avval kod so‘rang.',
    too_many_sends_email:
      'Bu elektron pochta uchun juda ko‘p kod so‘raldi. {{count}} daqiqadan keyin qayta urinib ko‘ring.',
    too_many_sends_ip:
      'Tarmog‘ingizdan juda ko‘p kod so‘raldi. {{count}} daqiqadan keyin qayta urinib ko‘ring.',
    consent_required:
      'Iltimos, 14 yosh yoki undan kattaligingizni tasdiqlang hamda Foydalanish shartlari va Maxfiylik siyosatiga rozilik bildiring.',
    mail_failed: 'Xatni yuborib bo‘lmadi. Birozdan so‘ng qayta urinib ko‘ring.',
    code_locked:
      'Bu e-pochta uchun juda ko‘p noto‘g‘ri kod kiritildi. {{count}} daqiqadan so‘ng qayta urinib ko‘ring.',
    code_locked_new_devices:
      'Bu elektron pochta uchun yangi qurilmalardan juda ko‘p noto‘g‘ri kod kiritildi. Avval foydalangan qurilmangizda kiring yoki {{count}} daqiqadan so‘ng qayta urinib ko‘ring.',
    terms_changed:
      'Foydalanish shartlari yoki maxfiylik siyosati oʻzgardi. Iltimos, ularni koʻrib chiqib, qayta rozilik bering.',
    nickname_invisible:
      'Taxallusda ko‘rinmaydigan belgilar yoki matn yo‘nalishini boshqaruvchi belgilar bo‘lishi mumkin emas.',
    nickname_reserved: 'Bu taxallus rasmiy hisoblar uchun ajratilgan. Boshqasini tanlang.',
  },
  ru: {
    invalid_email: 'Введите корректный адрес электронной почты.',
    email_already_registered: 'Этот адрес уже зарегистрирован. Войдите в аккаунт.',
    nickname_taken: 'Этот никнейм уже занят. Выберите другой.',
    nickname_empty: 'Введите никнейм.',
    nickname_min_length: 'Никнейм должен содержать не менее 2 символов.',
    nickname_max_length: 'Никнейм не может быть длиннее 10 символов.',
    nation_unknown: 'Выберите страну из списка.',
    language_unknown: 'Выберите язык из списка.',
    code_wrong: {
      one: 'Неверный код. Осталась {{count}} попытка.',
      few: 'Неверный код. Осталось {{count}} попытки.',
      many: 'Неверный код. Осталось {{count}} попыток.',
      other: 'Неверный код. Осталось {{count}} попытки.',
    },
    code_expired: 'Срок действия кода истёк. Запросите новый код.',
    code_too_many_tries: 'Слишком много неверных попыток. Запросите новый код.',
    code_not_requested: 'Для этого адреса нет действующего кода. Сначала запросите код.',
    too_many_sends_email: ru(
      'Для этого адреса запрошено слишком много кодов. Попробуйте снова через ',
      'минуту',
      'минуты',
      'минут',
      '.',
    ),
    too_many_sends_ip: ru(
      'Из вашей сети запрошено слишком много кодов. Попробуйте снова через ',
      'минуту',
      'минуты',
      'минут',
      '.',
    ),
    consent_required:
      'Подтвердите, что вам исполнилось 14 лет, и примите Условия использования и Политику конфиденциальности.',
    mail_failed: 'Не удалось отправить письмо. Попробуйте ещё раз чуть позже.',
    code_locked:
      'Для этого адреса слишком много раз введён неверный код. Попробуйте снова через {{count}} мин.',
    code_locked_new_devices:
      'С новых устройств для этого адреса слишком много раз введён неверный код. Войдите на устройстве, где вы входили раньше, или попробуйте снова через {{count}} мин.',
    terms_changed:
      'Условия использования или политика конфиденциальности изменились. Пожалуйста, ознакомьтесь с ними и подтвердите согласие ещё раз.',
    nickname_invisible:
      'Никнейм не может содержать невидимые символы или символы управления направлением текста.',
    nickname_reserved: 'Этот никнейм зарезервирован для официальных аккаунтов. Выберите другой.',
  },
};

/** A refusal with its code, worded in `language`. */
export function authError(
  status: number,
  code: string,
  key: AuthMessageKey,
  language: LanguageCode,
  count?: number,
): AppError {
  return new AppError(status, code, formatMessage(AUTH_MESSAGES[language][key], language, count));
}

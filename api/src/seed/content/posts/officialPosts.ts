import { DAY, type SeedPost } from '../seedPost.ts';

const KFEED = 'kfeed.official@kfeed.example';
const SEOUL = 'seoul.city@kfeed.example';

/** Posts by the two official accounts. */
export const OFFICIAL_POSTS: SeedPost[] = [
  {
    key: 'welcome',
    author: KFEED,
    category: 'news',
    hoursAgo: 27 * DAY,
    language: 'ko',
    title: 'KFeed에 오신 것을 환영해요',
    text: "한국에 사는 외국인 주민을 위한 커뮤니티 KFeed가 문을 열었어요. 글은 여러분의 언어로 자동 번역되고, '원문 보기'를 누르면 처음 쓴 글을 볼 수 있어요. 생활 정보, 일자리, 집 구하기, 맛집까지 편하게 나눠 주세요. 서로 존중하는 대화 부탁드려요!",
    translations: {
      en: [
        'Welcome to KFeed',
        "KFeed, a community for foreign residents in Korea, is now open. Posts are translated into your language automatically, and you can tap 'View original' to see what the author wrote. Share anything from everyday tips and jobs to housing and good places to eat. Please keep the conversation respectful!",
      ],
      ja: [
        'KFeedへようこそ',
        '韓国で暮らす外国人住民のためのコミュニティ、KFeedがオープンしました。投稿はあなたの言語に自動で翻訳され、「原文を見る」を押すと書き手の元の文章が読めます。生活情報、仕事、住まい探し、おいしいお店まで、気軽にシェアしてください。お互いを尊重した会話をお願いします！',
      ],
      'zh-CN': [
        '欢迎来到KFeed',
        'KFeed是为在韩外国居民打造的社区，现在正式上线啦。帖子会自动翻译成你的语言，点击“查看原文”即可阅读作者的原文。生活信息、工作、找房、美食，欢迎随时分享。请大家文明交流、互相尊重！',
      ],
      vi: [
        'Chào mừng bạn đến với KFeed',
        'KFeed – cộng đồng dành cho người nước ngoài sống tại Hàn Quốc – đã chính thức ra mắt. Bài viết được tự động dịch sang ngôn ngữ của bạn, và bạn có thể bấm “Xem bản gốc” để đọc nguyên văn của tác giả. Hãy thoải mái chia sẻ mẹo sinh hoạt, việc làm, tìm nhà hay quán ăn ngon nhé. Mong mọi người trò chuyện với nhau một cách tôn trọng!',
      ],
      ru: [
        'Добро пожаловать в KFeed',
        'Открылось KFeed — сообщество для иностранцев, живущих в Корее. Посты автоматически переводятся на ваш язык, а по кнопке «Показать оригинал» можно прочитать текст автора. Делитесь всем: бытовыми советами, вакансиями, жильём и любимыми местами, где вкусно кормят. Пожалуйста, общайтесь уважительно!',
      ],
      'zh-TW': [
        '歡迎來到KFeed',
        'KFeed是為在韓外國居民打造的社群，現在正式開張囉！貼文會自動翻譯成你的語言，點「查看原文」就能看到作者原本寫的內容。生活資訊、工作、找房子、美食，都歡迎輕鬆分享。也請大家互相尊重、友善交流！',
      ],
      th: [
        'ยินดีต้อนรับสู่ KFeed',
        'KFeed คอมมูนิตี้สำหรับชาวต่างชาติที่อาศัยอยู่ในเกาหลี เปิดให้บริการแล้ว! โพสต์จะถูกแปลเป็นภาษาของคุณโดยอัตโนมัติ และถ้ากด "ดูต้นฉบับ" ก็จะเห็นข้อความที่ผู้เขียนเขียนไว้ แชร์กันได้ตามสบาย ตั้งแต่ข้อมูลการใช้ชีวิต งาน การหาที่พัก ไปจนถึงร้านอร่อย ขอให้ทุกคนพูดคุยกันด้วยความเคารพซึ่งกันและกันนะ!',
      ],
      id: [
        'Selamat datang di KFeed',
        'KFeed, komunitas untuk warga asing yang tinggal di Korea, kini sudah dibuka. Postingan otomatis diterjemahkan ke bahasamu, dan kamu bisa menekan "Lihat teks asli" untuk membaca tulisan aslinya. Yuk, berbagi apa saja, mulai dari info kehidupan sehari-hari, lowongan kerja, dan cari tempat tinggal, sampai tempat makan enak. Mari saling menghormati dalam setiap obrolan!',
      ],
      ms: [
        'Selamat datang ke KFeed',
        'KFeed, komuniti untuk penduduk asing yang tinggal di Korea, kini sudah dibuka. Hantaran akan diterjemahkan ke bahasa anda secara automatik, dan anda boleh tekan "Lihat teks asal" untuk membaca tulisan asal penulis. Kongsikan apa sahaja, daripada info kehidupan harian, kerja dan cari rumah hinggalah tempat makan yang sedap. Mari kita berbual dengan saling menghormati!',
      ],
      fil: [
        'Welcome sa KFeed',
        'Bukas na ang KFeed, isang community para sa mga foreign resident sa Korea. Awtomatikong isinasalin ang mga post sa wika mo, at puwede mong pindutin ang "Tingnan ang orihinal" para makita ang mismong isinulat ng author. Mag-share lang kayo ng kahit ano — mula sa mga tip sa araw-araw, trabaho, at paghahanap ng matitirhan hanggang sa masasarap na kainan. Sana magalang tayo sa isa\'t isa sa bawat usapan!',
      ],
      my: [
        'KFeed မှ ကြိုဆိုပါတယ်',
        'ကိုရီးယားမှာ နေထိုင်တဲ့ နိုင်ငံခြားသားတွေအတွက် အသိုင်းအဝိုင်း KFeed ကို ဖွင့်လှစ်လိုက်ပါပြီ။ ပို့စ်တွေကို သင့်ဘာသာစကားနဲ့ အလိုအလျောက် ဘာသာပြန်ပေးပြီး "မူရင်းကို ကြည့်ရန်" ကို နှိပ်ရင် ရေးသူရဲ့ မူရင်းစာကို ဖတ်နိုင်ပါတယ်။ နေ့စဉ်ဘဝ အချက်အလက်၊ အလုပ်၊ အိမ်ရှာတာကနေ စားကောင်းတဲ့ဆိုင်တွေအထိ စိတ်ကြိုက် မျှဝေကြပါ။ တစ်ယောက်ကိုတစ်ယောက် လေးစားစွာ ဆက်ဆံပြောဆိုကြပါစို့!',
      ],
      km: [
        'សូមស្វាគមន៍មកកាន់ KFeed',
        'KFeed ជាសហគមន៍សម្រាប់ជនបរទេសដែលរស់នៅប្រទេសកូរ៉េ ឥឡូវបានបើកដំណើរការហើយ។ ការបង្ហោះនឹងត្រូវបកប្រែជាភាសារបស់អ្នកដោយស្វ័យប្រវត្តិ ហើយអ្នកអាចចុច "មើលអត្ថបទដើម" ដើម្បីអានអ្វីដែលអ្នកនិពន្ធបានសរសេរដំបូង។ សូមចែករំលែកដោយសេរី ចាប់ពីព័ត៌មានជីវភាពប្រចាំថ្ងៃ ការងារ ការរកផ្ទះ រហូតដល់ហាងម្ហូបឆ្ងាញ់ៗ។ សូមសន្ទនាគ្នាដោយការគោរពគ្នាទៅវិញទៅមក!',
      ],
      ne: [
        'KFeed मा स्वागत छ',
        'कोरियामा बस्ने विदेशी बासिन्दाहरूका लागि बनाइएको समुदाय KFeed सुरु भएको छ। पोस्टहरू तपाईंको भाषामा स्वतः अनुवाद हुन्छन्, र "मूल पाठ हेर्नुहोस्" थिचेर लेखकले लेखेको मूल पाठ पढ्न सक्नुहुन्छ। दैनिक जीवनका जानकारी, रोजगारी, घर खोज्नेदेखि मिठो खाना पाइने ठाउँसम्म, जे पनि सहज रूपमा सेयर गर्नुहोस्। एकअर्काप्रति सम्मानजनक कुराकानी गरौँ!',
      ],
      mn: [
        'KFeed-д тавтай морил',
        'Солонгост амьдардаг гадаадын иргэдэд зориулсан KFeed нийгэмлэг нээлтээ хийлээ. Нийтлэлүүд таны хэл рүү автоматаар орчуулагдах бөгөөд "Эх бичвэрийг харах" дээр дарж зохиогчийн анх бичсэн эх бичвэрийг уншиж болно. Өдөр тутмын мэдээлэл, ажил, байр хайхаас эхлээд амттай хоолны газар хүртэл юу ч хамаагүй чөлөөтэй хуваалцаарай. Бие биенээ хүндэтгэн харилцахыг хүсье!',
      ],
      uz: [
        'KFeedga xush kelibsiz',
        'Koreyada yashovchi xorijlik aholi uchun KFeed hamjamiyati ishga tushdi. Postlar avtomatik ravishda sizning tilingizga tarjima qilinadi, "Asl matnni koʻrish" tugmasini bossangiz, muallif yozgan asl matnni oʻqishingiz mumkin. Kundalik hayotga oid maslahatlar, ish, uy-joy qidirishdan tortib mazali ovqatlanish joylarigacha — hammasini bemalol baham koʻring. Iltimos, bir-biringizni hurmat qilgan holda muloqot qiling!',
      ],
    },
    pictures: [{ scene: 'welcome', seed: 1 }],
    likes: 9,
  },
  {
    key: 'free-korean-classes',
    author: SEOUL,
    category: 'news',
    hoursAgo: 25 * DAY + 3,
    language: 'en',
    title: 'Free Korean classes in Seoul',
    text: "Seoul's global centers run free Korean classes for foreign residents, from complete beginners to intermediate learners. Most groups meet twice a week in the evening, and some meet on weekends. Ask at your nearest center about the next term, and bring your residence card when you sign up.",
    translations: {
      ko: [
        '서울 무료 한국어 수업',
        '서울의 글로벌센터에서 외국인 주민을 위한 무료 한국어 수업을 운영해요. 왕초보부터 중급까지 수준별로 나뉘어 있어요. 대부분 주 2회 저녁에 모이고, 주말반도 있어요. 다음 학기 일정은 가까운 센터에 문의하시고, 신청할 때는 외국인등록증을 꼭 가져오세요.',
      ],
      ja: [
        'ソウルの無料韓国語教室',
        'ソウル市のグローバルセンターでは、外国人住民向けの無料韓国語教室を開いています。まったくの初心者から中級者まで、レベル別のクラスがあります。多くは週2回の夜のクラスで、週末クラスもあります。次の学期の日程は最寄りのセンターにお問い合わせください。申し込みの際は外国人登録証をお持ちください。',
      ],
      'zh-CN': [
        '首尔免费韩语课',
        '首尔各地的全球中心（Global Center）为外国居民开设免费韩语课，从零基础到中级，按水平分班。大多数班级每周两次、晚上上课，也有周末班。下一期的时间安排请咨询离你最近的中心，报名时记得带上外国人登录证。',
      ],
      vi: [
        'Lớp tiếng Hàn miễn phí ở Seoul',
        'Các Trung tâm Toàn cầu (Global Center) của Seoul mở lớp tiếng Hàn miễn phí cho cư dân nước ngoài, từ người mới bắt đầu đến trình độ trung cấp. Phần lớn các lớp học hai buổi tối mỗi tuần, cũng có lớp cuối tuần. Hãy hỏi trung tâm gần nhất về lịch khóa tới và nhớ mang theo thẻ cư trú khi đăng ký.',
      ],
      ru: [
        'Бесплатный корейский в Сеуле',
        'Глобальные центры Сеула проводят бесплатные занятия по корейскому для иностранных жителей — от полного нуля до среднего уровня. Большинство групп занимаются два раза в неделю по вечерам, есть и группы выходного дня. О следующем наборе спрашивайте в ближайшем центре и не забудьте взять с собой ID-карту иностранца при записи.',
      ],
      'zh-TW': [
        '首爾免費韓語課',
        '首爾各地的外國人服務中心（Global Center）為外國居民開設免費韓語課，從完全零基礎到中級都有。大部分班級每週上兩次、都在晚上，也有週末班。下一期的課程請洽詢離你最近的中心，報名時記得帶外國人登錄證。',
      ],
      th: [
        'เรียนภาษาเกาหลีฟรีในโซล',
        'โกลบอลเซ็นเตอร์ (Global Center) ของโซลเปิดสอนภาษาเกาหลีฟรีสำหรับผู้อยู่อาศัยชาวต่างชาติ มีตั้งแต่ระดับเริ่มจากศูนย์ไปจนถึงระดับกลาง ส่วนใหญ่เรียนสัปดาห์ละ 2 ครั้งช่วงเย็น และมีบางกลุ่มเรียนวันเสาร์อาทิตย์ สอบถามเรื่องรอบเรียนถัดไปได้ที่ศูนย์ใกล้บ้าน และอย่าลืมนำบัตรต่างด้าวไปด้วยตอนสมัคร',
      ],
      id: [
        'Kelas bahasa Korea gratis di Seoul',
        'Global Center di Seoul membuka kelas bahasa Korea gratis untuk warga asing, mulai dari pemula sama sekali hingga tingkat menengah. Sebagian besar kelas diadakan dua kali seminggu pada malam hari, dan ada juga kelas akhir pekan. Tanyakan jadwal periode berikutnya di center terdekat, dan bawa kartu registrasi orang asing (ARC) saat mendaftar.',
      ],
      ms: [
        'Kelas bahasa Korea percuma di Seoul',
        'Global Center di Seoul menganjurkan kelas bahasa Korea percuma untuk penduduk asing, dari peringkat permulaan langsung hingga pertengahan. Kebanyakan kelas diadakan dua kali seminggu pada waktu malam, dan ada juga kelas hujung minggu. Tanyakan tentang sesi seterusnya di pusat yang paling dekat dengan anda, dan bawa kad pendaftaran orang asing semasa mendaftar.',
      ],
      fil: [
        'Libreng Korean classes sa Seoul',
        'May libreng Korean classes ang mga global center ng Seoul para sa mga foreign resident — mula sa mga talagang nagsisimula pa lang hanggang intermediate. Karamihan sa mga klase ay dalawang beses kada linggo tuwing gabi, at may ilan ding tuwing weekend. Magtanong sa pinakamalapit na center tungkol sa susunod na term, at dalhin ang residence card mo kapag magpapa-enroll.',
      ],
      my: [
        'ဆိုးလ်မှာ အခမဲ့ ကိုရီးယားစာ သင်တန်း',
        'ဆိုးလ်မြို့ရဲ့ Global Center တွေမှာ နိုင်ငံခြားသား နေထိုင်သူတွေအတွက် အခမဲ့ ကိုရီးယားစာ သင်တန်းတွေ ဖွင့်ထားပါတယ်။ လုံးဝအစပြုသူကနေ အလယ်အလတ်အဆင့်အထိ ရှိပါတယ်။ အတန်းအများစုက တစ်ပတ် နှစ်ကြိမ် ညနေပိုင်းမှာ သင်ပြီး ပိတ်ရက်အတန်းတွေလည်း ရှိပါတယ်။ နောက်သင်တန်းကာလအကြောင်း အနီးဆုံး စင်တာမှာ မေးမြန်းပြီး စာရင်းသွင်းတဲ့အခါ နိုင်ငံခြားသားမှတ်ပုံတင်ကတ် ယူလာခဲ့ပါ။',
      ],
      km: [
        'ថ្នាក់ភាសាកូរ៉េឥតគិតថ្លៃនៅសេអ៊ូល',
        'មជ្ឈមណ្ឌលសកល (Global Center) របស់ទីក្រុងសេអ៊ូល បើកថ្នាក់ភាសាកូរ៉េឥតគិតថ្លៃសម្រាប់ជនបរទេសដែលរស់នៅទីនេះ ចាប់ពីអ្នកទើបចាប់ផ្តើមដំបូងបង្អស់ រហូតដល់កម្រិតមធ្យម។ ថ្នាក់ភាគច្រើនរៀនពីរដងក្នុងមួយសប្តាហ៍នៅពេលល្ងាច ហើយក៏មានថ្នាក់ចុងសប្តាហ៍ខ្លះដែរ។ សូមសួរព័ត៌មានអំពីវគ្គបន្ទាប់នៅមជ្ឈមណ្ឌលដែលនៅជិតអ្នកបំផុត ហើយកុំភ្លេចយកបណ្ណស្នាក់នៅមកជាមួយពេលចុះឈ្មោះ។',
      ],
      ne: [
        'सियोलमा निःशुल्क कोरियन कक्षा',
        'सियोलका ग्लोबल सेन्टरहरूले विदेशी बासिन्दाहरूका लागि निःशुल्क कोरियन भाषा कक्षा सञ्चालन गर्छन्, एकदमै सुरुवाती तहदेखि मध्यम तहसम्म। धेरैजसो कक्षा हप्तामा दुई पटक बेलुका हुन्छन्, केही सप्ताहन्तमा पनि हुन्छन्। अर्को सत्रबारे नजिकैको सेन्टरमा सोध्नुहोस्, र भर्ना हुँदा आफ्नो विदेशी दर्ता कार्ड (ARC) लिएर आउनुहोस्।',
      ],
      mn: [
        'Сөүлд үнэгүй солонгос хэлний анги',
        'Сөүл хотын Глобал төвүүд гадаадын иргэдэд зориулж үнэгүй солонгос хэлний хичээл явуулдаг бөгөөд огт мэдэхгүй эхлэгчээс дунд түвшин хүртэл ангиуд бий. Ихэнх анги долоо хоногт хоёр удаа оройн цагаар хичээллэдэг, зарим нь амралтын өдрүүдэд хичээллэдэг. Дараагийн улирлын талаар өөрт ойр байгаа төвөөсөө лавлаарай, бүртгүүлэхдээ гадаадын иргэний үнэмлэхээ авч ирээрэй.',
      ],
      uz: [
        'Seulda bepul koreys tili darslari',
        'Seul shahridagi Global markazlar xorijlik aholi uchun bepul koreys tili darslarini olib boradi — butunlay noldan boshlovchilardan tortib oʻrta darajagacha. Koʻpchilik guruhlar haftasiga ikki marta kechqurun, ayrimlari esa dam olish kunlari shugʻullanadi. Keyingi kurs haqida sizga eng yaqin markazdan soʻrang va roʻyxatdan oʻtishda ID-kartangizni (chet el fuqarosining guvohnomasi) olib keling.',
      ],
    },
    likes: 7,
  },
  {
    key: 'extend-stay-online',
    author: SEOUL,
    category: 'news',
    hoursAgo: 3 * DAY + 5,
    language: 'en',
    title: 'Extend your stay online',
    text: 'For many visa types you can apply to extend your period of stay on HiKorea without visiting the immigration office. You can apply from four months before your current permission expires, upload the required documents and pay the fee online. If you are not sure which documents you need, call the Immigration Contact Center at 1345; interpreters are available in more than 20 languages.',
    translations: {
      ko: [
        '체류기간 연장, 온라인으로',
        '여러 비자 유형은 출입국사무소에 가지 않고 하이코리아에서 체류기간 연장을 신청할 수 있어요. 현재 체류기간이 끝나기 4개월 전부터 신청할 수 있고, 필요한 서류를 올린 뒤 수수료도 온라인으로 낼 수 있어요. 어떤 서류가 필요한지 잘 모르겠다면 외국인종합안내센터 1345로 전화하세요. 20개가 넘는 언어로 통역을 받을 수 있어요.',
      ],
      ja: [
        '在留期間の延長はオンラインで',
        '多くのビザの種類では、出入国管理事務所に行かなくてもHiKoreaで在留期間の延長を申請できます。今の在留期間が切れる4か月前から申請でき、必要書類をアップロードして手数料もオンラインで支払えます。どの書類が必要かわからないときは、外国人総合案内センター（1345）に電話してください。20以上の言語で通訳を受けられます。',
      ],
      'zh-CN': [
        '在线办理滞留期限延长',
        '很多签证类型无需前往出入境管理事务所，可以直接在HiKorea网站申请延长滞留期限。最早可在当前滞留期限到期前四个月提交申请，上传所需材料后还能在线缴纳手续费。如果不清楚需要哪些材料，可以拨打外国人综合咨询中心1345，提供20多种语言的翻译服务。',
      ],
      vi: [
        'Gia hạn lưu trú trực tuyến',
        'Với nhiều loại visa, bạn có thể xin gia hạn thời gian lưu trú trên HiKorea mà không cần đến văn phòng xuất nhập cảnh. Có thể nộp đơn từ 4 tháng trước khi thời hạn lưu trú hiện tại hết hạn, tải lên giấy tờ cần thiết và thanh toán lệ phí trực tuyến. Nếu không chắc cần những giấy tờ gì, hãy gọi Trung tâm Hỗ trợ Người nước ngoài 1345 – có phiên dịch hơn 20 ngôn ngữ.',
      ],
      ru: [
        'Продление пребывания онлайн',
        'Для многих типов виз продлить срок пребывания можно на сайте HiKorea, не приходя в иммиграционную службу. Подать заявление можно за четыре месяца до окончания текущего срока: загрузите нужные документы и оплатите сбор онлайн. Если не знаете, какие документы нужны, звоните в справочный центр для иностранцев по номеру 1345 — там есть переводчики более чем на 20 языков.',
      ],
      'zh-TW': [
        '線上申請延長居留期限',
        '許多簽證類別不必親自跑出入境管理事務所，直接在HiKorea網站就能申請延長居留期限。最早可在目前居留期限到期前四個月提出申請，上傳所需文件後還能線上繳費。如果不確定需要哪些文件，可以撥打外國人綜合服務中心1345，提供20多種語言的口譯服務。',
      ],
      th: [
        'ต่อระยะเวลาพำนักออนไลน์',
        'วีซ่าหลายประเภทสามารถยื่นขอต่อระยะเวลาพำนักผ่าน HiKorea ได้ โดยไม่ต้องไปที่สำนักงานตรวจคนเข้าเมือง ยื่นได้ตั้งแต่ 4 เดือนก่อนที่การอนุญาตปัจจุบันจะหมดอายุ อัปโหลดเอกสารที่จำเป็น และชำระค่าธรรมเนียมออนไลน์ได้เลย ถ้าไม่แน่ใจว่าต้องใช้เอกสารอะไรบ้าง โทรสอบถามศูนย์ข้อมูลสำหรับชาวต่างชาติที่เบอร์ 1345 ได้ มีล่ามให้บริการมากกว่า 20 ภาษา',
      ],
      id: [
        'Perpanjang izin tinggal secara online',
        'Untuk banyak jenis visa, kamu bisa mengajukan perpanjangan masa tinggal lewat HiKorea tanpa perlu datang ke kantor imigrasi. Permohonan bisa diajukan mulai empat bulan sebelum izin tinggalmu saat ini berakhir; unggah dokumen yang diperlukan dan bayar biayanya secara online. Kalau tidak yakin dokumen apa saja yang dibutuhkan, hubungi Immigration Contact Center di 1345 — tersedia penerjemah dalam lebih dari 20 bahasa.',
      ],
      ms: [
        'Lanjutkan tempoh tinggal dalam talian',
        'Bagi banyak jenis visa, anda boleh memohon untuk melanjutkan tempoh tinggal melalui HiKorea tanpa perlu ke pejabat imigresen. Permohonan boleh dibuat seawal empat bulan sebelum kebenaran semasa anda tamat, dengan memuat naik dokumen yang diperlukan dan membayar yuran secara dalam talian. Jika tidak pasti dokumen apa yang diperlukan, hubungi Pusat Hubungan Imigresen di talian 1345; jurubahasa tersedia dalam lebih 20 bahasa.',
      ],
      fil: [
        'Mag-extend ng stay online',
        'Sa maraming uri ng visa, puwede kang mag-apply ng extension ng period of stay sa HiKorea nang hindi pumupunta sa immigration office. Puwede kang mag-apply simula apat na buwan bago mag-expire ang kasalukuyan mong permit, i-upload ang mga kailangang dokumento at magbayad ng fee online. Kung hindi ka sigurado kung anong mga dokumento ang kailangan, tumawag sa Immigration Contact Center sa 1345; may mga interpreter sa mahigit 20 wika.',
      ],
      my: [
        'နေထိုင်ခွင့် သက်တမ်းကို အွန်လိုင်းမှ တိုးပါ',
        'ဗီဇာအမျိုးအစား အများအပြားအတွက် လူဝင်မှုကြီးကြပ်ရေးရုံးကို မသွားဘဲ HiKorea ကနေ နေထိုင်ခွင့်သက်တမ်းတိုး လျှောက်ထားနိုင်ပါတယ်။ လက်ရှိနေထိုင်ခွင့် သက်တမ်းမကုန်မီ လေးလအလိုကစပြီး လျှောက်နိုင်ပြီး လိုအပ်တဲ့ စာရွက်စာတမ်းတွေကို အပ်လုဒ်လုပ်ကာ အခကြေးငွေကိုလည်း အွန်လိုင်းကနေ ပေးချေနိုင်ပါတယ်။ ဘယ်စာရွက်စာတမ်းတွေ လိုမလဲ မသေချာရင် နိုင်ငံခြားသားများ သတင်းအချက်အလက်စင်တာ 1345 ကို ဖုန်းဆက်ပါ၊ ဘာသာစကား 20 ကျော်နဲ့ စကားပြန် ရရှိနိုင်ပါတယ်။',
      ],
      km: [
        'បន្តរយៈពេលស្នាក់នៅតាមអនឡាញ',
        'សម្រាប់ទិដ្ឋាការជាច្រើនប្រភេទ អ្នកអាចដាក់ពាក្យបន្តរយៈពេលស្នាក់នៅតាម HiKorea ដោយមិនចាំបាច់ទៅការិយាល័យអន្តោប្រវេសន៍។ អ្នកអាចដាក់ពាក្យបានចាប់ពីបួនខែមុនពេលការអនុញ្ញាតបច្ចុប្បន្នរបស់អ្នកផុតកំណត់ ដោយបង្ហោះឯកសារចាំបាច់ និងបង់ថ្លៃសេវាតាមអនឡាញ។ បើមិនប្រាកដថាត្រូវការឯកសារអ្វីខ្លះ សូមទូរសព្ទទៅមជ្ឈមណ្ឌលព័ត៌មានសម្រាប់ជនបរទេស លេខ 1345 ដែលមានអ្នកបកប្រែផ្ទាល់មាត់ជាង 20 ភាសា។',
      ],
      ne: [
        'बसाइको म्याद अनलाइन थप्नुहोस्',
        'धेरै प्रकारका भिसाका लागि अध्यागमन कार्यालय नगईकनै HiKorea मार्फत बसाइ अवधि थपका लागि निवेदन दिन सकिन्छ। हालको अनुमतिको म्याद सकिनुभन्दा चार महिनाअघिदेखि निवेदन दिन सकिन्छ, आवश्यक कागजात अपलोड गरी शुल्क पनि अनलाइनै तिर्न सकिन्छ। कुन कागजात चाहिन्छ भन्नेमा पक्का हुनुहुन्न भने विदेशीहरूका लागि सूचना केन्द्र 1345 मा फोन गर्नुहोस्; त्यहाँ 20 भन्दा बढी भाषामा दोभाषे सेवा उपलब्ध छ।',
      ],
      mn: [
        'Оршин суух хугацаагаа онлайнаар сунгах',
        'Олон төрлийн визийн хувьд цагаачлалын албанд очилгүйгээр HiKorea-гаар оршин суух хугацаагаа сунгуулах хүсэлт гаргаж болно. Одоогийн зөвшөөрлийн хугацаа дуусахаас дөрвөн сарын өмнөөс мэдүүлэх боломжтой бөгөөд шаардлагатай бичиг баримтаа байршуулж, хураамжаа онлайнаар төлнө. Ямар бичиг баримт хэрэгтэйг сайн мэдэхгүй бол Гадаадын иргэдийн лавлах төвийн 1345 дугаарт залгаарай; 20 гаруй хэлээр орчуулагчийн үйлчилгээ авах боломжтой.',
      ],
      uz: [
        'Yashash muddatini onlayn uzaytiring',
        'Koʻp turdagi vizalar uchun yashash muddatini uzaytirish arizasini immigratsiya idorasiga bormasdan HiKorea orqali topshirish mumkin. Arizani joriy ruxsatnomangiz muddati tugashidan toʻrt oy oldin boshlab topshirsa boʻladi: kerakli hujjatlarni yuklang va yigʻimni onlayn toʻlang. Qaysi hujjatlar kerakligini aniq bilmasangiz, Chet elliklar uchun maʼlumot markaziga 1345 raqami orqali qoʻngʻiroq qiling — u yerda 20 dan ortiq tilda tarjimonlar bor.',
      ],
    },
    likes: 8,
  },
  {
    key: 'useful-numbers',
    author: KFEED,
    category: 'news',
    hoursAgo: 21 * DAY + 2,
    language: 'ko',
    title: '꼭 알아 두면 좋은 전화번호',
    text: '급할 때 헤매지 않도록 저장해 두세요.\n· 112 경찰\n· 119 화재·구급\n· 1345 외국인종합안내센터 (비자·체류 상담, 다국어)\n· 1330 관광통역안내 (24시간, 통역 지원)\n119와 112에서도 통역 연결을 요청할 수 있어요.',
    translations: {
      en: [
        'Phone numbers worth saving',
        "Save these so you're not searching when it matters.\n· 112 Police\n· 119 Fire and ambulance\n· 1345 Immigration Contact Center (visa and stay questions, many languages)\n· 1330 Travel helpline (24 hours, with interpreters)\nYou can also ask 119 and 112 to connect an interpreter.",
      ],
      ja: [
        '保存しておきたい電話番号',
        'いざというときに慌てないよう、登録しておきましょう。\n· 112 警察\n· 119 火災・救急\n· 1345 外国人総合案内センター（ビザ・在留の相談、多言語）\n· 1330 観光通訳案内（24時間、通訳対応）\n119や112でも通訳につないでもらえます。',
      ],
      'zh-CN': [
        '值得保存的电话号码',
        '提前存好，急用时不慌张。\n· 112 报警\n· 119 火警·急救\n· 1345 外国人综合咨询中心（签证和滞留咨询，多语种）\n· 1330 旅游咨询热线（24小时，提供翻译）\n拨打119和112时也可以要求接通翻译。',
      ],
      vi: [
        'Số điện thoại nên lưu lại',
        'Hãy lưu sẵn để không phải tìm khi cần gấp.\n· 112 Cảnh sát\n· 119 Cứu hỏa và cấp cứu\n· 1345 Trung tâm Hỗ trợ Người nước ngoài (tư vấn visa, lưu trú, nhiều ngôn ngữ)\n· 1330 Đường dây hỗ trợ du lịch (24 giờ, có phiên dịch)\nKhi gọi 119 và 112, bạn cũng có thể yêu cầu kết nối phiên dịch.',
      ],
      ru: [
        'Телефоны, которые стоит сохранить',
        'Сохраните заранее, чтобы не искать в спешке.\n· 112 — полиция\n· 119 — пожарные и скорая помощь\n· 1345 — справочный центр для иностранцев (визы и пребывание, много языков)\n· 1330 — туристическая справочная (круглосуточно, с переводчиками)\nПо номерам 119 и 112 тоже можно попросить подключить переводчика.',
      ],
      'zh-TW': [
        '值得存起來的電話號碼',
        '先存好，緊急時才不會手忙腳亂。\n· 112 報警\n· 119 火警、救護車\n· 1345 外國人綜合服務中心（簽證、居留諮詢，多語言）\n· 1330 觀光諮詢熱線（24小時，提供口譯）\n撥打119和112時，也可以要求轉接口譯。',
      ],
      th: [
        'เบอร์โทรที่ควรเซฟไว้',
        'เซฟเก็บไว้ จะได้ไม่ต้องมานั่งหาตอนฉุกเฉิน\n· 112 ตำรวจ\n· 119 ดับเพลิงและรถพยาบาล\n· 1345 ศูนย์ข้อมูลสำหรับชาวต่างชาติ (ปรึกษาเรื่องวีซ่าและการพำนัก หลายภาษา)\n· 1330 สายด่วนข้อมูลท่องเที่ยว (24 ชั่วโมง มีล่าม)\nเวลาโทร 119 และ 112 ก็ขอให้ต่อสายล่ามได้เช่นกัน',
      ],
      id: [
        'Nomor telepon yang perlu disimpan',
        'Simpan nomor-nomor ini supaya tidak bingung mencarinya saat darurat.\n· 112 Polisi\n· 119 Pemadam kebakaran dan ambulans\n· 1345 Immigration Contact Center (konsultasi visa dan izin tinggal, berbagai bahasa)\n· 1330 Layanan informasi wisata (24 jam, tersedia penerjemah)\nSaat menelepon 119 dan 112, kamu juga bisa minta disambungkan ke penerjemah.',
      ],
      ms: [
        'Nombor telefon yang patut disimpan',
        'Simpan nombor-nombor ini supaya tidak terkial-kial mencarinya ketika kecemasan.\n· 112 Polis\n· 119 Bomba dan ambulans\n· 1345 Pusat Hubungan Imigresen (pertanyaan visa dan tempoh tinggal, pelbagai bahasa)\n· 1330 Talian bantuan pelancongan (24 jam, dengan jurubahasa)\nAnda juga boleh minta 119 dan 112 menyambungkan jurubahasa.',
      ],
      fil: [
        'Mga numerong dapat i-save',
        'I-save na ang mga ito para hindi ka na maghahanap kapag kailangan na.\n· 112 Pulis\n· 119 Bumbero at ambulansya\n· 1345 Immigration Contact Center (tanong tungkol sa visa at stay, maraming wika)\n· 1330 Travel helpline (24 oras, may interpreter)\nPuwede ka ring humiling ng interpreter kapag tumawag ka sa 119 at 112.',
      ],
      my: [
        'သိမ်းထားသင့်တဲ့ ဖုန်းနံပါတ်များ',
        'အရေးပေါ်အချိန်မှာ မရှာရအောင် ကြိုသိမ်းထားပါ။\n· 112 ရဲ\n· 119 မီးသတ်နဲ့ လူနာတင်ယာဉ်\n· 1345 နိုင်ငံခြားသားများ သတင်းအချက်အလက်စင်တာ (ဗီဇာ၊ နေထိုင်ခွင့်ဆိုင်ရာ မေးမြန်းရန်၊ ဘာသာစကားမျိုးစုံ)\n· 1330 ခရီးသွား သတင်းအချက်အလက် ဖုန်းလိုင်း (24 နာရီ၊ စကားပြန်ရှိ)\n119 နဲ့ 112 ကို ဆက်တဲ့အခါမှာလည်း စကားပြန် ချိတ်ဆက်ပေးဖို့ တောင်းဆိုနိုင်ပါတယ်။',
      ],
      km: [
        'លេខទូរសព្ទដែលគួររក្សាទុក',
        'សូមរក្សាទុកលេខទាំងនេះ កុំឱ្យរវល់រកពេលមានរឿងបន្ទាន់។\n· 112 ប៉ូលិស\n· 119 ពន្លត់អគ្គិភ័យ និងរថយន្តសង្គ្រោះបន្ទាន់\n· 1345 មជ្ឈមណ្ឌលព័ត៌មានសម្រាប់ជនបរទេស (ប្រឹក្សាអំពីទិដ្ឋាការ និងការស្នាក់នៅ ច្រើនភាសា)\n· 1330 ខ្សែទូរសព្ទព័ត៌មានទេសចរណ៍ (24 ម៉ោង មានអ្នកបកប្រែ)\nពេលហៅទៅ 119 និង 112 អ្នកក៏អាចស្នើសុំភ្ជាប់អ្នកបកប្រែបានដែរ។',
      ],
      ne: [
        'सेभ गरेर राख्नुपर्ने फोन नम्बर',
        'आपत् पर्दा खोज्दै नबस्न यी नम्बरहरू पहिल्यै सेभ गर्नुहोस्।\n· 112 प्रहरी\n· 119 दमकल र एम्बुलेन्स\n· 1345 विदेशीहरूका लागि सूचना केन्द्र (भिसा र बसाइसम्बन्धी परामर्श, विभिन्न भाषामा)\n· 1330 पर्यटन सूचना हेल्पलाइन (24 घण्टा, दोभाषेसहित)\n119 र 112 मा फोन गर्दा पनि दोभाषे जोडिदिन अनुरोध गर्न सकिन्छ।',
      ],
      mn: [
        'Хадгалж авах утасны дугаарууд',
        'Яаралтай үед хайж сандрахгүйн тулд урьдчилан хадгалаарай.\n· 112 Цагдаа\n· 119 Гал түймэр, түргэн тусламж\n· 1345 Гадаадын иргэдийн лавлах төв (виз, оршин суух асуудлаар зөвлөгөө, олон хэлээр)\n· 1330 Аялал жуулчлалын лавлах утас (24 цаг, орчуулагчтай)\n119, 112 руу залгахдаа ч орчуулагч холбож өгөхийг хүсч болно.',
      ],
      uz: [
        'Saqlab qoʻyish kerak boʻlgan raqamlar',
        'Zarur paytda qidirib qolmaslik uchun bu raqamlarni saqlab qoʻying.\n· 112 Politsiya\n· 119 Yongʻin xizmati va tez yordam\n· 1345 Chet elliklar uchun maʼlumot markazi (viza va yashash masalalari, koʻp tilda)\n· 1330 Turistik maʼlumot liniyasi (24 soat, tarjimonlar bilan)\n119 va 112 ga qoʻngʻiroq qilganda ham tarjimonni ulab berishni soʻrashingiz mumkin.',
      ],
    },
    likes: 9,
  },
  {
    key: 'jeonse-checklist',
    author: KFEED,
    category: 'housing',
    hoursAgo: 26,
    language: 'ko',
    title: '전세 계약 전 꼭 확인하세요',
    text: '전세 사기를 피하려면 계약 전에 이것만은 확인하세요.\n1. 등기부등본으로 집주인과 근저당(빚)을 확인하기\n2. 집주인 신분증과 등기부의 이름이 같은지 보기\n3. 계약 후 바로 전입신고를 하고 확정일자 받기\n4. 전세보증보험에 가입할 수 있는지 알아보기\n모르는 게 있으면 계약서에 서명하기 전에 꼭 물어보세요.',
    translations: {
      en: [
        'Check before a jeonse contract',
        "To avoid jeonse fraud, check at least these before you sign.\n1. Look up the property register to see the owner and any mortgages (debts)\n2. Make sure the landlord's ID matches the name on the register\n3. Right after signing, register your move-in and get a fixed-date stamp\n4. Find out whether you can take out jeonse deposit insurance\nIf anything is unclear, ask before you sign the contract.",
      ],
      ja: [
        'チョンセ契約の前に必ず確認を',
        'チョンセ詐欺を避けるために、契約前に最低限これだけは確認しましょう。\n1. 登記簿謄本で所有者と抵当権（借金）を確認する\n2. 大家さんの身分証と登記簿の名前が同じか確認する\n3. 契約後すぐに転入届を出し、確定日付をもらう\n4. チョンセ保証保険に加入できるか調べる\nわからないことがあれば、契約書にサインする前に必ず質問してください。',
      ],
      'zh-CN': [
        '签全租合同前务必确认',
        '为了避免全租诈骗，签约前至少要确认这几点：\n1. 查看房产登记簿，确认房东及是否有抵押（债务）\n2. 确认房东身份证上的姓名与登记簿一致\n3. 签约后立即办理迁入申报并取得确定日期\n4. 了解能否加入全租保证保险\n有不清楚的地方，一定要在签字前问清楚。',
      ],
      vi: [
        'Kiểm tra trước khi ký hợp đồng jeonse',
        'Để tránh lừa đảo jeonse, trước khi ký hãy kiểm tra ít nhất những điều sau.\n1. Xem sổ đăng ký bất động sản để biết chủ nhà và các khoản thế chấp (nợ)\n2. Xác nhận tên trên giấy tờ tùy thân của chủ nhà trùng với sổ đăng ký\n3. Ngay sau khi ký, khai báo chuyển đến và lấy dấu xác nhận ngày (hwakjeong ilja)\n4. Tìm hiểu xem có thể mua bảo hiểm bảo lãnh tiền cọc jeonse không\nNếu có gì chưa rõ, hãy hỏi trước khi ký hợp đồng.',
      ],
      ru: [
        'Перед договором чонсе проверьте',
        'Чтобы не стать жертвой мошенничества с чонсе, перед подписанием проверьте хотя бы это.\n1. Выписку из реестра недвижимости: кто собственник и есть ли ипотека (долги)\n2. Совпадает ли имя в удостоверении арендодателя с именем в реестре\n3. Сразу после подписания зарегистрируйте переезд и получите отметку о дате (хвакчон ильджа)\n4. Узнайте, можно ли оформить страховку залога чонсе\nЕсли что-то непонятно, спрашивайте до того, как подпишете договор.',
      ],
      'zh-TW': [
        '簽全租合約前務必確認',
        '為了避免全租（전세）詐騙，簽約前至少要確認這幾點：\n1. 查閱不動產登記簿謄本，確認屋主及是否有抵押（債務）\n2. 確認房東身分證上的姓名和登記簿上的一致\n3. 簽約後立刻辦理遷入申報並取得確定日期\n4. 了解能否加保全租押金保證保險\n有任何不清楚的地方，一定要在合約上簽名前問清楚。',
      ],
      th: [
        'เช็กก่อนทำสัญญาช็อนเซ',
        'เพื่อป้องกันการโกงช็อนเซ ก่อนเซ็นสัญญาอย่างน้อยต้องเช็กเรื่องเหล่านี้\n1. ตรวจสำเนาทะเบียนอสังหาริมทรัพย์ เพื่อดูว่าใครเป็นเจ้าของ และมีการจำนอง (หนี้) หรือไม่\n2. ดูว่าชื่อในบัตรประจำตัวของเจ้าของห้องตรงกับชื่อในทะเบียนหรือไม่\n3. หลังเซ็นสัญญาแล้ว ให้แจ้งย้ายเข้าและขอประทับตรารับรองวันที่ (ฮวักจองอิลจา) ทันที\n4. ตรวจสอบว่าสามารถทำประกันค้ำประกันเงินมัดจำช็อนเซได้หรือไม่\nถ้ามีอะไรไม่เข้าใจ ให้ถามให้ชัดก่อนเซ็นสัญญาทุกครั้ง',
      ],
      id: [
        'Cek dulu sebelum kontrak jeonse',
        'Untuk menghindari penipuan jeonse, periksa setidaknya hal-hal berikut sebelum tanda tangan.\n1. Cek dokumen register properti untuk melihat pemilik dan ada tidaknya hipotek (utang)\n2. Pastikan nama di kartu identitas pemilik sama dengan nama di register\n3. Segera setelah tanda tangan, laporkan kepindahan dan dapatkan cap tanggal pasti (hwakjeong ilja)\n4. Cari tahu apakah kamu bisa ikut asuransi jaminan deposit jeonse\nKalau ada yang kurang jelas, tanyakan sebelum menandatangani kontrak.',
      ],
      ms: [
        'Semak sebelum kontrak jeonse',
        'Untuk mengelak penipuan jeonse, semak sekurang-kurangnya perkara ini sebelum menandatangani kontrak.\n1. Semak daftar hartanah untuk melihat siapa pemiliknya dan sama ada terdapat gadai janji (hutang)\n2. Pastikan nama pada kad pengenalan tuan rumah sama dengan nama dalam daftar\n3. Sejurus selepas menandatangani, daftarkan perpindahan masuk dan dapatkan cop tarikh tetap (hwakjeong ilja)\n4. Ketahui sama ada anda boleh mengambil insurans jaminan deposit jeonse\nJika ada yang kurang jelas, tanya dahulu sebelum menandatangani kontrak.',
      ],
      fil: [
        'Suriin bago pumirma ng jeonse',
        'Para makaiwas sa jeonse scam, suriin man lang ang mga ito bago pumirma.\n1. Tingnan ang property register para malaman kung sino ang may-ari at kung may mortgage (utang)\n2. Siguraduhing pareho ang pangalan sa ID ng landlord at sa register\n3. Pagkapirma na pagkapirma, i-report ang paglipat mo at kumuha ng fixed-date stamp (hwakjeong ilja)\n4. Alamin kung puwede kang kumuha ng jeonse deposit insurance\nKung may hindi malinaw, magtanong bago pumirma sa kontrata.',
      ],
      my: [
        'ဂျွန်းဆဲ စာချုပ်မချုပ်ခင် စစ်ဆေးပါ',
        'ဂျွန်းဆဲ (jeonse) လိမ်လည်မှုကို ရှောင်ဖို့ စာချုပ်မချုပ်ခင် အနည်းဆုံး ဒါတွေကို စစ်ဆေးပါ။\n1. အိမ်ခြံမြေ မှတ်ပုံတင်စာရင်းမှာ ပိုင်ရှင်နဲ့ အပေါင်ထားထားတာ (အကြွေး) ရှိမရှိ စစ်ပါ\n2. အိမ်ရှင်ရဲ့ မှတ်ပုံတင်ကတ်ပေါ်က နာမည်နဲ့ မှတ်ပုံတင်စာရင်းထဲက နာမည် တူမတူ ကြည့်ပါ\n3. စာချုပ်ချုပ်ပြီးတာနဲ့ ချက်ချင်း ပြောင်းရွှေ့နေထိုင်ကြောင်း အကြောင်းကြားပြီး ရက်စွဲအတည်ပြုတံဆိပ် (hwakjeong ilja) ယူပါ\n4. ဂျွန်းဆဲ အပ်ငွေ အာမခံ ထားလို့ရမရ စုံစမ်းပါ\nနားမလည်တာရှိရင် စာချုပ်ကို လက်မှတ်မထိုးခင် မေးမြန်းပါ။',
      ],
      km: [
        'ពិនិត្យមុនចុះកិច្ចសន្យា jeonse',
        'ដើម្បីជៀសវាងការឆបោកលើ jeonse សូមពិនិត្យយ៉ាងហោចណាស់ចំណុចទាំងនេះ មុនពេលចុះហត្ថលេខា។\n1. ពិនិត្យបញ្ជីចុះឈ្មោះអចលនទ្រព្យ ដើម្បីដឹងថានរណាជាម្ចាស់ និងមានការដាក់បញ្ចាំ (បំណុល) ឬអត់\n2. ប្រាកដថាឈ្មោះលើអត្តសញ្ញាណប័ណ្ណរបស់ម្ចាស់ផ្ទះ ដូចគ្នានឹងឈ្មោះក្នុងបញ្ជីចុះឈ្មោះ\n3. ភ្លាមៗក្រោយចុះកិច្ចសន្យា ត្រូវរាយការណ៍ការផ្លាស់មកនៅ ហើយយកត្រាបញ្ជាក់កាលបរិច្ឆេទ (hwakjeong ilja)\n4. ស្វែងយល់ថាតើអ្នកអាចទិញធានារ៉ាប់រងប្រាក់កក់ jeonse បានឬទេ\nបើមានអ្វីមិនច្បាស់ សូមសួរមុនពេលចុះហត្ថលេខាលើកិច្ចសន្យា។',
      ],
      ne: [
        'जोन्से सम्झौताअघि जाँच गर्नुहोस्',
        'जोन्से (jeonse) ठगीबाट जोगिन, सम्झौतामा हस्ताक्षर गर्नुअघि कम्तीमा यी कुरा जाँच गर्नुहोस्।\n1. घरजग्गा दर्ता अभिलेख हेरेर घरधनी को हो र धितो (ऋण) छ कि छैन पत्ता लगाउनुहोस्\n2. घरधनीको परिचयपत्रको नाम र दर्ता अभिलेखको नाम मिल्छ कि मिल्दैन हेर्नुहोस्\n3. सम्झौतापछि तुरुन्तै बसाइँसराइ दर्ता गरी मिति प्रमाणित छाप (hwakjeong ilja) लिनुहोस्\n4. जोन्से धरौटी बिमा गर्न मिल्छ कि मिल्दैन बुझ्नुहोस्\nकेही कुरा नबुझेमा सम्झौतामा हस्ताक्षर गर्नुअघि नै सोध्नुहोस्।',
      ],
      mn: [
        'Жонсэ гэрээ хийхээс өмнө шалга',
        'Жонсэгийн луйварт өртөхгүйн тулд гэрээнд гарын үсэг зурахаас өмнө дор хаяж эдгээрийг шалгаарай.\n1. Үл хөдлөх хөрөнгийн бүртгэлээс өмчлөгч хэн болох, барьцаа (өр) байгаа эсэхийг шалгах\n2. Байрны эзний иргэний үнэмлэх дээрх нэр бүртгэл дээрх нэртэй таарч байгаа эсэхийг харах\n3. Гэрээ хийсний дараа даруй шилжин ирснээ бүртгүүлж, баталгаат огнооны тамга (hwakjeong ilja) авах\n4. Жонсэгийн барьцааны даатгалд хамрагдаж болох эсэхийг лавлах\nОйлгомжгүй зүйл байвал гэрээнд гарын үсэг зурахаасаа өмнө заавал асуугаарай.',
      ],
      uz: [
        'Jeonse shartnomasidan oldin tekshiring',
        'Jeonse firibgarligiga uchramaslik uchun shartnomani imzolashdan oldin kamida quyidagilarni tekshiring.\n1. Koʻchmas mulk reyestridan uy egasi kimligini va ipoteka (qarz) bor-yoʻqligini bilib oling\n2. Uy egasining shaxsiy guvohnomasidagi ism reyestrdagi ism bilan bir xilligiga ishonch hosil qiling\n3. Shartnomani imzolagach darhol koʻchib kelganingizni roʻyxatdan oʻtkazing va sana tasdigʻi muhrini (hwakjeong ilja) oling\n4. Jeonse garov pulini sugʻurtalash mumkinligini aniqlang\nTushunarsiz narsa boʻlsa, shartnomani imzolashdan oldin albatta soʻrang.',
      ],
    },
    pictures: [{ scene: 'room', seed: 41 }],
    likes: 8,
  },
  {
    key: 'sorting-rubbish',
    author: KFEED,
    category: 'daily',
    hoursAgo: 12 * DAY + 6,
    language: 'ko',
    title: '쓰레기 분리배출, 이렇게 해요',
    text: '한국에서는 쓰레기를 나눠서 버려야 해요.\n· 일반 쓰레기: 구청에서 정한 종량제 봉투에\n· 음식물 쓰레기: 전용 봉투나 수거함에\n· 재활용: 플라스틱, 캔, 유리, 종이를 따로\n버리는 요일과 시간은 동네마다 달라요. 건물 관리인이나 주민센터에 물어보세요.',
    translations: {
      en: [
        'How to sort your rubbish',
        'In Korea, rubbish has to be sorted before you throw it out.\n· General waste: in the pay-as-you-throw bags set by your district\n· Food waste: in special bags or bins\n· Recycling: plastic, cans, glass and paper separately\nCollection days and times differ by neighbourhood. Ask your building manager or the community service centre.',
      ],
      ja: [
        'ゴミの分別、こうします',
        '韓国ではゴミを分けて捨てる必要があります。\n· 一般ゴミ：区が指定する従量制ゴミ袋に\n· 生ゴミ：専用の袋か回収ボックスに\n· リサイクル：プラスチック、缶、ガラス、紙を別々に\n捨てる曜日と時間は地域によって違います。建物の管理人か住民センターに聞いてみてください。',
      ],
      'zh-CN': [
        '垃圾分类这样做',
        '在韩国，垃圾需要分类投放。\n· 一般垃圾：装进区政府指定的计量收费垃圾袋\n· 厨余垃圾：放进专用袋或回收箱\n· 可回收物：塑料、易拉罐、玻璃、纸张分开放\n投放的日期和时间各个小区不一样，可以问问楼管或居民中心。',
      ],
      vi: [
        'Phân loại rác như thế này',
        'Ở Hàn Quốc, rác phải được phân loại trước khi vứt.\n· Rác thường: cho vào túi rác tính phí do quận quy định\n· Rác thực phẩm: cho vào túi hoặc thùng chuyên dụng\n· Rác tái chế: nhựa, lon, thủy tinh và giấy để riêng\nNgày giờ đổ rác khác nhau tùy khu vực. Hãy hỏi quản lý tòa nhà hoặc trung tâm hành chính phường.',
      ],
      ru: [
        'Как сортировать мусор',
        'В Корее мусор нужно сортировать.\n· Обычный мусор — в платные пакеты, установленные вашим районом\n· Пищевые отходы — в специальные пакеты или контейнеры\n· Вторсырьё — пластик, банки, стекло и бумагу отдельно\nДни и часы вывоза зависят от района. Спросите у управляющего домом или в местном центре обслуживания жителей.',
      ],
      'zh-TW': [
        '垃圾分類這樣做',
        '在韓國，垃圾要分類後才能丟。\n· 一般垃圾：裝進區廳指定的計量收費垃圾袋\n· 廚餘：放進專用袋或廚餘桶\n· 資源回收：塑膠、鐵鋁罐、玻璃、紙類分開放\n丟垃圾的日子和時間每個社區都不一樣，可以問問大樓管理員或居民中心。',
      ],
      th: [
        'แยกขยะแบบนี้นะ',
        'ที่เกาหลีต้องแยกขยะก่อนทิ้ง\n· ขยะทั่วไป: ใส่ถุงขยะแบบจ่ายตามปริมาณที่เขตกำหนด\n· ขยะเศษอาหาร: ใส่ถุงหรือถังสำหรับเศษอาหารโดยเฉพาะ\n· ขยะรีไซเคิล: แยกพลาสติก กระป๋อง แก้ว และกระดาษออกจากกัน\nวันและเวลาทิ้งขยะแต่ละย่านไม่เหมือนกัน ลองถามผู้ดูแลอาคารหรือศูนย์บริการประชาชนในชุมชนดูนะ',
      ],
      id: [
        'Cara memilah sampah',
        'Di Korea, sampah harus dipilah sebelum dibuang.\n· Sampah umum: masukkan ke kantong sampah berbayar yang ditetapkan kantor distrik (gu)\n· Sampah makanan: ke kantong atau tempat sampah khusus\n· Daur ulang: plastik, kaleng, kaca, dan kertas dipisahkan\nHari dan jam pembuangan berbeda-beda di tiap lingkungan. Tanyakan ke pengelola gedung atau kantor kelurahan (jumin center).',
      ],
      ms: [
        'Cara mengasingkan sampah',
        'Di Korea, sampah perlu diasingkan sebelum dibuang.\n· Sampah am: dalam beg sampah berbayar yang ditetapkan oleh pejabat daerah (gu)\n· Sisa makanan: dalam beg atau tong khas\n· Kitar semula: plastik, tin, kaca dan kertas diasingkan\nHari dan waktu pembuangan berbeza mengikut kawasan. Tanyalah pengurus bangunan atau pusat khidmat penduduk tempatan.',
      ],
      fil: [
        'Paano maghiwalay ng basura',
        'Sa Korea, kailangang ihiwalay ang basura bago itapon.\n· Pangkaraniwang basura: sa bayad na garbage bag na itinakda ng inyong district (gu)\n· Tirang pagkain: sa espesyal na supot o basurahan\n· Recyclable: magkakahiwalay ang plastik, lata, salamin, at papel\nIba-iba ang araw at oras ng pagtatapon depende sa lugar. Magtanong sa building manager o sa community service center.',
      ],
      my: [
        'အမှိုက်ခွဲခြားစွန့်ပစ်နည်း',
        'ကိုရီးယားမှာ အမှိုက်ကို ခွဲခြားပြီးမှ စွန့်ပစ်ရပါတယ်။\n· သာမန်အမှိုက်: ခရိုင် (gu) ရုံးက သတ်မှတ်ထားတဲ့ ပိုက်ဆံပေးဝယ်ရတဲ့ အမှိုက်အိတ်ထဲ\n· အစားအသောက်အမှိုက်: သီးသန့်အိတ် ဒါမှမဟုတ် သီးသန့်ပုံးထဲ\n· ပြန်လည်အသုံးပြုနိုင်တဲ့ပစ္စည်း: ပလတ်စတစ်၊ သံဘူး၊ ဖန်နဲ့ စက္ကူကို သီးခြားစီ\nစွန့်ပစ်ရမယ့်နေ့နဲ့ အချိန်က ရပ်ကွက်အလိုက် မတူပါဘူး။ အဆောက်အအုံ မန်နေဂျာ ဒါမှမဟုတ် ရပ်ကွက်ဝန်ဆောင်မှုစင်တာမှာ မေးကြည့်ပါ။',
      ],
      km: [
        'របៀបបែងចែកសំរាម',
        'នៅប្រទេសកូរ៉េ សំរាមត្រូវបែងចែកមុននឹងបោះចោល។\n· សំរាមទូទៅ៖ ដាក់ក្នុងថង់សំរាមបង់ប្រាក់ ដែលខណ្ឌ (gu) កំណត់\n· សំណល់អាហារ៖ ដាក់ក្នុងថង់ ឬធុងសម្រាប់ដាក់ដោយឡែក\n· វត្ថុកែច្នៃឡើងវិញ៖ ប្លាស្ទិក កំប៉ុង កញ្ចក់ និងក្រដាស ដាក់ដាច់ដោយឡែកពីគ្នា\nថ្ងៃ និងម៉ោងបោះសំរាម ខុសគ្នាទៅតាមសង្កាត់។ សូមសួរអ្នកគ្រប់គ្រងអគារ ឬមជ្ឈមណ្ឌលសេវាប្រជាពលរដ្ឋក្នុងសង្កាត់។',
      ],
      ne: [
        'फोहोर यसरी छुट्याउनुहोस्',
        'कोरियामा फोहोर छुट्याएर मात्र फाल्नुपर्छ।\n· सामान्य फोहोर: तपाईंको गु (जिल्ला) कार्यालयले तोकेको सशुल्क फोहोर झोलामा\n· खानाको फोहोर: छुट्टै झोला वा भाँडोमा\n· पुनः प्रयोग हुने फोहोर: प्लास्टिक, क्यान, सिसा र कागज छुट्टाछुट्टै\nफोहोर फाल्ने दिन र समय ठाउँअनुसार फरक हुन्छ। भवनको व्यवस्थापक वा स्थानीय सेवा केन्द्रमा सोध्नुहोस्।',
      ],
      mn: [
        'Хог хаягдлаа ингэж ангилна',
        'Солонгост хогоо ангилж байж хаях ёстой.\n· Энгийн хог: дүүргээс тогтоосон төлбөртэй хогийн уутанд\n· Хүнсний хаягдал: тусгай уут эсвэл саванд\n· Дахин боловсруулах хог: хуванцар, лааз, шил, цаасыг тус тусад нь\nХог хаях өдөр, цаг нь хороо бүрт өөр байдаг. Байрны менежер эсвэл иргэдэд үйлчлэх төвөөс асуугаарай.',
      ],
      uz: [
        'Chiqindilarni qanday saralash kerak',
        'Koreyada chiqindilarni saralab tashlash kerak.\n· Oddiy chiqindi: tuman belgilagan pullik chiqindi qopiga\n· Oziq-ovqat chiqindisi: maxsus qop yoki idishga\n· Qayta ishlanadigan chiqindi: plastik, metall bankalar, shisha va qogʻozni alohida-alohida\nChiqindi tashlash kunlari va vaqti mahallaga qarab farq qiladi. Bino boshqaruvchisi yoki aholiga xizmat koʻrsatish markazidan soʻrang.',
      ],
    },
    pictures: [{ scene: 'bins', seed: 5 }],
    likes: 6,
  },
  {
    key: 'han-river-night-market',
    author: SEOUL,
    category: 'events',
    hoursAgo: 5 * DAY + 4,
    language: 'en',
    title: 'Night market by the Han River',
    text: "The riverside night market is back at Yeouido Hangang Park every Friday and Saturday evening. Expect food trucks, handmade crafts and live music by the water. Take Line 5 to Yeouinaru Station and follow the crowds — and bring a mat if you'd like a picnic spot.",
    translations: {
      ko: [
        '한강 야시장이 돌아왔어요',
        '매주 금요일과 토요일 저녁, 여의도 한강공원에서 야시장이 다시 열려요. 푸드트럭과 수공예품, 물가에서 즐기는 라이브 음악이 기다리고 있어요. 5호선 여의나루역에서 내려 사람들을 따라가세요. 피크닉을 하고 싶다면 돗자리도 챙기세요.',
      ],
      ja: [
        '漢江のナイトマーケット',
        '毎週金曜と土曜の夜、汝矣島漢江公園でナイトマーケットが再び開かれます。フードトラック、ハンドメイドの雑貨、水辺でのライブ音楽が楽しめます。5号線の汝矣ナル駅で降りて人の流れについて行ってください。ピクニックをするならレジャーシートもお忘れなく。',
      ],
      'zh-CN': [
        '汉江夜市回来了',
        '每周五、周六晚上，汝矣岛汉江公园的夜市重新开放。有美食车、手工艺品，还有水边的现场音乐。乘坐5号线到汝矣渡口站下车，跟着人流走就到了。想野餐的话记得带上垫子。',
      ],
      vi: [
        'Chợ đêm bên sông Hàn',
        'Chợ đêm ven sông đã trở lại ở Công viên sông Hàn Yeouido vào tối thứ Sáu và thứ Bảy hằng tuần. Có xe bán đồ ăn, đồ thủ công và nhạc sống bên bờ nước. Đi tuyến số 5 đến ga Yeouinaru rồi đi theo dòng người — và mang theo tấm trải nếu muốn picnic nhé.',
      ],
      ru: [
        'Ночной рынок у реки Хан',
        'Каждую пятницу и субботу по вечерам в парке Ёыйдо-Ханган снова работает ночной рынок: фудтраки, изделия ручной работы и живая музыка у воды. Доезжайте по 5-й линии до станции Ёыинару и идите за толпой. А если хотите пикник — захватите коврик.',
      ],
      'zh-TW': [
        '漢江邊的夜市回來了',
        '汝矣島漢江公園的河畔夜市回來了，每週五、六晚上開放。有餐車、手作工藝品，還有水岸邊的現場音樂。搭地鐵5號線到汝矣渡口站，跟著人潮走就對了。想野餐的話，記得帶塊野餐墊。',
      ],
      th: [
        'ตลาดกลางคืนริมแม่น้ำฮัน',
        'ตลาดกลางคืนริมแม่น้ำกลับมาแล้วที่สวนสาธารณะฮันกังยออีโด ทุกเย็นวันศุกร์และวันเสาร์ มีทั้งฟู้ดทรัก งานแฮนด์เมด และดนตรีสดริมน้ำ นั่งรถไฟใต้ดินสาย 5 มาลงที่สถานียออีนารู แล้วเดินตามฝูงคนไปได้เลย ถ้าอยากปิกนิกก็อย่าลืมพกเสื่อมาด้วยนะ',
      ],
      id: [
        'Pasar malam di tepi Sungai Han',
        'Pasar malam tepi sungai kembali hadir di Taman Yeouido Hangang setiap Jumat dan Sabtu malam. Ada food truck, kerajinan tangan, dan musik live di tepi air. Naik Line 5 sampai Stasiun Yeouinaru lalu ikuti keramaian — dan bawa tikar kalau mau piknik.',
      ],
      ms: [
        'Pasar malam di tepi Sungai Han',
        'Pasar malam tepi sungai kembali di Taman Yeouido Hangang setiap petang Jumaat dan Sabtu. Ada trak makanan, kraf tangan dan muzik secara langsung di tepi air. Naik Laluan 5 ke Stesen Yeouinaru dan ikut saja orang ramai — bawalah tikar jika mahu berkelah.',
      ],
      fil: [
        'Night market sa tabi ng Han River',
        'Balik na ang riverside night market sa Yeouido Hangang Park tuwing Biyernes at Sabado ng gabi. Asahan ang mga food truck, handmade crafts, at live music sa tabi ng tubig. Sumakay ng Line 5 papuntang Yeouinaru Station at sundan lang ang dami ng tao — at magdala ng banig kung gusto mong mag-picnic.',
      ],
      my: [
        'ဟန်မြစ်ကမ်းက ညဈေး',
        'Yeouido Hangang ပန်းခြံမှာ မြစ်ကမ်းညဈေး ပြန်လည်ဖွင့်ပါပြီ၊ သောကြာနေ့နဲ့ စနေနေ့ ညနေတိုင်းပါ။ အစားအသောက်ကားတွေ၊ လက်မှုပစ္စည်းတွေနဲ့ ရေစပ်မှာ တိုက်ရိုက်ဂီတတွေ ရှိပါတယ်။ မြေအောက်ရထား လိုင်း 5 နဲ့ Yeouinaru ဘူတာမှာဆင်းပြီး လူအုပ်နောက်ကို လိုက်သွားရုံပါပဲ။ ပျော်ပွဲစားချင်ရင် ဖျာလေး ယူလာခဲ့ပါ။',
      ],
      km: [
        'ផ្សាររាត្រីតាមមាត់ទន្លេហាន',
        'ផ្សាររាត្រីតាមមាត់ទន្លេបានត្រឡប់មកវិញហើយ នៅសួនច្បារ Yeouido Hangang រៀងរាល់ល្ងាចថ្ងៃសុក្រ និងថ្ងៃសៅរ៍។ មានឡានលក់ម្ហូប របស់របរធ្វើដោយដៃ និងតន្ត្រីផ្ទាល់នៅមាត់ទឹក។ ជិះរថភ្លើងក្រោមដីខ្សែទី 5 ទៅស្ថានីយ៍ Yeouinaru ហើយដើរតាមហ្វូងមនុស្សទៅបាន — បើចង់អង្គុយលេងពិកនិក កុំភ្លេចយកកន្ទេលមកផង។',
      ],
      ne: [
        'हान नदी किनारको राति बजार',
        'योइदो हाङ्गाङ पार्कमा नदी किनारको राति बजार फेरि सुरु भएको छ, हरेक शुक्रबार र शनिबार बेलुका। फुड ट्रक, हातले बनाएका सामान र पानीको छेउमा प्रत्यक्ष सङ्गीतको आनन्द लिन सकिन्छ। लाइन 5 चढेर योइनारु स्टेसनमा ओर्लिनुहोस् र भीडलाई पछ्याउनुहोस् — पिकनिक गर्न मन छ भने सुकुल लिएर आउनुहोस्।',
      ],
      mn: [
        'Хан голын эргийн шөнийн зах',
        'Ёыйдо Ханган цэцэрлэгт хүрээлэнд голын эргийн шөнийн зах баасан, бямба гараг бүрийн орой дахин ажиллаж эхэллээ. Хоолны машин, гар урлалын бүтээгдэхүүн, усны эрэг дээрх амьд хөгжим таныг хүлээж байна. Метроны 5-р шугамаар Ёыйнару буудал хүртэл ирээд хүмүүсийн урсгалыг дагаарай. Пикник хиймээр байвал дэвсгэр авчраарай.',
      ],
      uz: [
        'Xan daryosi boʻyidagi tungi bozor',
        'Yeouido Hangang bogʻida daryo boʻyidagi tungi bozor yana har juma va shanba kechqurun ochilmoqda. Sizni food-traklar, qoʻlda yasalgan buyumlar va suv boʻyidagi jonli musiqa kutmoqda. Metroning 5-liniyasida Yeouinaru bekatigacha boring va olomonga ergashing. Piknik qilmoqchi boʻlsangiz, toʻshama olib keling.',
      ],
    },
    pictures: [
      { scene: 'city', seed: 31 },
      { scene: 'river', seed: 32 },
    ],
    likes: 7,
  },
  {
    key: 'photo-contest',
    author: KFEED,
    category: 'news',
    hoursAgo: 9 * DAY + 5,
    language: 'ko',
    title: 'KFeed 사진 공모전',
    text: '한국에서의 일상을 담은 사진을 보내 주세요! 풍경, 음식, 친구, 동네 어디든 좋아요. 이 게시판에 사진과 함께 짧은 이야기를 올리면 참여 완료예요. 마음에 드는 작품 몇 개를 골라 KFeed 공식 계정에서 소개할게요.',
    translations: {
      en: [
        'KFeed photo contest',
        "Send us photos of your everyday life in Korea! Landscapes, food, friends, your neighbourhood — anything goes. Just post a photo here with a short story and you're in. We'll pick a few favourites to feature on the official KFeed account.",
      ],
      ja: [
        'KFeedフォトコンテスト',
        '韓国での日常を写した写真を送ってください！風景、食べ物、友だち、近所の様子、何でも大歓迎です。この掲示板に写真と短いエピソードを投稿すれば参加完了。お気に入りの作品をいくつか選んで、KFeed公式アカウントで紹介します。',
      ],
      'zh-CN': [
        'KFeed摄影大赛',
        '快来分享你在韩国的日常照片吧！风景、美食、朋友、你住的街区，什么都可以。在这里发一张照片，再配上一段小故事就算参赛成功。我们会挑选几张喜欢的作品，在KFeed官方账号上展示。',
      ],
      vi: [
        'Cuộc thi ảnh KFeed',
        'Hãy gửi cho chúng tôi những bức ảnh về cuộc sống thường ngày của bạn ở Hàn Quốc! Phong cảnh, món ăn, bạn bè, khu phố — gì cũng được. Chỉ cần đăng ảnh kèm một câu chuyện ngắn ở đây là đã tham gia. Chúng tôi sẽ chọn vài tác phẩm yêu thích để giới thiệu trên tài khoản chính thức của KFeed.',
      ],
      ru: [
        'Фотоконкурс KFeed',
        'Присылайте фотографии своей повседневной жизни в Корее! Пейзажи, еда, друзья, ваш район — подойдёт всё. Просто опубликуйте здесь фото с коротким рассказом — и вы участвуете. Несколько понравившихся работ мы покажем в официальном аккаунте KFeed.',
      ],
      'zh-TW': [
        'KFeed攝影比賽',
        '把你在韓國的日常拍下來分享給我們吧！風景、美食、朋友、你住的社區，什麼都可以。在這個看板貼一張照片，再配上一段小故事，就算參加成功囉。我們會挑選幾件喜歡的作品，在KFeed官方帳號上介紹。',
      ],
      th: [
        'ประกวดภาพถ่าย KFeed',
        'ส่งภาพชีวิตประจำวันของคุณในเกาหลีมาให้เรากันเถอะ! วิว อาหาร เพื่อน หรือย่านที่คุณอยู่ อะไรก็ได้ แค่โพสต์รูปพร้อมเรื่องเล่าสั้นๆ ในบอร์ดนี้ก็ร่วมสนุกได้แล้ว เราจะคัดเลือกผลงานที่ชอบจำนวนหนึ่งไปแนะนำในบัญชีทางการของ KFeed',
      ],
      id: [
        'Lomba foto KFeed',
        'Kirimkan foto keseharianmu di Korea! Pemandangan, makanan, teman, lingkungan tempat tinggalmu — apa saja boleh. Cukup unggah foto beserta cerita singkat di papan ini, dan kamu sudah ikut serta. Kami akan memilih beberapa karya favorit untuk ditampilkan di akun resmi KFeed.',
      ],
      ms: [
        'Peraduan foto KFeed',
        'Hantarkan gambar kehidupan harian anda di Korea! Pemandangan, makanan, kawan-kawan, kawasan kejiranan anda — apa sahaja boleh. Hanya muat naik gambar bersama cerita pendek di papan ini, dan anda sudah menyertai. Kami akan memilih beberapa karya kegemaran untuk dipaparkan di akaun rasmi KFeed.',
      ],
      fil: [
        'KFeed photo contest',
        'Ipadala sa amin ang mga litrato ng araw-araw mong buhay sa Korea! Tanawin, pagkain, mga kaibigan, ang lugar mo — kahit ano. Mag-post lang ng litrato rito kasama ang maikling kuwento, at kasali ka na. Pipili kami ng ilang paborito para i-feature sa official KFeed account.',
      ],
      my: [
        'KFeed ဓာတ်ပုံပြိုင်ပွဲ',
        'ကိုရီးယားမှာ သင့်ရဲ့ နေ့စဉ်ဘဝ ဓာတ်ပုံတွေကို ပို့ပေးပါ! ရှုခင်း၊ အစားအစာ၊ သူငယ်ချင်းတွေ၊ သင်နေတဲ့ ရပ်ကွက် — ဘာမဆို ရပါတယ်။ ဒီဘုတ်မှာ ဓာတ်ပုံနဲ့အတူ ဇာတ်လမ်းတိုလေး တင်လိုက်ရုံနဲ့ ပါဝင်ပြီးသားပါ။ သဘောကျတဲ့ လက်ရာအချို့ကို ရွေးပြီး KFeed တရားဝင်အကောင့်မှာ မိတ်ဆက်ပေးပါမယ်။',
      ],
      km: [
        'ការប្រកួតរូបថត KFeed',
        'ផ្ញើរូបថតជីវិតប្រចាំថ្ងៃរបស់អ្នកនៅប្រទេសកូរ៉េមកយើង! ទេសភាព ម្ហូបអាហារ មិត្តភក្តិ ឬសង្កាត់ដែលអ្នករស់នៅ — អ្វីក៏បាន។ គ្រាន់តែបង្ហោះរូបថតជាមួយរឿងខ្លីមួយនៅលើក្តារនេះ ក៏ចូលរួមរួចរាល់ហើយ។ យើងនឹងជ្រើសរើសស្នាដៃដែលយើងចូលចិត្តមួយចំនួន ដើម្បីណែនាំនៅលើគណនីផ្លូវការរបស់ KFeed។',
      ],
      ne: [
        'KFeed फोटो प्रतियोगिता',
        'कोरियामा बिताइरहेको आफ्नो दैनिक जीवनका फोटोहरू हामीलाई पठाउनुहोस्! दृश्य, खाना, साथीहरू, आफू बस्ने टोल — जे पनि हुन्छ। यो बोर्डमा फोटोसँगै छोटो कथा पोस्ट गर्नुभयो भने सहभागी भइहाल्नुभयो। मन परेका केही फोटो छानेर KFeed को आधिकारिक खातामा प्रस्तुत गर्नेछौँ।',
      ],
      mn: [
        'KFeed гэрэл зургийн уралдаан',
        'Солонгос дахь өдөр тутмын амьдралаа харуулсан гэрэл зургаа бидэнд илгээгээрэй! Байгалийн үзэмж, хоол хүнс, найз нөхөд, таны амьдардаг хороолол — юу ч болно. Энэ самбарт зургаа богинохон түүхийн хамт нийтлэхэд л уралдаанд оролцсонд тооцно. Таалагдсан хэдэн бүтээлийг сонгож KFeed-ийн албан ёсны хаягаар танилцуулна.',
      ],
      uz: [
        'KFeed fototanlovi',
        'Koreyadagi kundalik hayotingiz aks etgan suratlarni bizga yuboring! Manzaralar, taomlar, doʻstlar, mahallangiz — hammasi boʻladi. Shu boʻlimda surat va qisqa hikoyani joylashtirsangiz, tanlovda qatnashgan boʻlasiz. Yoqqan bir nechta ishlarni tanlab, KFeedning rasmiy sahifasida tanishtiramiz.',
      ],
    },
    pictures: [
      { scene: 'mountains', seed: 51 },
      { scene: 'sea', seed: 52 },
      { scene: 'city', seed: 53 },
      { scene: 'cafe', seed: 54 },
      { scene: 'market', seed: 55 },
    ],
    likes: 5,
  },
];

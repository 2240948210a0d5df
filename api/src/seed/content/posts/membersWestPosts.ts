import { DAY, type SeedPost } from '../seedPost.ts';

const JOHN = 'john@kfeed.example';
const SARI = 'sari@kfeed.example';
const MARIA = 'maria@kfeed.example';
const BOLD = 'bold@kfeed.example';

/** Posts by John (en), Sari (id), Maria (fil) and Bold (mn). */
export const MEMBER_POSTS_WEST: SeedPost[] = [
  {
    key: 'teaching-beyond-hagwons',
    author: JOHN,
    category: 'jobs',
    hoursAgo: 24 * DAY + 1,
    language: 'en',
    title: 'Teaching jobs beyond hagwons',
    text: "After three years at a hagwon, I moved to a public school through the EPIK program. Fewer hours, longer holidays and a more stable contract. Applications open twice a year, so start early: you'll need an apostilled degree and a criminal background check. Happy to answer questions!",
    translations: {
      ko: [
        '학원 밖의 영어 강사 일자리',
        '학원에서 3년 일한 뒤 EPIK 프로그램으로 공립학교로 옮겼어요. 근무 시간은 짧고, 방학은 길고, 계약도 더 안정적이에요. 지원은 1년에 두 번 받으니 일찍 준비하세요. 아포스티유를 받은 학위증과 범죄경력증명서가 필요해요. 궁금한 점은 편하게 물어보세요!',
      ],
      ja: [
        '塾以外の英語講師の仕事',
        '塾（ハグォン）で3年働いたあと、EPIKプログラムで公立学校に移りました。勤務時間は短く、休みは長く、契約もより安定しています。募集は年2回なので早めに準備を。アポスティーユ付きの学位証明書と犯罪経歴証明書が必要です。質問があれば気軽にどうぞ！',
      ],
      'zh-CN': [
        '补习班以外的英语教师工作',
        '在补习班工作三年后，我通过EPIK项目转到了公立学校。工作时间更短，假期更长，合同也更稳定。每年招聘两次，所以要早做准备：需要办理海牙认证的学历证明和无犯罪记录证明。有问题欢迎问我！',
      ],
      vi: [
        'Việc dạy tiếng Anh ngoài hagwon',
        'Sau ba năm dạy ở hagwon (trung tâm học thêm), mình chuyển sang trường công qua chương trình EPIK. Giờ làm ít hơn, kỳ nghỉ dài hơn và hợp đồng ổn định hơn. Mỗi năm chỉ tuyển hai đợt nên hãy chuẩn bị sớm: cần bằng cấp đã hợp pháp hóa apostille và lý lịch tư pháp. Có gì thắc mắc cứ hỏi mình nhé!',
      ],
      ru: [
        'Работа учителем не только в хагвонах',
        'Проработав три года в хагвоне (частной школе), я перешёл в государственную школу по программе EPIK. Меньше часов, длиннее каникулы и стабильнее контракт. Набор идёт два раза в год, так что готовьтесь заранее: нужен диплом с апостилем и справка об отсутствии судимости. Охотно отвечу на вопросы!',
      ],
      'zh-TW': [
        '補習班以外的英文教師工作',
        '在補習班教了三年後，我透過EPIK計畫轉到公立學校。工時更短、假期更長，合約也更穩定。每年只開放兩次申請，所以要提早準備：需要辦好海牙認證（Apostille）的學歷證明和良民證。有問題歡迎問我！',
      ],
      th: [
        'งานสอนภาษาอังกฤษนอกฮากวอน',
        'หลังจากสอนที่ฮากวอน (โรงเรียนกวดวิชา) มาสามปี ผมย้ายไปสอนโรงเรียนรัฐผ่านโครงการ EPIK ชั่วโมงทำงานน้อยลง วันหยุดยาวขึ้น แล้วสัญญาก็มั่นคงกว่าด้วย เปิดรับสมัครแค่ปีละสองรอบ เลยควรเตรียมตัวแต่เนิ่น ๆ ต้องใช้ใบปริญญาที่รับรองแบบอะโพสทิล (Apostille) และใบตรวจสอบประวัติอาชญากรรม มีคำถามอะไรถามมาได้เลยครับ!',
      ],
      id: [
        'Jadi guru selain di hagwon',
        'Setelah tiga tahun mengajar di hagwon (lembaga kursus), saya pindah ke sekolah negeri lewat program EPIK. Jam kerjanya lebih sedikit, liburnya lebih panjang, dan kontraknya lebih stabil. Pendaftaran cuma dibuka dua kali setahun, jadi siapkan dari jauh-jauh hari: kamu perlu ijazah yang sudah dilegalisasi apostille dan surat keterangan bebas catatan kriminal. Kalau ada pertanyaan, tanya saja!',
      ],
      ms: [
        'Kerja mengajar selain di hagwon',
        'Selepas tiga tahun mengajar di hagwon (pusat tuisyen), saya berpindah ke sekolah kerajaan melalui program EPIK. Waktu kerja lebih singkat, cuti lebih panjang dan kontrak lebih stabil. Permohonan dibuka dua kali setahun sahaja, jadi bersedialah awal: anda perlukan ijazah yang disahkan apostille dan sijil pengesahan tiada rekod jenayah. Ada soalan, tanya saja!',
      ],
      fil: [
        'Pagtuturo na hindi sa hagwon',
        'Pagkatapos ng tatlong taon sa isang hagwon (private academy), lumipat ako sa public school sa pamamagitan ng EPIK program. Mas kaunti ang oras ng trabaho, mas mahaba ang bakasyon at mas stable ang kontrata. Dalawang beses lang sa isang taon nagbubukas ang application, kaya maghanda nang maaga: kailangan mo ng diploma na may apostille at criminal background check. Masaya akong sumagot sa mga tanong!',
      ],
      my: [
        'ဟက်ဂွန်းအပြင် တခြားသင်ကြားရေးအလုပ်များ',
        'ဟက်ဂွန်း (ကျူရှင်စာသင်ကျောင်း) မှာ သုံးနှစ်လုပ်ပြီးနောက် EPIK အစီအစဉ်ကနေ အစိုးရကျောင်းကို ပြောင်းလာခဲ့တယ်။ အလုပ်ချိန် နည်းတယ်၊ ပိတ်ရက် ပိုရှည်တယ်၊ စာချုပ်ကလည်း ပိုတည်ငြိမ်တယ်။ လျှောက်လွှာကို တစ်နှစ်မှာ နှစ်ကြိမ်ပဲ ခေါ်တာမို့ စောစောပြင်ဆင်ထားပါ။ Apostille အတည်ပြုထားတဲ့ ဘွဲ့လက်မှတ်နဲ့ ရာဇဝတ်မှုကင်းရှင်းကြောင်း ထောက်ခံစာ လိုပါတယ်။ မေးချင်တာရှိရင် မေးလို့ရပါတယ်!',
      ],
      km: [
        'ការងារបង្រៀនក្រៅពីហាក់វន់',
        'បន្ទាប់ពីបង្រៀននៅហាក់វន់ (សាលារៀនគួរឯកជន) អស់បីឆ្នាំ ខ្ញុំបានផ្លាស់ទៅបង្រៀននៅសាលារដ្ឋ តាមរយៈកម្មវិធី EPIK។ ម៉ោងធ្វើការតិចជាង ថ្ងៃឈប់សម្រាកវែងជាង ហើយកិច្ចសន្យាក៏មានស្ថិរភាពជាងដែរ។ ការដាក់ពាក្យបើកតែពីរដងក្នុងមួយឆ្នាំ ដូច្នេះត្រូវត្រៀមឲ្យបានឆាប់៖ អ្នកត្រូវការសញ្ញាបត្រដែលមានការបញ្ជាក់ Apostille និងលិខិតបញ្ជាក់ថាគ្មានទោសព្រហ្មទណ្ឌ។ មានសំណួរអ្វី សួរមកបានណា!',
      ],
      ne: [
        'हागवोनबाहेक पढाउने जागिर',
        'हागवोन (निजी ट्युसन सेन्टर) मा तीन वर्ष काम गरेपछि म EPIK कार्यक्रममार्फत सरकारी विद्यालयमा सरेँ। कामको समय कम, बिदा लामो र सम्झौता पनि बढी स्थिर छ। आवेदन वर्षमा दुई पटक मात्र खुल्छ, त्यसैले चाँडै तयारी सुरु गर्नुहोस्: एपोस्टिल प्रमाणित डिग्री र आपराधिक पृष्ठभूमि जाँचको प्रमाणपत्र चाहिन्छ। केही प्रश्न भए सोध्नुहोला, खुसीसाथ जवाफ दिन्छु!',
      ],
      mn: [
        'Хагвоноос өөр багшийн ажил',
        'Хагвонд (хувийн сургалтын төв) гурван жил ажилласны дараа EPIK хөтөлбөрөөр улсын сургууль руу шилжсэн. Ажлын цаг бага, амралт урт, гэрээ нь ч илүү тогтвортой. Өргөдлийг жилд хоёрхон удаа авдаг тул эртхэн бэлдээрэй: апостиль баталгаатай диплом, ял шийтгэлгүй тухай тодорхойлолт хэрэгтэй. Асуух зүйл байвал асуугаарай!',
      ],
      uz: [
        'Hagvondan tashqari oʻqituvchilik ishi',
        'Hagvonda (xususiy oʻquv markazida) uch yil ishlaganimdan keyin EPIK dasturi orqali davlat maktabiga oʻtdim. Ish soatlari kamroq, taʼtillar uzunroq, shartnoma ham barqarorroq. Arizalar yiliga ikki martagina qabul qilinadi, shuning uchun oldindan tayyorlaning: apostil qoʻyilgan diplom va sudlanmaganlik haqida maʼlumotnoma kerak boʻladi. Savollaringiz boʻlsa, bemalol soʻrang!',
      ],
    },
    likes: 6,
  },
  {
    key: 'apsan-hike',
    author: JOHN,
    category: 'daily',
    hoursAgo: 20 * DAY + 2,
    language: 'en',
    title: 'Hiking Apsan in Daegu',
    text: "Took the cable car halfway up Apsan and hiked the rest. The view over Daegu from the top at sunset is unreal. The trail is steep in places but well marked, about an hour and a half from the park entrance. Bring water — there's nowhere to buy any near the summit.",
    translations: {
      ko: [
        '대구 앞산 등산',
        '앞산 케이블카를 타고 중간까지 올라간 뒤 나머지는 걸어서 올라갔어요. 해 질 무렵 정상에서 내려다본 대구 풍경은 정말 비현실적이었어요. 군데군데 가파르지만 길 안내가 잘 되어 있고, 공원 입구에서 한 시간 반 정도 걸려요. 정상 근처엔 물 살 곳이 없으니 꼭 챙겨 가세요.',
      ],
      ja: [
        '大邱・前山でハイキング',
        '前山（アプサン）のケーブルカーで途中まで上がり、残りは歩いて登りました。夕暮れの山頂から見下ろす大邱の景色は、信じられないほどきれいです。ところどころ急ですが道標はしっかりしていて、公園の入口から1時間半ほど。山頂の近くでは水が買えないので、必ず持って行ってください。',
      ],
      'zh-CN': [
        '大邱前山徒步',
        '坐前山缆车到半山腰，剩下的路走上去。日落时从山顶俯瞰大邱，美得不真实。有些路段比较陡，但路标很清楚，从公园入口出发大约一个半小时。山顶附近买不到水，记得自己带。',
      ],
      vi: [
        'Leo núi Apsan ở Daegu',
        'Mình đi cáp treo lên lưng chừng núi Apsan rồi đi bộ phần còn lại. Ngắm Daegu từ đỉnh núi lúc hoàng hôn đẹp không tưởng. Có đoạn khá dốc nhưng đường được đánh dấu rõ, từ cổng công viên mất khoảng một tiếng rưỡi. Nhớ mang theo nước — gần đỉnh không có chỗ nào bán.',
      ],
      ru: [
        'Поход на Апсан в Тэгу',
        'Поднялся на канатной дороге до середины Апсана, а дальше пешком. Вид на Тэгу с вершины на закате — нереальный. Местами тропа крутая, но хорошо размечена: около полутора часов от входа в парк. Возьмите воду — у вершины её купить негде.',
      ],
      'zh-TW': [
        '大邱前山健行',
        '搭前山纜車到半山腰，剩下的路自己爬上去。夕陽西下時從山頂俯瞰大邱，美到不真實。有些路段很陡，但路標很清楚，從公園入口走大約一個半小時。記得帶水——山頂附近沒地方買。',
      ],
      th: [
        'เดินขึ้นเขาอัปซันที่แทกู',
        'นั่งกระเช้าขึ้นไปครึ่งทางของเขาอัปซัน แล้วเดินต่อจนถึงยอด วิวเมืองแทกูจากยอดเขาตอนพระอาทิตย์ตกสวยจนไม่น่าเชื่อ ทางเดินชันบ้างบางช่วง แต่มีป้ายบอกทางชัดเจน ใช้เวลาราวชั่วโมงครึ่งจากทางเข้าสวน อย่าลืมพกน้ำไปด้วยนะครับ แถวยอดเขาไม่มีที่ขายเลย',
      ],
      id: [
        'Mendaki Apsan di Daegu',
        'Naik kereta gantung sampai setengah jalan ke Apsan, lalu lanjut jalan kaki. Pemandangan Daegu dari puncak saat matahari terbenam luar biasa banget. Jalurnya curam di beberapa bagian tapi penunjuk arahnya jelas, sekitar satu setengah jam dari pintu masuk taman. Bawa air minum — di dekat puncak nggak ada yang jual.',
      ],
      ms: [
        'Mendaki Apsan di Daegu',
        'Saya naik kereta kabel separuh jalan ke Apsan, kemudian mendaki selebihnya. Pemandangan Daegu dari puncak ketika matahari terbenam memang luar biasa. Laluannya curam di sesetengah tempat tetapi papan tandanya jelas, kira-kira sejam setengah dari pintu masuk taman. Bawa air — tiada tempat nak beli berhampiran puncak.',
      ],
      fil: [
        'Pag-hike sa Apsan sa Daegu',
        'Sumakay ako ng cable car hanggang kalahati ng Apsan at nilakad ko na ang natitira. Ang ganda ng view ng Daegu mula sa tuktok paglubog ng araw, parang hindi totoo. Matarik ang trail sa ilang bahagi pero malinaw ang mga marka, mga isa’t kalahating oras mula sa entrance ng park. Magdala kayo ng tubig — walang mabibilhan malapit sa tuktok.',
      ],
      my: [
        'တေဂူက အပ်ဆန်တောင် တက်ခဲ့တယ်',
        'အပ်ဆန်တောင်ကို ကေဘယ်ကားနဲ့ တစ်ဝက်လောက်တက်ပြီး ကျန်တာကို လမ်းလျှောက်တက်ခဲ့တယ်။ နေဝင်ချိန် တောင်ထိပ်ကနေ မြင်ရတဲ့ တေဂူမြို့ရှုခင်းက တကယ့်ကို မယုံနိုင်လောက်အောင် လှတယ်။ တချို့နေရာတွေမှာ မတ်စောက်ပေမယ့် လမ်းညွှန်အမှတ်အသားတွေ ကောင်းကောင်းရှိတယ်၊ ပန်းခြံဝင်ပေါက်ကနေ တစ်နာရီခွဲလောက် ကြာတယ်။ ရေယူသွားပါ — တောင်ထိပ်နားမှာ ဝယ်စရာနေရာ မရှိဘူး။',
      ],
      km: [
        'ឡើងភ្នំអាប់សាន នៅក្រុងដេហ្គូ',
        'ខ្ញុំជិះរទេះខ្សែកាបឡើងពាក់កណ្ដាលភ្នំអាប់សាន ហើយដើរឡើងបន្តរហូតដល់កំពូល។ ទេសភាពក្រុងដេហ្គូពីលើកំពូលភ្នំពេលថ្ងៃលិច ស្អាតមិនគួរឲ្យជឿ។ ផ្លូវខ្លះចោតបន្តិច ប៉ុន្តែមានសញ្ញាប្រាប់ផ្លូវច្បាស់លាស់ ប្រហែលមួយម៉ោងកន្លះពីច្រកចូលសួន។ កុំភ្លេចយកទឹកទៅផង — ជិតកំពូលភ្នំគ្មានកន្លែងលក់ទេ។',
      ],
      ne: [
        'डेगुको आप्सान डाँडामा हाइकिङ',
        'आप्सानमा आधा बाटोसम्म केबलकारमा गएँ, बाँकी हिँडेरै उक्लिएँ। सूर्यास्तको बेला चुचुरोबाट देखिने डेगु सहरको दृश्य अविश्वसनीय छ। कतै-कतै बाटो ठाडो छ तर चिन्हहरू राम्ररी लगाइएका छन्, पार्कको प्रवेशद्वारबाट करिब डेढ घण्टा लाग्छ। पानी बोकेर जानुहोला — चुचुरोनजिक किन्ने ठाउँ कतै छैन।',
      ],
      mn: [
        'Тэгүгийн Апсан ууланд алхав',
        'Апсан уулын дунд хүртэл кабель тэргээр гараад, үлдсэнийг нь алхаж гарсан. Нар жаргах үеэр оргилоос харагдах Тэгү хотын үзэмж үнэхээр гайхалтай. Зам зарим газраа эгц ч тэмдэглэгээ сайтай, цэцэрлэгт хүрээлэнгийн үүднээс нэг цаг хагас орчим явна. Ус авч яваарай — оргилын ойролцоо худалдаж авах газар огт байхгүй.',
      ],
      uz: [
        'Teguda Apsan togʻiga chiqdim',
        'Apsan togʻining yarmigacha kanat yoʻlida chiqdim, qolganini piyoda bosib oʻtdim. Quyosh botayotganda choʻqqidan Tegu manzarasi aql bovar qilmas darajada goʻzal. Soʻqmoq baʼzi joylarda tik, lekin belgilari aniq, park kirish joyidan taxminan bir yarim soatlik yoʻl. Suv olib oling — choʻqqi yaqinida sotib oladigan joy yoʻq.',
      ],
    },
    pictures: [
      { scene: 'mountains', seed: 121 },
      { scene: 'mountains', seed: 122 },
      { scene: 'mountains', seed: 123 },
      { scene: 'city', seed: 124 },
    ],
    likes: 8,
  },
  {
    key: 'bike-for-sale',
    author: JOHN,
    category: 'market',
    hoursAgo: 10 * DAY + 3,
    language: 'en',
    title: 'Selling my bike, ₩80,000',
    text: 'Moving back home next month, so my city bike has to go. Seven gears, tyres replaced three months ago, and it comes with a lock and a front light. 80,000 won. Pick-up near Banwoldang Station in Daegu.',
    translations: {
      ko: [
        '자전거 팝니다 (8만 원)',
        '다음 달에 고국으로 돌아가게 되어 타던 자전거를 팔아요. 7단 기어이고, 타이어는 석 달 전에 새로 갈았어요. 자물쇠와 앞 라이트도 같이 드려요. 가격은 8만 원이고, 대구 반월당역 근처에서 직접 가져가시면 돼요.',
      ],
      ja: [
        '自転車売ります（8万ウォン）',
        '来月帰国するので、乗っていた自転車を手放します。7段変速で、タイヤは3か月前に新品に替えました。鍵と前ライトもお付けします。8万ウォンで、大邱の半月堂駅近くで受け渡しです。',
      ],
      'zh-CN': [
        '出售自行车，8万韩元',
        '下个月回国，所以要把我的城市自行车卖掉。7档变速，轮胎三个月前刚换过，附送车锁和前灯。售价8万韩元，在大邱半月堂站附近自提。',
      ],
      vi: [
        'Bán xe đạp, 80.000 won',
        'Tháng sau mình về nước nên cần bán chiếc xe đạp đang đi. Xe có 7 số, lốp mới thay ba tháng trước, tặng kèm khóa và đèn trước. Giá 80.000 won, nhận xe gần ga Banwoldang ở Daegu.',
      ],
      ru: [
        'Продаю велосипед за 80 000 вон',
        'В следующем месяце уезжаю домой, так что продаю городской велосипед. Семь скоростей, шины поменял три месяца назад, в придачу замок и передняя фара. Цена — 80 000 вон, забрать можно у станции Панвольдан в Тэгу.',
      ],
      'zh-TW': [
        '腳踏車出售，8萬韓元',
        '下個月要回國了，所以我的城市腳踏車得出清。7段變速，輪胎三個月前剛換，附贈車鎖和前燈。售價8萬韓元，在大邱半月堂站附近面交。',
      ],
      th: [
        'ขายจักรยาน 80,000 วอน',
        'เดือนหน้าจะกลับบ้านแล้ว เลยต้องขายจักรยานซิตี้ไบค์คันนี้ เกียร์ 7 สปีด เพิ่งเปลี่ยนยางเมื่อสามเดือนก่อน แถมกุญแจล็อกและไฟหน้าให้ด้วย ราคา 80,000 วอน นัดรับแถวสถานีพันวอลดังในแทกูครับ',
      ],
      id: [
        'Jual sepeda, ₩80.000',
        'Bulan depan saya pulang ke negara asal, jadi sepeda kota saya harus dijual. Tujuh gigi, ban baru diganti tiga bulan lalu, plus gembok dan lampu depan. Harga 80.000 won. Ambil sendiri di dekat Stasiun Banwoldang, Daegu.',
      ],
      ms: [
        'Jual basikal, ₩80,000',
        'Bulan depan saya pulang ke tanah air, jadi basikal bandar saya perlu dijual. Tujuh gear, tayar baru ditukar tiga bulan lalu, dan disertakan sekali kunci serta lampu hadapan. 80,000 won. Ambil sendiri berhampiran Stesen Banwoldang di Daegu.',
      ],
      fil: [
        'Binebenta ang bike ko, ₩80,000',
        'Uuwi na ako sa amin sa susunod na buwan, kaya kailangan ko nang ibenta ang city bike ko. Seven gears, bagong palit ang gulong tatlong buwan na ang nakalipas, at kasama na ang lock at front light. 80,000 won. Pick-up malapit sa Banwoldang Station sa Daegu.',
      ],
      my: [
        'စက်ဘီး ရောင်းမယ် (၈၀,၀၀၀ ဝမ်)',
        'နောက်လ အိမ်ပြန်တော့မှာမို့ စီးနေတဲ့ မြို့တွင်းစီးစက်ဘီးကို ရောင်းရတော့မယ်။ ဂီယာ ၇ ဆင့်၊ တာယာကို လွန်ခဲ့တဲ့ သုံးလက အသစ်လဲထားတယ်၊ သော့နဲ့ ရှေ့မီးပါ တွဲပေးမယ်။ ဈေးနှုန်း ၈၀,၀၀၀ ဝမ်။ တေဂူက Banwoldang ဘူတာနားမှာ လာယူလို့ရပါတယ်။',
      ],
      km: [
        'លក់កង់ ៨០.០០០ វ៉ុន',
        'ខែក្រោយខ្ញុំត្រឡប់ទៅស្រុកវិញហើយ ដូច្នេះត្រូវលក់កង់ជិះក្នុងក្រុងរបស់ខ្ញុំ។ មាន ៧ លេខ សំបកកង់ទើបប្ដូរថ្មីកាលពីបីខែមុន ហើយថែមសោ និងភ្លើងមុខជូនទៀត។ តម្លៃ ៨០.០០០ វ៉ុន។ មកយកនៅជិតស្ថានីយ៍ Banwoldang ក្នុងក្រុងដេហ្គូ។',
      ],
      ne: [
        'साइकल बिक्रीमा, ₩८०,०००',
        'अर्को महिना घर फर्कँदै छु, त्यसैले मेरो सिटी साइकल बेच्नुपर्ने भयो। सात गियर, टायर तीन महिनाअघि मात्र फेरिएको, साथमा ताल्चा र अगाडिको बत्ती पनि दिन्छु। मूल्य ८०,००० वन। डेगुको बानवोलदाङ स्टेसननजिक आएर लैजानुहोस्।',
      ],
      mn: [
        'Унадаг дугуй зарна, 80,000 вон',
        'Ирэх сард эх орондоо буцах болсон тул хотын унадаг дугуйгаа зарж байна. 7 хурдтай, дугуйн резинийг гурван сарын өмнө сольсон, түгжээ, урд гэрэл нь хамт өгнө. Үнэ нь 80 мянган вон. Тэгүгийн Панвольдан буудлын ойролцоо ирж аваарай.',
      ],
      uz: [
        'Velosiped sotaman, ₩80 000',
        'Kelasi oy vatanimga qaytaman, shuning uchun shahar velosipedimni sotyapman. Yetti tezlikli, shinalari uch oy oldin almashtirilgan, qulf va old chiroqni ham qoʻshib beraman. Narxi 80 000 von. Tegudagi Banvoldang bekati yaqinidan olib ketishingiz mumkin.',
      ],
    },
    pictures: [{ scene: 'bicycle', seed: 131 }],
    likes: 1,
  },
  {
    key: 'fair-rent-daegu',
    author: JOHN,
    category: 'housing',
    hoursAgo: 1 * DAY + 6,
    language: 'en',
    title: 'Fair rent for a one-room?',
    text: "My contract ends in two months and I'm looking at one-rooms near Kyungpook National University. Agents are quoting a 5 million won deposit and 450,000 won a month, plus maintenance fees. Is that reasonable for Daegu, or am I being quoted the foreigner price?",
    translations: {
      ko: [
        '원룸 월세, 적당한 가격일까요?',
        '두 달 뒤에 계약이 끝나서 경북대 근처 원룸을 알아보고 있어요. 부동산에서는 보증금 500만 원에 월세 45만 원, 관리비는 별도라고 하네요. 대구에서 이 정도면 적당한 건가요, 아니면 외국인이라 비싸게 부르는 걸까요?',
      ],
      ja: [
        'ワンルームの家賃、相場は？',
        '2か月後に契約が終わるので、慶北大学の近くでワンルームを探しています。不動産屋さんからは保証金500万ウォン、家賃月45万ウォン、管理費は別と言われました。大邱でこれは妥当でしょうか、それとも外国人価格でしょうか？',
      ],
      'zh-CN': [
        '单间月租多少算合理？',
        '我的合同两个月后到期，正在庆北大学附近看单间。中介报价押金500万韩元、月租45万韩元，另付管理费。在大邱这个价格合理吗？还是因为我是外国人所以报高了？',
      ],
      vi: [
        'Giá thuê one-room bao nhiêu là hợp lý?',
        'Hợp đồng của mình hết hạn sau hai tháng nữa nên mình đang xem phòng one-room gần Đại học Quốc gia Kyungpook. Môi giới báo giá cọc 5 triệu won, tiền thuê 450 nghìn mỗi tháng, chưa kể phí quản lý. Ở Daegu như vậy có hợp lý không, hay mình đang bị báo giá cho người nước ngoài?',
      ],
      ru: [
        'Сколько стоит one-room?',
        'Через два месяца у меня заканчивается договор, ищу one-room рядом с Национальным университетом Кёнпук. Агенты называют залог 5 миллионов вон и 450 тысяч в месяц плюс плата за обслуживание. Это нормально для Тэгу или мне называют «цену для иностранца»?',
      ],
      'zh-TW': [
        '套房月租多少才合理？',
        '我的租約兩個月後到期，正在看慶北大學附近的套房（one-room）。仲介開價押金500萬韓元、月租45萬韓元，管理費另計。這在大邱算合理嗎？還是因為我是外國人才開高價？',
      ],
      th: [
        'ค่าเช่าห้องวันรูมเท่าไหร่ถึงเหมาะ?',
        'สัญญาเช่าของผมจะหมดในอีกสองเดือน เลยกำลังดูห้องวันรูมแถวมหาวิทยาลัยแห่งชาติคยองบุก นายหน้าเสนอเงินมัดจำ 5 ล้านวอน ค่าเช่าเดือนละ 450,000 วอน บวกค่าส่วนกลางอีก ราคานี้สมเหตุสมผลสำหรับแทกูไหม หรือว่าโดนบอกราคาสำหรับชาวต่างชาติ?',
      ],
      id: [
        'Sewa one-room yang wajar berapa?',
        'Kontrak saya habis dua bulan lagi dan saya sedang cari one-room di dekat Universitas Nasional Kyungpook. Agen properti menawarkan deposit 5 juta won dan sewa 450.000 won per bulan, belum termasuk biaya pengelolaan. Untuk Daegu, itu wajar nggak sih, atau saya dikasih harga orang asing?',
      ],
      ms: [
        'Sewa one-room yang berpatutan?',
        'Kontrak saya tamat dalam dua bulan lagi dan saya sedang mencari one-room berhampiran Universiti Kebangsaan Kyungpook. Ejen hartanah menyebut deposit 5 juta won dan sewa 450,000 won sebulan, tidak termasuk yuran penyelenggaraan. Adakah itu munasabah untuk Daegu, atau saya diberi harga orang asing?',
      ],
      fil: [
        'Makatwirang upa sa one-room?',
        'Matatapos ang kontrata ko sa loob ng dalawang buwan at naghahanap ako ng one-room malapit sa Kyungpook National University. Ang quote ng mga agent: 5 milyong won na deposit at 450,000 won kada buwan, dagdag pa ang maintenance fee. Makatwiran ba ’yan para sa Daegu, o presyong pang-foreigner na ’yan?',
      ],
      my: [
        'ဝမ်းရုမ်း အခန်းခ ဘယ်လောက်ဆို သင့်တော်လဲ',
        'ကျွန်တော့်စာချုပ်က နောက်နှစ်လဆို ကုန်တော့မှာမို့ Kyungpook အမျိုးသားတက္ကသိုလ်နားက ဝမ်းရုမ်းအခန်းတွေ ရှာနေတယ်။ အကျိုးဆောင်တွေက စပေါ်ငွေ ဝမ် ၅ သန်း၊ လစဉ်အခန်းခ ၄၅၀,၀၀၀ ဝမ်၊ ထိန်းသိမ်းစရိတ်က သီးသန့်လို့ ပြောတယ်။ တေဂူအတွက် ဒါ သင့်တော်ရဲ့လား၊ ဒါမှမဟုတ် နိုင်ငံခြားသားမို့ ဈေးတင်ပြောနေတာလား?',
      ],
      km: [
        'ថ្លៃជួលបន្ទប់ one-room ប៉ុន្មានទើបសមរម្យ?',
        'កិច្ចសន្យារបស់ខ្ញុំនឹងផុតកំណត់ក្នុងរយៈពេលពីរខែទៀត ហើយខ្ញុំកំពុងរកបន្ទប់ one-room នៅជិតសាកលវិទ្យាល័យជាតិ Kyungpook។ ភ្នាក់ងារប្រាប់ថា ប្រាក់កក់ ៥ លានវ៉ុន និងថ្លៃជួល ៤៥០.០០០ វ៉ុនក្នុងមួយខែ មិនទាន់គិតថ្លៃថែទាំអគារ។ តម្លៃនេះសមរម្យសម្រាប់ក្រុងដេហ្គូទេ ឬគេកំពុងប្រាប់តម្លៃសម្រាប់ជនបរទេស?',
      ],
      ne: [
        'वान-रुमको भाडा कति ठीक हो?',
        'मेरो सम्झौता दुई महिनामा सकिँदै छ, त्यसैले क्योङपुक राष्ट्रिय विश्वविद्यालयनजिक वान-रुम खोज्दै छु। एजेन्टहरूले ५० लाख वन धरौटी र मासिक ४ लाख ५० हजार वन भाडा भनिरहेका छन्, मर्मत शुल्क छुट्टै। डेगुका लागि यो ठीक हो कि विदेशी भएकाले बढी भनिरहेका हुन्?',
      ],
      mn: [
        'Ван рүүмийн түрээс хэд байвал зүгээр вэ?',
        'Гэрээ маань хоёр сарын дараа дуусах тул Кёнбүг үндэсний их сургуулийн ойролцоо ван рүүм хайж байна. Зуучлагчид барьцаа 5 сая вон, сарын түрээс 450 мянган вон, дээр нь байрны засвар үйлчилгээний төлбөр гэж байна. Тэгүд энэ боломжийн үнэ үү, эсвэл гадаад хүн гээд үнэ өсгөөд байна уу?',
      ],
      uz: [
        'One-room ijarasi qancha boʻlsa maqbul?',
        'Shartnomam ikki oydan keyin tugaydi, shuning uchun Kyongbuk milliy universiteti yaqinidan one-room qidiryapman. Agentlar 5 million von garov puli va oyiga 450 000 von ijara haqi, ustiga binoga xizmat koʻrsatish toʻlovi deyishyapti. Tegu uchun bu maqbulmi yoki menga chet elliklar uchun narx aytishyaptimi?',
      ],
    },
    likes: 3,
  },
  {
    key: 'halal-ansan',
    author: SARI,
    category: 'food',
    hoursAgo: 22 * DAY + 1,
    language: 'id',
    title: 'Restoran halal di Ansan',
    text: 'Buat teman-teman yang cari makanan halal, di dekat Stasiun Ansan banyak sekali pilihannya: masakan Indonesia, Pakistan, Uzbekistan, sampai bibimbap halal. Favorit saya warung Indonesia di gang belakang pasar, rendangnya mirip buatan ibu. Harganya juga ramah di kantong.',
    translations: {
      ko: [
        '안산의 할랄 식당',
        '할랄 음식을 찾는 분들께: 안산역 근처에는 선택지가 정말 많아요. 인도네시아, 파키스탄, 우즈베키스탄 음식부터 할랄 비빔밥까지 있어요. 제가 제일 좋아하는 곳은 시장 뒷골목의 인도네시아 식당인데, 런당이 엄마가 해 주던 맛이랑 비슷해요. 가격도 부담 없어요.',
      ],
      en: [
        'Halal restaurants in Ansan',
        "For anyone looking for halal food: there are so many options near Ansan Station — Indonesian, Pakistani and Uzbek food, even halal bibimbap. My favourite is an Indonesian place in the alley behind the market; its rendang tastes like my mum's. Prices are easy on the wallet too.",
      ],
      ja: [
        '安山のハラール料理店',
        'ハラールの食事を探している方へ。安山駅の近くには本当にたくさんの選択肢があります。インドネシア料理、パキスタン料理、ウズベキスタン料理、さらにはハラールのビビンバまで。私のお気に入りは市場の裏通りにあるインドネシア料理のお店で、ルンダンが母の味にそっくりです。値段もお手頃です。',
      ],
      'zh-CN': [
        '安山的清真餐厅',
        '给想找清真食物的朋友：安山站附近选择非常多，有印尼菜、巴基斯坦菜、乌兹别克菜，甚至还有清真拌饭。我最喜欢市场后巷里的一家印尼餐馆，仁当牛肉和我妈妈做的味道很像。价格也很实惠。',
      ],
      vi: [
        'Nhà hàng halal ở Ansan',
        'Gửi các bạn đang tìm đồ ăn halal: gần ga Ansan có rất nhiều lựa chọn — món Indonesia, Pakistan, Uzbekistan, thậm chí cả cơm trộn bibimbap halal. Quán mình thích nhất là một quán Indonesia trong con hẻm sau chợ, món rendang giống hệt mẹ mình nấu. Giá cũng rất phải chăng.',
      ],
      ru: [
        'Халяльные рестораны в Ансане',
        'Для тех, кто ищет халяльную еду: у станции Ансан огромный выбор — индонезийская, пакистанская, узбекская кухня и даже халяльный пибимпап. Мой любимый — индонезийский ресторанчик в переулке за рынком: его ренданг совсем как мамин. И цены приятные.',
      ],
      'zh-TW': [
        '安山的清真餐廳',
        '給在找清真食物的朋友：安山站附近選擇超多，有印尼菜、巴基斯坦菜、烏茲別克菜，甚至還有清真拌飯。我最愛的是市場後巷裡的一家印尼小館，仁當牛肉跟我媽媽煮的好像。價格也很親民。',
      ],
      th: [
        'ร้านอาหารฮาลาลในอันซาน',
        'สำหรับเพื่อน ๆ ที่กำลังหาอาหารฮาลาล แถวสถานีอันซานมีให้เลือกเยอะมาก ทั้งอาหารอินโดนีเซีย ปากีสถาน อุซเบกิสถาน ไปจนถึงบิบิมบับฮาลาล ร้านโปรดของฉันคือร้านอาหารอินโดฯ ในซอยหลังตลาด เรนดังรสชาติเหมือนฝีมือแม่เลย ราคาก็เป็นมิตรกับกระเป๋าเงินด้วยค่ะ',
      ],
      ms: [
        'Restoran halal di Ansan',
        'Untuk kawan-kawan yang mencari makanan halal, berhampiran Stesen Ansan ada banyak sangat pilihan: masakan Indonesia, Pakistan, Uzbekistan, malah bibimbap halal pun ada. Kegemaran saya ialah warung Indonesia di lorong belakang pasar, rendangnya sebiji macam masakan mak saya. Harganya pun mesra poket.',
      ],
      fil: [
        'Halal na kainan sa Ansan',
        'Para sa mga naghahanap ng halal na pagkain: napakaraming pagpipilian malapit sa Ansan Station — Indonesian, Pakistani, Uzbek, at may halal na bibimbap pa. Paborito ko ang isang maliit na Indonesian na kainan sa eskinita sa likod ng palengke; lasang luto ng nanay ko ang rendang nila. Mura rin, hindi masakit sa bulsa.',
      ],
      my: [
        'အန်ဆန်က ဟလာလ်စားသောက်ဆိုင်များ',
        'ဟလာလ်အစားအစာ ရှာနေတဲ့ သူငယ်ချင်းတွေအတွက်ပါ — အန်ဆန်ဘူတာနားမှာ ရွေးစရာ အများကြီးပဲ။ အင်ဒိုနီးရှား၊ ပါကစ္စတန်၊ ဥဇဘက် အစားအစာတွေကနေ ဟလာလ်ဘီဘင်ဘပ်အထိ ရှိတယ်။ ကျွန်မ အကြိုက်ဆုံးက ဈေးနောက်ဘက်လမ်းကြားထဲက အင်ဒိုနီးရှားဆိုင်လေးပါ၊ သူတို့ရဲ့ ရန်ဒန်းက အမေချက်တဲ့အရသာနဲ့ တူတယ်။ ဈေးနှုန်းလည်း သက်သာပါတယ်။',
      ],
      km: [
        'ភោជនីយដ្ឋានហាឡាល់នៅអានសាន',
        'សម្រាប់មិត្តៗដែលកំពុងរកម្ហូបហាឡាល់៖ នៅជិតស្ថានីយ៍អានសានមានជម្រើសច្រើនណាស់ ចាប់ពីម្ហូបឥណ្ឌូនេស៊ី ប៉ាគីស្ថាន អ៊ូសបេគីស្ថាន រហូតដល់ប៊ីប៊ីមបាប់ហាឡាល់។ កន្លែងដែលខ្ញុំចូលចិត្តជាងគេ គឺហាងម្ហូបឥណ្ឌូនេស៊ីតូចមួយក្នុងផ្លូវតូចខាងក្រោយផ្សារ រ៉ិនដាំងរបស់គេមានរសជាតិដូចម្ដាយខ្ញុំធ្វើអញ្ចឹង។ តម្លៃក៏សមរម្យដែរ។',
      ],
      ne: [
        'आनसानका हलाल रेस्टुरेन्ट',
        'हलाल खाना खोज्ने साथीहरूका लागि: आनसान स्टेसनवरिपरि धेरै विकल्प छन् — इन्डोनेसियाली, पाकिस्तानी, उज्बेक खाना, हलाल बिबिम्बापसम्म पाइन्छ। मेरो मनपर्ने चाहिँ बजारपछाडिको गल्लीमा रहेको सानो इन्डोनेसियाली भोजनालय हो, त्यहाँको रेन्दाङ ठ्याक्कै आमाले बनाएजस्तो लाग्छ। मूल्य पनि गोजीअनुसारकै छ।',
      ],
      mn: [
        'Ансан дахь халал ресторанууд',
        'Халал хоол хайж байгаа найзууддаа: Ансан буудлын ойролцоо сонголт их бий — Индонез, Пакистан, Узбек хоол, бүр халал бибимбап хүртэл байдаг. Миний хамгийн дуртай газар бол захын ард талын гудамжинд байдаг Индонез хоолны газар, тэдний рэндан яг ээжийн маань хийдэг шиг амттай. Үнэ нь ч халаасанд хүнд биш.',
      ],
      uz: [
        'Ansandagi halol restoranlar',
        'Halol taom qidirayotgan doʻstlarga: Ansan bekati yaqinida tanlov juda koʻp — indonez, pokiston, oʻzbek taomlari, hatto halol bibimbap ham bor. Menga eng yoqqani bozor orqasidagi tor koʻchadagi indonez oshxonasi, ularning rendangi xuddi onam pishirgandek. Narxlari ham hamyonbop.',
      ],
    },
    pictures: [
      { scene: 'bibimbap', seed: 141 },
      { scene: 'noodles', seed: 142 },
    ],
    likes: 7,
  },
  {
    key: 'indonesian-spices',
    author: SARI,
    category: 'questions',
    hoursAgo: 14 * DAY + 8,
    language: 'id',
    title: 'Beli bumbu Indonesia di mana?',
    text: 'Ada yang tahu toko online yang jual bumbu Indonesia dan bisa kirim ke seluruh Korea? Di Ansan gampang, tapi teman saya di Daejeon susah sekali cari kecap manis dan terasi. Terima kasih sebelumnya!',
    translations: {
      ko: [
        '인도네시아 양념은 어디서 사나요?',
        '인도네시아 양념을 팔고 전국 배송도 해 주는 온라인 가게 아시는 분 있나요? 안산에서는 쉽게 구할 수 있는데, 대전에 사는 친구는 케찹 마니스(달콤한 간장)랑 트라시(새우 페이스트)를 구하기가 정말 어렵대요. 미리 감사드려요!',
      ],
      en: [
        'Where to buy Indonesian spices?',
        "Does anyone know an online shop that sells Indonesian spices and ships anywhere in Korea? It's easy in Ansan, but my friend in Daejeon is having a really hard time finding kecap manis and terasi. Thanks in advance!",
      ],
      ja: [
        'インドネシアの調味料はどこで買える？',
        'インドネシアの調味料を売っていて、韓国全国に配送してくれるネットショップを知っている方はいますか？安山なら簡単に手に入るのですが、大田に住む友人はケチャップマニス（甘い醤油）やトラシ（エビの発酵ペースト）がなかなか見つからないそうです。よろしくお願いします！',
      ],
      'zh-CN': [
        '哪里能买到印尼调料？',
        '有人知道卖印尼调料、可以全韩国配送的网店吗？在安山很好买，但我在大田的朋友怎么也找不到甜酱油（kecap manis）和虾酱（terasi）。先谢谢大家了！',
      ],
      vi: [
        'Mua gia vị Indonesia ở đâu?',
        'Có ai biết cửa hàng online nào bán gia vị Indonesia và giao hàng toàn Hàn Quốc không? Ở Ansan thì dễ mua, nhưng bạn mình ở Daejeon tìm mãi không ra kecap manis (xì dầu ngọt) và terasi (mắm tôm khô). Cảm ơn mọi người trước nhé!',
      ],
      ru: [
        'Где купить индонезийские специи?',
        'Кто-нибудь знает интернет-магазин индонезийских специй с доставкой по всей Корее? В Ансане их найти легко, а вот моя подруга в Тэджоне никак не может найти кечап манис (сладкий соевый соус) и терази (креветочную пасту). Заранее спасибо!',
      ],
      'zh-TW': [
        '哪裡買得到印尼香料？',
        '有人知道賣印尼調味料、可以寄送全韓國的網路商店嗎？在安山很好買，但我住大田的朋友一直找不到甜醬油（kecap manis）和蝦醬（terasi）。先謝謝大家！',
      ],
      th: [
        'ซื้อเครื่องปรุงอินโดฯ ได้ที่ไหน?',
        'มีใครรู้จักร้านออนไลน์ที่ขายเครื่องปรุงอินโดนีเซียและส่งได้ทั่วเกาหลีบ้างไหมคะ? ที่อันซานหาซื้อง่าย แต่เพื่อนฉันที่แทจอนหาซีอิ๊วหวาน (kecap manis) กับกะปิ (terasi) ยากมาก ขอบคุณล่วงหน้านะคะ!',
      ],
      ms: [
        'Beli rempah Indonesia di mana?',
        'Ada sesiapa tahu kedai dalam talian yang jual rempah ratus Indonesia dan boleh hantar ke seluruh Korea? Di Ansan senang cari, tapi kawan saya di Daejeon susah betul nak dapatkan kicap manis dan belacan (terasi). Terima kasih awal-awal!',
      ],
      fil: [
        'Saan bibili ng Indonesian spices?',
        'May alam ba kayong online shop na nagbebenta ng Indonesian spices at nagde-deliver kahit saan sa Korea? Madali lang sa Ansan, pero hirap na hirap ang kaibigan ko sa Daejeon na makahanap ng kecap manis (matamis na toyo) at terasi (shrimp paste). Salamat in advance!',
      ],
      my: [
        'အင်ဒိုနီးရှားဟင်းခတ်တွေ ဘယ်မှာဝယ်ရမလဲ',
        'အင်ဒိုနီးရှား ဟင်းခတ်အမွှေးအကြိုင်တွေရောင်းပြီး ကိုရီးယားတစ်နိုင်ငံလုံး ပို့ပေးတဲ့ အွန်လိုင်းဆိုင် သိတဲ့သူ ရှိလား? အန်ဆန်မှာတော့ ဝယ်ရလွယ်ပေမယ့် Daejeon မှာနေတဲ့ ကျွန်မသူငယ်ချင်းက kecap manis (အချိုပဲငံပြာရည်) နဲ့ terasi (ပုစွန်ငါးပိ) ရှာရတာ တော်တော်ခက်နေတယ်။ ကြိုတင်ကျေးဇူးတင်ပါတယ်!',
      ],
      km: [
        'ទិញគ្រឿងទេសឥណ្ឌូនេស៊ីនៅឯណា?',
        'តើមាននរណាស្គាល់ហាងអនឡាញដែលលក់គ្រឿងទេសឥណ្ឌូនេស៊ី ហើយអាចដឹកជញ្ជូនទូទាំងប្រទេសកូរ៉េទេ? នៅអានសានរកទិញងាយ ប៉ុន្តែមិត្តខ្ញុំនៅក្រុងតេជុន រកទឹកស៊ីអ៊ីវផ្អែម (kecap manis) និងកាពិបង្គា (terasi) ពិបាកណាស់។ អរគុណទុកជាមុន!',
      ],
      ne: [
        'इन्डोनेसियाली मसला कहाँ किन्ने?',
        'इन्डोनेसियाली मसला बेच्ने र कोरियाभर पठाइदिने अनलाइन पसल कसैलाई थाहा छ? आनसानमा त सजिलै पाइन्छ, तर देजोनमा बस्ने मेरो साथीलाई केचाप मानिस (गुलियो सोया सस) र तेरासी (झिँगे माछाको पेस्ट) भेट्टाउन निकै गाह्रो भइरहेको छ। अग्रिम धन्यवाद!',
      ],
      mn: [
        'Индонез амтлагч хаанаас авах вэ?',
        'Индонез амтлагч зардаг, Солонгос даяар хүргэлттэй онлайн дэлгүүр мэдэх хүн байна уу? Ансанд амархан олддог ч Тэжонд амьдардаг найз маань кечап манис (чихэрлэг шар буурцгийн сүмс), тераси (сам хорхойн зуурмаг) олох гэж их зовж байна. Урьдчилан баярлалаа!',
      ],
      uz: [
        'Indonez ziravorlarini qayerdan olsa boʻladi?',
        'Indonez ziravorlarini sotadigan va butun Koreya boʻylab yetkazib beradigan internet-doʻkonni biladiganlar bormi? Ansanda topish oson, lekin Tejondagi dugonam kecap manis (shirin soya sousi) va terasi (krevetka pastasi)ni topolmay qiynalyapti. Oldindan rahmat!',
      ],
    },
    likes: 3,
  },
  {
    key: 'halalbihalal',
    author: SARI,
    category: 'events',
    feedType: 'NATION',
    hoursAgo: 9 * DAY + 2,
    language: 'id',
    title: 'Halalbihalal warga Indonesia',
    text: 'Komunitas Indonesia di Ansan mengadakan halalbihalal hari Minggu depan di aula dekat Stasiun Singil Oncheon. Ada makan bersama, tausiyah singkat, dan lomba untuk anak-anak. Gratis, tapi mohon daftar lewat komentar supaya panitia bisa siapkan makanan.',
    translations: {
      ko: [
        '인도네시아 교민 할랄비할랄 모임',
        '안산 인도네시아 커뮤니티가 다음 주 일요일 신길온천역 근처 강당에서 할랄비할랄(명절 뒤 화합 모임)을 열어요. 함께 식사하고, 짧은 설교를 듣고, 아이들을 위한 대회도 있어요. 무료지만 음식을 준비할 수 있게 댓글로 신청해 주세요.',
      ],
      en: [
        'Halalbihalal for Indonesians',
        "The Indonesian community in Ansan is holding a halalbihalal next Sunday in a hall near Singil Oncheon Station. There'll be a shared meal, a short talk and games for the kids. It's free, but please sign up in the comments so the organisers can prepare enough food.",
      ],
      ja: [
        'インドネシア人のハラルビハラル',
        '安山のインドネシア・コミュニティが、来週の日曜日に新吉温泉駅近くのホールでハラルビハラル（断食明けの親睦会）を開きます。みんなで食事をして、短いお話を聞き、子ども向けのゲームもあります。参加無料ですが、食事を準備するためコメントで申し込んでください。',
      ],
      'zh-CN': [
        '印尼同胞开斋节聚会',
        '安山的印尼社区下周日将在新吉温泉站附近的礼堂举办Halalbihalal（开斋节后的联谊聚会），有聚餐、简短的宗教讲话，还有儿童比赛。免费参加，但请在评论区报名，方便组织者准备食物。',
      ],
      vi: [
        'Halalbihalal của người Indonesia',
        'Cộng đồng Indonesia ở Ansan tổ chức buổi halalbihalal (gặp mặt sau lễ Eid) vào Chủ nhật tuần sau tại hội trường gần ga Singil Oncheon. Có ăn uống chung, bài giảng ngắn và trò chơi cho các bé. Miễn phí, nhưng vui lòng đăng ký bằng bình luận để ban tổ chức chuẩn bị đủ đồ ăn.',
      ],
      ru: [
        'Халялбихалял для индонезийцев',
        'Индонезийская община Ансана в следующее воскресенье проводит халялбихалял (встречу после праздника Ид) в зале у станции Синиль-Ончхон. Будет общий обед, короткая проповедь и конкурсы для детей. Вход свободный, но, пожалуйста, запишитесь в комментариях, чтобы организаторы приготовили достаточно еды.',
      ],
      'zh-TW': [
        '印尼同鄉開齋節聯誼',
        '安山的印尼社群下週日將在新吉溫泉站附近的禮堂舉辦Halalbihalal（開齋節後的聯誼聚會），有聚餐、簡短的宗教分享，還有兒童比賽。免費參加，但請在留言區報名，方便籌備人員準備餐點。',
      ],
      th: [
        'งานฮาลาลบิฮาลาลของชาวอินโดฯ',
        'ชุมชนชาวอินโดนีเซียในอันซานจะจัดงานฮาลาลบิฮาลาล (งานพบปะหลังวันอีด) วันอาทิตย์หน้า ที่หอประชุมใกล้สถานีชินกิลอนชอน มีทานอาหารร่วมกัน ฟังบรรยายศาสนาสั้น ๆ และมีการแข่งขันสำหรับเด็ก ๆ ไม่เสียค่าใช้จ่าย แต่รบกวนลงชื่อในคอมเมนต์ด้วยนะคะ ผู้จัดจะได้เตรียมอาหารให้พอ',
      ],
      ms: [
        'Majlis halalbihalal warga Indonesia',
        'Komuniti Indonesia di Ansan akan mengadakan majlis halalbihalal (rumah terbuka selepas Aidilfitri) pada hari Ahad depan di dewan berhampiran Stesen Singil Oncheon. Ada jamuan makan bersama, tazkirah ringkas dan pertandingan untuk kanak-kanak. Percuma, tetapi sila daftar di ruangan komen supaya pihak penganjur boleh sediakan makanan yang cukup.',
      ],
      fil: [
        'Halalbihalal ng mga Indonesian',
        'Magdaraos ang Indonesian community sa Ansan ng halalbihalal (salu-salo pagkatapos ng Eid) sa susunod na Linggo sa isang hall malapit sa Singil Oncheon Station. May sabay-sabay na kainan, maikling pangaral, at mga palaro para sa mga bata. Libre, pero paki-register sa comments para makapaghanda ng sapat na pagkain ang mga organizer.',
      ],
      my: [
        'အင်ဒိုနီးရှားအသိုက်အဝန်း ဟလာလ်ဘီဟလာလ်ပွဲ',
        'အန်ဆန်က အင်ဒိုနီးရှားအသိုက်အဝန်းက လာမယ့် တနင်္ဂနွေနေ့မှာ Singil Oncheon ဘူတာနားက ခန်းမမှာ ဟလာလ်ဘီဟလာလ် (အိဒ်ပွဲတော်ပြီးနောက် တွေ့ဆုံပွဲ) ကျင်းပမှာပါ။ အတူတူ စားသောက်ကြမယ်၊ ဘာသာရေး ဟောပြောချက် အတိုလေးရှိမယ်၊ ကလေးတွေအတွက် ပြိုင်ပွဲတွေလည်း ရှိတယ်။ အခမဲ့ပါ၊ ဒါပေမဲ့ စီစဉ်သူတွေ အစားအသောက် လုံလောက်အောင် ပြင်ဆင်နိုင်ဖို့ ကော်မန့်မှာ နာမည်စာရင်းပေးပါနော်။',
      ],
      km: [
        'កម្មវិធីហាឡាល់ប៊ីហាឡាល់ឥណ្ឌូនេស៊ី',
        'សហគមន៍ឥណ្ឌូនេស៊ីនៅអានសាន នឹងរៀបចំកម្មវិធីហាឡាល់ប៊ីហាឡាល់ (ជួបជុំគ្នាក្រោយបុណ្យអ៊ីដ) នៅថ្ងៃអាទិត្យក្រោយ នៅសាលប្រជុំមួយជិតស្ថានីយ៍ Singil Oncheon។ មានការញ៉ាំអាហាររួមគ្នា ការអប់រំផ្នែកសាសនាខ្លីៗ និងការប្រកួតសម្រាប់ក្មេងៗ។ ចូលរួមដោយឥតគិតថ្លៃ ប៉ុន្តែសូមចុះឈ្មោះតាមរយៈខមមិន ដើម្បីឲ្យអ្នករៀបចំអាចត្រៀមម្ហូបបានគ្រប់គ្រាន់។',
      ],
      ne: [
        'इन्डोनेसियालीहरूको हलालबिहलाल भेला',
        'आनसानको इन्डोनेसियाली समुदायले अर्को आइतबार सिन्गिल ओन्छन स्टेसननजिकैको हलमा हलालबिहलाल (इदपछिको भेटघाट) आयोजना गर्दै छ। सामूहिक भोजन, छोटो धार्मिक प्रवचन र बालबालिकाका लागि प्रतियोगिता हुनेछन्। सहभागिता निःशुल्क छ, तर आयोजकले पुग्ने गरी खाना तयार गर्न सकून् भनेर कमेन्टमा नाम दर्ता गर्नुहोला।',
      ],
      mn: [
        'Индонезчуудын халалбихалал',
        'Ансан дахь Индонезийн нийгэмлэг ирэх ням гарагт Шингил Ончон буудлын ойролцоох танхимд халалбихалал (Ид баярын дараах уулзалт) зохион байгуулна. Хамтдаа хооллож, богино шашны яриа сонсож, хүүхдүүдэд зориулсан тэмцээн болно. Үнэ төлбөргүй, гэхдээ зохион байгуулагчид хоол хүрэлцэхүйц бэлдэхийн тулд сэтгэгдэл хэсэгт бүртгүүлээрэй.',
      ],
      uz: [
        'Indoneziyaliklarning halalbihalal uchrashuvi',
        'Ansandagi Indoneziya jamoasi kelasi yakshanba kuni Singil Oncheon bekati yaqinidagi zalda halalbihalal (hayitdan keyingi doʻstona uchrashuv) oʻtkazadi. Birgalikda ovqatlanamiz, qisqa vaʼz tinglaymiz, bolalar uchun musobaqalar ham boʻladi. Kirish bepul, lekin tashkilotchilar yetarlicha ovqat tayyorlashi uchun izohlarda roʻyxatdan oʻting.',
      ],
    },
    pictures: [{ scene: 'confetti', seed: 151 }],
    likes: 1,
  },
  {
    key: 'korean-from-dramas',
    author: SARI,
    category: 'daily',
    hoursAgo: 2 * DAY + 1,
    language: 'id',
    title: 'Belajar Korea lewat drama',
    text: 'Tips belajar bahasa Korea dari saya: tonton drama dengan subtitle bahasa Korea, bukan bahasa Indonesia. Awalnya berat, tapi lama-lama telinga terbiasa. Catat kalimat yang sering muncul, lalu coba pakai di tempat kerja. Rekan kerja saya sampai kaget!',
    translations: {
      ko: [
        '드라마로 한국어 공부하기',
        '제 한국어 공부 팁이에요. 드라마를 볼 때 인도네시아어 자막 말고 한국어 자막으로 보세요. 처음엔 힘들지만 점점 귀가 익숙해져요. 자주 나오는 문장을 적어 두었다가 직장에서 써 보세요. 동료들이 깜짝 놀랐어요!',
      ],
      en: [
        'Learning Korean from dramas',
        "My tip for learning Korean: watch dramas with Korean subtitles, not Indonesian ones. It's tough at first, but your ears get used to it. Write down the phrases that come up often and try them out at work. My coworkers were amazed!",
      ],
      ja: [
        'ドラマで韓国語を勉強',
        '私の韓国語勉強のコツです。ドラマはインドネシア語字幕ではなく、韓国語字幕で見てください。最初は大変ですが、だんだん耳が慣れてきます。よく出てくるフレーズをメモして、職場で使ってみてください。同僚がびっくりしていました！',
      ],
      'zh-CN': [
        '看韩剧学韩语',
        '分享我学韩语的小窍门：看韩剧时用韩语字幕，而不是印尼语字幕。一开始很吃力，但耳朵会慢慢习惯。把经常出现的句子记下来，在工作中试着用一用。我的同事都惊呆了！',
      ],
      vi: [
        'Học tiếng Hàn qua phim',
        'Mẹo học tiếng Hàn của mình: xem phim với phụ đề tiếng Hàn, đừng xem phụ đề tiếng Indonesia. Lúc đầu hơi khó nhưng dần dần tai sẽ quen. Ghi lại những câu hay gặp rồi thử dùng ở chỗ làm. Đồng nghiệp của mình còn phải ngạc nhiên!',
      ],
      ru: [
        'Учу корейский по дорамам',
        'Мой совет для изучения корейского: смотрите дорамы с корейскими субтитрами, а не с индонезийскими. Сначала тяжело, но постепенно ухо привыкает. Записывайте фразы, которые часто встречаются, и пробуйте говорить их на работе. Коллеги были в шоке!',
      ],
      'zh-TW': [
        '看韓劇學韓文',
        '分享我學韓文的小撇步：看韓劇時開韓文字幕，不要開印尼文字幕。一開始很吃力，但耳朵會慢慢習慣。把常出現的句子記下來，再試著在工作時用用看。我同事都嚇了一跳！',
      ],
      th: [
        'เรียนภาษาเกาหลีจากซีรีส์',
        'เคล็ดลับเรียนภาษาเกาหลีของฉัน: ดูซีรีส์ด้วยซับภาษาเกาหลี ไม่ใช่ซับภาษาอินโดนีเซีย ตอนแรกจะหนักหน่อย แต่นาน ๆ ไปหูจะเริ่มชิน จดประโยคที่เจอบ่อย ๆ ไว้ แล้วลองเอาไปใช้ที่ทำงาน เพื่อนร่วมงานฉันถึงกับตกใจเลยค่ะ!',
      ],
      ms: [
        'Belajar bahasa Korea melalui drama',
        'Tip belajar bahasa Korea daripada saya: tonton drama dengan sari kata bahasa Korea, bukan bahasa Indonesia. Mula-mula memang berat, tapi lama-kelamaan telinga akan biasa. Catat ayat yang kerap keluar, kemudian cuba guna di tempat kerja. Rakan sekerja saya sampai terkejut!',
      ],
      fil: [
        'Pag-aaral ng Korean sa K-drama',
        'Tip ko sa pag-aaral ng Korean: manood ng K-drama na may Korean subtitles, hindi Indonesian. Mahirap sa simula, pero unti-unting masasanay ang tainga mo. Isulat ang mga pangungusap na madalas lumabas, tapos subukang gamitin sa trabaho. Nagulat talaga ang mga katrabaho ko!',
      ],
      my: [
        'ကိုရီးယားဇာတ်လမ်းတွဲကနေ ကိုရီးယားစာလေ့လာမယ်',
        'ကျွန်မရဲ့ ကိုရီးယားစာ လေ့လာနည်းလေးပါ — ဇာတ်လမ်းတွဲကြည့်ရင် အင်ဒိုနီးရှားစာတန်းထိုးနဲ့ မဟုတ်ဘဲ ကိုရီးယားစာတန်းထိုးနဲ့ ကြည့်ပါ။ အစပိုင်းမှာ ခက်ပေမယ့် တဖြည်းဖြည်း နားယဉ်လာမယ်။ မကြာခဏ ကြားရတဲ့ စကားစုတွေကို မှတ်ထားပြီး အလုပ်မှာ သုံးကြည့်ပါ။ ကျွန်မ လုပ်ဖော်ကိုင်ဖက်တွေတောင် အံ့သြသွားကြတယ်!',
      ],
      km: [
        'រៀនភាសាកូរ៉េតាមរយៈរឿងភាគ',
        'គន្លឹះរៀនភាសាកូរ៉េរបស់ខ្ញុំ៖ មើលរឿងភាគដោយប្រើអក្សររត់ជាភាសាកូរ៉េ មិនមែនភាសាឥណ្ឌូនេស៊ីទេ។ ដំបូងពិបាកបន្តិច ប៉ុន្តែយូរៗទៅត្រចៀកនឹងស៊ាំ។ កត់ត្រាឃ្លាដែលចេញញឹកញាប់ ហើយសាកល្បងប្រើនៅកន្លែងធ្វើការ។ មិត្តរួមការងាររបស់ខ្ញុំភ្ញាក់ផ្អើលទាំងអស់គ្នា!',
      ],
      ne: [
        'कोरियन ड्रामाबाट कोरियाली सिक्ने',
        'कोरियाली भाषा सिक्ने मेरो टिप: ड्रामा हेर्दा इन्डोनेसियाली होइन, कोरियाली सबटाइटलसहित हेर्नुहोस्। सुरुमा गाह्रो हुन्छ, तर बिस्तारै कान बानी पर्छ। बारम्बार आउने वाक्यहरू टिपेर राख्नुहोस्, अनि कामथलोमा प्रयोग गरेर हेर्नुहोस्। मेरा सहकर्मीहरू त छक्कै परे!',
      ],
      mn: [
        'Драмаар солонгос хэл сурах нь',
        'Солонгос хэл сурах миний зөвлөгөө: драмаа Индонез биш, солонгос хадмалтай үзээрэй. Эхэндээ хэцүү ч аажмаар чих дасна. Байнга гардаг өгүүлбэрүүдийг тэмдэглэж аваад ажил дээрээ хэрэглээд үзээрэй. Хамт ажиллагсад маань бүр гайхсан!',
      ],
      uz: [
        'Koreys tilini seriallardan oʻrganish',
        'Koreys tilini oʻrganish boʻyicha maslahatim: seriallarni indonezcha emas, koreyscha subtitr bilan koʻring. Boshida qiyin, lekin asta-sekin quloq oʻrganib qoladi. Koʻp uchraydigan iboralarni yozib boring, keyin ishda ishlatib koʻring. Hamkasblarim hayron qolishdi!',
      ],
    },
    likes: 8,
  },
  {
    key: 'first-year-in-korea',
    author: MARIA,
    category: 'daily',
    hoursAgo: 19 * DAY + 6,
    language: 'fil',
    title: 'Unang taon ko sa Korea',
    text: 'Isang taon na pala ako dito sa Korea! Noong una, hirap ako sa lamig at sa wika, pero ngayon kaya ko nang mag-order sa restaurant at magtanong ng direksyon sa Korean. Salamat sa mga kababayan at bagong kaibigan na tumulong sa akin. Laban lang!',
    translations: {
      ko: [
        '한국에서 보낸 첫 1년',
        '벌써 한국에 온 지 1년이 됐어요! 처음에는 추위와 언어 때문에 힘들었는데, 지금은 식당에서 주문도 하고 한국어로 길도 물어볼 수 있어요. 도와준 필리핀 친구들과 새 친구들에게 고마워요. 계속 힘내 볼게요!',
      ],
      en: [
        'My first year in Korea',
        "I've been in Korea for a whole year already! At first the cold and the language were hard, but now I can order at restaurants and ask for directions in Korean. Thank you to my fellow Filipinos and new friends who helped me. Keep going!",
      ],
      ja: [
        '韓国での最初の1年',
        '韓国に来てもう1年になりました！最初は寒さと言葉に苦労したけど、今ではレストランで注文したり、韓国語で道を聞いたりできます。助けてくれたフィリピンの仲間や新しい友だちに感謝しています。これからもがんばります！',
      ],
      'zh-CN': [
        '在韩国的第一年',
        '来韩国已经整整一年了！刚开始被寒冷和语言难倒，现在已经能在餐厅点菜、用韩语问路了。谢谢帮助过我的菲律宾同胞和新朋友们。继续加油！',
      ],
      vi: [
        'Năm đầu tiên ở Hàn Quốc',
        'Vậy là mình đã ở Hàn Quốc tròn một năm! Lúc đầu mình rất vất vả vì cái lạnh và ngôn ngữ, nhưng giờ đã có thể gọi món ở nhà hàng và hỏi đường bằng tiếng Hàn. Cảm ơn những người đồng hương và bạn mới đã giúp đỡ mình. Cố lên nào!',
      ],
      ru: [
        'Мой первый год в Корее',
        'Я в Корее уже целый год! Сначала было тяжело из-за холода и языка, а теперь могу сделать заказ в ресторане и спросить дорогу по-корейски. Спасибо землякам-филиппинцам и новым друзьям, которые мне помогали. Вперёд!',
      ],
      'zh-TW': [
        '我在韓國的第一年',
        '不知不覺來韓國已經一年了！剛開始被寒冷的天氣和語言搞得很辛苦，現在已經可以在餐廳點餐、用韓文問路了。謝謝幫助過我的菲律賓同鄉和新朋友們。繼續加油！',
      ],
      th: [
        'ปีแรกของฉันในเกาหลี',
        'ไม่น่าเชื่อว่าอยู่เกาหลีมาครบหนึ่งปีแล้ว! ตอนแรกลำบากทั้งเรื่องอากาศหนาวและภาษา แต่ตอนนี้สั่งอาหารในร้านและถามทางเป็นภาษาเกาหลีได้แล้ว ขอบคุณเพื่อนร่วมชาติและเพื่อนใหม่ทุกคนที่คอยช่วยเหลือนะคะ สู้ต่อไป!',
      ],
      id: [
        'Tahun pertamaku di Korea',
        'Nggak terasa sudah setahun aku di Korea! Awalnya berat karena dingin dan bahasanya, tapi sekarang aku sudah bisa pesan makanan di restoran dan tanya arah dalam bahasa Korea. Terima kasih untuk teman-teman sebangsa dan teman baru yang sudah membantu. Semangat terus!',
      ],
      ms: [
        'Tahun pertama saya di Korea',
        'Tak sangka dah setahun saya di Korea! Mula-mula susah nak biasakan diri dengan cuaca sejuk dan bahasanya, tapi sekarang saya dah boleh pesan makanan di restoran dan tanya arah dalam bahasa Korea. Terima kasih kepada rakan senegara dan kawan-kawan baharu yang banyak membantu. Teruskan berjuang!',
      ],
      my: [
        'ကိုရီးယားမှာ ပထမဆုံးနှစ်',
        'ကိုရီးယားရောက်တာ တစ်နှစ်တောင် ပြည့်သွားပြီ! အစပိုင်းမှာ အအေးဒဏ်နဲ့ ဘာသာစကားကြောင့် တော်တော်ခက်ခဲခဲ့တယ်၊ အခုတော့ စားသောက်ဆိုင်မှာ ကိုယ်တိုင်မှာစားနိုင်ပြီး ကိုရီးယားလိုလည်း လမ်းမေးတတ်ပြီ။ ကူညီပေးခဲ့တဲ့ ဖိလစ်ပိုင်အချင်းချင်းနဲ့ သူငယ်ချင်းအသစ်တွေကို ကျေးဇူးတင်ပါတယ်။ ဆက်ကြိုးစားမယ်!',
      ],
      km: [
        'ឆ្នាំដំបូងរបស់ខ្ញុំនៅកូរ៉េ',
        'មិនគួរឲ្យជឿ ខ្ញុំនៅកូរ៉េបានមួយឆ្នាំហើយ! ដំបូងខ្ញុំពិបាកនឹងអាកាសធាតុត្រជាក់ និងភាសា ប៉ុន្តែឥឡូវខ្ញុំអាចកុម្ម៉ង់ម្ហូបនៅភោជនីយដ្ឋាន និងសួរផ្លូវជាភាសាកូរ៉េបានហើយ។ អរគុណជនរួមជាតិ និងមិត្តភក្តិថ្មីៗដែលបានជួយខ្ញុំ។ តស៊ូបន្តទៀត!',
      ],
      ne: [
        'कोरियामा मेरो पहिलो वर्ष',
        'कोरिया आएको एक वर्ष पुगिसकेछ! सुरुमा जाडो र भाषाले निकै सतायो, तर अहिले रेस्टुरेन्टमा खाना अर्डर गर्न र कोरियालीमै बाटो सोध्न सक्छु। मलाई सहयोग गर्ने आफ्नै देशका साथीहरू र नयाँ साथीहरूलाई धन्यवाद। हिम्मत नहारौँ!',
      ],
      mn: [
        'Солонгос дахь анхны жил минь',
        'Солонгост ирээд бүтэн жил болчихож! Эхэндээ хүйтэн, хэлний бэрхшээлээс болж их хэцүү байсан ч одоо ресторанд хоол захиалж, солонгосоор зам асууж чаддаг болсон. Надад тусалсан нутаг нэгтнүүд болон шинэ найзууддаа баярлалаа. Цаашаа тэмцье!',
      ],
      uz: [
        'Koreyadagi birinchi yilim',
        'Koreyaga kelganimga bir yil ham boʻlibdi! Boshida sovuq va til tufayli qiynaldim, lekin hozir restoranda ovqat buyurtma qila olaman, koreyscha yoʻl ham soʻray olaman. Menga yordam bergan vatandoshlarim va yangi doʻstlarimga rahmat. Oldinga!',
      ],
    },
    pictures: [{ scene: 'river', seed: 161 }],
    likes: 9,
  },
  {
    key: 'clinic-with-english',
    author: MARIA,
    category: 'questions',
    hoursAgo: 12 * DAY + 1,
    language: 'fil',
    title: 'Klinikang may English?',
    text: 'May alam ba kayong klinika o ospital sa Pyeongtaek na may doktor na nagsasalita ng English? Ilang araw nang medyo masakit ang tainga ko, at gusto kong maipaliwanag nang maayos ang nararamdaman ko. Salamat!',
    translations: {
      ko: [
        '영어 되는 병원 있을까요?',
        '평택에서 영어를 하는 의사가 있는 병원이나 의원 아시는 분 계세요? 며칠째 귀가 좀 아픈데, 증상을 제대로 설명하고 싶어서요. 감사합니다!',
      ],
      en: [
        'A clinic with English?',
        'Does anyone know a clinic or hospital in Pyeongtaek with a doctor who speaks English? My ear has been hurting a little for a few days, and I want to be able to explain how I feel properly. Thank you!',
      ],
      ja: [
        '英語が通じる病院は？',
        '平沢で英語を話す医師がいるクリニックや病院をご存じの方はいませんか？数日前から耳が少し痛くて、症状をきちんと説明したいんです。よろしくお願いします！',
      ],
      'zh-CN': [
        '有能说英语的诊所吗？',
        '有人知道平泽有能说英语的医生的诊所或医院吗？我耳朵疼了好几天了，想把症状好好说清楚。谢谢！',
      ],
      vi: [
        'Phòng khám có bác sĩ nói tiếng Anh?',
        'Có ai biết phòng khám hay bệnh viện nào ở Pyeongtaek có bác sĩ nói được tiếng Anh không? Tai mình bị đau mấy ngày nay rồi, mình muốn giải thích triệu chứng cho rõ ràng. Cảm ơn mọi người!',
      ],
      ru: [
        'Клиника с английским?',
        'Кто-нибудь знает в Пхёнтхэке клинику или больницу, где врач говорит по-английски? У меня уже несколько дней побаливает ухо, и хочется нормально объяснить, что я чувствую. Спасибо!',
      ],
      'zh-TW': [
        '有會說英文的診所嗎？',
        '有人知道平澤有會說英文的醫生的診所或醫院嗎？我耳朵已經隱隱作痛好幾天了，想把自己的狀況好好說清楚。謝謝！',
      ],
      th: [
        'คลินิกที่พูดภาษาอังกฤษได้?',
        'มีใครรู้จักคลินิกหรือโรงพยาบาลในพย็องแท็กที่มีหมอพูดภาษาอังกฤษได้บ้างไหมคะ? หูฉันเจ็บนิด ๆ มาหลายวันแล้ว อยากอธิบายอาการให้หมอเข้าใจชัด ๆ ขอบคุณค่ะ!',
      ],
      id: [
        'Klinik yang bisa bahasa Inggris?',
        'Ada yang tahu klinik atau rumah sakit di Pyeongtaek yang dokternya bisa bahasa Inggris? Sudah beberapa hari telinga saya agak sakit, dan saya ingin bisa menjelaskan keluhan saya dengan jelas. Terima kasih!',
      ],
      ms: [
        'Klinik yang boleh berbahasa Inggeris?',
        'Ada sesiapa tahu klinik atau hospital di Pyeongtaek yang ada doktor boleh cakap bahasa Inggeris? Dah beberapa hari telinga saya rasa sakit sikit, dan saya nak terangkan apa yang saya rasa dengan betul. Terima kasih!',
      ],
      my: [
        'အင်္ဂလိပ်လိုပြောလို့ရတဲ့ ဆေးခန်းရှိလား',
        'Pyeongtaek မှာ အင်္ဂလိပ်လို ပြောတတ်တဲ့ ဆရာဝန်ရှိတဲ့ ဆေးခန်း ဒါမှမဟုတ် ဆေးရုံ သိတဲ့သူ ရှိလား? နားက ရက်အတော်ကြာ နည်းနည်းနာနေလို့ ကိုယ်ခံစားရတာကို သေသေချာချာ ရှင်းပြချင်လို့ပါ။ ကျေးဇူးပါ!',
      ],
      km: [
        'មានគ្លីនិកនិយាយភាសាអង់គ្លេសទេ?',
        'តើមាននរណាស្គាល់គ្លីនិក ឬមន្ទីរពេទ្យនៅ Pyeongtaek ដែលមានវេជ្ជបណ្ឌិតនិយាយភាសាអង់គ្លេសទេ? ត្រចៀកខ្ញុំឈឺបន្តិចៗជាច្រើនថ្ងៃហើយ ខ្ញុំចង់ពន្យល់ពីអាការៈរបស់ខ្ញុំឲ្យបានច្បាស់។ អរគុណ!',
      ],
      ne: [
        'अङ्ग्रेजी बोल्ने क्लिनिक छ?',
        'प्योङथेकमा अङ्ग्रेजी बोल्ने डाक्टर भएको क्लिनिक वा अस्पताल कसैलाई थाहा छ? केही दिनदेखि मेरो कान अलि-अलि दुखिरहेको छ, आफूलाई के भइरहेको छ भनेर राम्ररी बुझाउन चाहन्छु। धन्यवाद!',
      ],
      mn: [
        'Англиар ярьдаг эмнэлэг байна уу?',
        'Пёнтэгт англиар ярьдаг эмчтэй клиник эсвэл эмнэлэг мэдэх хүн байна уу? Хэд хоног чих минь бага зэрэг өвдөөд байгаа, биеийн байдлаа сайн тайлбарлаж хэлмээр байна. Баярлалаа!',
      ],
      uz: [
        'Inglizcha gapiradigan klinika bormi?',
        'Pyeongtaekda inglizcha gapiradigan shifokori bor klinika yoki kasalxonani biladiganlar bormi? Bir necha kundan beri qulogʻim biroz ogʻriyapti, nima his qilayotganimni yaxshilab tushuntirib bermoqchiman. Rahmat!',
      ],
    },
    likes: 2,
  },
  {
    key: 'hyehwa-market',
    author: MARIA,
    category: 'events',
    hoursAgo: 8 * DAY + 1,
    language: 'fil',
    title: 'Filipino market sa Hyehwa',
    text: 'Tuwing Linggo, may Filipino market malapit sa Hyehwa Catholic Church pagkatapos ng misa. May pancit, lumpia, turon, at mga paninda galing Pinas. Parang nasa bahay lang! Punta kayo bago mag-alas-dos, mabilis maubos ang turon.',
    translations: {
      ko: [
        '혜화동 필리핀 마켓',
        '매주 일요일 미사가 끝나면 혜화동성당 근처에 필리핀 장터가 열려요. 판싯(볶음국수), 룸피아, 투론과 필리핀에서 온 물건들이 있어요. 꼭 고향에 온 것 같아요! 투론은 금방 떨어지니까 2시 전에 가세요.',
      ],
      en: [
        'Filipino market in Hyehwa',
        "Every Sunday after Mass there's a Filipino market near Hyehwa Catholic Church. There's pancit, lumpia, turon and goods from the Philippines. It feels just like home! Go before 2 pm — the turon sells out fast.",
      ],
      ja: [
        '恵化洞のフィリピンマーケット',
        '毎週日曜日のミサのあと、恵化洞聖堂の近くでフィリピンマーケットが開かれます。パンシット（焼きそば）、ルンピア、トゥロンやフィリピンからの品物が並びます。まるで故郷にいるみたい！トゥロンはすぐ売り切れるので、2時前に行ってくださいね。',
      ],
      'zh-CN': [
        '惠化洞菲律宾市集',
        '每周日弥撒结束后，惠化洞天主教堂附近会有菲律宾市集，有炒米粉（pancit）、春卷（lumpia）、香蕉春卷（turon），还有来自菲律宾的商品，感觉就像回到了家！香蕉春卷卖得很快，最好两点前去。',
      ],
      vi: [
        'Chợ Philippines ở Hyehwa',
        'Chủ nhật nào sau thánh lễ cũng có chợ Philippines gần Nhà thờ Công giáo Hyehwa. Có pancit (mì xào), lumpia (chả giò), turon (chuối chiên cuộn) và hàng hóa từ Philippines. Cứ như đang ở nhà vậy! Nên đến trước 2 giờ chiều vì turon bán hết rất nhanh.',
      ],
      ru: [
        'Филиппинский рынок в Хехва',
        'Каждое воскресенье после мессы у католической церкви Хехва работает филиппинский рынок: пансит (жареная лапша), лумпия, турон и товары с Филиппин. Чувствуешь себя как дома! Приходите до двух часов — турон быстро заканчивается.',
      ],
      'zh-TW': [
        '惠化洞的菲律賓市集',
        '每個星期天彌撒結束後，惠化洞天主堂附近都有菲律賓市集，有炒米粉（pancit）、春捲（lumpia）、香蕉春捲（turon），還有從菲律賓來的商品。感覺就像回到家一樣！建議兩點前去，香蕉春捲很快就賣光了。',
      ],
      th: [
        'ตลาดฟิลิปปินส์ที่ฮเยฮวา',
        'ทุกวันอาทิตย์หลังมิสซา จะมีตลาดฟิลิปปินส์ใกล้โบสถ์คาทอลิกฮเยฮวา มีปันสิต (ผัดหมี่) ลุมเปีย (ปอเปี๊ยะ) ตูรอน (กล้วยทอดห่อแป้ง) และสินค้าจากฟิลิปปินส์ ให้ความรู้สึกเหมือนอยู่บ้านเลย! ไปก่อนบ่ายสองนะคะ ตูรอนหมดเร็วมาก',
      ],
      id: [
        'Pasar Filipina di Hyehwa',
        'Setiap hari Minggu setelah misa, ada pasar Filipina di dekat Gereja Katolik Hyehwa. Ada pancit (mi goreng), lumpia, turon (pisang goreng gulung) dan barang-barang dari Filipina. Rasanya seperti di rumah sendiri! Datang sebelum jam dua, ya, turonnya cepat habis.',
      ],
      ms: [
        'Pasar Filipina di Hyehwa',
        'Setiap hari Ahad selepas misa, ada pasar Filipina berhampiran Gereja Katolik Hyehwa. Ada pancit (mi goreng), lumpia, turon (pisang goreng bergulung) dan barangan dari Filipina. Rasa macam di kampung sendiri! Datanglah sebelum pukul dua, turon cepat habis.',
      ],
      my: [
        'ဟယ်ဟွာက ဖိလစ်ပိုင်ဈေး',
        'တနင်္ဂနွေနေ့တိုင်း မစ်ဆာပြီးရင် Hyehwa ကက်သလစ်ဘုရားကျောင်းနားမှာ ဖိလစ်ပိုင်ဈေးလေး ရှိတယ်။ ပန်စစ် (ခေါက်ဆွဲကြော်)၊ လွန်ပီယာ (ကော်ပြန့်ကြော်)၊ တူရွန် (ငှက်ပျောကြော်လိပ်) နဲ့ ဖိလစ်ပိုင်ကလာတဲ့ ပစ္စည်းတွေ ရှိတယ်။ အိမ်ရောက်နေသလိုပဲ! နှစ်နာရီမတိုင်ခင် သွားပါ၊ တူရွန်က မြန်မြန်ကုန်တတ်တယ်။',
      ],
      km: [
        'ផ្សារហ្វីលីពីននៅហេហ្វា',
        'រៀងរាល់ថ្ងៃអាទិត្យ ក្រោយពិធីមិស្សា មានផ្សារហ្វីលីពីននៅជិតព្រះវិហារកាតូលិកហេហ្វា (Hyehwa)។ មានប៉ានស៊ីត (មីឆា) លុមពៀ (ណែមចៀន) ទូរ៉ុន (ចេកចៀនរុំ) និងទំនិញមកពីហ្វីលីពីន។ អារម្មណ៍ដូចនៅផ្ទះអញ្ចឹង! ទៅឲ្យមុនម៉ោងពីររសៀល ព្រោះទូរ៉ុនលក់អស់លឿនណាស់។',
      ],
      ne: [
        'हेह्वाको फिलिपिनो बजार',
        'हरेक आइतबार मासपछि हेह्वा क्याथोलिक चर्चनजिकै फिलिपिनो बजार लाग्छ। त्यहाँ पान्सिट (भुटेको चाउचाउ), लुम्पिया (स्प्रिङ रोल), तुरोन (केराको गुलियो रोल) र फिलिपिन्सबाट आएका सामानहरू पाइन्छन्। ठ्याक्कै घरमै भएजस्तो लाग्छ! दुई बजेअघि नै पुग्नुहोला, तुरोन छिट्टै सकिन्छ।',
      ],
      mn: [
        'Хехва дахь Филиппин зах',
        'Ням гараг бүр миссийн дараа Хехвагийн католик сүмийн ойролцоо Филиппин зах гардаг. Пансит (хуурсан гоймон), лумпиа (шарсан ороомог), турон (шарсан гадил ороомог), Филиппинээс ирсэн бараа бүтээгдэхүүн байдаг. Яг л гэртээ байгаа юм шиг! Турон хурдан дуусдаг тул хоёр цагаас өмнө очоорой.',
      ],
      uz: [
        'Hyehwadagi filippin bozori',
        'Har yakshanba kuni missadan keyin Hyehwa katolik cherkovi yaqinida filippin bozori boʻladi. U yerda pancit (qovurilgan lagʻmon), lumpia (qovurilgan rulet), turon (qovurilgan banan ruleti) va Filippindan keltirilgan mahsulotlar bor. Xuddi uyda yurgandek! Soat ikkidan oldin boring, turon tez tugab qoladi.',
      ],
    },
    pictures: [
      { scene: 'market', seed: 171 },
      { scene: 'market', seed: 172 },
    ],
    likes: 6,
  },
  {
    key: 'rice-cooker',
    author: MARIA,
    category: 'market',
    hoursAgo: 15,
    language: 'fil',
    title: 'Rice cooker, ₩20,000',
    text: 'Binebenta ko ang rice cooker ko, 6 na tasa, maayos pa at malinis. Lilipat na kasi ako sa dorm na may rice cooker na. ₩20,000 lang. Pwedeng kunin malapit sa Pyeongtaek Station tuwing Sabado.',
    translations: {
      ko: [
        '전기밥솥 2만 원에 팔아요',
        '6인용 전기밥솥 팔아요. 상태 좋고 깨끗해요. 밥솥이 이미 있는 기숙사로 이사하게 돼서 내놓아요. 2만 원이에요. 토요일마다 평택역 근처에서 가져가실 수 있어요.',
      ],
      en: [
        'Rice cooker for ₩20,000',
        "Selling my rice cooker, 6 cups, in good condition and clean. I'm moving into a dorm that already has one. Only ₩20,000. You can pick it up near Pyeongtaek Station on Saturdays.",
      ],
      ja: [
        '炊飯器を2万ウォンで',
        '6合炊きの炊飯器を売ります。状態も良く、きれいです。炊飯器のある寮に引っ越すので手放します。2万ウォンです。毎週土曜日に平沢駅の近くで受け渡しできます。',
      ],
      'zh-CN': [
        '电饭锅2万韩元出售',
        '出售6杯容量的电饭锅，成色很好，很干净。因为要搬进自带电饭锅的宿舍。只要2万韩元，每周六可在平泽站附近自取。',
      ],
      vi: [
        'Bán nồi cơm điện 20.000 won',
        'Mình bán nồi cơm điện loại 6 cốc, còn tốt và sạch sẽ. Mình sắp chuyển vào ký túc xá đã có sẵn nồi cơm. Chỉ 20.000 won. Có thể lấy gần ga Pyeongtaek vào các ngày thứ Bảy.',
      ],
      ru: [
        'Рисоварка за 20 000 вон',
        'Продаю рисоварку на 6 чашек, в хорошем состоянии и чистая. Переезжаю в общежитие, где рисоварка уже есть. Всего 20 000 вон. Забрать можно у станции Пхёнтхэк по субботам.',
      ],
      'zh-TW': [
        '電子鍋2萬韓元出售',
        '出售可煮6杯米的電子鍋，狀況良好又乾淨。因為要搬進已經有電子鍋的宿舍。只要2萬韓元，每週六可以在平澤站附近面交。',
      ],
      th: [
        'หม้อหุงข้าว 20,000 วอน',
        'ขายหม้อหุงข้าว ขนาด 6 ถ้วย ยังใช้งานได้ดีและสะอาด เพราะกำลังจะย้ายไปอยู่หอที่มีหม้อหุงข้าวอยู่แล้ว แค่ 20,000 วอนเท่านั้น นัดรับแถวสถานีพย็องแท็กได้ทุกวันเสาร์ค่ะ',
      ],
      id: [
        'Rice cooker, ₩20.000',
        'Saya jual rice cooker, kapasitas 6 cup, masih bagus dan bersih. Soalnya saya mau pindah ke asrama yang sudah ada rice cooker-nya. Cuma ₩20.000. Bisa diambil di dekat Stasiun Pyeongtaek setiap hari Sabtu.',
      ],
      ms: [
        'Periuk nasi, ₩20,000',
        'Saya jual periuk nasi elektrik saya, 6 cawan, masih elok dan bersih. Saya nak pindah ke asrama yang dah ada periuk nasi. ₩20,000 sahaja. Boleh ambil berhampiran Stesen Pyeongtaek setiap hari Sabtu.',
      ],
      my: [
        'ထမင်းပေါင်းအိုး ရောင်းမယ် (၂၀,၀၀၀ ဝမ်)',
        'ဆန် ၆ ခွက်ချက်လို့ရတဲ့ ထမင်းပေါင်းအိုး ရောင်းမယ်၊ ကောင်းကောင်းသုံးလို့ရသေးပြီး သန့်ရှင်းပါတယ်။ ထမင်းပေါင်းအိုး ပါပြီးသား အဆောင်ကို ပြောင်းရမှာမို့ ရောင်းတာပါ။ ၂၀,၀၀၀ ဝမ်ပဲ။ စနေနေ့တိုင်း Pyeongtaek ဘူတာနားမှာ လာယူလို့ရပါတယ်။',
      ],
      km: [
        'លក់ឆ្នាំងដាំបាយ ២០.០០០ វ៉ុន',
        'ខ្ញុំលក់ឆ្នាំងដាំបាយអគ្គិសនី ចំណុះ ៦ កែវ នៅល្អ និងស្អាត។ ព្រោះខ្ញុំនឹងផ្លាស់ទៅនៅអន្តេវាសិកដ្ឋានដែលមានឆ្នាំងដាំបាយស្រាប់។ តម្លៃត្រឹមតែ ២០.០០០ វ៉ុនប៉ុណ្ណោះ។ អាចមកយកនៅជិតស្ថានីយ៍ Pyeongtaek រៀងរាល់ថ្ងៃសៅរ៍។',
      ],
      ne: [
        'राइस कुकर, ₩२०,०००',
        'मेरो ६ कपको राइस कुकर बेच्दै छु, अझै राम्रो र सफा छ। राइस कुकर पहिले नै भएको होस्टलमा सर्दै छु, त्यसैले बेचेको। जम्मा ₩२०,०००। हरेक शनिबार प्योङथेक स्टेसननजिक आएर लैजान सकिन्छ।',
      ],
      mn: [
        'Будаа агшаагч, ₩20,000',
        '6 аяганы багтаамжтай будаа агшаагчаа зарна, сайн ажилладаг, цэвэрхэн. Будаа агшаагчтай дотуур байр руу нүүх болсон болохоор зарж байна. Ердөө 20 мянган вон. Бямба гараг бүр Пёнтэг буудлын ойролцоо ирж авч болно.',
      ],
      uz: [
        'Guruch qozoni sotaman, ₩20 000',
        '6 stakanlik elektr guruch qozonimni sotaman, hali yaxshi ishlaydi va toza. Guruch qozoni bor yotoqxonaga koʻchib oʻtyapman. Atigi ₩20 000. Har shanba kuni Pyeongtaek bekati yaqinidan olib ketsangiz boʻladi.',
      ],
    },
    likes: 0,
  },
  {
    key: 'seoul-subway-tips',
    author: BOLD,
    category: 'daily',
    hoursAgo: 17 * DAY + 9,
    language: 'mn',
    title: 'Сөүлийн метроны зөвлөгөө',
    text: 'Сөүлд ирээд удаагүй байгаа хүмүүст: 24 цагийн дэлгүүрээс T-money карт аваад цэнэглэвэл автобус, метро хоёуланд нь хэрэглэж болно. Метроноос буугаад 30 минутын дотор автобусанд суувал дамжин суух хөнгөлөлт эдэлнэ. Замаа олоход Kakao Map апп их тустай.',
    translations: {
      ko: [
        '서울 지하철 꿀팁',
        '서울에 온 지 얼마 안 된 분들께: 편의점에서 티머니 카드를 사서 충전하면 버스와 지하철 모두 탈 수 있어요. 지하철에서 내린 뒤 30분 안에 버스를 타면 환승 할인을 받아요. 길 찾기에는 카카오맵 앱이 정말 편해요.',
      ],
      en: [
        'Seoul subway tips',
        "For those who've just arrived in Seoul: buy a T-money card at a convenience store, top it up, and use it on both buses and the subway. If you get on a bus within 30 minutes of leaving the subway, you get a transfer discount. The Kakao Map app is really helpful for finding routes.",
      ],
      ja: [
        'ソウルの地下鉄のコツ',
        'ソウルに来たばかりの人へ。コンビニでT-moneyカードを買ってチャージすれば、バスにも地下鉄にも乗れます。地下鉄を降りて30分以内にバスに乗ると乗り換え割引が受けられます。ルート検索にはKakao Mapアプリがとても便利です。',
      ],
      'zh-CN': [
        '首尔地铁小贴士',
        '给刚来首尔的朋友：在便利店买一张T-money卡充值后，公交和地铁都能用。下地铁后30分钟内换乘公交，可以享受换乘优惠。查路线的话，Kakao Map这个App特别好用。',
      ],
      vi: [
        'Mẹo đi tàu điện ngầm ở Seoul',
        'Gửi những bạn mới đến Seoul: mua thẻ T-money ở cửa hàng tiện lợi rồi nạp tiền là đi được cả xe buýt lẫn tàu điện ngầm. Nếu lên xe buýt trong vòng 30 phút sau khi ra khỏi tàu điện, bạn sẽ được giảm giá chuyển tuyến. Ứng dụng Kakao Map rất hữu ích để tìm đường.',
      ],
      ru: [
        'Советы по сеульскому метро',
        'Тем, кто только приехал в Сеул: купите карту T-money в круглосуточном магазине, пополните её — и она работает и в автобусах, и в метро. Если сесть в автобус в течение 30 минут после выхода из метро, действует скидка на пересадку. Для поиска маршрутов очень выручает приложение Kakao Map.',
      ],
      'zh-TW': [
        '首爾搭地鐵小撇步',
        '給剛來首爾的朋友：在便利商店買一張T-money卡儲值，公車和地鐵都能用。出地鐵後30分鐘內轉搭公車，就能享有轉乘優惠。找路的話，Kakao Map這個App超好用。',
      ],
      th: [
        'ทริกขึ้นรถไฟใต้ดินในโซล',
        'สำหรับคนที่เพิ่งมาโซลได้ไม่นาน: ซื้อบัตร T-money ที่ร้านสะดวกซื้อ เติมเงิน แล้วใช้ได้ทั้งรถเมล์และรถไฟใต้ดิน ถ้าขึ้นรถเมล์ภายใน 30 นาทีหลังลงจากรถไฟใต้ดิน จะได้ส่วนลดค่าต่อรถ เวลาหาเส้นทาง แอป Kakao Map ช่วยได้เยอะมากครับ',
      ],
      id: [
        'Tips naik subway di Seoul',
        'Buat yang baru datang ke Seoul: beli kartu T-money di minimarket, isi saldonya, dan kartu itu bisa dipakai untuk bus maupun subway. Kalau naik bus dalam 30 menit setelah keluar dari subway, kamu dapat potongan tarif transfer. Untuk cari rute, aplikasi Kakao Map sangat membantu.',
      ],
      ms: [
        'Tip naik subway di Seoul',
        'Untuk yang baru sampai di Seoul: beli kad T-money di kedai serbaneka, tambah nilai, dan boleh guna untuk bas dan subway. Kalau naik bas dalam masa 30 minit selepas keluar dari subway, anda dapat diskaun pertukaran. Aplikasi Kakao Map sangat membantu untuk cari jalan.',
      ],
      fil: [
        'Tips sa subway ng Seoul',
        'Para sa mga bagong dating sa Seoul: bumili ng T-money card sa convenience store, lagyan ng load, at magagamit mo na ito sa bus at subway. Kapag sumakay ka ng bus sa loob ng 30 minuto pagbaba mo ng subway, may transfer discount ka. Malaking tulong ang Kakao Map app para hanapin ang daan.',
      ],
      my: [
        'ဆိုးလ်မြေအောက်ရထား စီးနည်းလေးတွေ',
        'ဆိုးလ်ကို ရောက်ခါစ သူတွေအတွက်ပါ — ၂၄ နာရီဖွင့်ဆိုင်ကနေ T-money ကတ်ဝယ်ပြီး ငွေဖြည့်ထားရင် ဘတ်စ်ကားရော မြေအောက်ရထားရော စီးလို့ရတယ်။ မြေအောက်ရထားက ဆင်းပြီး မိနစ် ၃၀ အတွင်း ဘတ်စ်ကားစီးရင် ပြောင်းစီးလျှော့ဈေး ရတယ်။ လမ်းရှာဖို့ Kakao Map အက်ပ်က တော်တော်အသုံးဝင်တယ်။',
      ],
      km: [
        'គន្លឹះជិះរថភ្លើងក្រោមដីនៅសេអ៊ូល',
        'សម្រាប់អ្នកទើបមកដល់សេអ៊ូល៖ ទិញកាត T-money នៅហាងទំនិញ ២៤ម៉ោង ហើយបញ្ចូលលុយ អាចប្រើជិះបានទាំងឡានក្រុង និងរថភ្លើងក្រោមដី។ បើឡើងឡានក្រុងក្នុងរយៈពេល ៣០ នាទី ក្រោយចុះពីរថភ្លើងក្រោមដី អ្នកនឹងទទួលបានការបញ្ចុះតម្លៃពេលប្ដូរជើង។ កម្មវិធី Kakao Map ជួយបានច្រើនណាស់ក្នុងការរកផ្លូវ។',
      ],
      ne: [
        'सोलको मेट्रोबारे केही सुझाव',
        'भर्खरै सोल आउनुभएकाहरूका लागि: २४ घण्टा खुल्ने पसलबाट T-money कार्ड किनेर रिचार्ज गर्नुभयो भने बस र मेट्रो दुवैमा चढ्न मिल्छ। मेट्रोबाट ओर्लिएको ३० मिनेटभित्र बस चढ्नुभयो भने ट्रान्सफर छुट पाइन्छ। बाटो पत्ता लगाउन Kakao Map एप निकै काम लाग्छ।',
      ],
      uz: [
        'Seul metrosi boʻyicha maslahatlar',
        'Seulga yaqinda kelganlar uchun: 24 soatlik doʻkondan T-money karta olib, pul solsangiz, uni avtobusda ham, metroda ham ishlatish mumkin. Metrodan chiqqaningizdan keyin 30 daqiqa ichida avtobusga chiqsangiz, oʻtish chegirmasi beriladi. Yoʻl topishda Kakao Map ilovasi juda qoʻl keladi.',
      ],
    },
    pictures: [{ scene: 'city', seed: 181 }],
    likes: 8,
  },
  {
    key: 'goshiwon-or-one-room',
    author: BOLD,
    category: 'housing',
    hoursAgo: 10 * DAY + 7,
    language: 'mn',
    title: 'Гошивон уу, ван рүүм үү?',
    text: 'Оюутан хүнд аль нь дээр вэ? Гошивонд барьцаа мөнгө хэрэггүй, сард 400 мянган вон орчим ч өрөө нь маш жижиг. Ван рүүм хамаагүй тухтай ч хэдэн сая воны барьцаа шаардана. Би эхний хагас жил гошивонд амьдарч мөнгө хуримтлуулсан. Та нар юу гэж бодож байна?',
    translations: {
      ko: [
        '고시원 vs 원룸',
        '학생에게는 어느 쪽이 나을까요? 고시원은 보증금이 없고 한 달에 40만 원 정도지만 방이 정말 좁아요. 원룸은 훨씬 편하지만 보증금이 몇백만 원 필요해요. 저는 처음 반년은 고시원에서 지내면서 돈을 모았어요. 여러분 생각은 어떠세요?',
      ],
      en: [
        'Goshiwon or one-room?',
        'Which is better for a student? A goshiwon needs no deposit and costs around 400,000 won a month, but the room is tiny. A one-room is much more comfortable but needs a deposit of several million won. I lived in a goshiwon for the first six months and saved up. What do you think?',
      ],
      ja: [
        'コシウォンかワンルームか',
        '学生にはどちらがいいと思いますか？コシウォンは保証金がいらず、月40万ウォンくらいですが、部屋がとても狭いです。ワンルームはずっと快適ですが、保証金が数百万ウォン必要です。私は最初の半年はコシウォンに住んでお金を貯めました。みなさんはどう思いますか？',
      ],
      'zh-CN': [
        '考试院还是单间？',
        '对学生来说哪个更好？考试院不用押金，每月40万韩元左右，但房间特别小。单间舒服得多，但需要几百万韩元的押金。我头半年住考试院，攒了些钱。大家怎么看？',
      ],
      vi: [
        'Goshiwon hay one-room?',
        'Với sinh viên thì cái nào tốt hơn? Goshiwon không cần tiền cọc, khoảng 400 nghìn won một tháng nhưng phòng rất nhỏ. One-room thoải mái hơn nhiều nhưng cần tiền cọc vài triệu won. Mình đã ở goshiwon sáu tháng đầu để tiết kiệm tiền. Mọi người nghĩ sao?',
      ],
      ru: [
        'Кошивон или one-room?',
        'Что лучше для студента? В кошивоне не нужен залог, около 400 тысяч вон в месяц, но комната крошечная. One-room гораздо удобнее, но нужен залог в несколько миллионов вон. Я первые полгода жил в кошивоне и копил деньги. А вы что думаете?',
      ],
      'zh-TW': [
        '考試院還是套房？',
        '對學生來說哪個比較好？考試院不用押金，每月大約40萬韓元，但房間超小。套房（one-room）舒適多了，但要好幾百萬韓元的押金。我頭半年住考試院，順便存了一些錢。大家覺得呢？',
      ],
      th: [
        'โคชีวอน หรือ วันรูม ดี?',
        'สำหรับนักศึกษา แบบไหนดีกว่ากัน? โคชีวอนไม่ต้องวางเงินมัดจำ ค่าเช่าราวเดือนละ 400,000 วอน แต่ห้องเล็กมาก ส่วนวันรูมสบายกว่าเยอะ แต่ต้องวางมัดจำหลายล้านวอน ผมอยู่โคชีวอนช่วงครึ่งปีแรกเพื่อเก็บเงิน ทุกคนคิดว่ายังไงบ้างครับ?',
      ],
      id: [
        'Goshiwon atau one-room?',
        'Buat mahasiswa, mana yang lebih baik? Goshiwon nggak perlu deposit, sekitar 400 ribu won sebulan, tapi kamarnya kecil banget. One-room jauh lebih nyaman tapi butuh deposit beberapa juta won. Saya tinggal di goshiwon selama enam bulan pertama sambil nabung. Kalau menurut kalian gimana?',
      ],
      ms: [
        'Goshiwon atau one-room?',
        'Untuk pelajar, mana satu lebih baik? Goshiwon tak perlu deposit, lebih kurang 400 ribu won sebulan, tapi biliknya sangat kecil. One-room jauh lebih selesa tapi perlukan deposit beberapa juta won. Saya tinggal di goshiwon untuk enam bulan pertama sambil kumpul duit. Apa pendapat anda semua?',
      ],
      fil: [
        'Goshiwon o one-room?',
        'Alin ang mas okay para sa estudyante? Sa goshiwon, walang deposit at mga 400,000 won kada buwan, pero napakaliit ng kwarto. Mas komportable ang one-room pero kailangan ng deposit na ilang milyong won. Sa goshiwon ako tumira noong unang anim na buwan para makaipon. Ano sa tingin n’yo?',
      ],
      my: [
        'ဂိုရှီဝမ်လား၊ ဝမ်းရုမ်းလား?',
        'ကျောင်းသားတစ်ယောက်အတွက် ဘယ်ဟာ ပိုကောင်းမလဲ? ဂိုရှီဝမ်မှာ စပေါ်ငွေ မလိုဘူး၊ တစ်လ ဝမ် ၄၀၀,၀၀၀ လောက်ပဲ ကျပေမယ့် အခန်းက အရမ်းကျဉ်းတယ်။ ဝမ်းရုမ်းကတော့ အများကြီး ပိုအဆင်ပြေပေမယ့် စပေါ်ငွေ ဝမ် သန်းနဲ့ချီ လိုတယ်။ ကျွန်တော်ကတော့ ပထမ ခြောက်လ ဂိုရှီဝမ်မှာနေပြီး ပိုက်ဆံစုခဲ့တယ်။ ခင်ဗျားတို့ ဘယ်လိုထင်လဲ?',
      ],
      km: [
        'កូស៊ីវ៉ុន ឬបន្ទប់ one-room?',
        'សម្រាប់និស្សិត មួយណាល្អជាង? កូស៊ីវ៉ុនមិនចាំបាច់ដាក់ប្រាក់កក់ទេ ប្រហែល ៤០០.០០០ វ៉ុនក្នុងមួយខែ ប៉ុន្តែបន្ទប់តូចខ្លាំងណាស់។ one-room ស្រួលនៅជាងច្រើន ប៉ុន្តែត្រូវដាក់ប្រាក់កក់រាប់លានវ៉ុន។ ខ្ញុំនៅកូស៊ីវ៉ុនកន្លះឆ្នាំដំបូង ដើម្បីសន្សំលុយ។ តើអ្នកទាំងអស់គ្នាគិតយ៉ាងម៉េចដែរ?',
      ],
      ne: [
        'गोसिवोन कि वान-रुम?',
        'विद्यार्थीका लागि कुन राम्रो? गोसिवोनमा धरौटी चाहिँदैन, महिनाको करिब ४ लाख वन पर्छ, तर कोठा एकदमै सानो हुन्छ। वान-रुम धेरै सुविधाजनक छ, तर दशौँ लाख वन धरौटी चाहिन्छ। म पहिलो छ महिना गोसिवोनमै बसेर पैसा जम्मा गरेँ। तपाईंहरूलाई के लाग्छ?',
      ],
      uz: [
        'Goshivonmi yoki one-roommi?',
        'Talaba uchun qaysi biri yaxshiroq? Goshivonda garov puli kerak emas, oyiga taxminan 400 ming von, lekin xonasi juda kichkina. One-room ancha qulay, ammo bir necha million von garov talab qilinadi. Men dastlabki yarim yil goshivonda yashab, pul yigʻdim. Sizlar nima deb oʻylaysiz?',
      ],
    },
    pictures: [{ scene: 'room', seed: 191 }],
    likes: 5,
  },
  {
    key: 'winter-jacket',
    author: BOLD,
    category: 'market',
    hoursAgo: 5 * DAY + 9,
    language: 'mn',
    title: 'Өвлийн куртка зарна',
    text: 'Хар өнгийн урт пуховик, L хэмжээтэй, ганцхан өвөл өмссөн. Маш дулаан, Монголын өвөлд ч тэсвэртэй 😄 40 мянган вон. Хөэги буудлын ойролцоо өгнө.',
    translations: {
      ko: [
        '겨울 패딩 팝니다',
        '검은색 롱패딩, L 사이즈, 한 겨울만 입었어요. 정말 따뜻해서 몽골 겨울도 버틸 수 있어요 😄 4만 원이고, 회기역 근처에서 거래해요.',
      ],
      en: [
        'Winter jacket for sale',
        'Black long padded jacket, size L, worn for just one winter. Very warm — it could even handle a Mongolian winter 😄 40,000 won. Hand-over near Hoegi Station.',
      ],
      ja: [
        '冬のダウンジャケット売ります',
        '黒のロングダウン、Lサイズ、ひと冬だけ着ました。とても暖かくて、モンゴルの冬にも耐えられます 😄 4万ウォンで、回基駅の近くで受け渡しします。',
      ],
      'zh-CN': [
        '出售冬季羽绒服',
        '黑色长款羽绒服，L码，只穿过一个冬天。非常暖和，连蒙古的冬天都扛得住 😄 4万韩元，在回基站附近交易。',
      ],
      vi: [
        'Bán áo phao mùa đông',
        'Áo phao dài màu đen, cỡ L, mới mặc một mùa đông. Rất ấm — đủ sức chịu cả mùa đông Mông Cổ 😄 Giá 40.000 won, giao gần ga Hoegi.',
      ],
      ru: [
        'Продаю зимний пуховик',
        'Чёрный длинный пуховик, размер L, носил всего одну зиму. Очень тёплый — выдержит даже монгольскую зиму 😄 40 000 вон, передам у станции Хвеги.',
      ],
      'zh-TW': [
        '冬季羽絨外套出售',
        '黑色長版羽絨外套，L號，只穿過一個冬天。非常保暖，連蒙古的冬天都撐得住 😄 4萬韓元，在回基站附近面交。',
      ],
      th: [
        'ขายเสื้อโค้ทกันหนาว',
        'เสื้อโค้ทบุนวมตัวยาวสีดำ ไซซ์ L ใส่แค่หน้าหนาวเดียว อุ่นมาก ทนหนาวแบบมองโกเลียได้สบาย 😄 ราคา 40,000 วอน นัดรับแถวสถานีฮเวกีครับ',
      ],
      id: [
        'Jual jaket musim dingin',
        'Jaket puffer panjang warna hitam, ukuran L, baru dipakai satu musim dingin. Hangat banget, musim dingin Mongolia pun kuat 😄 40.000 won. COD di dekat Stasiun Hoegi.',
      ],
      ms: [
        'Jual jaket musim sejuk',
        'Jaket padding panjang warna hitam, saiz L, baru pakai satu musim sejuk. Sangat hangat, musim sejuk Mongolia pun boleh tahan 😄 40,000 won. Serahan berhampiran Stesen Hoegi.',
      ],
      fil: [
        'Binebenta: winter jacket',
        'Mahabang black padded jacket, size L, isang winter ko lang nagamit. Sobrang init sa katawan — kaya pati winter sa Mongolia 😄 40,000 won. Meet-up malapit sa Hoegi Station.',
      ],
      my: [
        'ဆောင်းရာသီ ဂျာကင် ရောင်းမယ်',
        'အနက်ရောင် အရှည် ဖောင်းအင်္ကျီ (padding)၊ L ဆိုဒ်၊ ဆောင်းတစ်ရာသီပဲ ဝတ်ရသေးတယ်။ အရမ်းနွေးတယ် — မွန်ဂိုလီးယားရဲ့ ဆောင်းရာသီကိုတောင် ခံနိုင်တယ် 😄 ၄၀,၀၀၀ ဝမ်။ Hoegi ဘူတာနားမှာ လာယူလို့ရပါတယ်။',
      ],
      km: [
        'លក់អាវរងាររដូវរងា',
        'អាវរងារក្រាស់វែងពណ៌ខ្មៅ ទំហំ L ពាក់បានតែមួយរដូវរងាប៉ុណ្ណោះ។ កក់ក្ដៅខ្លាំង សូម្បីរដូវរងានៅម៉ុងហ្គោលីក៏ទ្រាំបាន 😄 តម្លៃ ៤០.០០០ វ៉ុន។ ប្រគល់ជូននៅជិតស្ថានីយ៍ Hoegi។',
      ],
      ne: [
        'जाडोको ज्याकेट बिक्रीमा',
        'कालो रङको लामो डाउन ज्याकेट, साइज L, एक जाडो मात्र लगाएको। एकदमै न्यानो छ — मङ्गोलियाको जाडो पनि थेग्छ 😄 मूल्य ४०,००० वन। होएगी स्टेसननजिक दिन्छु।',
      ],
      uz: [
        'Qishki kurtka sotiladi',
        'Qora rangli uzun puxovik, L oʻlcham, faqat bir qish kiyilgan. Juda issiq — hatto Moʻgʻuliston qishiga ham bardosh beradi 😄 40 ming von. Hoegi bekati yaqinida topshiraman.',
      ],
    },
    likes: 1,
  },
  {
    key: 'health-insurance',
    author: BOLD,
    category: 'questions',
    hoursAgo: 3 * DAY + 9,
    language: 'mn',
    title: 'Эрүүл мэндийн даатгал?',
    text: 'Солонгост 6 сараас дээш амьдарч байгаа гадаад иргэд үндэсний эрүүл мэндийн даатгалд автоматаар хамрагддаг гэж сонссон. Оюутан бол сард хэдийг төлдөг вэ? Эмнэлэгт очиход хэр их хөнгөлөлт эдэлдэг вэ? Туршлагаасаа хуваалцаач.',
    translations: {
      ko: [
        '건강보험 궁금해요',
        '한국에 6개월 넘게 사는 외국인은 국민건강보험에 자동으로 가입된다고 들었어요. 유학생은 한 달에 얼마를 내나요? 병원에 가면 얼마나 할인을 받나요? 경험을 나눠 주세요.',
      ],
      en: [
        'How does health insurance work?',
        "I've heard that foreigners who live in Korea for more than six months are enrolled in the National Health Insurance automatically. How much do students pay each month? And how much of a discount do you get at the hospital? Please share your experience.",
      ],
      ja: [
        '健康保険について教えて',
        '韓国に6か月以上住む外国人は、国民健康保険に自動で加入すると聞きました。留学生は毎月いくら払っていますか？病院に行くと、どれくらい安くなりますか？経験を教えてください。',
      ],
      'zh-CN': [
        '健康保险是怎么回事？',
        '听说在韩国住满六个月的外国人会自动加入国民健康保险。留学生每个月交多少钱？去医院能便宜多少？请大家分享一下经验。',
      ],
      vi: [
        'Bảo hiểm y tế hoạt động thế nào?',
        'Nghe nói người nước ngoài sống ở Hàn Quốc trên sáu tháng sẽ được tự động tham gia Bảo hiểm Y tế Quốc dân. Du học sinh phải đóng bao nhiêu mỗi tháng? Đi bệnh viện thì được giảm bao nhiêu? Mọi người chia sẻ kinh nghiệm giúp mình với.',
      ],
      ru: [
        'Как работает медстраховка?',
        'Слышал, что иностранцев, которые живут в Корее больше полугода, автоматически подключают к государственному медицинскому страхованию. Сколько в месяц платят студенты? И насколько дешевле выходит лечение в больнице? Поделитесь опытом.',
      ],
      'zh-TW': [
        '健保怎麼運作？',
        '聽說在韓國住超過六個月的外國人，會自動加入國民健康保險。留學生每個月要繳多少？去醫院看病能便宜多少？請大家分享一下經驗。',
      ],
      th: [
        'ประกันสุขภาพเป็นยังไงบ้าง?',
        'ได้ยินมาว่าชาวต่างชาติที่อยู่เกาหลีเกิน 6 เดือนจะถูกเข้าระบบประกันสุขภาพแห่งชาติโดยอัตโนมัติ นักศึกษาต้องจ่ายเดือนละเท่าไหร่ครับ? แล้วเวลาไปโรงพยาบาลจะได้ส่วนลดมากแค่ไหน? ช่วยแชร์ประสบการณ์หน่อยครับ',
      ],
      id: [
        'Soal asuransi kesehatan?',
        'Saya dengar warga asing yang tinggal di Korea lebih dari 6 bulan otomatis terdaftar di Asuransi Kesehatan Nasional. Kalau mahasiswa, bayarnya berapa per bulan? Terus kalau ke rumah sakit, dapat potongan berapa banyak? Tolong bagi pengalamannya, ya.',
      ],
      ms: [
        'Insurans kesihatan macam mana?',
        'Saya dengar warga asing yang tinggal di Korea lebih daripada 6 bulan akan didaftarkan secara automatik dalam Insurans Kesihatan Nasional. Pelajar kena bayar berapa sebulan? Dan bila pergi hospital, dapat potongan berapa banyak? Tolong kongsikan pengalaman anda.',
      ],
      fil: [
        'Paano ang health insurance?',
        'Narinig ko na ang mga dayuhang mahigit 6 na buwan nang nakatira sa Korea ay awtomatikong naka-enroll sa National Health Insurance. Magkano ang binabayaran ng mga estudyante kada buwan? At gaano kalaki ang discount kapag nagpa-ospital? Paki-share naman ng experience n’yo.',
      ],
      my: [
        'ကျန်းမာရေးအာမခံ အကြောင်း',
        'ကိုရီးယားမှာ ၆ လကျော် နေထိုင်တဲ့ နိုင်ငံခြားသားတွေဟာ အမျိုးသားကျန်းမာရေးအာမခံထဲ အလိုအလျောက် ပါဝင်သွားတယ်လို့ ကြားတယ်။ ကျောင်းသားဆိုရင် တစ်လ ဘယ်လောက်ပေးရလဲ? ဆေးရုံသွားရင် ဘယ်လောက်ထိ သက်သာလဲ? အတွေ့အကြုံတွေ မျှဝေပေးကြပါဦး။',
      ],
      km: [
        'ធានារ៉ាប់រងសុខភាព ដំណើរការយ៉ាងម៉េច?',
        'ខ្ញុំឮថា ជនបរទេសដែលរស់នៅកូរ៉េលើសពី ៦ ខែ នឹងត្រូវចុះឈ្មោះក្នុងធានារ៉ាប់រងសុខភាពជាតិដោយស្វ័យប្រវត្តិ។ និស្សិតត្រូវបង់ប៉ុន្មានក្នុងមួយខែ? ហើយពេលទៅមន្ទីរពេទ្យ ទទួលបានការបញ្ចុះតម្លៃប៉ុន្មាន? សូមជួយចែករំលែកបទពិសោធន៍ផង។',
      ],
      ne: [
        'स्वास्थ्य बीमा कसरी चल्छ?',
        'कोरियामा ६ महिनाभन्दा बढी बस्ने विदेशीहरू राष्ट्रिय स्वास्थ्य बीमामा आफैँ दर्ता हुन्छन् भन्ने सुनेँ। विद्यार्थीले महिनामा कति तिर्नुपर्छ? अस्पताल जाँदा कति छुट पाइन्छ? आफ्नो अनुभव सेयर गरिदिनुहोला।',
      ],
      uz: [
        'Tibbiy sugʻurta qanday ishlaydi?',
        'Koreyada 6 oydan ortiq yashayotgan chet elliklar milliy tibbiy sugʻurtaga avtomatik tarzda qoʻshilishini eshitdim. Talabalar oyiga qancha toʻlaydi? Kasalxonaga borganda qancha chegirma boʻladi? Tajribangiz bilan oʻrtoqlashing.',
      ],
    },
    likes: 4,
  },
];

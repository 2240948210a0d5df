import { DAY, type SeedPost } from '../seedPost.ts';

const MINH = 'minh@kfeed.example';
const YUKI = 'yuki@kfeed.example';
const ANNA = 'anna@kfeed.example';
const LIWEI = 'liwei@kfeed.example';

/** Posts by Minh (vi), Yuki (ja), Anna (ru) and Li Wei (zh-CN). */
export const MEMBER_POSTS_EAST: SeedPost[] = [
  {
    key: 'haeundae-morning',
    author: MINH,
    category: 'daily',
    hoursAgo: 26 * DAY + 2,
    language: 'vi',
    title: 'Buổi sáng ở biển Haeundae',
    text: 'Sáng nay dậy sớm ra biển Haeundae chạy bộ. Trời se lạnh nhưng bình minh đẹp lắm, biển gần như không có ai. Ai ở Busan muốn chạy cùng vào cuối tuần thì nhắn mình nhé!',
    translations: {
      ko: [
        '해운대의 아침',
        '오늘 아침 일찍 일어나 해운대 바다에 달리러 갔어요. 조금 쌀쌀했지만 일출이 정말 예뻤고, 바닷가에 사람이 거의 없었어요. 부산에 사는 분 중에 주말에 같이 뛰고 싶은 분은 연락 주세요!',
      ],
      en: [
        'Morning at Haeundae Beach',
        'Got up early this morning and went for a run at Haeundae Beach. It was a bit chilly, but the sunrise was beautiful and the beach was almost empty. Anyone in Busan who wants to run together on weekends, message me!',
      ],
      ja: [
        '海雲台の朝',
        '今朝は早起きして海雲台のビーチでランニングしてきました。少し肌寒かったけど、日の出がとてもきれいで、浜辺にはほとんど誰もいませんでした。釜山に住んでいて週末に一緒に走りたい人、連絡ください！',
      ],
      'zh-CN': [
        '海云台的清晨',
        '今天一早起来去海云台海边跑步。天气有点凉，但日出特别美，海边几乎没有人。在釜山的朋友，周末想一起跑步的话给我发消息吧！',
      ],
      ru: [
        'Утро на пляже Хэундэ',
        'Сегодня встал пораньше и побежал на пляж Хэундэ. Было прохладно, но рассвет был очень красивый, а на пляже почти никого. Кто живёт в Пусане и хочет бегать вместе по выходным — пишите!',
      ],
      'zh-TW': [
        '海雲台的清晨',
        '今天一早起床去海雲台海邊跑步。天氣有點涼，但日出超美，海邊幾乎沒什麼人。住在釜山的朋友，週末想一起跑步的話傳訊息給我吧！',
      ],
      th: [
        'เช้าที่หาดแฮอุนแด',
        'เช้านี้ตื่นแต่เช้าไปวิ่งที่หาดแฮอุนแดมา อากาศเย็นนิดๆ แต่พระอาทิตย์ขึ้นสวยมาก ชายหาดแทบไม่มีคนเลย ใครอยู่ปูซานแล้วอยากวิ่งด้วยกันช่วงสุดสัปดาห์ ทักมาได้เลยนะ!',
      ],
      id: [
        'Pagi di Pantai Haeundae',
        'Tadi pagi aku bangun lebih awal dan lari di Pantai Haeundae. Udaranya agak dingin, tapi matahari terbitnya indah banget dan pantainya hampir sepi. Yang tinggal di Busan dan mau lari bareng tiap akhir pekan, kabari aku ya!',
      ],
      ms: [
        'Pagi di Pantai Haeundae',
        'Pagi tadi saya bangun awal dan pergi berlari di Pantai Haeundae. Cuaca agak sejuk, tapi matahari terbit sangat cantik dan pantai pun hampir lengang. Sesiapa di Busan yang nak berlari bersama pada hujung minggu, mesej saya ya!',
      ],
      fil: [
        'Umaga sa Haeundae Beach',
        'Maaga akong gumising kanina at tumakbo sa Haeundae Beach. Medyo malamig, pero ang ganda ng pagsikat ng araw at halos walang tao sa beach. Kung taga-Busan ka at gusto mong sumabay tumakbo tuwing weekend, i-message mo lang ako!',
      ],
      my: [
        'ဟယ်အွန်ဒယ်ကမ်းခြေရဲ့ မနက်ခင်း',
        'ဒီနေ့မနက် စောစောထပြီး ဟယ်အွန်ဒယ်ကမ်းခြေမှာ ပြေးခဲ့တယ်။ နည်းနည်းအေးပေမဲ့ နေထွက်ချိန်က အရမ်းလှပြီး ကမ်းခြေမှာ လူမရှိသလောက်ပဲ။ ဘူဆန်မှာနေပြီး စနေ၊ တနင်္ဂနွေတွေမှာ အတူပြေးချင်တဲ့သူ ရှိရင် မက်ဆေ့ချ် ပို့လိုက်နော်!',
      ],
      km: [
        'ពេលព្រឹកនៅឆ្នេរហែអ៊ុនដេ',
        'ព្រឹកនេះខ្ញុំក្រោកពីព្រលឹម ទៅរត់ហាត់ប្រាណនៅឆ្នេរហែអ៊ុនដេ។ អាកាសធាតុត្រជាក់បន្តិច ប៉ុន្តែថ្ងៃរះស្អាតណាស់ ហើយនៅលើឆ្នេរស្ទើរតែគ្មានមនុស្សសោះ។ អ្នកណានៅប៊ូសាន ហើយចង់រត់ជាមួយគ្នានៅចុងសប្តាហ៍ ផ្ញើសារមកខ្ញុំបានណា!',
      ],
      ne: [
        'हेउन्दे समुद्रतटको बिहान',
        'आज बिहान सबेरै उठेर हेउन्दे समुद्रतटमा दौडन गएँ। अलिकति चिसो थियो, तर सूर्योदय एकदमै सुन्दर थियो र तटमा प्रायः कोही थिएन। बुसानमा बस्ने कोही सप्ताहन्तमा सँगै दौडन चाहनुहुन्छ भने मलाई म्यासेज गर्नुहोस् है!',
      ],
      mn: [
        'Хэүндэ далайн эргийн өглөө',
        'Өнөө өглөө эрт босоод Хэүндэ далайн эрэг дээр гүйлээ. Бага зэрэг сэрүүхэн байсан ч нар мандах нь үнэхээр гоё, эрэг дээр бараг хүн байгаагүй. Пусанд амьдардаг, амралтын өдрүүдэд хамт гүймээр байгаа хүн байвал надад мессеж бичээрэй!',
      ],
      uz: [
        'Haeundae sohilida tong',
        'Bugun ertalab erta turib, Haeundae sohiliga yugurgani bordim. Biroz salqin edi, lekin quyosh chiqishi juda chiroyli boʻldi, sohilda deyarli hech kim yoʻq edi. Busanda yashaydigan va dam olish kunlari birga yugurishni xohlaganlar boʻlsa, menga yozinglar!',
      ],
    },
    pictures: [
      { scene: 'sea', seed: 11 },
      { scene: 'sea', seed: 12 },
    ],
    likes: 6,
  },
  {
    key: 'pho-seomyeon',
    author: MINH,
    category: 'food',
    hoursAgo: 24 * DAY + 7,
    language: 'vi',
    title: 'Quán phở ngon ở Seomyeon',
    text: 'Cuối cùng cũng tìm được quán phở đúng vị quê nhà ở gần ga Seomyeon. Nước dùng trong, thơm mùi quế hồi, thịt bò tái mềm. Giá khoảng 11.000 won một tô. Chủ quán là người Hà Nội nên nói chuyện rất vui.',
    translations: {
      ko: [
        '서면 쌀국수 맛집',
        '드디어 서면역 근처에서 고향 맛 그대로인 쌀국수집을 찾았어요. 국물이 맑고 계피와 팔각 향이 좋고, 살짝 익힌 소고기도 부드러워요. 한 그릇에 11,000원 정도예요. 사장님이 하노이 분이라 이야기 나누는 것도 즐거웠어요.',
      ],
      en: [
        'Great pho near Seomyeon',
        'Finally found a pho place near Seomyeon Station that tastes just like home. The broth is clear and fragrant with cinnamon and star anise, and the rare beef is tender. About 11,000 won a bowl. The owner is from Hanoi, which made for a fun chat too.',
      ],
      ja: [
        '西面のおいしいフォー',
        '西面駅の近くで、ついに故郷の味そのままのフォーのお店を見つけました。スープは澄んでいて、シナモンと八角の香りがよく、レアの牛肉も柔らかいです。1杯11,000ウォンくらい。店主さんがハノイ出身で、おしゃべりも楽しかったです。',
      ],
      'zh-CN': [
        '西面的好吃河粉',
        '终于在西面站附近找到一家有家乡味道的河粉店。汤底清澈，带着桂皮和八角的香味，嫩牛肉很软。一碗大约11,000韩元。老板是河内人，聊天也很开心。',
      ],
      ru: [
        'Вкусный фо у Сомёна',
        'Наконец нашёл у станции Сомён кафе, где фо точь-в-точь как дома. Бульон прозрачный, ароматный — с корицей и бадьяном, а говядина нежная. Около 11 000 вон за тарелку. Владелец родом из Ханоя, так что ещё и поболтали с удовольствием.',
      ],
      'zh-TW': [
        '西面的好吃河粉',
        '終於在西面站附近找到一家有家鄉味的河粉店。湯頭清澈，有肉桂和八角的香氣，半熟牛肉很嫩。一碗大約11,000韓元。老闆是河內人，聊起天來也很開心。',
      ],
      th: [
        'ร้านเฝอเด็ดแถวซอมยอน',
        'ในที่สุดก็เจอร้านเฝอรสชาติเหมือนที่บ้านใกล้สถานีซอมยอนแล้ว น้ำซุปใส หอมกลิ่นอบเชยกับโป๊ยกั๊ก เนื้อวัวลวกก็นุ่มมาก ราคาประมาณชามละ 11,000 วอน เจ้าของร้านเป็นคนฮานอย เลยได้คุยกันสนุกด้วย',
      ],
      id: [
        'Pho enak di Seomyeon',
        'Akhirnya nemu warung pho dekat Stasiun Seomyeon yang rasanya persis seperti di kampung halaman. Kuahnya bening dan harum kayu manis serta bunga lawang, daging sapi setengah matangnya empuk banget. Sekitar 11.000 won semangkuk. Pemiliknya orang Hanoi, jadi ngobrolnya juga seru.',
      ],
      ms: [
        'Pho sedap di Seomyeon',
        'Akhirnya jumpa juga kedai pho berhampiran Stesen Seomyeon yang rasanya sama macam di kampung. Kuahnya jernih, wangi kayu manis dan bunga lawang, daging lembu separa masaknya pun lembut. Lebih kurang 11,000 won semangkuk. Tuan kedai orang Hanoi, jadi seronok juga dapat berbual.',
      ],
      fil: [
        'Masarap na pho sa Seomyeon',
        'Sa wakas, may nahanap din akong pho place malapit sa Seomyeon Station na kalasang-kalasa ng luto sa amin. Malinaw ang sabaw at mabango sa cinnamon at star anise, at malambot ang halos hilaw na baka. Mga 11,000 won kada mangkok. Taga-Hanoi ang may-ari kaya masaya rin ang kuwentuhan namin.',
      ],
      my: [
        'Seomyeon က အရသာရှိတဲ့ ဖိုဆိုင်',
        'Seomyeon ဘူတာနားမှာ အိမ်ကအရသာအတိုင်းပဲ ဖိုဆိုင်တစ်ဆိုင်ကို နောက်ဆုံးတော့ တွေ့သွားပြီ။ ဟင်းရည်က ကြည်ပြီး သစ်ကြံပိုးနဲ့ နှင်းပွင့်နံ့ မွှေးတယ်၊ အသားတစ်ဝက်ကျက် နွားသားကလည်း နူးညံ့တယ်။ တစ်ပန်းကန်ကို 11,000 ဝမ်လောက်ပဲ။ ဆိုင်ရှင်က ဟနွိုင်းသားဆိုတော့ စကားပြောရတာလည်း ပျော်စရာကောင်းတယ်။',
      ],
      km: [
        'ហាងហ្វឺឆ្ងាញ់នៅ Seomyeon',
        'ទីបំផុតខ្ញុំបានរកឃើញហាងហ្វឺមួយនៅជិតស្ថានីយ៍ Seomyeon ដែលមានរសជាតិដូចនៅស្រុកកំណើតបេះបិទ។ ទឹកស៊ុបថ្លា ក្លិនក្រអូបសំបកឈើអែម និងផ្កាចន្ទក្រស្នា ហើយសាច់គោស្ងោរខ្ចីៗក៏ទន់ល្អ។ តម្លៃប្រហែល 11,000 វ៉ុនមួយចាន។ ម្ចាស់ហាងជាអ្នកហាណូយ ដូច្នេះនិយាយលេងគ្នាសប្បាយទៀតផង។',
      ],
      ne: [
        'सोम्योनको मिठो फो',
        'अन्ततः सोम्योन स्टेसन नजिकै घरकै जस्तो स्वाद भएको फो पसल भेटियो। झोल सफा छ, दालचिनी र स्टार एनिसको मीठो बास्ना आउँछ, हल्का पकाएको बिफ पनि नरम छ। एक बाउलको करिब 11,000 वोन पर्छ। साहुजी हनोईका हुनुहुन्छ, त्यसैले उहाँसँग गफ गर्न पनि रमाइलो भयो।',
      ],
      mn: [
        'Сомёны амттай фо',
        'Эцэст нь Сомён буудлын ойролцоо яг л эх орных шиг амттай фо-той газар оллоо. Шөл нь тунгалаг, шанцай, одон гоньдын анхилуун үнэртэй, хагас болгосон үхрийн мах нь зөөлөн. Нэг аяга нь 11,000 вон орчим. Эзэн нь Ханойн хүн болохоор ярилцахад ч их хөгжилтэй байлаа.',
      ],
      uz: [
        'Seomyeondagi mazali fo',
        'Nihoyat Seomyeon bekati yaqinida xuddi vatandagidek fo pishiradigan joy topdim. Shoʻrvasi tiniq, dolchin va badyon hidi anqib turadi, chala pishirilgan mol goʻshti esa yumshoq. Bir kosasi taxminan 11 000 von. Egasi xanoylik ekan, u bilan gaplashish ham maroqli boʻldi.',
      ],
    },
    pictures: [{ scene: 'noodles', seed: 21 }],
    likes: 5,
  },
  {
    key: 'send-money-home',
    author: MINH,
    category: 'questions',
    feedType: 'NATION',
    hoursAgo: 19 * DAY + 1,
    language: 'vi',
    title: 'Gửi tiền về nhà cách nào rẻ?',
    text: 'Mọi người đang gửi tiền về Việt Nam bằng cách nào cho rẻ và nhanh? Mình đang dùng chuyển khoản ngân hàng nhưng phí hơi cao. Nghe nói có mấy app chuyển tiền quốc tế, ai dùng rồi cho mình xin kinh nghiệm với.',
    translations: {
      ko: [
        '고향 송금, 어떻게 하면 저렴할까요?',
        '다들 베트남으로 돈 보낼 때 어떤 방법으로 싸고 빠르게 보내세요? 저는 은행 송금을 쓰고 있는데 수수료가 좀 비싸요. 해외 송금 앱이 몇 가지 있다던데, 써 보신 분들 경험 좀 나눠 주세요.',
      ],
      en: [
        'Cheapest way to send money home?',
        "How do you all send money to Vietnam cheaply and quickly? I've been using bank transfers, but the fees are a bit high. I've heard there are a few international money transfer apps — if you've used one, please share your experience.",
      ],
      ja: [
        '実家への送金、安い方法は？',
        'みなさんはベトナムへの送金、どうやって安く早く送っていますか？私は銀行振込を使っていますが、手数料がちょっと高いです。海外送金アプリがいくつかあると聞いたので、使ったことがある人は体験を教えてください。',
      ],
      'zh-CN': [
        '往家里汇款怎样最便宜？',
        '大家往越南汇款都用什么方法，又便宜又快？我一直用银行转账，但手续费有点高。听说有几款国际汇款App，用过的朋友能分享一下经验吗？',
      ],
      ru: [
        'Как дешевле отправить деньги домой?',
        'Как вы отправляете деньги во Вьетнам, чтобы было дёшево и быстро? Я пользуюсь банковским переводом, но комиссия великовата. Слышал, что есть несколько приложений для международных переводов — если кто-то пользовался, поделитесь опытом.',
      ],
      'zh-TW': [
        '匯錢回家怎樣最便宜？',
        '大家都用什麼方式匯款回越南，又便宜又快？我一直用銀行轉帳，但手續費有點高。聽說有幾款國際匯款App，用過的朋友可以分享一下經驗嗎？',
      ],
      th: [
        'ส่งเงินกลับบ้านวิธีไหนถูกสุด?',
        'ทุกคนส่งเงินกลับเวียดนามกันด้วยวิธีไหนให้ถูกและเร็วบ้าง? ตอนนี้เราใช้วิธีโอนผ่านธนาคาร แต่ค่าธรรมเนียมค่อนข้างแพง ได้ยินว่ามีแอปโอนเงินต่างประเทศอยู่หลายตัว ใครเคยใช้แล้วช่วยแชร์ประสบการณ์หน่อยนะ',
      ],
      id: [
        'Cara termurah kirim uang ke rumah?',
        'Kalian biasanya kirim uang ke Vietnam pakai cara apa biar murah dan cepat? Aku selama ini transfer lewat bank, tapi biayanya lumayan mahal. Katanya ada beberapa aplikasi transfer uang internasional, yang sudah pernah pakai boleh dong berbagi pengalaman.',
      ],
      ms: [
        'Cara paling murah hantar duit ke kampung?',
        'Korang hantar duit ke Vietnam guna cara apa yang murah dan cepat? Saya guna pindahan bank, tapi cajnya agak tinggi. Dengar kata ada beberapa aplikasi pemindahan wang antarabangsa, sesiapa yang pernah guna, kongsilah pengalaman.',
      ],
      fil: [
        'Pinakamurang paraan ng padala?',
        'Paano kayo nagpapadala ng pera sa Vietnam nang mura at mabilis? Bank transfer ang gamit ko ngayon, pero medyo mahal ang fees. Narinig kong may ilang international money transfer apps — kung may nakagamit na, pa-share naman ng experience ninyo.',
      ],
      my: [
        'အိမ်ကို ငွေပို့ဖို့ ဘယ်နည်းက သက်သာလဲ',
        'ဗီယက်နမ်ကို ငွေပို့တဲ့အခါ ဘယ်နည်းနဲ့ပို့ရင် စျေးသက်သာပြီး မြန်မလဲ။ ကျွန်တော်က ဘဏ်ကနေ လွှဲနေတာ၊ ဒါပေမဲ့ ဝန်ဆောင်ခ နည်းနည်းများတယ်။ နိုင်ငံခြားငွေလွှဲ app တွေ ရှိတယ်လို့ ကြားတယ်၊ သုံးဖူးတဲ့သူတွေ အတွေ့အကြုံလေး မျှဝေပေးပါဦး။',
      ],
      km: [
        'ផ្ញើលុយទៅផ្ទះ វិធីណាថោកជាង?',
        'តើអ្នកទាំងអស់គ្នាផ្ញើលុយទៅវៀតណាមតាមវិធីណា ទើបថោក និងលឿន? ខ្ញុំកំពុងប្រើការផ្ទេរតាមធនាគារ ប៉ុន្តែថ្លៃសេវាខ្ពស់បន្តិច។ ឮថាមានកម្មវិធីផ្ទេរប្រាក់អន្តរជាតិមួយចំនួន អ្នកណាធ្លាប់ប្រើហើយ ជួយចែករំលែកបទពិសោធន៍ផង។',
      ],
      ne: [
        'घरमा पैसा पठाउने सस्तो उपाय?',
        'तपाईंहरू भियतनाममा सस्तो र छिटो पैसा कसरी पठाउनुहुन्छ? म अहिले बैंक ट्रान्सफर गर्छु, तर शुल्क अलि बढी लाग्छ। अन्तर्राष्ट्रिय रूपमा पैसा पठाउने केही एपहरू छन् भन्ने सुनेको छु, प्रयोग गर्नुभएको छ भने आफ्नो अनुभव सुनाइदिनुहोस् न।',
      ],
      mn: [
        'Гэр лүүгээ мөнгө хямд явуулах арга?',
        'Та нар Вьетнам руу мөнгөө яаж хямд, хурдан явуулдаг вэ? Би банкаар шилжүүлдэг ч шимтгэл нь жаахан өндөр байна. Олон улсын мөнгөн гуйвуулгын хэдэн апп байдаг гэж сонссон, хэрэглэж үзсэн хүмүүс туршлагаасаа хуваалцаач.',
      ],
      uz: [
        'Uyga pulni qanday arzon yuborish mumkin?',
        'Vyetnamga pulni qanday qilib arzon va tez yuboryapsizlar? Men bank orqali oʻtkazaman, lekin komissiyasi biroz qimmat. Xalqaro pul oʻtkazmalari uchun bir nechta ilovalar bor deb eshitdim, ishlatib koʻrganlar tajribasi bilan boʻlishsa.',
      ],
    },
    likes: 2,
  },
  {
    key: 'part-time-permit',
    author: MINH,
    category: 'jobs',
    hoursAgo: 13 * DAY + 7,
    language: 'vi',
    title: 'Đi làm thêm cần xin phép',
    text: 'Nhắc các bạn du học sinh D-2: trước khi đi làm thêm phải xin giấy phép hoạt động ngoài tư cách lưu trú ở phòng xuất nhập cảnh, cần có xác nhận của trường. Làm thêm khi chưa có giấy phép có thể bị phạt nặng. Mình đã làm thủ tục, mất khoảng một tuần.',
    translations: {
      ko: [
        '아르바이트 전에 허가부터 받으세요',
        'D-2 유학생 여러분께: 아르바이트를 하기 전에 출입국사무소에서 체류자격 외 활동 허가를 받아야 하고, 학교 확인도 필요해요. 허가 없이 일하면 큰 불이익을 받을 수 있어요. 저는 신청해 보니 일주일 정도 걸렸어요.',
      ],
      en: [
        'Get a permit before part-time work',
        'A reminder for D-2 students: before you start a part-time job, you need a permit for activities outside your status of stay from the immigration office, with confirmation from your school. Working without one can get you into serious trouble. When I applied, it took about a week.',
      ],
      ja: [
        'アルバイトの前に許可を',
        'D-2ビザの留学生のみなさんへ。アルバイトを始める前に、出入国管理事務所で資格外活動許可を取る必要があり、学校の確認も必要です。許可なしで働くと重い処分を受けることがあります。私が申請したときは1週間ほどかかりました。',
      ],
      'zh-CN': [
        '打工前先办许可',
        '提醒D-2留学生：打工之前必须到出入境管理事务所申请滞留资格外活动许可，还需要学校的确认。没有许可就打工，可能会受到严重处罚。我申请的时候大约用了一周。',
      ],
      ru: [
        'Сначала разрешение на подработку',
        'Напоминание студентам с визой D-2: прежде чем выходить на подработку, нужно получить в иммиграционной службе разрешение на деятельность вне статуса пребывания — с подтверждением от университета. За работу без разрешения можно серьёзно поплатиться. Мне оформление заняло около недели.',
      ],
      'zh-TW': [
        '打工前先申請許可',
        '提醒D-2留學生：開始打工之前，必須先到出入境管理事務所申請「滯留資格外活動許可」，還需要學校的確認。沒有許可就打工，可能會受到很重的處罰。我去申請的時候大概花了一個星期。',
      ],
      th: [
        'ทำงานพาร์ทไทม์ต้องขออนุญาตก่อน',
        'ฝากเตือนเพื่อนๆ นักศึกษาวีซ่า D-2: ก่อนเริ่มทำงานพาร์ทไทม์ ต้องไปขอใบอนุญาตทำกิจกรรมนอกเหนือสถานะการพำนักที่สำนักงานตรวจคนเข้าเมืองก่อน และต้องมีการรับรองจากมหาวิทยาลัยด้วย ถ้าทำงานโดยไม่มีใบอนุญาตอาจโดนลงโทษหนักได้ ตอนเรายื่นเรื่องใช้เวลาประมาณหนึ่งสัปดาห์',
      ],
      id: [
        'Kerja paruh waktu perlu izin dulu',
        'Pengingat buat teman-teman mahasiswa D-2: sebelum mulai kerja paruh waktu, kalian harus mengurus izin kegiatan di luar status izin tinggal di kantor imigrasi, dan perlu konfirmasi dari kampus. Kerja tanpa izin bisa kena sanksi berat. Waktu aku mengurusnya, prosesnya sekitar seminggu.',
      ],
      ms: [
        'Kerja sambilan perlu permit dulu',
        'Peringatan untuk pelajar visa D-2: sebelum mula kerja sambilan, anda perlu memohon permit aktiviti di luar status tinggal di pejabat imigresen, dengan pengesahan daripada universiti. Bekerja tanpa permit boleh menyebabkan anda dikenakan tindakan berat. Saya sudah buat permohonan, ambil masa lebih kurang seminggu.',
      ],
      fil: [
        'Kumuha muna ng permit bago mag-part-time',
        'Paalala sa mga D-2 student: bago kayo mag-part-time job, kailangan ninyong kumuha sa immigration office ng permit para sa mga aktibidad na labas sa inyong status of stay, at kailangan din ng kumpirmasyon mula sa school. Kapag nagtrabaho kayo nang walang permit, puwede kayong magkaproblema nang malaki. Noong nag-apply ako, mga isang linggo ang inabot.',
      ],
      my: [
        'အချိန်ပိုင်းအလုပ် မလုပ်ခင် ခွင့်ပြုချက်ယူပါ',
        'D-2 ကျောင်းသားတွေကို သတိပေးချင်တယ် - အချိန်ပိုင်းအလုပ် မလုပ်ခင် လူဝင်မှုကြီးကြပ်ရေးရုံးမှာ နေထိုင်ခွင့်အမျိုးအစား ပြင်ပလုပ်ဆောင်ခွင့် ပါမစ်ကို အရင်လျှောက်ရမယ်၊ ကျောင်းရဲ့ အတည်ပြုချက်လည်း လိုတယ်။ ခွင့်ပြုချက်မရှိဘဲ အလုပ်လုပ်ရင် ပြင်းပြင်းထန်ထန် အရေးယူခံရနိုင်တယ်။ ကျွန်တော် လျှောက်တုန်းက တစ်ပတ်လောက် ကြာတယ်။',
      ],
      km: [
        'ធ្វើការក្រៅម៉ោង ត្រូវសុំការអនុញ្ញាតសិន',
        'សូមរំលឹកនិស្សិតទិដ្ឋាការ D-2៖ មុនចាប់ផ្តើមធ្វើការក្រៅម៉ោង ត្រូវទៅសុំលិខិតអនុញ្ញាតធ្វើសកម្មភាពក្រៅប្រភេទស្នាក់នៅ នៅការិយាល័យអន្តោប្រវេសន៍ ហើយត្រូវមានការបញ្ជាក់ពីសាលាផងដែរ។ ធ្វើការដោយគ្មានលិខិតអនុញ្ញាត អាចនឹងត្រូវពិន័យធ្ងន់ធ្ងរ។ ពេលខ្ញុំដាក់ពាក្យ ចំណាយពេលប្រហែលមួយសប្តាហ៍។',
      ],
      ne: [
        'पार्ट-टाइम गर्नुअघि अनुमति लिनुहोस्',
        'D-2 भिसामा रहेका विद्यार्थी साथीहरूलाई सम्झना: पार्ट-टाइम काम सुरु गर्नुअघि अध्यागमन कार्यालयबाट बसोबास स्थितिबाहिरको गतिविधि अनुमति लिनैपर्छ, र त्यसका लागि विश्वविद्यालयको पुष्टि पनि चाहिन्छ। अनुमतिबिना काम गर्दा ठूलो कारबाही हुन सक्छ। मैले निवेदन दिँदा करिब एक हप्ता लाग्यो।',
      ],
      mn: [
        'Цагийн ажил хийхээс өмнө зөвшөөрөл ав',
        'D-2 визтэй оюутнуудад сануулахад: цагийн ажил хийж эхлэхээсээ өмнө цагаачлалын албанаас оршин суух статусаас гадуурх үйл ажиллагаа эрхлэх зөвшөөрөл авах ёстой бөгөөд сургуулийн баталгаа хэрэгтэй. Зөвшөөрөлгүй ажиллавал хүнд шийтгэл хүлээж магадгүй. Намайг мэдүүлэхэд долоо хоног орчим болсон.',
      ],
      uz: [
        'Qoʻshimcha ishdan oldin ruxsat oling',
        'D-2 vizasidagi talabalarga eslatma: qoʻshimcha ishga kirishdan oldin immigratsiya idorasidan yashash maqomidan tashqari faoliyat uchun ruxsat olishingiz kerak, buning uchun universitetning tasdigʻi ham talab qilinadi. Ruxsatsiz ishlash jiddiy jazoga olib kelishi mumkin. Men hujjat topshirganimda taxminan bir hafta vaqt ketdi.',
      ],
    },
    likes: 7,
  },
  {
    key: 'seongsu-cafes',
    author: YUKI,
    category: 'daily',
    hoursAgo: 22 * DAY + 5,
    language: 'ja',
    title: '聖水洞でカフェ巡り',
    text: '週末に聖水洞でカフェを3軒はしごしました。古い工場を改装したお店が多くて、どこも雰囲気が素敵です。一番よかったのは、ソウルの森のすぐそばにある焼き菓子のおいしいお店。次は平日の朝に行ってみたいです。',
    translations: {
      ko: [
        '성수동 카페 투어',
        '주말에 성수동에서 카페 세 곳을 돌았어요. 오래된 공장을 고친 가게가 많아서 어디든 분위기가 멋져요. 제일 좋았던 곳은 서울숲 바로 옆에 있는, 구움과자가 맛있는 가게였어요. 다음에는 평일 아침에 가 보고 싶어요.',
      ],
      en: [
        'Café hopping in Seongsu',
        "Spent the weekend hopping between three cafés in Seongsu-dong. Lots of them are in converted old factories, and every one has a lovely atmosphere. My favourite was a place right next to Seoul Forest with great baked goods. Next time I'd like to go on a weekday morning.",
      ],
      'zh-CN': [
        '圣水洞咖啡馆打卡',
        '周末在圣水洞连逛了三家咖啡馆。很多店都是由老工厂改造的，每家氛围都很棒。最喜欢的是紧挨着首尔林的一家，烘焙点心特别好吃。下次想找个工作日的早上再去。',
      ],
      vi: [
        'Đi cà phê ở Seongsu',
        'Cuối tuần mình đi liền ba quán cà phê ở Seongsu-dong. Nhiều quán được cải tạo từ nhà xưởng cũ, quán nào cũng có không khí rất đẹp. Thích nhất là một quán ngay cạnh Rừng Seoul, bánh nướng ở đó ngon lắm. Lần sau mình muốn đi vào một buổi sáng ngày thường.',
      ],
      ru: [
        'Кофейни Сонсу',
        'На выходных обошла три кофейни в Сонсу-доне. Многие из них устроены в старых фабричных зданиях, и атмосфера везде чудесная. Больше всего понравилось место рядом с Сеульским лесом — там потрясающая выпечка. В следующий раз хочу сходить утром в будний день.',
      ],
      'zh-TW': [
        '聖水洞咖啡廳巡禮',
        '週末在聖水洞連跑了三家咖啡廳。很多店都是老工廠改建的，每一家氣氛都很棒。最喜歡的是就在首爾林旁邊的一家，烘焙點心超好吃。下次想挑平日早上再去。',
      ],
      th: [
        'ตระเวนคาเฟ่ที่ซองซู',
        'สุดสัปดาห์ที่ผ่านมาไปตระเวนคาเฟ่ที่ซองซูดงมา 3 ร้าน หลายร้านรีโนเวตมาจากโรงงานเก่า บรรยากาศดีทุกร้านเลย ร้านที่ชอบที่สุดอยู่ติดกับโซลฟอเรสต์ ขนมอบอร่อยมาก คราวหน้าอยากไปช่วงเช้าวันธรรมดาดูบ้าง',
      ],
      id: [
        'Jelajah kafe di Seongsu',
        'Akhir pekan kemarin aku keliling ke tiga kafe di Seongsu-dong. Banyak yang menempati bekas pabrik tua yang direnovasi, dan suasananya bagus semua. Favoritku kafe persis di sebelah Seoul Forest, kue-kuenya enak banget. Lain kali aku mau datang pagi-pagi di hari kerja.',
      ],
      ms: [
        'Jelajah kafe di Seongsu',
        'Hujung minggu lepas saya singgah tiga kafe di Seongsu-dong. Banyak kafe di situ diubah suai daripada kilang lama, dan suasananya memang cantik. Yang paling saya suka ialah kafe betul-betul di sebelah Seoul Forest, pastrinya sangat sedap. Lain kali saya nak pergi pada pagi hari bekerja pula.',
      ],
      fil: [
        'Café hopping sa Seongsu',
        'Nag-café hopping ako sa tatlong café sa Seongsu-dong nitong weekend. Marami sa kanila ay dating lumang pabrika na ni-renovate, at ang ganda ng ambiance ng bawat isa. Paborito ko ang isang café na katabi mismo ng Seoul Forest — ang sarap ng mga baked goods nila. Sa susunod, gusto kong pumunta nang umaga sa isang weekday.',
      ],
      my: [
        'ဆောင်းစုမှာ ကော်ဖီဆိုင်လှည့်လည်',
        'ပြီးခဲ့တဲ့ ပိတ်ရက်မှာ ဆောင်းစုဒုံက ကော်ဖီဆိုင် သုံးဆိုင်ကို တစ်ဆိုင်ပြီးတစ်ဆိုင် သွားခဲ့တယ်။ စက်ရုံဟောင်းတွေကို ပြင်ဆင်ပြီးဖွင့်ထားတဲ့ ဆိုင်တွေ များပြီး ဆိုင်တိုင်းက အပြင်အဆင်နဲ့ ခံစားရတာ အရမ်းကောင်းတယ်။ အကြိုက်ဆုံးကတော့ Seoul Forest ဘေးမှာတင်ရှိတဲ့ မုန့်ဖုတ်တွေ အရမ်းစားကောင်းတဲ့ ဆိုင်ပါ။ နောက်တစ်ခါ ရုံးဖွင့်ရက် မနက်ပိုင်းမှာ သွားကြည့်ချင်သေးတယ်။',
      ],
      km: [
        'ដើរលេងហាងកាហ្វេនៅសុងស៊ូ',
        'ចុងសប្តាហ៍មុន ខ្ញុំបានដើរលេងហាងកាហ្វេបីកន្លែងជាប់ៗគ្នានៅសុងស៊ូដុង។ ហាងជាច្រើននៅទីនោះកែលម្អពីរោងចក្រចាស់ៗ ហើយហាងណាក៏មានបរិយាកាសស្អាតដែរ។ ហាងដែលខ្ញុំចូលចិត្តជាងគេ គឺហាងមួយនៅជាប់ Seoul Forest ដែលមាននំដុតឆ្ងាញ់ណាស់។ លើកក្រោយ ខ្ញុំចង់ទៅនៅពេលព្រឹកថ្ងៃធ្វើការម្តង។',
      ],
      ne: [
        'सङसुमा क्याफे घुमघाम',
        'सप्ताहन्तमा सङसु-दोङका तीनवटा क्याफे एकपछि अर्को गर्दै घुमेँ। धेरैजसो क्याफे पुराना कारखानालाई नवीकरण गरेर बनाइएका छन्, र सबैको वातावरण एकदमै सुन्दर छ। मलाई सबैभन्दा मन परेको सियोल फरेस्टको ठीक छेउमा रहेको क्याफे हो, जहाँका बेकरीका परिकार निकै मिठा छन्। अर्को पटक कुनै कार्यदिनको बिहान जान मन छ।',
      ],
      mn: [
        'Сонсүгийн кафенууд',
        'Амралтын өдрүүдээр Сонсү-донд гурван кафед дараалан орлоо. Ихэнх нь хуучин үйлдвэрийн байрыг засварлаж хийсэн газрууд, аль нь ч гоё уур амьсгалтай. Хамгийн их таалагдсан нь Сөүлийн ойн яг хажууд байдаг, гурил боов нь маш амттай кафе. Дараагийн удаа ажлын өдрийн өглөө очиж үзмээр байна.',
      ],
      uz: [
        'Seongsudagi kafelar boʻylab',
        'Dam olish kunlari Seongsu-dongdagi uchta kafeni birin-ketin aylanib chiqdim. Ularning koʻpi eski fabrika binolarini taʼmirlab ochilgan, har birining muhiti juda yoqimli. Eng yoqqani Seul oʻrmoni (Seoul Forest) yonginasidagi, pishiriqlari juda mazali kafe boʻldi. Keyingi safar ish kunining ertalabida borib koʻrmoqchiman.',
      ],
    },
    pictures: [
      { scene: 'cafe', seed: 61 },
      { scene: 'cafe', seed: 62 },
      { scene: 'cafe', seed: 63 },
    ],
    likes: 8,
  },
  {
    key: 'work-visa-renewal',
    author: YUKI,
    category: 'visa',
    hoursAgo: 18 * DAY + 3,
    language: 'ja',
    title: '就労ビザの更新、意外と簡単',
    text: 'E-7ビザの更新に行ってきました。事前にHiKoreaで訪問予約をして、在職証明書、会社の事業者登録証のコピー、納税証明書を持っていったら、窓口は15分で終わりました。結果は2〜3週間で出るそうです。',
    translations: {
      ko: [
        '취업 비자 연장, 생각보다 간단했어요',
        'E-7 비자 연장하러 다녀왔어요. 하이코리아에서 미리 방문 예약을 하고, 재직증명서와 회사 사업자등록증 사본, 납세증명서를 챙겨 갔더니 창구 업무는 15분 만에 끝났어요. 결과는 2~3주 안에 나온대요.',
      ],
      en: [
        'Renewing my work visa was easy',
        "I went to renew my E-7 visa. I booked a visit on HiKorea in advance and brought my certificate of employment, a copy of the company's business registration and my tax payment certificate, and it took only 15 minutes at the counter. They said the result will come within two to three weeks.",
      ],
      'zh-CN': [
        '工作签证续签比想象中简单',
        '我去办了E-7签证续签。提前在HiKorea上预约了访问，带上在职证明、公司营业执照复印件和纳税证明，窗口办理只用了15分钟。说是两到三周内出结果。',
      ],
      vi: [
        'Gia hạn visa lao động dễ hơn mình nghĩ',
        'Mình vừa đi gia hạn visa E-7. Đặt lịch trước trên HiKorea, mang theo giấy xác nhận đang làm việc, bản sao giấy đăng ký kinh doanh của công ty và giấy chứng nhận nộp thuế, làm ở quầy chỉ mất 15 phút. Nghe nói khoảng 2–3 tuần là có kết quả.',
      ],
      ru: [
        'Продлить рабочую визу оказалось просто',
        'Сходила продлевать визу E-7. Заранее записалась на приём через HiKorea, взяла справку с места работы, копию свидетельства о регистрации компании и справку об уплате налогов — у окошка всё заняло 15 минут. Сказали, что результат будет через две-три недели.',
      ],
      'zh-TW': [
        '工作簽證延期，比想像中簡單',
        '我去辦了E-7簽證延期。事先在HiKorea預約臨櫃時間，帶了在職證明、公司營業登記證影本和納稅證明，櫃檯只花了15分鐘就辦好了。聽說兩到三週會出結果。',
      ],
      th: [
        'ต่อวีซ่าทำงาน ง่ายกว่าที่คิด',
        'ไปต่อวีซ่า E-7 มาแล้ว จองคิวเข้าไปติดต่อผ่าน HiKorea ไว้ล่วงหน้า แล้วเตรียมหนังสือรับรองการทำงาน สำเนาใบทะเบียนการค้าของบริษัท และหนังสือรับรองการเสียภาษีไป ที่เคาน์เตอร์ใช้เวลาแค่ 15 นาทีเอง เขาบอกว่าจะรู้ผลภายใน 2–3 สัปดาห์',
      ],
      id: [
        'Perpanjang visa kerja ternyata mudah',
        'Aku baru perpanjang visa E-7. Aku reservasi kunjungan di HiKorea dulu, lalu bawa surat keterangan kerja, fotokopi surat izin usaha perusahaan, dan surat keterangan pembayaran pajak. Di loket cuma 15 menit. Katanya hasilnya keluar dalam 2–3 minggu.',
      ],
      ms: [
        'Sambung visa kerja, rupanya mudah',
        'Saya pergi menyambung visa E-7. Saya buat tempahan lawatan di HiKorea lebih awal, dan bawa surat pengesahan majikan, salinan sijil pendaftaran perniagaan syarikat serta sijil pembayaran cukai. Di kaunter cuma ambil masa 15 minit. Katanya keputusan akan keluar dalam 2–3 minggu.',
      ],
      fil: [
        'Madali lang pala mag-renew ng work visa',
        'Nag-renew ako ng E-7 visa ko. Nagpa-reserve muna ako ng visit sa HiKorea, tapos dinala ko ang certificate of employment, kopya ng business registration ng kompanya, at tax payment certificate ko — 15 minuto lang sa counter. Sabi nila, lalabas ang resulta sa loob ng dalawa hanggang tatlong linggo.',
      ],
      my: [
        'အလုပ်ဗီဇာ သက်တမ်းတိုးတာ လွယ်တယ်',
        'E-7 ဗီဇာ သက်တမ်းတိုးဖို့ သွားခဲ့တယ်။ HiKorea မှာ ကြိုတင်ရက်ချိန်းယူထားပြီး အလုပ်လုပ်ကြောင်း ထောက်ခံစာ၊ ကုမ္ပဏီရဲ့ လုပ်ငန်းမှတ်ပုံတင်လက်မှတ် မိတ္တူနဲ့ အခွန်ဆောင်ကြောင်း ထောက်ခံစာတွေ ယူသွားတော့ ကောင်တာမှာ 15 မိနစ်ပဲ ကြာတယ်။ ရလဒ်ကို 2 ပတ်ကနေ 3 ပတ်အတွင်း သိရမယ်တဲ့။',
      ],
      km: [
        'បន្តទិដ្ឋាការការងារ ងាយជាងការគិត',
        'ខ្ញុំបានទៅបន្តទិដ្ឋាការ E-7។ ខ្ញុំកក់ពេលជួបទុកជាមុនតាម HiKorea ហើយយកលិខិតបញ្ជាក់ការងារ ច្បាប់ចម្លងវិញ្ញាបនបត្រចុះបញ្ជីអាជីវកម្មរបស់ក្រុមហ៊ុន និងលិខិតបញ្ជាក់ការបង់ពន្ធទៅជាមួយ នៅបញ្ជរចំណាយពេលតែ 15 នាទីប៉ុណ្ណោះ។ គេថាលទ្ធផលនឹងចេញក្នុងរយៈពេល 2 ទៅ 3 សប្តាហ៍។',
      ],
      ne: [
        'कार्य भिसा नवीकरण सोचेभन्दा सजिलो',
        'E-7 भिसा नवीकरण गर्न गएँ। HiKorea मा पहिल्यै भेटघाटको समय बुक गरेर, रोजगारीको प्रमाणपत्र, कम्पनीको व्यवसाय दर्ता प्रमाणपत्रको प्रतिलिपि र कर चुक्ता प्रमाणपत्र लिएर गएँ, काउन्टरमा जम्मा 15 मिनेट लाग्यो। नतिजा 2–3 हप्तामा आउँछ रे।',
      ],
      mn: [
        'Ажлын виз сунгах амархан байлаа',
        'E-7 визээ сунгуулахаар очлоо. HiKorea-гаар урьдчилан цаг захиалаад, ажлын газрын тодорхойлолт, компанийн улсын бүртгэлийн гэрчилгээний хуулбар, татвар төлсөн тодорхойлолтоо аваад очиход цонхон дээр ердөө 15 минут л болсон. Хариу нь 2–3 долоо хоногийн дотор гарна гэсэн.',
      ],
      uz: [
        'Ish vizasini uzaytirish oson ekan',
        'E-7 vizamni uzaytirgani bordim. HiKorea orqali oldindan navbatga yozilib, ish joyidan maʼlumotnoma, kompaniyaning davlat roʻyxatidan oʻtganlik guvohnomasi nusxasi va soliq toʻlaganlik haqidagi maʼlumotnomani olib bordim — darchada bor-yoʻgʻi 15 daqiqa vaqt ketdi. Natijasi 2–3 hafta ichida chiqarkan.',
      ],
    },
    likes: 4,
  },
  {
    key: 'free-humidifier',
    author: YUKI,
    category: 'market',
    hoursAgo: 9 * DAY + 2,
    language: 'ja',
    title: '加湿器、お譲りします',
    text: '引っ越しのため、1年使った加湿器を無料でお譲りします。きれいに掃除してあります。弘大入口駅の近くまで取りに来られる方、コメントかメッセージをください。',
    translations: {
      ko: [
        '가습기 무료 나눔해요',
        '이사 때문에 1년 쓴 가습기를 무료로 드려요. 깨끗하게 청소해 두었어요. 홍대입구역 근처로 가지러 오실 수 있는 분은 댓글이나 메시지 주세요.',
      ],
      en: [
        'Free humidifier',
        "I'm moving, so I'm giving away a humidifier I've used for a year, free. It's been cleaned thoroughly. If you can pick it up near Hongik University Station, leave a comment or send me a message.",
      ],
      'zh-CN': [
        '免费送加湿器',
        '因为要搬家，把用了一年的加湿器免费送出，已经清洗干净了。能到弘大入口站附近自取的朋友，请留言或私信我。',
      ],
      vi: [
        'Tặng máy tạo ẩm',
        'Vì chuyển nhà nên mình tặng miễn phí máy tạo ẩm đã dùng một năm, đã vệ sinh sạch sẽ. Bạn nào có thể đến gần ga Hongik University lấy thì bình luận hoặc nhắn tin cho mình nhé.',
      ],
      ru: [
        'Отдам увлажнитель',
        'Переезжаю, поэтому бесплатно отдам увлажнитель воздуха, которым пользовалась год. Он тщательно вымыт. Если можете забрать у станции «Хонгик», напишите комментарий или сообщение.',
      ],
      'zh-TW': [
        '免費送加濕器',
        '因為要搬家，用了一年的加濕器免費送出，已經清洗乾淨了。可以到弘大入口站附近自取的人，請留言或私訊我。',
      ],
      th: [
        'แจกเครื่องเพิ่มความชื้นฟรี',
        'กำลังจะย้ายบ้าน เลยขอแจกเครื่องเพิ่มความชื้นที่ใช้มา 1 ปีฟรีๆ ทำความสะอาดเรียบร้อยแล้ว ใครสะดวกมารับแถวสถานีฮงอิกแดอิบกู (Hongik University) คอมเมนต์หรือส่งข้อความมาได้เลยนะ',
      ],
      id: [
        'Gratis: humidifier',
        'Karena mau pindahan, aku kasih gratis humidifier yang sudah kupakai setahun. Sudah dibersihkan sampai bersih. Yang bisa ambil sendiri di dekat Stasiun Hongik University, tinggalkan komentar atau kirim pesan ya.',
      ],
      ms: [
        'Percuma: pelembap udara',
        'Sebab nak pindah rumah, saya nak beri percuma pelembap udara yang sudah digunakan setahun. Sudah dibersihkan dengan teliti. Sesiapa yang boleh ambil sendiri berhampiran Stesen Hongik University, tinggalkan komen atau hantar mesej kepada saya.',
      ],
      fil: [
        'Libreng humidifier',
        'Lilipat na ako, kaya ipamimigay ko nang libre ang humidifier na isang taon kong ginamit. Nilinis ko na itong mabuti. Kung kaya mong kunin malapit sa Hongik University Station, mag-comment o mag-message ka lang.',
      ],
      my: [
        'လေစိုထိုင်းစက် အလကားပေးမယ်',
        'အိမ်ပြောင်းရမှာမို့ တစ်နှစ်သုံးထားတဲ့ လေစိုထိုင်းစက်ကို အလကား ပေးချင်ပါတယ်။ သေသေချာချာ သန့်ရှင်းထားပြီးပါပြီ။ Hongik University ဘူတာနားကို လာယူနိုင်တဲ့သူ ကွန်မန့်ဖြစ်ဖြစ်၊ မက်ဆေ့ချ်ဖြစ်ဖြစ် ပို့ပေးပါ။',
      ],
      km: [
        'ចែកម៉ាស៊ីនបង្កើនសំណើមឥតគិតថ្លៃ',
        'ដោយសារខ្ញុំត្រូវប្តូរផ្ទះ ខ្ញុំសូមចែកម៉ាស៊ីនបង្កើនសំណើមដែលប្រើបានមួយឆ្នាំ ដោយឥតគិតថ្លៃ។ បានសម្អាតយ៉ាងស្អាតរួចហើយ។ អ្នកណាអាចមកយកនៅជិតស្ថានីយ៍ Hongik University បាន សូមសរសេរមតិ ឬផ្ញើសារមកខ្ញុំ។',
      ],
      ne: [
        'ह्युमिडिफायर निःशुल्क दिँदैछु',
        'सर्ने भएकाले एक वर्ष चलाएको ह्युमिडिफायर निःशुल्क दिँदैछु। राम्ररी सफा गरिसकेको छु। होङिक युनिभर्सिटी स्टेसन नजिकै आएर लैजान सक्नुहुन्छ भने कमेन्ट वा म्यासेज गर्नुहोस्।',
      ],
      mn: [
        'Чийгшүүлэгч үнэгүй өгнө',
        'Нүүх гэж байгаа болохоор нэг жил хэрэглэсэн агаар чийгшүүлэгчээ үнэгүй өгье. Сайтар цэвэрлэсэн. Хонгик их сургуулийн буудлын ойролцоо ирж авч чадах хүн сэтгэгдэл юм уу мессеж үлдээгээрэй.',
      ],
      uz: [
        'Havo namlagich tekinga',
        'Koʻchib ketayotganim uchun bir yil ishlatgan havo namlagichimni tekinga beraman. Yaxshilab tozalab qoʻyganman. Hongik University bekati yaqiniga kelib olib keta oladiganlar izoh qoldiring yoki xabar yozing.',
      ],
    },
    pictures: [{ scene: 'room', seed: 71 }],
    likes: 3,
  },
  {
    key: 'korean-study-group',
    author: YUKI,
    category: 'events',
    hoursAgo: 13 * DAY + 6,
    language: 'ja',
    title: '韓国語の勉強会メンバー募集',
    text: '平日の夜にオンラインで韓国語の勉強会をしています。今はTOPIK 4級を目指すメンバーが5人。毎週1回、1時間、ニュース記事を読んで話し合います。日本語が話せる方なら国籍は問いません。気軽にコメントください！',
    translations: {
      ko: [
        '한국어 스터디 멤버 모집',
        '평일 저녁에 온라인으로 한국어 스터디를 하고 있어요. 지금은 토픽 4급을 목표로 하는 멤버 5명이 있어요. 일주일에 한 번, 1시간 동안 뉴스 기사를 읽고 이야기를 나눠요. 일본어를 할 수 있다면 국적은 상관없어요. 편하게 댓글 주세요!',
      ],
      en: [
        'Korean study group: join us',
        'We run an online Korean study group on weekday evenings. Right now there are five of us aiming for TOPIK level 4. Once a week for an hour, we read a news article and discuss it. Any nationality is welcome as long as you speak Japanese. Feel free to comment!',
      ],
      'zh-CN': [
        '韩语学习小组招新',
        '我们在工作日晚上开线上韩语学习小组，目前有5名成员，目标是TOPIK 4级。每周一次，每次一小时，一起读新闻文章并讨论。只要会说日语，国籍不限。欢迎留言！',
      ],
      vi: [
        'Tuyển thành viên nhóm học tiếng Hàn',
        'Bọn mình có nhóm học tiếng Hàn online vào các buổi tối ngày thường. Hiện có 5 thành viên đang nhắm tới TOPIK cấp 4. Mỗi tuần một lần, một tiếng, cùng đọc một bài báo rồi thảo luận. Quốc tịch nào cũng được, miễn là bạn nói được tiếng Nhật. Cứ thoải mái bình luận nhé!',
      ],
      ru: [
        'Ищем участников в группу корейского',
        'По будним вечерам мы занимаемся корейским онлайн. Сейчас нас пятеро, цель — TOPIK 4-го уровня. Раз в неделю на час читаем новостную статью и обсуждаем её. Национальность не важна, главное — говорить по-японски. Пишите в комментариях!',
      ],
      'zh-TW': [
        '韓語讀書會招募成員',
        '我們在平日晚上辦線上韓語讀書會，目前有5位成員，目標是TOPIK 4級。每週一次、每次一小時，一起讀新聞報導並討論。只要會說日語，國籍不拘。歡迎留言！',
      ],
      th: [
        'รับสมาชิกกลุ่มติวภาษาเกาหลี',
        'พวกเรามีกลุ่มติวภาษาเกาหลีออนไลน์ช่วงเย็นวันธรรมดา ตอนนี้มีสมาชิก 5 คนที่ตั้งเป้าสอบ TOPIK ระดับ 4 เจอกันสัปดาห์ละครั้ง ครั้งละ 1 ชั่วโมง อ่านข่าวแล้วมาคุยกัน สัญชาติไหนก็ได้ ขอแค่พูดภาษาญี่ปุ่นได้ คอมเมนต์มาได้เลยนะ!',
      ],
      id: [
        'Cari anggota kelompok belajar bahasa Korea',
        'Kami punya kelompok belajar bahasa Korea online tiap malam hari kerja. Sekarang ada 5 anggota yang menargetkan TOPIK level 4. Seminggu sekali selama satu jam, kami membaca artikel berita lalu mendiskusikannya. Dari negara mana pun boleh, asal bisa bahasa Jepang. Jangan sungkan komentar ya!',
      ],
      ms: [
        'Cari ahli kumpulan belajar bahasa Korea',
        'Kami ada kumpulan belajar bahasa Korea dalam talian pada waktu malam hari bekerja. Sekarang ada 5 orang ahli yang menyasarkan TOPIK tahap 4. Seminggu sekali selama sejam, kami baca artikel berita dan berbincang tentangnya. Semua warganegara dialu-alukan, asalkan boleh bertutur bahasa Jepun. Jangan segan tinggalkan komen!',
      ],
      fil: [
        'Naghahanap ng kasali sa Korean study group',
        'May online Korean study group kami tuwing gabi ng weekdays. Sa ngayon, lima kami na target ang TOPIK level 4. Isang beses kada linggo, isang oras, nagbabasa kami ng news article at pinag-uusapan ito. Kahit anong nationality, basta marunong kang mag-Japanese. Mag-comment lang kayo!',
      ],
      my: [
        'ကိုရီးယားစာ လေ့လာရေးအဖွဲ့ဝင် ခေါ်မယ်',
        'ရုံးဖွင့်ရက် ညနေတွေမှာ အွန်လိုင်းကနေ ကိုရီးယားစာ အတူတူလေ့လာတဲ့ အဖွဲ့ရှိပါတယ်။ အခု TOPIK အဆင့် 4 ကို ပန်းတိုင်ထားတဲ့ အဖွဲ့ဝင် 5 ယောက် ရှိတယ်။ တစ်ပတ်တစ်ခါ တစ်နာရီ၊ သတင်းဆောင်းပါးတစ်ပုဒ် ဖတ်ပြီး ဆွေးနွေးကြတယ်။ ဂျပန်လို ပြောတတ်ရင် ဘယ်နိုင်ငံသားမဆို ရပါတယ်။ စိတ်ဝင်စားရင် ကွန်မန့်ပေးခဲ့ပါ!',
      ],
      km: [
        'ជ្រើសរើសសមាជិកក្រុមរៀនភាសាកូរ៉េ',
        'យើងមានក្រុមរៀនភាសាកូរ៉េតាមអនឡាញ នៅពេលល្ងាចថ្ងៃធ្វើការ។ បច្ចុប្បន្នមានសមាជិក 5 នាក់ ដែលមានគោលដៅប្រឡង TOPIK កម្រិត 4។ មួយសប្តាហ៍ម្តង ម្តងមួយម៉ោង យើងអានអត្ថបទព័ត៌មាន រួចពិភាក្សាគ្នា។ មិនប្រកាន់សញ្ជាតិទេ ឱ្យតែអាចនិយាយភាសាជប៉ុនបាន។ កុំខ្មាសអី សរសេរមតិមកបាន!',
      ],
      ne: [
        'कोरियन भाषा अध्ययन समूहमा सदस्य चाहियो',
        'हामी हप्ताका दिनहरूको बेलुका अनलाइन कोरियन भाषा अध्ययन समूह चलाउँछौँ। अहिले TOPIK लेभल 4 को लक्ष्य राखेका 5 जना सदस्य छौँ। हप्तामा एक पटक, एक घण्टा, समाचार लेख पढेर छलफल गर्छौँ। जापानी भाषा बोल्न सक्नुहुन्छ भने जुनसुकै देशको भए पनि हुन्छ। कमेन्ट गर्न नहिचकिचाउनुहोस्!',
      ],
      mn: [
        'Солонгос хэлний бүлэгт гишүүн авна',
        'Бид ажлын өдрүүдийн орой онлайнаар солонгос хэл хамтдаа үздэг. Одоогоор TOPIK-ийн 4-р түвшинг зорьж буй 5 гишүүнтэй. Долоо хоногт нэг удаа, нэг цаг мэдээний нийтлэл уншаад ярилцдаг. Япон хэлээр ярьдаг л бол ямар ч улсын иргэн байж болно. Чөлөөтэй сэтгэгдэл үлдээгээрэй!',
      ],
      uz: [
        'Koreys tili toʻgaragiga aʼzo kerak',
        'Ish kunlari kechqurun onlayn koreys tili toʻgaragini oʻtkazamiz. Hozir TOPIK 4-darajani maqsad qilgan 5 nafar aʼzomiz bor. Haftada bir marta, bir soat davomida yangiliklar maqolasini oʻqib, muhokama qilamiz. Yapon tilida gaplasha olsangiz bas, millatingiz muhim emas. Bemalol izoh qoldiring!',
      ],
    },
    likes: 4,
  },
  {
    key: 'songdo-room',
    author: ANNA,
    category: 'housing',
    hoursAgo: 20 * DAY + 8,
    language: 'ru',
    title: 'Ищу квартиру в Сонгдо',
    text: 'Ищу однокомнатную квартиру (one-room) в Сонгдо или рядом, с заселением в следующем месяце. Бюджет — залог до 5 млн вон и аренда до 600 тысяч в месяц. Может, кто-то съезжает или знает хорошего агента, который говорит по-английски?',
    translations: {
      ko: [
        '송도에서 원룸 구해요',
        '다음 달 입주로 송도나 근처에 원룸을 구하고 있어요. 예산은 보증금 500만 원 이하, 월세 60만 원 이하예요. 혹시 이사 나가시는 분이나 영어가 통하는 좋은 부동산 중개인을 아시는 분 계신가요?',
      ],
      en: [
        'Looking for a room in Songdo',
        "I'm looking for a one-room in or near Songdo, moving in next month. My budget is a deposit of up to 5 million won and up to 600,000 won a month in rent. Is anyone moving out, or does anyone know a good real estate agent who speaks English?",
      ],
      ja: [
        '松島でワンルームを探しています',
        '来月入居で、松島かその近くのワンルームを探しています。予算は保証金500万ウォン以下、家賃は月60万ウォン以下です。引っ越す予定の方や、英語が通じる良い不動産屋さんをご存じの方はいませんか？',
      ],
      'zh-CN': [
        '在松岛找单间',
        '想在松岛或附近找一个单间（one-room），下个月入住。预算是押金500万韩元以内，月租60万韩元以内。有没有快要搬走的朋友，或者认识会说英语的靠谱中介？',
      ],
      vi: [
        'Tìm phòng ở Songdo',
        'Mình đang tìm phòng one-room ở Songdo hoặc gần đó, dọn vào tháng sau. Ngân sách là tiền cọc tối đa 5 triệu won và tiền thuê tối đa 600 nghìn won mỗi tháng. Có ai sắp chuyển đi, hoặc biết môi giới bất động sản tốt nói được tiếng Anh không?',
      ],
      'zh-TW': [
        '在松島找套房',
        '想在松島或附近找一間套房（one-room），下個月入住。預算是押金500萬韓元以內、月租60萬韓元以內。有沒有人剛好要搬走，或是認識會說英文又可靠的房仲？',
      ],
      th: [
        'หาห้องที่ซงโด',
        'กำลังหาห้องแบบวันรูมในซงโดหรือแถวใกล้ๆ เข้าอยู่เดือนหน้า งบคือเงินมัดจำไม่เกิน 5 ล้านวอน ค่าเช่าไม่เกิน 600,000 วอนต่อเดือน มีใครกำลังจะย้ายออกไหม หรือใครรู้จักนายหน้าอสังหาฯ ดีๆ ที่พูดภาษาอังกฤษได้บ้าง?',
      ],
      id: [
        'Cari kamar di Songdo',
        'Aku lagi cari one-room di Songdo atau sekitarnya, untuk masuk bulan depan. Budgetku deposit maksimal 5 juta won dan sewa maksimal 600 ribu won per bulan. Ada yang mau pindah keluar, atau kenal agen properti yang bagus dan bisa bahasa Inggris?',
      ],
      ms: [
        'Cari bilik di Songdo',
        'Saya sedang cari rumah one-room di Songdo atau kawasan berhampiran, untuk masuk bulan depan. Bajet saya deposit sehingga 5 juta won dan sewa sehingga 600,000 won sebulan. Ada sesiapa yang nak keluar, atau kenal ejen hartanah yang bagus dan boleh berbahasa Inggeris?',
      ],
      fil: [
        'Naghahanap ng kuwarto sa Songdo',
        'Naghahanap ako ng one-room sa Songdo o malapit dito, para lumipat sa susunod na buwan. Ang budget ko ay deposit na hanggang 5 milyong won at renta na hanggang 600,000 won kada buwan. May aalis ba, o may kilala ba kayong maayos na real estate agent na marunong mag-English?',
      ],
      my: [
        'Songdo မှာ အခန်းရှာနေတယ်',
        'နောက်လ ပြောင်းဝင်ဖို့ Songdo ဒါမှမဟုတ် အနီးတစ်ဝိုက်မှာ one-room အခန်း ရှာနေပါတယ်။ ဘတ်ဂျက်က စပေါ်ငွေ 5 သန်းဝမ်အထိ၊ လစဉ်အိမ်လခ 600,000 ဝမ်အထိပါ။ ပြောင်းထွက်မယ့်သူ ရှိလား၊ ဒါမှမဟုတ် အင်္ဂလိပ်လို ပြောတတ်တဲ့ ယုံကြည်ရတဲ့ အိမ်ခြံမြေပွဲစား သိတဲ့သူ ရှိလား။',
      ],
      km: [
        'រកបន្ទប់នៅ Songdo',
        'ខ្ញុំកំពុងរកបន្ទប់ one-room នៅ Songdo ឬតំបន់ក្បែរនោះ ដើម្បីចូលនៅខែក្រោយ។ ថវិការបស់ខ្ញុំគឺប្រាក់កក់មិនលើស 5 លានវ៉ុន និងថ្លៃឈ្នួលមិនលើស 600,000 វ៉ុនក្នុងមួយខែ។ មានអ្នកណាហៀបនឹងប្តូរចេញទេ ឬស្គាល់ភ្នាក់ងារអចលនទ្រព្យល្អៗដែលចេះនិយាយភាសាអង់គ្លេសទេ?',
      ],
      ne: [
        'सोङदोमा कोठा खोज्दैछु',
        'अर्को महिनादेखि बस्न सोङदो वा नजिकैको क्षेत्रमा वान-रुम खोज्दैछु। मेरो बजेट धरौटी 50 लाख वोनसम्म र मासिक भाडा 6 लाख वोनसम्म हो। कोही सर्दै हुनुहुन्छ कि, वा अङ्ग्रेजी बोल्ने भरपर्दो घरजग्गा एजेन्ट चिन्नुहुन्छ कि?',
      ],
      mn: [
        'Сондод өрөө хайж байна',
        'Ирэх сараас орохоор Сондо юм уу ойролцоо нь нэг өрөө байр хайж байна. Төсөв маань барьцаа 5 сая вон хүртэл, сарын түрээс 600 мянган вон хүртэл. Нүүж гарах гэж байгаа хүн байна уу, эсвэл англиар ярьдаг сайн үл хөдлөхийн зуучлагч мэдэх хүн байна уу?',
      ],
      uz: [
        'Songdoda xona qidiryapman',
        'Kelasi oydan koʻchib kirish uchun Songdo yoki uning atrofidan bir xonali kvartira (one-room) qidiryapman. Byudjetim: garov puli 5 million vongacha, oylik ijara 600 ming vongacha. Koʻchib ketayotgan yoki ingliz tilida gaplashadigan yaxshi rieltorni biladigan odam bormi?',
      ],
    },
    pictures: [
      { scene: 'room', seed: 81 },
      { scene: 'room', seed: 82 },
    ],
    likes: 2,
  },
  {
    key: 'hangul-in-a-week',
    author: ANNA,
    category: 'daily',
    hoursAgo: 15 * DAY + 4,
    language: 'ru',
    title: 'Выучила хангыль за неделю',
    text: 'Думала, что корейский алфавит — это сложно, а на деле выучила хангыль за неделю: по 20 минут в день с карточками. Теперь читаю вывески в метро и радуюсь, как ребёнок. Следующая цель — понимать, что на них написано 😄',
    translations: {
      ko: [
        '일주일 만에 한글을 배웠어요',
        '한국어 글자가 어려울 줄 알았는데, 하루 20분씩 카드로 공부했더니 일주일 만에 한글을 익혔어요. 이제 지하철 간판을 읽을 수 있어서 아이처럼 기뻐요. 다음 목표는 그 뜻까지 이해하는 거예요 😄',
      ],
      en: [
        'Learned Hangul in a week',
        'I thought the Korean alphabet would be hard, but I learned Hangul in a week with 20 minutes of flashcards a day. Now I read the signs in the subway and feel as happy as a child. Next goal: understanding what they say 😄',
      ],
      ja: [
        '1週間でハングルを覚えました',
        '韓国語の文字は難しいと思っていたけど、1日20分カードで勉強したら、1週間でハングルが読めるようになりました。今は地下鉄の看板が読めて、子どもみたいにうれしいです。次の目標は、その意味までわかるようになること 😄',
      ],
      'zh-CN': [
        '一周学会了韩文字母',
        '本来以为韩文字母很难，结果每天用卡片学20分钟，一周就学会了。现在能读懂地铁里的招牌，开心得像个孩子。下一个目标是看懂上面写的是什么意思 😄',
      ],
      vi: [
        'Học xong chữ Hangul trong một tuần',
        'Mình cứ nghĩ chữ Hàn khó lắm, vậy mà học với thẻ từ mỗi ngày 20 phút, chỉ một tuần là thuộc Hangul. Giờ đọc được biển hiệu trong tàu điện ngầm mà vui như trẻ con. Mục tiêu tiếp theo là hiểu được chúng viết gì 😄',
      ],
      'zh-TW': [
        '一週學會韓文字母',
        '本來以為韓文字母很難，結果每天用字卡練20分鐘，一個星期就學會了。現在讀得出地鐵裡的招牌，開心得像個小孩。下一個目標是看懂上面寫的是什麼意思 😄',
      ],
      th: [
        'เรียนฮันกึลจบในหนึ่งสัปดาห์',
        'นึกว่าตัวอักษรเกาหลีจะยาก แต่จริงๆ แล้วเรียนฮันกึลจบในหนึ่งสัปดาห์ แค่ท่องแฟลชการ์ดวันละ 20 นาที ตอนนี้อ่านป้ายในรถไฟใต้ดินออกแล้ว ดีใจเหมือนเด็กเลย เป้าหมายต่อไปคือเข้าใจว่ามันเขียนว่าอะไร 😄',
      ],
      id: [
        'Belajar Hangul dalam seminggu',
        'Kukira huruf Korea bakal susah, ternyata aku bisa menguasai Hangul dalam seminggu, cukup 20 menit sehari pakai kartu hafalan. Sekarang aku bisa baca papan-papan di kereta bawah tanah dan senangnya kayak anak kecil. Target berikutnya: paham artinya 😄',
      ],
      ms: [
        'Belajar Hangul dalam seminggu',
        'Saya ingat huruf Korea susah, rupa-rupanya saya dapat kuasai Hangul dalam seminggu, 20 minit sehari dengan kad imbas. Sekarang saya dah boleh baca papan tanda dalam kereta api bawah tanah, gembira macam budak kecil. Sasaran seterusnya: faham apa yang ditulis 😄',
      ],
      fil: [
        'Natutunan ko ang Hangul sa isang linggo',
        'Akala ko mahirap ang Korean alphabet, pero natutunan ko ang Hangul sa loob ng isang linggo — 20 minuto lang kada araw gamit ang flashcards. Ngayon nababasa ko na ang mga karatula sa subway at tuwang-tuwa ako na parang bata. Next goal: maintindihan kung ano ang nakasulat 😄',
      ],
      my: [
        'တစ်ပတ်နဲ့ ဟန်ဂူလ် တတ်သွားပြီ',
        'ကိုရီးယားအက္ခရာက ခက်မယ်ထင်ခဲ့တာ၊ တကယ်တော့ တစ်နေ့ 20 မိနစ် ကတ်ပြားတွေနဲ့ လေ့လာတာ တစ်ပတ်အတွင်း ဟန်ဂူလ်ကို တတ်သွားတယ်။ အခု မြေအောက်ရထားထဲက ဆိုင်းဘုတ်တွေကို ဖတ်တတ်နေပြီဆိုတော့ ကလေးတစ်ယောက်လို ပျော်နေတယ်။ နောက်ပန်းတိုင်ကတော့ အဲဒါတွေ ဘာရေးထားလဲ နားလည်ဖို့ပဲ 😄',
      ],
      km: [
        'រៀនចេះហាន់គុលក្នុងមួយសប្តាហ៍',
        'ខ្ញុំគិតថាអក្សរកូរ៉េពិបាក តែតាមពិតខ្ញុំរៀនចេះហាន់គុលក្នុងរយៈពេលតែមួយសប្តាហ៍ ដោយរៀនជាមួយកាតពាក្យ 20 នាទីក្នុងមួយថ្ងៃ។ ឥឡូវខ្ញុំអានផ្លាកសញ្ញានៅក្នុងរថភ្លើងក្រោមដីបាន ហើយសប្បាយចិត្តដូចក្មេងតូចម្នាក់។ គោលដៅបន្ទាប់៖ យល់ថាវាសរសេរថាអ្វី 😄',
      ],
      ne: [
        'एक हप्तामै हान्गुल सिकेँ',
        'कोरियाली वर्णमाला गाह्रो होला भन्ने सोचेकी थिएँ, तर दिनको 20 मिनेट फ्ल्यासकार्डबाट अभ्यास गर्दा एक हप्तामै हान्गुल सिकेँ। अहिले सबवेका साइनबोर्ड पढ्न सक्छु, बच्चाजस्तै खुसी लागेको छ। अर्को लक्ष्य: त्यसमा के लेखिएको छ भनेर बुझ्ने 😄',
      ],
      mn: [
        'Хангылийг долоо хоногт сурлаа',
        'Солонгос цагаан толгой хэцүү байх гэж бодож байсан чинь өдөрт 20 минут картаар давтаад долоо хоногийн дотор хангылийг сурчихлаа. Одоо метроны хаяг, самбаруудыг уншиж чаддаг болоод хүүхэд шиг баярлаж байна. Дараагийн зорилго — юу гэж бичсэнийг нь ойлгох 😄',
      ],
      uz: [
        'Hangulni bir haftada oʻrgandim',
        'Koreys alifbosi qiyin boʻlsa kerak deb oʻylagandim, lekin kuniga 20 daqiqa kartochkalar bilan shugʻullanib, hangulni bir haftada oʻrganib oldim. Endi metrodagi yozuvlarni oʻqiy olaman va boladek xursandman. Keyingi maqsad — ularda nima yozilganini tushunish 😄',
      ],
    },
    likes: 9,
  },
  {
    key: 'songdo-language-exchange',
    author: ANNA,
    category: 'events',
    hoursAgo: 11 * DAY + 5,
    language: 'ru',
    title: 'Языковой обмен в Сонгдо',
    text: 'Каждую среду в 19:00 собираемся в кафе у станции «Сентрал-парк» в Сонгдо: полчаса говорим по-корейски, полчаса — по-английски или по-русски. Приходите с любым уровнем, главное — желание общаться!',
    translations: {
      ko: [
        '송도 언어 교환 모임',
        '매주 수요일 저녁 7시에 송도 센트럴파크역 근처 카페에서 모여요. 30분은 한국어로, 30분은 영어나 러시아어로 이야기해요. 실력은 상관없어요. 대화하고 싶은 마음만 있으면 돼요!',
      ],
      en: [
        'Language exchange in Songdo',
        'Every Wednesday at 7 pm we meet at a café near Central Park Station in Songdo: half an hour in Korean, half an hour in English or Russian. Any level is welcome — all you need is the wish to talk!',
      ],
      ja: [
        '松島で言語交換',
        '毎週水曜日の夜7時に、松島のセントラルパーク駅近くのカフェで集まっています。30分は韓国語で、30分は英語かロシア語で話します。レベルは問いません。話したい気持ちがあれば大丈夫です！',
      ],
      'zh-CN': [
        '松岛语言交换',
        '每周三晚上7点，我们在松岛中央公园站附近的咖啡馆聚会：半小时说韩语，半小时说英语或俄语。任何水平都欢迎，只要你想聊天就行！',
      ],
      vi: [
        'Trao đổi ngôn ngữ ở Songdo',
        'Tối thứ Tư hằng tuần lúc 7 giờ, bọn mình gặp nhau ở một quán cà phê gần ga Central Park ở Songdo: nửa tiếng nói tiếng Hàn, nửa tiếng nói tiếng Anh hoặc tiếng Nga. Trình độ nào cũng được, chỉ cần bạn muốn trò chuyện!',
      ],
      'zh-TW': [
        '松島語言交換',
        '每週三晚上7點，我們在松島中央公園站附近的咖啡廳聚會：半小時說韓語，半小時說英文或俄文。程度不拘，只要想聊天就歡迎！',
      ],
      th: [
        'แลกเปลี่ยนภาษาที่ซงโด',
        'ทุกวันพุธ เวลา 19.00 น. เรานัดเจอกันที่คาเฟ่ใกล้สถานีเซ็นทรัลพาร์กในซงโด คุยภาษาเกาหลีครึ่งชั่วโมง แล้วคุยภาษาอังกฤษหรือรัสเซียอีกครึ่งชั่วโมง ระดับไหนก็มาได้ ขอแค่อยากคุยก็พอ!',
      ],
      id: [
        'Language exchange di Songdo',
        'Setiap Rabu jam 7 malam kami kumpul di kafe dekat Stasiun Central Park di Songdo: setengah jam ngobrol dalam bahasa Korea, setengah jam dalam bahasa Inggris atau Rusia. Level apa pun boleh ikut — yang penting ada kemauan untuk ngobrol!',
      ],
      ms: [
        'Pertukaran bahasa di Songdo',
        'Setiap hari Rabu pukul 7 malam kami berkumpul di kafe berhampiran Stesen Central Park di Songdo: setengah jam berbual dalam bahasa Korea, setengah jam dalam bahasa Inggeris atau Rusia. Semua tahap dialu-alukan — yang penting ada keinginan untuk berbual!',
      ],
      fil: [
        'Language exchange sa Songdo',
        'Tuwing Miyerkoles, alas-siyete ng gabi, nagkikita kami sa isang café malapit sa Central Park Station sa Songdo: kalahating oras sa Korean, kalahating oras sa English o Russian. Welcome ang kahit anong level — ang kailangan lang ay gusto mong makipagkuwentuhan!',
      ],
      my: [
        'Songdo မှာ ဘာသာစကား ဖလှယ်ပွဲ',
        'ဗုဒ္ဓဟူးနေ့တိုင်း ညနေ 7 နာရီမှာ Songdo က Central Park ဘူတာနားက ကော်ဖီဆိုင်မှာ စုကြတယ်။ နာရီဝက် ကိုရီးယားလို ပြောပြီး နောက်နာရီဝက် အင်္ဂလိပ် ဒါမှမဟုတ် ရုရှားလို ပြောကြတယ်။ ဘယ်အဆင့်ပဲဖြစ်ဖြစ် လာခဲ့ပါ၊ စကားပြောချင်စိတ် ရှိဖို့ပဲ လိုတယ်!',
      ],
      km: [
        'ការផ្លាស់ប្តូរភាសានៅ Songdo',
        'រៀងរាល់ថ្ងៃពុធ ម៉ោង 7 យប់ យើងជួបជុំគ្នានៅហាងកាហ្វេមួយក្បែរស្ថានីយ៍ Central Park នៅ Songdo៖ កន្លះម៉ោងនិយាយភាសាកូរ៉េ កន្លះម៉ោងទៀតនិយាយភាសាអង់គ្លេស ឬរុស្ស៊ី។ កម្រិតណាក៏អាចមកបាន សំខាន់គឺមានចិត្តចង់និយាយគ្នា!',
      ],
      ne: [
        'सोङदोमा भाषा आदानप्रदान',
        'हरेक बुधबार बेलुका 7 बजे सोङदोको सेन्ट्रल पार्क स्टेसन नजिकैको क्याफेमा भेला हुन्छौँ: आधा घण्टा कोरियनमा र आधा घण्टा अङ्ग्रेजी वा रुसीमा कुरा गर्छौँ। जुनसुकै स्तरको भए पनि आउनुहोस्, कुरा गर्ने चाहना भए पुग्छ!',
      ],
      mn: [
        'Сондогийн хэлний солилцоо',
        'Лхагва гараг бүр оройн 7 цагт Сондогийн Сентрал Парк буудлын ойролцоох кафед цуглардаг: хагас цаг солонгосоор, хагас цаг англи эсвэл оросоор ярилцана. Ямар ч түвшинтэй хүн ирж болно — гол нь ярилцах хүсэл л байхад болно!',
      ],
      uz: [
        'Songdoda til almashinuvi',
        'Har chorshanba soat 19:00 da Songdodagi Central Park bekati yaqinidagi kafeda yigʻilamiz: yarim soat koreyscha, yarim soat inglizcha yoki ruscha gaplashamiz. Darajangiz qanday boʻlishidan qatʼi nazar keling — eng muhimi, suhbatlashish istagi boʻlsa bas!',
      ],
    },
    pictures: [{ scene: 'cafe', seed: 91 }],
    likes: 5,
  },
  {
    key: 'd2-extension',
    author: ANNA,
    category: 'visa',
    hoursAgo: 4 * DAY + 3,
    language: 'ru',
    title: 'Продление D-2: документы',
    text: 'Продлевала студенческую визу D-2. Понадобились: заявление, паспорт, ID-карта, справка об обучении, выписка с оценками, справка о наличии средств на счёте и подтверждение адреса. Сбор оплатила на месте. Совет: записывайтесь через HiKorea заранее, свободные даты быстро заканчиваются.',
    translations: {
      ko: [
        'D-2 연장 서류 정리',
        '유학 비자(D-2)를 연장했어요. 필요했던 서류는 신청서, 여권, 외국인등록증, 재학증명서, 성적증명서, 잔고증명서, 거주지 증빙이었어요. 수수료는 현장에서 냈어요. 팁: 하이코리아에서 미리 예약하세요. 빈 날짜가 금방 없어져요.',
      ],
      en: [
        'Extending a D-2 visa: documents',
        'I just extended my D-2 student visa. I needed the application form, passport, residence card, certificate of enrolment, transcript, bank balance certificate and proof of address. I paid the fee on site. Tip: book through HiKorea early — free slots go fast.',
      ],
      ja: [
        'D-2ビザ延長の書類まとめ',
        '留学ビザ（D-2）を延長しました。必要だったのは、申請書、パスポート、外国人登録証、在学証明書、成績証明書、残高証明書、居住地の証明書類です。手数料はその場で払いました。コツ：HiKoreaで早めに予約すること。空いている日はすぐ埋まります。',
      ],
      'zh-CN': [
        'D-2签证延期所需材料',
        '我刚办完留学签证（D-2）延期。需要的材料有：申请表、护照、外国人登录证、在读证明、成绩单、存款证明和住址证明。手续费是现场交的。建议：早点在HiKorea上预约，空档很快就没了。',
      ],
      vi: [
        'Giấy tờ gia hạn visa D-2',
        'Mình vừa gia hạn visa du học D-2. Cần có: đơn đăng ký, hộ chiếu, thẻ cư trú, giấy xác nhận đang học, bảng điểm, giấy xác nhận số dư tài khoản và giấy tờ chứng minh nơi ở. Lệ phí nộp tại chỗ. Mẹo: đặt lịch sớm trên HiKorea nhé, ngày trống hết rất nhanh.',
      ],
      'zh-TW': [
        'D-2簽證延期要準備的文件',
        '我剛辦完留學簽證（D-2）延期。需要的文件有：申請書、護照、外國人登錄證、在學證明、成績單、存款證明和住址證明。手續費是現場繳的。小提醒：早點在HiKorea預約，空檔很快就被搶光了。',
      ],
      th: [
        'เอกสารต่อวีซ่า D-2',
        'เพิ่งต่อวีซ่านักเรียน D-2 มา เอกสารที่ต้องใช้คือ ใบคำร้อง พาสปอร์ต บัตรต่างด้าว ใบรับรองการเป็นนักศึกษา ใบแสดงผลการเรียน หนังสือรับรองยอดเงินในบัญชี และหลักฐานที่อยู่ ค่าธรรมเนียมจ่ายที่นั่นเลย ทิป: จองผ่าน HiKorea ไว้แต่เนิ่นๆ นะ คิวว่างหมดเร็วมาก',
      ],
      id: [
        'Perpanjang visa D-2: dokumennya',
        'Aku baru saja memperpanjang visa pelajar D-2. Dokumen yang diperlukan: formulir permohonan, paspor, kartu registrasi orang asing (ARC), surat keterangan aktif kuliah, transkrip nilai, surat keterangan saldo rekening, dan bukti alamat. Biayanya dibayar di tempat. Tips: reservasi lewat HiKorea jauh-jauh hari, slot kosong cepat habis.',
      ],
      ms: [
        'Sambung visa D-2: dokumen',
        'Saya baru sambung visa pelajar D-2. Dokumen yang diperlukan: borang permohonan, pasport, kad pendaftaran orang asing, surat pengesahan pelajar, transkrip, penyata baki bank dan bukti alamat. Yuran dibayar di sana. Tip: buat tempahan melalui HiKorea awal-awal, slot kosong cepat habis.',
      ],
      fil: [
        'Pag-extend ng D-2 visa: mga dokumento',
        'Kaka-extend ko lang ng D-2 student visa ko. Ito ang mga kinailangan: application form, passport, residence card, certificate of enrollment, transcript, bank balance certificate, at proof of address. Doon na ako nagbayad ng fee. Tip: mag-book nang maaga sa HiKorea — mabilis maubos ang mga bakanteng slot.',
      ],
      my: [
        'D-2 ဗီဇာ သက်တမ်းတိုး - စာရွက်စာတမ်းများ',
        'D-2 ကျောင်းသားဗီဇာ သက်တမ်းတိုးပြီးပြီ။ လိုအပ်ခဲ့တာတွေက လျှောက်လွှာ၊ ပတ်စပို့၊ နိုင်ငံခြားသားမှတ်ပုံတင်ကတ် (ARC)၊ ကျောင်းတက်နေကြောင်း ထောက်ခံစာ၊ အမှတ်စာရင်း၊ ဘဏ်လက်ကျန်ငွေ ထောက်ခံစာနဲ့ နေရပ်လိပ်စာ အထောက်အထားတွေပါ။ အခကြေးငွေကို အဲဒီမှာပဲ ပေးခဲ့တယ်။ အကြံပြုချက် - HiKorea မှာ စောစော ရက်ချိန်းယူပါ၊ ရက်လွတ်တွေ မြန်မြန်ကုန်သွားတတ်တယ်။',
      ],
      km: [
        'បន្តទិដ្ឋាការ D-2៖ ឯកសារដែលត្រូវការ',
        'ខ្ញុំទើបតែបន្តទិដ្ឋាការនិស្សិត D-2។ ឯកសារដែលត្រូវការមាន៖ ពាក្យស្នើសុំ លិខិតឆ្លងដែន បណ្ណស្នាក់នៅ លិខិតបញ្ជាក់ការសិក្សា ព្រឹត្តិប័ត្រពិន្ទុ លិខិតបញ្ជាក់សមតុល្យគណនីធនាគារ និងភស្តុតាងអាសយដ្ឋាន។ ខ្ញុំបង់ថ្លៃសេវានៅនឹងកន្លែង។ គន្លឹះ៖ កក់តាម HiKorea ឱ្យបានឆាប់ ព្រោះថ្ងៃទំនេរអស់លឿនណាស់។',
      ],
      ne: [
        'D-2 भिसाको म्याद थप: कागजात',
        'भर्खरै D-2 विद्यार्थी भिसाको म्याद थप गरेँ। चाहिएका कागजातहरू: निवेदन फारम, राहदानी, विदेशी दर्ता कार्ड (ARC), अध्ययनरत प्रमाणपत्र, ग्रेड सिट, बैंक ब्यालेन्स प्रमाणपत्र र ठेगानाको प्रमाण। शुल्क त्यहीँ तिरेँ। सुझाव: HiKorea मार्फत चाँडै बुक गर्नुहोस्, खाली मितिहरू छिट्टै सकिन्छन्।',
      ],
      mn: [
        'D-2 виз сунгах: бичиг баримт',
        'D-2 оюутны визээ саяхан сунгууллаа. Шаардлагатай байсан нь: өргөдлийн маягт, гадаад паспорт, гадаадын иргэний үнэмлэх, суралцаж буйг нотлох тодорхойлолт, дүнгийн хуудас, дансны үлдэгдлийн тодорхойлолт, оршин суугаа хаягийн баримт. Хураамжаа газар дээр нь төлсөн. Зөвлөгөө: HiKorea-гаар эртхэн цаг захиалаарай, сул өдрүүд хурдан дуусдаг.',
      ],
      uz: [
        'D-2 vizasini uzaytirish: hujjatlar',
        'Yaqinda D-2 talaba vizamni uzaytirdim. Kerak boʻlgan hujjatlar: ariza, pasport, ID-karta (chet el fuqarosi guvohnomasi), oʻqish joyidan maʼlumotnoma, baholar vedomosti, bank hisobidagi mablagʻ haqida maʼlumotnoma va manzilni tasdiqlovchi hujjat. Yigʻimni joyida toʻladim. Maslahat: HiKorea orqali oldindan yoziling, boʻsh kunlar tez tugaydi.',
      ],
    },
    likes: 6,
  },
  {
    key: 'daerim-sichuan',
    author: LIWEI,
    category: 'food',
    hoursAgo: 17 * DAY + 2,
    language: 'zh-CN',
    title: '大林洞的正宗川菜',
    text: '想吃家乡味的朋友可以去大林洞看看，地铁大林站一出来就是一整条中国餐馆街。我最常去的那家，麻婆豆腐和水煮鱼都很地道，辣度可以选。周末晚上人很多，建议早点去。',
    translations: {
      ko: [
        '대림동 정통 쓰촨 요리',
        '고향의 맛이 그리운 분은 대림동에 가 보세요. 대림역에서 나오면 바로 중국 음식점 거리가 쭉 이어져요. 제가 자주 가는 집은 마파두부와 수이주위(매운 생선 요리)가 정말 제대로예요. 맵기는 고를 수 있어요. 주말 저녁엔 사람이 많으니 일찍 가는 걸 추천해요.',
      ],
      en: [
        'Real Sichuan food in Daerim',
        "If you miss the taste of home, check out Daerim-dong: step out of Daerim Station and there's a whole street of Chinese restaurants. At the one I go to most, the mapo tofu and the spicy boiled fish are the real thing, and you can choose how spicy. Weekend evenings get crowded, so go early.",
      ],
      ja: [
        '大林洞の本格四川料理',
        '故郷の味が恋しい人は大林洞へどうぞ。大林駅を出るとすぐ、中華料理店がずらりと並ぶ通りがあります。私がよく行くお店は、麻婆豆腐と水煮魚が本場の味で、辛さも選べます。週末の夜は混むので、早めに行くのがおすすめです。',
      ],
      vi: [
        'Món Tứ Xuyên chuẩn vị ở Daerim',
        'Ai nhớ hương vị quê nhà thì ghé Daerim-dong nhé: vừa ra khỏi ga Daerim là cả một con phố nhà hàng Trung Quốc. Quán mình hay đến nhất có đậu phụ Ma Bà và cá luộc cay chuẩn vị, độ cay tự chọn. Tối cuối tuần rất đông, nên đi sớm.',
      ],
      ru: [
        'Настоящая сычуаньская кухня',
        'Если скучаете по домашней еде, загляните в Тэрим-дон: прямо у станции Тэрим начинается целая улица китайских ресторанов. В моём любимом месте тофу мапо и острая рыба по-сычуаньски — как на родине, а остроту можно выбрать. Вечером в выходные там людно, так что лучше приходить пораньше.',
      ],
      'zh-TW': [
        '大林洞的道地川菜',
        '想吃家鄉味的朋友可以去大林洞看看，從地鐵大林站一出來就是一整條中國餐廳街。我最常去的那家，麻婆豆腐和水煮魚都很道地，辣度可以自己選。週末晚上人很多，建議早點去。',
      ],
      th: [
        'อาหารเสฉวนแท้ๆ ที่แทริม',
        'ใครคิดถึงรสชาติบ้านเกิด ลองไปแทริมดงดูนะ พอออกจากสถานีรถไฟใต้ดินแทริมก็เจอถนนที่มีแต่ร้านอาหารจีนเรียงกันยาวเลย ร้านที่เราไปบ่อยที่สุด ทั้งหม่าโผเต้าหู้และปลาต้มเผ็ดสไตล์เสฉวนรสชาติแท้มาก เลือกระดับความเผ็ดได้ด้วย เย็นวันเสาร์อาทิตย์คนเยอะ แนะนำให้ไปเร็วหน่อย',
      ],
      id: [
        'Masakan Sichuan asli di Daerim',
        'Buat yang kangen masakan kampung halaman, coba mampir ke Daerim-dong: begitu keluar dari Stasiun Daerim, langsung ada satu jalan penuh restoran Tiongkok. Di tempat langgananku, mapo tahu dan ikan rebus pedas ala Sichuan-nya otentik banget, dan tingkat pedasnya bisa dipilih. Malam akhir pekan ramai sekali, jadi sebaiknya datang lebih awal.',
      ],
      ms: [
        'Masakan Sichuan asli di Daerim',
        'Sesiapa yang rindu masakan kampung halaman, cubalah ke Daerim-dong: sebaik keluar dari Stesen Daerim, terus ada sebatang jalan yang penuh dengan restoran Cina. Di kedai yang paling kerap saya pergi, tauhu mapo dan ikan rebus pedas Sichuan memang asli rasanya, dan tahap pedas boleh dipilih. Malam hujung minggu sangat ramai, jadi elok pergi awal.',
      ],
      fil: [
        'Tunay na Sichuan food sa Daerim',
        'Kung nami-miss ninyo ang lasang bahay, subukan ninyong pumunta sa Daerim-dong: paglabas mo ng Daerim Station, isang buong kalye na ng mga Chinese restaurant. Sa lagi kong pinupuntahan, authentic talaga ang mapo tofu at ang maanghang na nilagang isda na istilong Sichuan, at puwede mong piliin kung gaano kaanghang. Dagsa ang tao tuwing weekend ng gabi, kaya mas mabuting pumunta nang maaga.',
      ],
      my: [
        'Daerim က စစ်မှန်တဲ့ စီချွမ်အစားအစာ',
        'အိမ်ကအရသာကို လွမ်းနေသူတွေ Daerim-dong ကို သွားကြည့်ပါ။ Daerim ဘူတာက ထွက်လိုက်တာနဲ့ တရုတ်စားသောက်ဆိုင်တွေ တန်းစီနေတဲ့ လမ်းတစ်လမ်းလုံး ရှိတယ်။ ကျွန်တော် အမြဲသွားတဲ့ဆိုင်မှာ မာပိုတို့ဟူးနဲ့ စီချွမ်စတိုင် ငါးစပ်ပြုတ်က တကယ့်မူရင်းအရသာအတိုင်းပဲ၊ အစပ်အဆင့်ကိုလည်း ရွေးလို့ရတယ်။ စနေ၊ တနင်္ဂနွေ ညနေဆို လူများတယ်၊ စောစောသွားဖို့ အကြံပြုတယ်။',
      ],
      km: [
        'ម្ហូបស៊ីឈួនពិតៗនៅ Daerim',
        'អ្នកណានឹករសជាតិម្ហូបស្រុកកំណើត សាកទៅ Daerim-dong មើល៖ ចេញពីស្ថានីយ៍ Daerim ភ្លាម គឺមានផ្លូវមួយពេញដោយភោជនីយដ្ឋានចិន។ នៅហាងដែលខ្ញុំទៅញឹកញាប់ជាងគេ តៅហ៊ូម៉ាប៉ូ និងត្រីស្ងោរហឹរបែបស៊ីឈួន មានរសជាតិដើមពិតៗ ហើយអាចជ្រើសកម្រិតហឹរបាន។ ល្ងាចចុងសប្តាហ៍មនុស្សច្រើនណាស់ គួរទៅឱ្យបានឆាប់។',
      ],
      ne: [
        'देरिममा साँच्चिकै सिचुआनी खाना',
        'घरको स्वाद सम्झनुभएको छ भने देरिम-दोङ जानुहोस्: देरिम स्टेसनबाट निस्कनेबित्तिकै चिनियाँ रेस्टुरेन्टले भरिएको पूरै सडक भेटिन्छ। म प्रायः जाने ठाउँमा मापो टोफु र सिचुआन शैलीको पिरो उमालेको माछा साँच्चिकै चीनकै जस्तो छ, पिरोपन पनि आफैँ छान्न मिल्छ। सप्ताहन्तको बेलुका निकै भीड हुन्छ, त्यसैले चाँडै जानु राम्रो।',
      ],
      mn: [
        'Дэримд жинхэнэ Сычуань хоол',
        'Эх орныхоо хоолыг санасан хүмүүс Дэрим-дон руу очоод үзээрэй: метроны Дэрим буудлаас гармагц л бүхэл бүтэн гудамж дүүрэн хятад ресторан байдаг. Миний байнга очдог газрын мапо тофу, Сычуань маягийн халуун ногоотой чанасан загас жинхэнэ эх орных шиг амттай, халууны хэмжээг ч сонгож болно. Амралтын өдрүүдийн орой хүн их байдаг тул эрт очихыг зөвлөе.',
      ],
      uz: [
        'Daerimdagi haqiqiy Sichuan taomlari',
        'Vatan taomlarini sogʻinganlar Daerim-dongga bir borib koʻringlar: Daerim metro bekatidan chiqishingiz bilan butun boshli xitoy restoranlari koʻchasiga tushasiz. Men eng koʻp boradigan joyda mapo tofu va Sichuancha achchiq qaynatilgan baliq xuddi Xitoydagidek, achchiqlik darajasini ham tanlasa boʻladi. Dam olish kunlari kechqurun odam koʻp boʻladi, ertaroq borishni maslahat beraman.',
      ],
    },
    pictures: [
      { scene: 'noodles', seed: 101 },
      { scene: 'bibimbap', seed: 102 },
    ],
    likes: 6,
  },
  {
    key: 'chinese-tutor',
    author: LIWEI,
    category: 'jobs',
    hoursAgo: 4 * DAY + 1,
    language: 'zh-CN',
    title: '招聘：周末中文家教',
    text: '朋友家的孩子（小学五年级）想学中文，在江南区，每周六上午两小时。希望是普通话母语者，有教学经验更好。感兴趣的请私信我，简单介绍一下自己。',
    translations: {
      ko: [
        '주말 중국어 과외 선생님 구해요',
        '지인의 아이(초등학교 5학년)가 중국어를 배우고 싶어 해요. 강남구이고, 매주 토요일 오전 2시간이에요. 중국어(표준어)가 모국어인 분이면 좋고, 가르쳐 본 경험이 있으면 더 좋아요. 관심 있으신 분은 간단한 자기소개와 함께 메시지 주세요.',
      ],
      en: [
        'Wanted: weekend Chinese tutor',
        "A friend's child (fifth grade) wants to learn Chinese. It's in Gangnam, two hours every Saturday morning. We're looking for a native Mandarin speaker; teaching experience is a plus. If you're interested, send me a message with a short introduction.",
      ],
      ja: [
        '週末の中国語家庭教師募集',
        '知人の子ども（小学5年生）が中国語を習いたがっています。場所は江南区で、毎週土曜の午前に2時間です。中国語（普通話）ネイティブの方を希望、指導経験があればなお歓迎です。興味のある方は簡単な自己紹介を添えてメッセージをください。',
      ],
      vi: [
        'Tìm gia sư tiếng Trung cuối tuần',
        'Con của một người bạn (học lớp 5) muốn học tiếng Trung. Ở quận Gangnam, mỗi sáng thứ Bảy hai tiếng. Mong tìm người bản ngữ tiếng Phổ thông, có kinh nghiệm dạy càng tốt. Ai quan tâm thì nhắn tin kèm vài dòng giới thiệu bản thân nhé.',
      ],
      ru: [
        'Ищу репетитора китайского',
        'Ребёнок моих друзей (пятый класс) хочет учить китайский. Район Каннам, каждую субботу по два часа утром. Нужен носитель путунхуа, опыт преподавания — плюс. Если интересно, напишите мне пару слов о себе.',
      ],
      'zh-TW': [
        '徵週末中文家教',
        '朋友的小孩（國小五年級）想學中文，地點在江南區，每週六上午兩小時。希望是以普通話（華語）為母語的老師，有教學經驗更好。有興趣的請私訊我，簡單介紹一下自己。',
      ],
      th: [
        'หาครูสอนภาษาจีนวันเสาร์',
        'ลูกของเพื่อน (ป.5) อยากเรียนภาษาจีน อยู่เขตคังนัม เรียนทุกเช้าวันเสาร์ครั้งละ 2 ชั่วโมง อยากได้คนที่พูดจีนกลางเป็นภาษาแม่ ถ้ามีประสบการณ์สอนจะดีมาก สนใจทักข้อความมาพร้อมแนะนำตัวสั้นๆ ได้เลย',
      ],
      id: [
        'Dicari: guru les Mandarin akhir pekan',
        'Anak temanku (kelas 5 SD) mau belajar bahasa Mandarin. Lokasinya di Gangnam-gu, setiap Sabtu pagi selama dua jam. Diutamakan penutur asli Mandarin, lebih baik lagi kalau punya pengalaman mengajar. Yang berminat silakan kirim pesan ke aku dengan perkenalan singkat.',
      ],
      ms: [
        'Dicari: tutor Mandarin hujung minggu',
        'Anak kawan saya (darjah lima) nak belajar bahasa Mandarin. Lokasinya di Gangnam-gu, setiap pagi Sabtu selama dua jam. Diutamakan penutur asli Mandarin, ada pengalaman mengajar lebih baik. Sesiapa yang berminat, sila mesej saya dan perkenalkan diri secara ringkas.',
      ],
      fil: [
        'Hanap: Chinese tutor tuwing weekend',
        'Gusto ng anak ng kaibigan ko (Grade 5) na mag-aral ng Chinese. Sa Gangnam-gu, dalawang oras tuwing Sabado ng umaga. Mas gusto namin ang native Mandarin speaker, at plus kung may teaching experience. Kung interesado ka, i-message mo ako at magpakilala nang maikli.',
      ],
      my: [
        'ပိတ်ရက် တရုတ်စာ ကျူရှင်ဆရာ လိုချင်တယ်',
        'သူငယ်ချင်းရဲ့ ကလေး (ပဉ္စမတန်း) က တရုတ်စာ သင်ချင်တယ်။ Gangnam-gu မှာပါ၊ စနေနေ့တိုင်း မနက်ပိုင်း နှစ်နာရီ။ မန်ဒရင်းကို မိခင်ဘာသာစကားအဖြစ် ပြောတဲ့သူ ဖြစ်ရင် ကောင်းမယ်၊ သင်ကြားဖူးတဲ့ အတွေ့အကြုံရှိရင် ပိုကောင်းတယ်။ စိတ်ဝင်စားရင် ကိုယ့်အကြောင်း အတိုချုပ် မိတ်ဆက်ပြီး မက်ဆေ့ချ် ပို့ပေးပါ။',
      ],
      km: [
        'ត្រូវការគ្រូបង្រៀនភាសាចិនចុងសប្តាហ៍',
        'កូនរបស់មិត្តភក្តិខ្ញុំ (ថ្នាក់ទី 5) ចង់រៀនភាសាចិន។ នៅខណ្ឌ Gangnam រៀនរៀងរាល់ព្រឹកថ្ងៃសៅរ៍ ពីរម៉ោង។ ចង់បានអ្នកដែលនិយាយភាសាចិនកុកងឺជាភាសាកំណើត បើមានបទពិសោធន៍បង្រៀនកាន់តែល្អ។ អ្នកណាចាប់អារម្មណ៍ សូមផ្ញើសារមកខ្ញុំ ព្រមទាំងណែនាំខ្លួនខ្លីៗផង។',
      ],
      ne: [
        'सप्ताहन्तमा चिनियाँ भाषाको ट्युसन शिक्षक चाहियो',
        'साथीको बच्चा (कक्षा 5) चिनियाँ भाषा सिक्न चाहन्छ। ठाउँ गाङनाम-गु हो, हरेक शनिबार बिहान दुई घण्टा। मन्दारिन मातृभाषा भएको व्यक्ति भए राम्रो, पढाएको अनुभव भए झन् राम्रो। इच्छुक हुनुहुन्छ भने आफ्नो छोटो परिचयसहित मलाई म्यासेज गर्नुहोस्।',
      ],
      mn: [
        'Амралтын өдөр хятад хэлний багш хэрэгтэй',
        'Найзын маань хүүхэд (5-р анги) хятад хэл сурах хүсэлтэй байна. Каннам дүүрэгт, бямба гараг бүрийн өглөө хоёр цаг. Мандарин хэл эх хэл нь байх хүн байвал сайн, заах туршлагатай бол бүр ч сайн. Сонирхож байвал өөрийгөө товч танилцуулаад надад мессеж бичээрэй.',
      ],
      uz: [
        'Dam olish kuni xitoy tili repetitori kerak',
        'Doʻstimning farzandi (5-sinf) xitoy tilini oʻrganmoqchi. Gangnam tumanida, har shanba kuni ertalab ikki soat. Mandarin tili ona tili boʻlgan odam boʻlsa yaxshi, dars berish tajribasi boʻlsa yanada yaxshi. Qiziqsangiz, oʻzingiz haqingizda qisqacha yozib, menga xabar yuboring.',
      ],
    },
    likes: 2,
  },
  {
    key: 'driving-licence',
    author: LIWEI,
    category: 'questions',
    hoursAgo: 1 * DAY + 3,
    language: 'zh-CN',
    title: '中国驾照怎么换韩国驾照？',
    text: '想把中国驾照换成韩国驾照，听说要先去大使馆做驾照认证，然后去驾照考试场办理，还要做体检。有最近办过的朋友吗？大概需要多长时间？',
    translations: {
      ko: [
        '중국 운전면허를 한국 면허로 바꾸려면?',
        '중국 운전면허를 한국 면허로 바꾸고 싶어요. 먼저 대사관에서 면허 확인을 받고, 운전면허시험장에 가서 신청하고, 신체검사도 해야 한다고 들었어요. 최근에 해 보신 분 계세요? 시간은 얼마나 걸렸나요?',
      ],
      en: [
        'Swapping a Chinese licence?',
        "I want to exchange my Chinese driving licence for a Korean one. I've heard you first get the licence confirmed at the embassy, then apply at a driver's licence examination office and take a medical check. Has anyone done this recently? How long did it take?",
      ],
      ja: [
        '中国の運転免許を韓国の免許に切り替えるには？',
        '中国の運転免許を韓国の免許に切り替えたいです。まず大使館で免許の確認を受けて、運転免許試験場で申請し、身体検査も必要だと聞きました。最近手続きした方はいますか？どのくらい時間がかかりましたか？',
      ],
      vi: [
        'Đổi bằng lái Trung Quốc thế nào?',
        'Mình muốn đổi bằng lái xe Trung Quốc sang bằng lái Hàn Quốc. Nghe nói trước tiên phải xác nhận bằng lái ở đại sứ quán, sau đó nộp hồ sơ ở trung tâm sát hạch lái xe và còn phải khám sức khỏe. Có ai mới làm gần đây không? Mất khoảng bao lâu vậy?',
      ],
      ru: [
        'Как обменять китайские права?',
        'Хочу обменять китайские водительские права на корейские. Слышал, что сначала нужно заверить права в посольстве, потом подать документы в центре экзаменов на водительские права и пройти медосмотр. Кто-нибудь делал это недавно? Сколько времени заняло?',
      ],
      'zh-TW': [
        '中國駕照怎麼換韓國駕照？',
        '想把中國駕照換成韓國駕照，聽說要先去大使館做駕照認證，再到駕照考場辦理，還要做體檢。有人最近辦過嗎？大概要花多久時間？',
      ],
      th: [
        'เปลี่ยนใบขับขี่จีนเป็นของเกาหลียังไง?',
        'อยากเปลี่ยนใบขับขี่จีนเป็นใบขับขี่เกาหลี ได้ยินว่าต้องไปรับรองใบขับขี่ที่สถานทูตก่อน แล้วไปยื่นเรื่องที่ศูนย์สอบใบขับขี่ และต้องตรวจร่างกายด้วย มีใครเพิ่งทำมาเมื่อเร็วๆ นี้ไหม? ใช้เวลาประมาณนานแค่ไหน?',
      ],
      id: [
        'Cara tukar SIM Tiongkok ke SIM Korea?',
        'Aku mau menukar SIM Tiongkok ke SIM Korea. Katanya harus legalisasi SIM dulu di kedutaan, lalu urus di tempat ujian SIM, dan juga ada tes kesehatan. Ada yang baru-baru ini mengurusnya? Kira-kira butuh waktu berapa lama?',
      ],
      ms: [
        'Macam mana tukar lesen memandu China?',
        'Saya nak tukar lesen memandu China kepada lesen Korea. Dengar kata kena sahkan lesen di kedutaan dulu, kemudian buat permohonan di pusat ujian lesen memandu, dan perlu buat pemeriksaan kesihatan juga. Ada sesiapa yang baru buat? Lebih kurang berapa lama masa yang diambil?',
      ],
      fil: [
        'Paano magpalit ng Chinese license?',
        "Gusto kong ipalit ang Chinese driver's license ko sa Korean license. Narinig ko na kailangan munang ipa-verify ang license sa embassy, tapos mag-apply sa driver's license examination office, at may medical check pa. May nakagawa na ba nito kamakailan? Gaano katagal inabot?",
      ],
      my: [
        'တရုတ်လိုင်စင်ကို ကိုရီးယားလိုင်စင် ဘယ်လိုလဲရမလဲ',
        'တရုတ်ယာဉ်မောင်းလိုင်စင်ကို ကိုရီးယားလိုင်စင်နဲ့ လဲချင်တယ်။ ပထမဆုံး သံရုံးမှာ လိုင်စင်ကို အတည်ပြုချက်ယူရပြီး ယာဉ်မောင်းလိုင်စင် စာမေးပွဲဌာနမှာ လျှောက်ရမယ်၊ ကျန်းမာရေးစစ်ဆေးမှုလည်း လုပ်ရမယ်လို့ ကြားတယ်။ မကြာသေးခင်က လုပ်ဖူးတဲ့သူ ရှိလား။ ဘယ်လောက်ကြာလဲ။',
      ],
      km: [
        'ប្តូរប័ណ្ណបើកបរចិនទៅកូរ៉េ ធ្វើយ៉ាងម៉េច?',
        'ខ្ញុំចង់ប្តូរប័ណ្ណបើកបររបស់ចិន ទៅជាប័ណ្ណបើកបរកូរ៉េ។ ឮថាត្រូវយកប័ណ្ណទៅបញ្ជាក់នៅស្ថានទូតជាមុនសិន បន្ទាប់មកទៅដាក់ពាក្យនៅមជ្ឈមណ្ឌលប្រឡងប័ណ្ណបើកបរ ហើយត្រូវពិនិត្យសុខភាពទៀត។ មានអ្នកណាទើបធ្វើថ្មីៗនេះទេ? ចំណាយពេលប្រហែលប៉ុន្មាន?',
      ],
      ne: [
        'चिनियाँ लाइसेन्स कोरियालीमा कसरी साट्ने?',
        'चिनियाँ ड्राइभिङ लाइसेन्सलाई कोरियाली लाइसेन्समा साट्न चाहन्छु। पहिले दूतावासमा लाइसेन्स प्रमाणित गराउनुपर्छ, त्यसपछि ड्राइभिङ लाइसेन्स परीक्षा केन्द्रमा निवेदन दिनुपर्छ, अनि स्वास्थ्य परीक्षण पनि गर्नुपर्छ भन्ने सुनेको छु। हालै यो काम गर्नुभएको कोही हुनुहुन्छ? कति समय लाग्यो?',
      ],
      mn: [
        'Хятад жолооны үнэмлэхээ яаж солих вэ?',
        'Хятадын жолооны үнэмлэхээ Солонгосын үнэмлэхээр солиулмаар байна. Эхлээд элчин сайдын яаманд үнэмлэхээ баталгаажуулж, дараа нь жолоочийн шалгалтын төвд мэдүүлэг өгөх, бас эрүүл мэндийн үзлэгт орох хэрэгтэй гэж сонссон. Саяхан хийлгэсэн хүн байна уу? Хэр удсан бэ?',
      ],
      uz: [
        'Xitoy guvohnomasini qanday almashtirish mumkin?',
        'Xitoy haydovchilik guvohnomamni Koreya guvohnomasiga almashtirmoqchiman. Avval elchixonada guvohnomani tasdiqlatish, keyin haydovchilik imtihon markaziga hujjat topshirish va tibbiy koʻrikdan oʻtish kerak deb eshitdim. Yaqinda shu ishni qilganlar bormi? Taxminan qancha vaqt ketdi?',
      ],
    },
    likes: 3,
  },
  {
    key: 'han-river-cycling',
    author: LIWEI,
    category: 'daily',
    hoursAgo: 2 * DAY + 5,
    language: 'zh-CN',
    title: '汉江边骑车',
    text: '天气好的周末，最喜欢在汉江边骑共享单车。从盘浦大桥骑到蚕室大约一个小时，一路上风景很好，还能看到彩虹喷泉。首尔的公共自行车“叮铃铃”（따릉이）很方便，一小时只要1000韩元。',
    translations: {
      ko: [
        '한강에서 자전거 타기',
        '날씨 좋은 주말에는 한강에서 공공자전거 타는 걸 제일 좋아해요. 반포대교에서 잠실까지 한 시간쯤 걸리는데, 가는 길 풍경이 정말 좋고 무지개분수도 볼 수 있어요. 서울 공공자전거 따릉이는 정말 편하고 1시간에 1,000원밖에 안 해요.',
      ],
      en: [
        'Cycling along the Han',
        "On sunny weekends my favourite thing is riding a shared bike along the Han River. From Banpo Bridge to Jamsil takes about an hour, the scenery is great all the way, and you can catch the rainbow fountain. Seoul's public bikes, Ttareungyi, are really convenient — just 1,000 won an hour.",
      ],
      ja: [
        '漢江でサイクリング',
        '天気のいい週末は、漢江沿いをシェアサイクルで走るのがいちばん好きです。盤浦大橋から蚕室まで1時間ほどで、道中の景色がすばらしく、虹の噴水も見られます。ソウルの公共自転車「タルンイ」はとても便利で、1時間たった1,000ウォンです。',
      ],
      vi: [
        'Đạp xe dọc sông Hàn',
        'Cuối tuần trời đẹp, mình thích nhất là đạp xe đạp công cộng dọc sông Hàn. Từ cầu Banpo đến Jamsil mất khoảng một tiếng, cảnh dọc đường rất đẹp và còn xem được đài phun nước cầu vồng. Xe đạp công cộng Ttareungyi của Seoul rất tiện, chỉ 1.000 won một tiếng.',
      ],
      ru: [
        'Велопрогулка вдоль реки Хан',
        'В солнечные выходные больше всего люблю кататься на прокатном велосипеде вдоль реки Хан. От моста Панпхо до Чамсиля около часа, виды по дороге отличные, можно застать радужный фонтан. Сеульские городские велосипеды «Ттарыни» очень удобны — всего 1000 вон в час.',
      ],
      'zh-TW': [
        '漢江邊騎單車',
        '天氣好的週末，最喜歡在漢江邊騎共享單車。從盤浦大橋騎到蠶室大約一個小時，沿途風景很棒，還能看到彩虹噴泉。首爾的公共自行車「叮鈴鈴」（따릉이）很方便，一小時只要1,000韓元。',
      ],
      th: [
        'ปั่นจักรยานริมแม่น้ำฮัน',
        'สุดสัปดาห์ที่อากาศดี สิ่งที่ชอบที่สุดคือปั่นจักรยานสาธารณะเลียบแม่น้ำฮัน จากสะพานบันโพไปถึงจัมซิลใช้เวลาประมาณหนึ่งชั่วโมง วิวตลอดทางสวยมาก แถมได้ดูน้ำพุสายรุ้งด้วย จักรยานสาธารณะของโซลชื่อ "ตารึงอี" (따릉이) ใช้สะดวกมาก ชั่วโมงละแค่ 1,000 วอน',
      ],
      id: [
        'Bersepeda di tepi Sungai Han',
        'Kalau cuaca cerah di akhir pekan, aku paling suka naik sepeda sewa menyusuri Sungai Han. Dari Jembatan Banpo sampai Jamsil sekitar satu jam, pemandangannya bagus sepanjang jalan, dan bisa lihat air mancur pelangi juga. Sepeda umum Seoul, Ttareungyi (따릉이), praktis banget — cuma 1.000 won per jam.',
      ],
      ms: [
        'Berbasikal di tepi Sungai Han',
        'Pada hujung minggu yang cerah, aktiviti kegemaran saya ialah berbasikal kongsi di sepanjang Sungai Han. Dari Jambatan Banpo ke Jamsil ambil masa lebih kurang sejam, pemandangannya cantik sepanjang jalan, dan boleh tengok air pancut pelangi juga. Basikal awam Seoul, Ttareungyi (따릉이), sangat mudah digunakan — cuma 1,000 won sejam.',
      ],
      fil: [
        'Pagbibisikleta sa tabi ng Han River',
        'Kapag maganda ang panahon tuwing weekend, pinakagusto kong mag-bike sa tabi ng Han River gamit ang shared bike. Mga isang oras mula Banpo Bridge hanggang Jamsil, ang ganda ng tanawin sa buong daan, at makikita mo pa ang rainbow fountain. Sobrang convenient ng public bike ng Seoul na Ttareungyi (따릉이) — 1,000 won lang kada oras.',
      ],
      my: [
        'ဟန်မြစ်ကမ်းတစ်လျှောက် စက်ဘီးစီးခြင်း',
        'ရာသီဥတုသာယာတဲ့ ပိတ်ရက်တွေမှာ ဟန်မြစ်ကမ်းတစ်လျှောက် မျှဝေသုံးစက်ဘီး စီးရတာကို အကြိုက်ဆုံးပဲ။ Banpo တံတားကနေ Jamsil အထိ တစ်နာရီလောက် ကြာပြီး လမ်းတစ်လျှောက် ရှုခင်းတွေ အရမ်းလှတယ်၊ သက်တံ့ရောင် ရေပန်းကိုလည်း မြင်ရတယ်။ ဆိုးလ်ရဲ့ အများသုံးစက်ဘီး Ttareungyi (따릉이) က အရမ်းအဆင်ပြေပြီး တစ်နာရီကို 1,000 ဝမ်ပဲ ကျတယ်။',
      ],
      km: [
        'ជិះកង់តាមមាត់ទន្លេហាន',
        'ចុងសប្តាហ៍ណាដែលអាកាសធាតុល្អ ខ្ញុំចូលចិត្តជិះកង់សាធារណៈតាមមាត់ទន្លេហានជាងគេ។ ពីស្ពាន Banpo ទៅ Jamsil ចំណាយពេលប្រហែលមួយម៉ោង ទេសភាពតាមផ្លូវស្អាតណាស់ ហើយអាចមើលទឹកបាញ់ពណ៌ឥន្ទធនូទៀតផង។ កង់សាធារណៈរបស់សេអ៊ូល Ttareungyi (따릉이) ងាយស្រួលប្រើណាស់ មួយម៉ោងត្រឹមតែ 1,000 វ៉ុនប៉ុណ្ណោះ។',
      ],
      ne: [
        'हान नदीको किनारमा साइकल',
        'मौसम राम्रो भएको सप्ताहन्तमा हान नदीको किनारै-किनार साझा साइकल चलाउन मलाई सबैभन्दा मन पर्छ। बान्पो पुलदेखि जाम्सिलसम्म करिब एक घण्टा लाग्छ, बाटोभरि दृश्य एकदमै राम्रो छ, र इन्द्रेणी फोहोरा पनि हेर्न पाइन्छ। सियोलको सार्वजनिक साइकल "त्तारुङी" (따릉이) निकै सजिलो छ — एक घण्टाको 1,000 वोन मात्र।',
      ],
      mn: [
        'Хан голын эргээр дугуй унасан нь',
        'Цаг агаар сайхан амралтын өдрүүдэд хамгийн дуртай зүйл минь бол Хан голын эргээр нийтийн дугуй унах. Банпо гүүрнээс Жамсил хүртэл нэг цаг орчим, замын турш байгаль нь үзэсгэлэнтэй, солонгон усан оргилуурыг ч харж болно. Сөүлийн нийтийн дугуй "Ттарынъи" (따릉이) маш тохиромжтой — цагт ердөө 1,000 вон.',
      ],
      uz: [
        'Xan daryosi boʻyida velosipedda',
        'Havo yaxshi boʻlgan dam olish kunlari Xan daryosi boʻylab ijaraga olingan velosipedda sayr qilishni juda yaxshi koʻraman. Banpo koʻprigidan Jamsilgacha taxminan bir soat, yoʻl boʻyi manzara ajoyib, kamalak favvorasini ham koʻrish mumkin. Seulning jamoat velosipedlari — Ttareungyi (따릉이) juda qulay, bir soati atigi 1 000 von.',
      ],
    },
    pictures: [
      { scene: 'river', seed: 111 },
      { scene: 'bicycle', seed: 112 },
      { scene: 'river', seed: 113 },
    ],
    likes: 7,
  },
  {
    key: 'new-address',
    author: ANNA,
    category: 'questions',
    hoursAgo: 6,
    language: 'ru',
    title: 'Куда сообщить о новом адресе?',
    text: 'В следующем месяце переезжаю в Сонгдо. Слышала, что о смене адреса нужно сообщить в течение пары недель после переезда. Это делается в иммиграционной службе или можно в местном центре обслуживания жителей? И можно ли подать заявление онлайн?',
    translations: {
      ko: [
        '새 주소는 어디에 신고하나요?',
        '다음 달에 송도로 이사해요. 이사하고 2주쯤 안에 체류지 변경 신고를 해야 한다고 들었어요. 출입국사무소에 가야 하나요, 아니면 주민센터에서도 할 수 있나요? 온라인으로도 신청할 수 있을까요?',
      ],
      en: [
        'Where do I report a new address?',
        "I'm moving to Songdo next month. I've heard you have to report your change of address within a couple of weeks of moving. Do I go to the immigration office, or can I do it at the community service centre? And can I apply online?",
      ],
      ja: [
        '新しい住所はどこに届け出る？',
        '来月、松島に引っ越します。引っ越してから2週間ほどのうちに滞在地変更の届け出が必要だと聞きました。出入国管理事務所に行くべきですか？それとも住民センターでもできますか？オンラインでも申請できるでしょうか？',
      ],
      'zh-CN': [
        '新地址去哪里申报？',
        '我下个月要搬到松岛。听说搬家后两周左右之内要申报滞留地变更。需要去出入境管理事务所，还是在居民中心也能办？可以在网上申请吗？',
      ],
      vi: [
        'Khai báo địa chỉ mới ở đâu?',
        'Tháng sau mình chuyển đến Songdo. Nghe nói sau khi chuyển nhà phải khai báo thay đổi nơi cư trú trong khoảng hai tuần. Mình phải đến văn phòng xuất nhập cảnh, hay làm ở trung tâm hành chính phường cũng được? Có nộp trực tuyến được không?',
      ],
      'zh-TW': [
        '新地址要去哪裡申報？',
        '我下個月要搬到松島。聽說搬家後大約兩週內要申報居留地變更。要去出入境管理事務所，還是在居民中心也可以辦？可以線上申請嗎？',
      ],
      th: [
        'แจ้งที่อยู่ใหม่ได้ที่ไหน?',
        'เดือนหน้าจะย้ายไปอยู่ซงโด ได้ยินมาว่าต้องแจ้งเปลี่ยนที่อยู่ภายในประมาณสองสัปดาห์หลังย้าย ต้องไปที่สำนักงานตรวจคนเข้าเมือง หรือไปทำที่ศูนย์บริการประชาชนในชุมชน (จูมินเซ็นเตอร์) ก็ได้? แล้วยื่นออนไลน์ได้ไหม?',
      ],
      id: [
        'Lapor alamat baru ke mana?',
        'Bulan depan aku pindah ke Songdo. Katanya perubahan alamat harus dilaporkan dalam sekitar dua minggu setelah pindah. Harus ke kantor imigrasi, atau bisa juga di kantor kelurahan (jumin center)? Bisa diajukan online juga nggak?',
      ],
      ms: [
        'Lapor alamat baru di mana?',
        'Bulan depan saya akan berpindah ke Songdo. Dengar kata perubahan alamat perlu dilaporkan dalam masa lebih kurang dua minggu selepas berpindah. Perlu pergi ke pejabat imigresen, atau boleh buat di pusat khidmat penduduk tempatan? Boleh mohon dalam talian tak?',
      ],
      fil: [
        'Saan ire-report ang bagong address?',
        'Lilipat ako sa Songdo sa susunod na buwan. Narinig kong kailangang i-report ang pagbabago ng address sa loob ng mga dalawang linggo pagkalipat. Sa immigration office ba dapat pumunta, o puwede na sa community service center? Puwede rin bang mag-apply online?',
      ],
      my: [
        'လိပ်စာအသစ်ကို ဘယ်မှာ သတင်းပို့ရမလဲ',
        'နောက်လ Songdo ကို ပြောင်းမယ်။ အိမ်ပြောင်းပြီး နှစ်ပတ်လောက်အတွင်း နေရပ်လိပ်စာပြောင်းကြောင်း သတင်းပို့ရမယ်လို့ ကြားတယ်။ လူဝင်မှုကြီးကြပ်ရေးရုံးကို သွားရမလား၊ ဒါမှမဟုတ် ရပ်ကွက်ဝန်ဆောင်မှုစင်တာ (ဂျူမင်စင်တာ) မှာလည်း လုပ်လို့ရလား။ အွန်လိုင်းကနေရော လျှောက်လို့ရလား။',
      ],
      km: [
        'អាសយដ្ឋានថ្មី ត្រូវរាយការណ៍នៅឯណា?',
        'ខែក្រោយខ្ញុំនឹងប្តូរទៅនៅ Songdo។ ឮថាក្រោយប្តូរផ្ទះ ត្រូវរាយការណ៍ការប្តូរអាសយដ្ឋានក្នុងរយៈពេលប្រហែលពីរសប្តាហ៍។ តើត្រូវទៅការិយាល័យអន្តោប្រវេសន៍ ឬអាចធ្វើនៅមជ្ឈមណ្ឌលសេវាប្រជាពលរដ្ឋក្នុងសង្កាត់ក៏បាន? ហើយអាចដាក់ពាក្យតាមអនឡាញបានទេ?',
      ],
      ne: [
        'नयाँ ठेगाना कहाँ जानकारी गराउने?',
        'अर्को महिना सोङदो सर्दैछु। सरेको करिब दुई हप्ताभित्र ठेगाना परिवर्तनको जानकारी दिनुपर्छ भन्ने सुनेकी छु। यसका लागि अध्यागमन कार्यालय जानुपर्छ कि स्थानीय सेवा केन्द्र (जुमिन सेन्टर) मा पनि गर्न मिल्छ? अनलाइन निवेदन दिन मिल्छ कि मिल्दैन?',
      ],
      mn: [
        'Шинэ хаягаа хаана мэдэгдэх вэ?',
        'Ирэх сард Сондо руу нүүнэ. Нүүснээс хойш хоёр долоо хоног орчмын дотор хаягийн өөрчлөлтөө мэдэгдэх ёстой гэж сонссон. Цагаачлалын алба руу явах уу, эсвэл орон нутгийн иргэдэд үйлчлэх төвд ч хийж болох уу? Онлайнаар мэдүүлж болох болов уу?',
      ],
      uz: [
        'Yangi manzilni qayerga bildirish kerak?',
        'Kelasi oy Songdoga koʻchib oʻtaman. Koʻchib oʻtgandan keyin taxminan ikki hafta ichida manzil oʻzgargani haqida xabar berish kerak deb eshitdim. Buning uchun immigratsiya idorasiga borish kerakmi yoki mahalladagi aholiga xizmat koʻrsatish markazida ham qilsa boʻladimi? Onlayn ariza topshirsa boʻladimi?',
      ],
    },
    likes: 3,
  },
  {
    key: 'siheung-warehouse',
    author: LIWEI,
    category: 'jobs',
    hoursAgo: 1 * DAY + 2,
    language: 'zh-CN',
    title: '始兴物流仓库招人',
    text: '我们公司在始兴的物流仓库招聘分拣员，周一到周五白天班，会基础韩语就可以，有叉车证优先。需要有可以合法工作的滞留资格。有意向的朋友请私信我，我帮忙转给人事部门。',
    translations: {
      ko: [
        '시흥 물류창고 직원 구해요',
        '저희 회사 시흥 물류창고에서 분류 작업자를 모집해요. 월요일부터 금요일까지 주간 근무이고, 기초 한국어만 할 수 있으면 돼요. 지게차 자격증이 있으면 우대해요. 합법적으로 일할 수 있는 체류자격이 필요해요. 관심 있는 분은 메시지 주시면 인사팀에 전달해 드릴게요.',
      ],
      en: [
        'Warehouse jobs in Siheung',
        "Our company's logistics warehouse in Siheung is hiring sorting staff. Day shifts, Monday to Friday, and basic Korean is enough. A forklift licence is a plus. You need a status of stay that lets you work legally. If you're interested, message me and I'll pass it on to HR.",
      ],
      ja: [
        '始興の物流倉庫でスタッフ募集',
        'うちの会社の始興にある物流倉庫で、仕分けスタッフを募集しています。月曜から金曜の日勤で、基礎的な韓国語ができれば大丈夫です。フォークリフトの資格があれば優遇します。合法的に働ける在留資格が必要です。興味のある方はメッセージをください。人事部に伝えます。',
      ],
      vi: [
        'Kho hàng ở Siheung tuyển người',
        'Kho logistics của công ty mình ở Siheung đang tuyển nhân viên phân loại hàng. Làm ca ngày từ thứ Hai đến thứ Sáu, chỉ cần biết tiếng Hàn cơ bản. Có bằng lái xe nâng là một lợi thế. Cần có tư cách lưu trú được phép làm việc hợp pháp. Ai quan tâm thì nhắn tin cho mình, mình sẽ chuyển cho phòng nhân sự.',
      ],
      ru: [
        'Работа на складе в Сихыне',
        'На логистический склад нашей компании в Сихыне нужны сортировщики. Дневные смены с понедельника по пятницу, достаточно базового корейского. Права на погрузчик — преимущество. Нужен статус пребывания, позволяющий легально работать. Если интересно, напишите мне, я передам в отдел кадров.',
      ],
      'zh-TW': [
        '始興物流倉庫徵人',
        '我們公司在始興的物流倉庫在徵分揀人員，週一到週五白天班，會基本韓語就可以，有堆高機證照優先。需要有可以合法工作的居留資格。有興趣的朋友請私訊我，我幫忙轉給人資部門。',
      ],
      th: [
        'โกดังที่ชีฮึงรับสมัครพนักงาน',
        'โกดังโลจิสติกส์ของบริษัทเราที่ชีฮึงกำลังรับสมัครพนักงานคัดแยกสินค้า ทำงานกะกลางวัน วันจันทร์ถึงศุกร์ พูดภาษาเกาหลีพื้นฐานได้ก็พอ ถ้ามีใบอนุญาตขับรถโฟล์คลิฟต์จะพิจารณาเป็นพิเศษ ต้องมีสถานะการพำนักที่ทำงานได้อย่างถูกกฎหมาย ใครสนใจทักข้อความมา เดี๋ยวจะส่งต่อให้ฝ่ายบุคคลให้',
      ],
      id: [
        'Lowongan gudang di Siheung',
        'Gudang logistik perusahaan kami di Siheung sedang mencari staf sortir. Shift siang, Senin sampai Jumat, cukup bisa bahasa Korea dasar. Punya SIM forklift jadi nilai plus. Harus punya status izin tinggal yang membolehkan bekerja secara legal. Yang berminat kirim pesan ke aku ya, nanti aku teruskan ke bagian HRD.',
      ],
      ms: [
        'Kerja di gudang Siheung',
        'Gudang logistik syarikat kami di Siheung sedang mencari pekerja pengasingan barang. Syif siang, Isnin hingga Jumaat, cukup sekadar tahu bahasa Korea asas. Ada lesen forklift diberi keutamaan. Perlu ada status tinggal yang membenarkan anda bekerja secara sah. Sesiapa yang berminat, mesej saya dan saya akan panjangkan kepada bahagian sumber manusia.',
      ],
      fil: [
        'Hiring sa warehouse sa Siheung',
        'Naghahanap ng sorting staff ang logistics warehouse ng kompanya namin sa Siheung. Day shift, Lunes hanggang Biyernes, at sapat na ang basic Korean. Plus kung may forklift license. Kailangan ng status of stay na nagpapahintulot na magtrabaho nang legal. Kung interesado ka, i-message mo ako at ipapasa ko sa HR.',
      ],
      my: [
        'Siheung ကုန်လှောင်ရုံမှာ ဝန်ထမ်းခေါ်နေတယ်',
        'ကျွန်တော်တို့ကုမ္ပဏီရဲ့ Siheung က ထောက်ပံ့ပို့ဆောင်ရေး ကုန်လှောင်ရုံမှာ ပစ္စည်းခွဲခြားရေး ဝန်ထမ်းတွေ ခေါ်နေပါတယ်။ တနင်္လာကနေ သောကြာအထိ နေ့ဆိုင်းဖြစ်ပြီး အခြေခံကိုရီးယားစကား ပြောတတ်ရင် ရပါတယ်။ ဖော့ကလစ် လိုင်စင်ရှိရင် ဦးစားပေးပါမယ်။ တရားဝင် အလုပ်လုပ်ခွင့်ရှိတဲ့ နေထိုင်ခွင့်အမျိုးအစား ရှိဖို့ လိုပါတယ်။ စိတ်ဝင်စားရင် မက်ဆေ့ချ်ပို့ပါ၊ လူ့စွမ်းအားအရင်းအမြစ်ဌာနကို ဆက်ပေးပါ့မယ်။',
      ],
      km: [
        'ឃ្លាំងទំនិញនៅ Siheung ជ្រើសរើសបុគ្គលិក',
        'ឃ្លាំងភស្តុភាររបស់ក្រុមហ៊ុនយើងនៅ Siheung កំពុងជ្រើសរើសបុគ្គលិកបែងចែកទំនិញ។ ធ្វើការវេនថ្ងៃ ពីថ្ងៃច័ន្ទដល់ថ្ងៃសុក្រ គ្រាន់តែចេះភាសាកូរ៉េកម្រិតមូលដ្ឋានក៏បាន។ បើមានប័ណ្ណបើកបររថយន្តលើកទំនិញ (forklift) នឹងទទួលបានអាទិភាព។ ត្រូវមានប្រភេទស្នាក់នៅដែលអាចធ្វើការបានស្របច្បាប់។ អ្នកណាចាប់អារម្មណ៍ សូមផ្ញើសារមកខ្ញុំ ខ្ញុំនឹងបញ្ជូនបន្តទៅផ្នែកធនធានមនុស្ស។',
      ],
      ne: [
        'सिहुङको गोदाममा काम',
        'हाम्रो कम्पनीको सिहुङस्थित लजिस्टिक्स गोदाममा सामान छुट्याउने कामदार चाहिएको छ। सोमबारदेखि शुक्रबारसम्म दिउँसोको सिफ्ट हो, आधारभूत कोरियन भाषा आए पुग्छ। फोर्कलिफ्ट लाइसेन्स भएकालाई प्राथमिकता दिइन्छ। कानुनी रूपमा काम गर्न मिल्ने बसोबास स्थिति हुनुपर्छ। इच्छुक साथीहरूले मलाई म्यासेज गर्नुहोस्, म मानव संसाधन विभागमा पठाइदिन्छु।',
      ],
      mn: [
        'Сихын агуулахад ажилтан авна',
        'Манай компанийн Сихын дэх ложистикийн агуулахад ачаа ангилагч ажилтан авч байна. Даваагаас баасан гараг хүртэл өдрийн ээлж, солонгос хэлний анхан шатны мэдлэгтэй байхад хангалттай. Сэрээт ачигчийн үнэмлэхтэй бол давуу тал болно. Хууль ёсоор ажиллах эрхтэй оршин суух статустай байх шаардлагатай. Сонирхож байвал надад мессеж бичээрэй, хүний нөөцийн хэлтэст дамжуулж өгье.',
      ],
      uz: [
        'Siheungdagi omborga ishchilar kerak',
        'Kompaniyamizning Siheungdagi logistika omboriga saralovchi ishchilar kerak. Dushanbadan jumagacha kunduzgi smena, boshlangʻich darajada koreys tilini bilish kifoya. Yuk ortuvchi (forklift) haydovchilik guvohnomasi boʻlsa afzal. Qonuniy ishlash huquqini beruvchi yashash maqomi boʻlishi shart. Qiziqqanlar menga xabar yozsin, kadrlar boʻlimiga yetkazib qoʻyaman.',
      ],
    },
    likes: 4,
  },
];

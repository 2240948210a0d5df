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

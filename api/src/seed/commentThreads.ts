/**
 * Demo comments and replies, written by the demo members in their own languages, each
 * with human translations into ko, en, ja, zh-CN, vi and ru (and the author's language
 * where a reply answers someone who reads another). A thread goes under a demo post of
 * its category: `post` counts that category's posts from the newest.
 */
export interface SeedComment {
  /** The demo member's nickname. */
  by: string;
  /** The language it is written in; its text is `text[lang]`. */
  lang: string;
  text: Record<string, string>;
  /** Nicknames of the members who like it. */
  likes?: string[];
}

export interface SeedThread {
  category: string;
  post: number;
  comment: SeedComment;
  replies?: SeedComment[];
}

export const SEED_THREADS: SeedThread[] = [
  {
    category: 'daily',
    post: 0,
    comment: {
      by: 'Minh',
      lang: 'vi',
      text: {
        vi: 'Cảm ơn bạn đã chia sẻ! Mình mới sang Hàn được ba tháng nên thông tin này rất hữu ích.',
        ko: '공유해 주셔서 감사해요! 한국에 온 지 석 달밖에 안 돼서 이런 정보가 정말 도움이 돼요.',
        en: "Thanks for sharing! I've only been in Korea for three months, so this is really helpful.",
        ja: '共有してくださってありがとうございます！韓国に来てまだ3か月なので、とても助かります。',
        'zh-CN': '谢谢分享！我来韩国才三个月，这些信息真的很有帮助。',
        ru: 'Спасибо, что поделились! Я в Корее всего три месяца, так что это очень полезно.',
      },
      likes: ['Yuki', 'Anna', 'John'],
    },
    replies: [
      {
        by: 'Yuki',
        lang: 'ja',
        text: {
          ja: '私も最初の半年は分からないことだらけでした。何かあれば気軽に聞いてくださいね。',
          ko: '저도 처음 반년은 모르는 것투성이였어요. 궁금한 게 있으면 편하게 물어보세요.',
          en: "I didn't understand much during my first six months either. Feel free to ask me anything.",
          'zh-CN': '我刚来的头半年也是什么都不懂。有问题随时问我吧。',
          vi: 'Nửa năm đầu mình cũng chẳng hiểu gì cả. Có gì thắc mắc cứ hỏi mình nhé.',
          ru: 'Мне в первые полгода тоже многое было непонятно. Если что — спрашивайте, не стесняйтесь.',
        },
        likes: ['Minh'],
      },
    ],
  },
  {
    category: 'daily',
    post: 1,
    comment: {
      by: 'Anna',
      lang: 'ru',
      text: {
        ru: 'Я тоже живу неподалёку. Может, как-нибудь встретимся за кофе?',
        ko: '저도 근처에 살아요. 언제 한번 커피 한잔 할까요?',
        en: 'I live nearby too. Maybe we could meet for coffee sometime?',
        ja: '私も近くに住んでいます。今度コーヒーでもいかがですか？',
        'zh-CN': '我也住在附近。改天一起喝杯咖啡吧？',
        vi: 'Mình cũng sống gần đó. Hôm nào mình đi uống cà phê nhé?',
      },
      likes: ['John'],
    },
    replies: [
      {
        by: 'John',
        lang: 'en',
        text: {
          en: 'Count me in! Weekends work best for me.',
          ko: '저도 끼워 주세요! 저는 주말이 제일 좋아요.',
          ja: '私も参加したいです！週末だと都合がいいです。',
          'zh-CN': '算我一个！我周末最方便。',
          vi: 'Cho mình tham gia với! Cuối tuần là tiện nhất với mình.',
          ru: 'Я тоже с вами! Мне удобнее всего по выходным.',
        },
      },
    ],
  },
  {
    category: 'jobs',
    post: 0,
    comment: {
      by: 'Sari',
      lang: 'id',
      text: {
        id: 'Apakah perusahaan ini menerima pemegang visa E-9? Saya sedang mencari pekerjaan di daerah Ansan.',
        ko: '이 회사는 E-9 비자 소지자도 채용하나요? 안산 지역에서 일자리를 찾고 있어요.',
        en: "Does this company hire E-9 visa holders? I'm looking for work in the Ansan area.",
        ja: 'この会社はE-9ビザの人も採用していますか？安山のあたりで仕事を探しています。',
        'zh-CN': '这家公司招E-9签证的人吗？我正在安山一带找工作。',
        vi: 'Công ty này có nhận người có visa E-9 không ạ? Mình đang tìm việc ở khu vực Ansan.',
        ru: 'Эта компания берёт на работу с визой E-9? Я ищу работу в районе Ансана.',
      },
    },
    replies: [
      {
        by: 'KFeed',
        lang: 'ko',
        text: {
          ko: 'E-9 비자는 고용허가제로 지정된 사업장에서만 일할 수 있어요. 사업장 변경은 가까운 고용센터에 먼저 문의해 보세요.',
          en: 'With an E-9 visa you can only work at workplaces designated under the Employment Permit System. To change workplaces, ask your nearest job center first.',
          ja: 'E-9ビザでは、雇用許可制で指定された事業所でしか働けません。事業所を変更したい場合は、まず最寄りの雇用センターに問い合わせてください。',
          'zh-CN':
            '持E-9签证只能在雇佣许可制指定的单位工作。如需变更工作单位，请先咨询附近的就业中心。',
          vi: 'Với visa E-9, bạn chỉ được làm việc tại các cơ sở được chỉ định theo Chương trình cấp phép việc làm (EPS). Nếu muốn chuyển nơi làm việc, hãy hỏi trung tâm việc làm gần nhất trước nhé.',
          ru: 'С визой E-9 можно работать только на предприятиях, назначенных по системе разрешений на трудоустройство. Чтобы сменить место работы, сначала обратитесь в ближайший центр занятости.',
          id: 'Dengan visa E-9, Anda hanya boleh bekerja di tempat kerja yang ditetapkan dalam Sistem Izin Kerja (EPS). Untuk pindah tempat kerja, tanyakan dulu ke pusat layanan kerja terdekat.',
        },
        likes: ['Sari', 'Maria'],
      },
      {
        by: 'Sari',
        lang: 'id',
        text: {
          id: 'Baik, terima kasih banyak atas penjelasannya!',
          ko: '알겠습니다, 설명해 주셔서 정말 감사해요!',
          en: 'I see, thank you so much for explaining!',
          ja: 'わかりました。説明していただき本当にありがとうございます！',
          'zh-CN': '明白了，非常感谢您的解释！',
          vi: 'Mình hiểu rồi, cảm ơn rất nhiều vì đã giải thích!',
          ru: 'Понятно, большое спасибо за объяснение!',
        },
      },
    ],
  },
  {
    category: 'jobs',
    post: 1,
    comment: {
      by: 'John',
      lang: 'en',
      text: {
        en: "Is the pay monthly or hourly? The post doesn't say.",
        ko: '급여는 월급인가요, 시급인가요? 글에 나와 있지 않아서요.',
        ja: '給料は月給ですか、時給ですか？投稿に書いていなかったので。',
        'zh-CN': '工资是按月还是按小时算的？帖子里没写。',
        vi: 'Lương trả theo tháng hay theo giờ vậy? Bài đăng không ghi.',
        ru: 'Оплата помесячная или почасовая? В объявлении не указано.',
      },
    },
  },
  {
    category: 'housing',
    post: 0,
    comment: {
      by: 'LiWei',
      lang: 'zh-CN',
      text: {
        'zh-CN': '押金大概要多少？外国人签约需要准备什么材料？',
        ko: '보증금은 대략 얼마 정도인가요? 외국인이 계약하려면 어떤 서류를 준비해야 하나요?',
        en: 'Roughly how much is the deposit? What documents does a foreigner need to sign the lease?',
        ja: '保証金はだいたいいくらですか？外国人が契約するにはどんな書類が必要ですか？',
        vi: 'Tiền đặt cọc khoảng bao nhiêu vậy? Người nước ngoài ký hợp đồng thì cần chuẩn bị giấy tờ gì?',
        ru: 'Какой примерно залог? Какие документы нужны иностранцу, чтобы заключить договор?',
      },
      likes: ['Bold'],
    },
    replies: [
      {
        by: 'Minh',
        lang: 'vi',
        text: {
          vi: 'Năm ngoái mình thuê nhà, chỉ cần thẻ người nước ngoài, hộ chiếu và sổ ngân hàng thôi. Nhớ kiểm tra giấy đăng ký bất động sản trước khi đặt cọc nhé.',
          ko: '저는 작년에 집을 구했는데 외국인등록증, 여권, 통장만 있으면 됐어요. 보증금 넣기 전에 등기부등본은 꼭 확인하세요.',
          en: 'When I rented last year, I only needed my residence card, passport and bank book. Be sure to check the property register before paying the deposit.',
          ja: '私は去年部屋を借りましたが、外国人登録証とパスポート、通帳だけで大丈夫でした。保証金を払う前に、登記簿謄本は必ず確認してくださいね。',
          'zh-CN':
            '我去年租房的时候，只要外国人登录证、护照和存折就够了。交押金之前一定要查看房产登记簿。',
          ru: 'Для аренды в прошлом году мне понадобились только ID-карта иностранца, паспорт и банковская книжка. Перед тем как вносить залог, обязательно проверьте выписку из реестра недвижимости.',
        },
        likes: ['LiWei', 'Anna'],
      },
    ],
  },
  {
    category: 'housing',
    post: 1,
    comment: {
      by: 'Bold',
      lang: 'mn',
      text: {
        mn: 'Энэ байр метроны буудалд ойрхон уу? Өвөл халаалт сайн уу?',
        ko: '이 집은 지하철역에서 가까운가요? 겨울에 난방은 잘 되나요?',
        en: 'Is this place close to a subway station? Is the heating good in winter?',
        ja: 'この部屋は駅から近いですか？冬の暖房はしっかりしていますか？',
        'zh-CN': '这房子离地铁站近吗？冬天暖气好不好？',
        vi: 'Nhà này có gần ga tàu điện ngầm không? Mùa đông sưởi có ấm không?',
        ru: 'Это жильё близко к станции метро? Зимой хорошо топят?',
      },
    },
  },
  {
    category: 'visa',
    post: 0,
    comment: {
      by: 'Anna',
      lang: 'ru',
      text: {
        ru: 'Подскажите, сколько сейчас занимает продление визы D-2? Я подала документы две недели назад.',
        ko: '요즘 D-2 비자 연장이 얼마나 걸리는지 아시는 분 계신가요? 2주 전에 서류를 냈어요.',
        en: 'Does anyone know how long a D-2 visa extension takes these days? I submitted my documents two weeks ago.',
        ja: '最近D-2ビザの延長にどれくらいかかるかご存じの方いますか？2週間前に書類を出しました。',
        'zh-CN': '有人知道现在D-2签证延期要多久吗？我两周前交了材料。',
        vi: 'Có ai biết dạo này gia hạn visa D-2 mất bao lâu không? Mình đã nộp hồ sơ hai tuần trước.',
      },
    },
    replies: [
      {
        by: 'Yuki',
        lang: 'ja',
        text: {
          ja: '私は先月延長しましたが、3週間ほどで結果が出ました。HiKoreaで進行状況を確認できますよ。',
          ko: '저는 지난달에 연장했는데 3주쯤 지나서 결과가 나왔어요. 하이코리아에서 진행 상황을 확인할 수 있어요.',
          en: 'I extended mine last month and got the result in about three weeks. You can check the progress on HiKorea.',
          'zh-CN': '我上个月办的延期，大概三周就出结果了。可以在HiKorea上查看办理进度。',
          vi: 'Mình gia hạn hồi tháng trước, khoảng ba tuần là có kết quả. Bạn có thể xem tiến độ trên HiKorea nhé.',
          ru: 'Мне продлили в прошлом месяце — результат пришёл примерно через три недели. Статус можно проверить на HiKorea.',
        },
        likes: ['Anna'],
      },
      {
        by: 'Anna',
        lang: 'ru',
        text: {
          ru: 'Спасибо! Тогда подожду ещё неделю.',
          ko: '감사해요! 그럼 일주일 더 기다려 볼게요.',
          en: "Thank you! I'll wait another week then.",
          ja: 'ありがとうございます！じゃあもう1週間待ってみます。',
          'zh-CN': '谢谢！那我再等一周看看。',
          vi: 'Cảm ơn bạn! Vậy mình đợi thêm một tuần nữa.',
        },
      },
    ],
  },
  {
    category: 'food',
    post: 0,
    comment: {
      by: 'Yuki',
      lang: 'ja',
      text: {
        ja: '美味しそう！辛さはどれくらいですか？辛いものが少し苦手で…',
        ko: '맛있겠다! 얼마나 매운가요? 매운 걸 잘 못 먹어서요…',
        en: "Looks delicious! How spicy is it? I'm not great with spicy food…",
        'zh-CN': '看起来好好吃！有多辣呀？我不太能吃辣…',
        vi: 'Trông ngon quá! Có cay lắm không? Mình hơi kém ăn cay…',
        ru: 'Выглядит очень вкусно! А насколько остро? Я не очень люблю острое…',
      },
      likes: ['Maria', 'LiWei'],
    },
    replies: [
      {
        by: 'Maria',
        lang: 'fil',
        text: {
          fil: 'Puwede mong hilingin na bawasan ang anghang. Ganoon ang lagi kong ginagawa!',
          ko: '덜 맵게 해 달라고 부탁하면 돼요. 저는 항상 그렇게 해요!',
          en: "You can ask them to make it less spicy. That's what I always do!",
          ja: '辛さを控えめにしてもらえるよう頼めますよ。私はいつもそうしています！',
          'zh-CN': '可以请他们做得不那么辣。我每次都这样！',
          vi: 'Bạn có thể nhờ họ làm bớt cay. Mình lúc nào cũng làm vậy!',
          ru: 'Можно попросить сделать не так остро. Я всегда так делаю!',
        },
        likes: ['Yuki'],
      },
    ],
  },
  {
    category: 'food',
    post: 1,
    comment: {
      by: 'LiWei',
      lang: 'zh-CN',
      text: {
        'zh-CN': '周末人多吗？需要提前预约吗？',
        ko: '주말에 사람 많나요? 미리 예약해야 하나요?',
        en: 'Is it crowded on weekends? Do I need to book ahead?',
        ja: '週末は混んでいますか？予約は必要ですか？',
        vi: 'Cuối tuần có đông không? Có cần đặt chỗ trước không?',
        ru: 'На выходных там много народу? Нужно бронировать заранее?',
      },
    },
  },
  {
    category: 'events',
    post: 0,
    comment: {
      by: 'Maria',
      lang: 'fil',
      text: {
        fil: 'Libre ba ang pagpasok? Gusto kong isama ang mga anak ko.',
        ko: '입장은 무료인가요? 아이들을 데려가고 싶어요.',
        en: "Is admission free? I'd like to bring my kids.",
        ja: '入場は無料ですか？子どもたちを連れて行きたいです。',
        'zh-CN': '免费入场吗？我想带孩子们一起去。',
        vi: 'Vào cửa có miễn phí không? Mình muốn dẫn các con đi cùng.',
        ru: 'Вход бесплатный? Хочу взять с собой детей.',
      },
    },
    replies: [
      {
        by: 'SeoulCity',
        lang: 'en',
        text: {
          en: "Yes, admission is free for everyone, and there is a kids' zone near the main stage.",
          ko: '네, 누구나 무료로 입장할 수 있고, 메인 무대 근처에 어린이 공간도 있어요.',
          ja: 'はい、どなたでも無料で入場でき、メインステージの近くにキッズゾーンもあります。',
          'zh-CN': '是的，所有人都可以免费入场，主舞台附近还有儿童区。',
          vi: 'Vâng, mọi người đều được vào cửa miễn phí, gần sân khấu chính còn có khu vui chơi cho trẻ em.',
          ru: 'Да, вход для всех бесплатный, а рядом с главной сценой есть детская зона.',
          fil: 'Oo, libre ang pagpasok para sa lahat, at may lugar para sa mga bata malapit sa main stage.',
        },
        likes: ['Maria', 'Sari', 'Minh'],
      },
    ],
  },
  {
    category: 'events',
    post: 1,
    comment: {
      by: 'Minh',
      lang: 'vi',
      text: {
        vi: 'Năm ngoái bọn mình đã đi, vui lắm! Nhớ đến sớm vì chỗ ngồi hết nhanh.',
        ko: '작년에 가 봤는데 정말 재미있었어요! 자리가 금방 차니까 일찍 가세요.',
        en: 'We went last year and it was so much fun! Get there early, because seats fill up fast.',
        ja: '去年行きましたが、すごく楽しかったです！席がすぐ埋まるので、早めに行ってくださいね。',
        'zh-CN': '我们去年去过，特别好玩！座位很快就满了，记得早点去。',
        ru: 'Мы ходили туда в прошлом году — было очень весело! Приходите пораньше: места быстро заканчиваются.',
      },
      likes: ['Anna'],
    },
  },
  {
    category: 'questions',
    post: 0,
    comment: {
      by: 'John',
      lang: 'en',
      text: {
        en: "Good question. I'd also like to know whether you need an appointment first.",
        ko: '좋은 질문이에요. 저도 먼저 예약을 해야 하는지 궁금해요.',
        ja: 'いい質問ですね。私も事前に予約が必要かどうか知りたいです。',
        'zh-CN': '好问题。我也想知道是不是得先预约。',
        vi: 'Câu hỏi hay đấy. Mình cũng muốn biết có cần đặt lịch hẹn trước không.',
        ru: 'Хороший вопрос. Мне тоже интересно, нужно ли сначала записаться.',
      },
    },
    replies: [
      {
        by: 'KFeed',
        lang: 'ko',
        text: {
          ko: '대부분의 출입국·외국인청은 하이코리아에서 방문 예약을 받아요. 예약 없이 가면 오래 기다릴 수 있어요.',
          en: 'Most immigration offices take visit bookings through HiKorea. Without a booking you may have a long wait.',
          ja: 'ほとんどの出入国・外国人庁は、HiKoreaで訪問予約を受け付けています。予約なしで行くと長く待つことがあります。',
          'zh-CN': '大部分出入境·外国人厅都可以在HiKorea上预约到访。不预约的话可能要等很久。',
          vi: 'Hầu hết các văn phòng xuất nhập cảnh đều nhận đặt lịch qua HiKorea. Nếu đến mà không đặt lịch, bạn có thể phải chờ rất lâu.',
          ru: 'Большинство иммиграционных офисов принимают запись через HiKorea. Без записи можно очень долго прождать в очереди.',
        },
        likes: ['John', 'Anna', 'Yuki'],
      },
    ],
  },
  {
    category: 'questions',
    post: 1,
    comment: {
      by: 'Sari',
      lang: 'id',
      text: {
        id: 'Terima kasih atas infonya! Sangat membantu untuk kami yang baru datang.',
        ko: '정보 감사합니다! 이제 막 온 저희에게 정말 도움이 돼요.',
        en: 'Thanks for the info! It really helps those of us who have just arrived.',
        ja: '情報ありがとうございます！来たばかりの私たちにはとても助かります。',
        'zh-CN': '谢谢提供的信息！对我们这些刚来的人特别有帮助。',
        vi: 'Cảm ơn thông tin nhé! Rất hữu ích cho những người mới đến như bọn mình.',
        ru: 'Спасибо за информацию! Очень помогает тем, кто только что приехал.',
      },
    },
  },
  {
    category: 'market',
    post: 0,
    comment: {
      by: 'Anna',
      lang: 'ru',
      text: {
        ru: 'Это ещё продаётся? Могу забрать завтра вечером.',
        ko: '아직 판매 중인가요? 내일 저녁에 가지러 갈 수 있어요.',
        en: 'Is this still for sale? I can pick it up tomorrow evening.',
        ja: 'まだ売っていますか？明日の夕方に取りに行けます。',
        'zh-CN': '这个还在卖吗？我明天晚上可以来取。',
        vi: 'Món này còn bán không ạ? Tối mai mình có thể qua lấy.',
      },
    },
  },
  {
    category: 'news',
    post: 0,
    comment: {
      by: 'Minh',
      lang: 'vi',
      text: {
        vi: 'Tin này rất quan trọng với người lao động nước ngoài. Cảm ơn đã cập nhật!',
        ko: '외국인 근로자에게 정말 중요한 소식이네요. 알려 주셔서 감사해요!',
        en: 'This is really important news for foreign workers. Thanks for the update!',
        ja: '外国人労働者にとってとても大事なニュースですね。お知らせありがとうございます！',
        'zh-CN': '这条消息对外国劳动者来说非常重要。谢谢更新！',
        ru: 'Очень важная новость для иностранных работников. Спасибо, что сообщили!',
      },
      likes: ['Sari', 'Bold'],
    },
    replies: [
      {
        by: 'LiWei',
        lang: 'zh-CN',
        text: {
          'zh-CN': '同意，希望手续能再简单一些。',
          ko: '맞아요, 절차가 좀 더 간단해졌으면 좋겠어요.',
          en: 'Agreed. I hope the procedures get a bit simpler.',
          ja: '同感です。手続きがもう少し簡単になるといいですね。',
          vi: 'Đồng ý, mong là thủ tục sẽ đơn giản hơn một chút.',
          ru: 'Полностью поддерживаю. Надеюсь, процедуры станут немного проще.',
        },
      },
    ],
  },
];

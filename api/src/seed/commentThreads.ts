/**
 * Demo comments and replies, written by the demo members in their own languages, each
 * with human translations into ko, en, ja, zh-CN, vi and ru (and the asker's language
 * where a reply answers someone who reads another). A thread belongs under the demo post
 * named `postKey` (the keys of seed/content); when that post is not known, under a post of
 * its `category` not written by the commenter.
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
  postKey: string;
  category: string;
  comment: SeedComment;
  replies?: SeedComment[];
}

export const SEED_THREADS: SeedThread[] = [
  {
    postKey: 'sorting-rubbish',
    category: 'daily',
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
    postKey: 'seongsu-cafes',
    category: 'daily',
    comment: {
      by: 'Anna',
      lang: 'ru',
      text: {
        ru: 'Как здорово! Хочу съездить туда в эти выходные. Кто-нибудь составит компанию?',
        ko: '정말 좋아 보여요! 이번 주말에 가 보고 싶은데, 같이 가실 분 있나요?',
        en: 'Sounds lovely! I want to go this weekend. Would anyone like to come along?',
        ja: 'すてきですね！今週末行ってみたいです。一緒に行きたい方いますか？',
        'zh-CN': '听起来真不错！我这周末想去看看，有人一起吗？',
        vi: 'Nghe hay quá! Cuối tuần này mình muốn đi thử. Có ai muốn đi cùng không?',
      },
      likes: ['Yuki'],
    },
    replies: [
      {
        by: 'Yuki',
        lang: 'ja',
        text: {
          ja: 'ぜひ一緒に行きましょう！焼き菓子のおいしいお店を案内しますね。',
          ko: '좋아요, 같이 가요! 구움과자가 맛있는 가게로 안내할게요.',
          en: "Let's go together! I'll show you the café with the great pastries.",
          'zh-CN': '好呀，一起去吧！我带你去那家烤点心很好吃的店。',
          vi: 'Đi cùng nhau nhé! Mình sẽ dẫn bạn đến quán có bánh nướng ngon kia.',
          ru: 'Давайте вместе! Покажу вам кафе с очень вкусной выпечкой.',
        },
        likes: ['Anna'],
      },
    ],
  },
  {
    postKey: 'part-time-permit',
    category: 'jobs',
    comment: {
      by: 'Sari',
      lang: 'id',
      text: {
        id: 'Apakah aturan ini juga berlaku untuk pemegang visa E-9? Saya sedang mencari kerja sambilan di daerah Ansan.',
        ko: '이 규정이 E-9 비자 소지자에게도 적용되나요? 안산 쪽에서 아르바이트를 찾고 있어요.',
        en: "Does this also apply to E-9 visa holders? I'm looking for a part-time job around Ansan.",
        ja: 'これはE-9ビザの人にも当てはまりますか？安山のあたりでアルバイトを探しています。',
        'zh-CN': '这个规定也适用于E-9签证持有者吗？我在安山一带找兼职。',
        vi: 'Quy định này có áp dụng cho người có visa E-9 không ạ? Mình đang tìm việc làm thêm ở khu vực Ansan.',
        ru: 'Это правило касается и владельцев визы E-9? Я ищу подработку в районе Ансана.',
      },
    },
    replies: [
      {
        by: 'KFeed',
        lang: 'ko',
        text: {
          ko: 'E-9 비자는 고용허가제로 지정된 사업장에서만 일할 수 있어서 다른 곳에서 아르바이트를 할 수 없어요. 사업장을 바꾸고 싶다면 가까운 고용센터에 먼저 문의해 보세요.',
          en: "With an E-9 visa you may only work at the workplace designated under the Employment Permit System, so part-time jobs elsewhere aren't allowed. If you want to change workplaces, ask your nearest job center first.",
          ja: 'E-9ビザでは雇用許可制で指定された事業所でしか働けないため、ほかの場所でのアルバイトはできません。事業所を変えたい場合は、まず最寄りの雇用センターに問い合わせてください。',
          'zh-CN':
            '持E-9签证只能在雇佣许可制指定的单位工作，所以不能在其他地方打工。如果想换工作单位，请先咨询附近的就业中心。',
          vi: 'Với visa E-9, bạn chỉ được làm việc tại nơi làm việc được chỉ định theo Chương trình cấp phép việc làm (EPS), nên không được làm thêm ở chỗ khác. Nếu muốn chuyển nơi làm việc, hãy hỏi trung tâm việc làm gần nhất trước nhé.',
          ru: 'С визой E-9 можно работать только на предприятии, назначенном по системе разрешений на трудоустройство, поэтому подрабатывать в других местах нельзя. Если хотите сменить место работы, сначала обратитесь в ближайший центр занятости.',
          id: 'Dengan visa E-9, Anda hanya boleh bekerja di tempat kerja yang ditetapkan dalam Sistem Izin Kerja (EPS), jadi tidak boleh kerja sambilan di tempat lain. Kalau ingin pindah tempat kerja, tanyakan dulu ke pusat layanan kerja terdekat.',
        },
        likes: ['Sari', 'Maria', 'Minh'],
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
    postKey: 'chinese-tutor',
    category: 'jobs',
    comment: {
      by: 'John',
      lang: 'en',
      text: {
        en: 'A friend of mine from Taiwan might be interested. Does it have to be Saturday morning, or could it be Sunday?',
        ko: '대만 출신 친구가 관심 있어 할 것 같아요. 꼭 토요일 오전이어야 하나요, 아니면 일요일도 가능할까요?',
        ja: '台湾出身の友人が興味を持ちそうです。土曜の午前でないとだめですか？日曜日でも大丈夫でしょうか？',
        'zh-CN': '我有个台湾朋友可能会感兴趣。一定要周六上午吗？周日可以吗？',
        vi: 'Mình có người bạn người Đài Loan có thể sẽ quan tâm. Nhất định phải là sáng thứ Bảy, hay Chủ nhật cũng được?',
        ru: 'У меня есть друг с Тайваня, которому это может быть интересно. Занятия обязательно в субботу утром или можно в воскресенье?',
      },
    },
  },
  {
    postKey: 'jeonse-checklist',
    category: 'housing',
    comment: {
      by: 'LiWei',
      lang: 'zh-CN',
      text: {
        'zh-CN': '很有用！外国人也可以签全租合同吗？需要准备什么材料？',
        ko: '정말 유용하네요! 외국인도 전세 계약을 할 수 있나요? 어떤 서류를 준비해야 하나요?',
        en: 'Really useful! Can foreigners sign a jeonse lease too? What documents are needed?',
        ja: 'とても役に立ちます！外国人でもチョンセの契約はできますか？どんな書類が必要ですか？',
        vi: 'Rất hữu ích! Người nước ngoài cũng ký hợp đồng jeonse được không? Cần chuẩn bị giấy tờ gì?',
        ru: 'Очень полезно! Иностранцы тоже могут заключить договор чонсе? Какие документы нужны?',
      },
      likes: ['Bold'],
    },
    replies: [
      {
        by: 'Minh',
        lang: 'vi',
        text: {
          vi: 'Được chứ. Năm ngoái mình thuê nhà, chỉ cần thẻ người nước ngoài, hộ chiếu và sổ ngân hàng thôi. Và như bài viết nói, nhớ kiểm tra giấy đăng ký bất động sản trước khi đặt cọc nhé.',
          ko: '네, 할 수 있어요. 저는 작년에 집을 구할 때 외국인등록증, 여권, 통장만 있으면 됐어요. 글에 나온 것처럼 보증금 넣기 전에 등기부등본은 꼭 확인하세요.',
          en: 'Yes, you can. When I rented last year, I only needed my residence card, passport and bank book. And as the post says, be sure to check the property register before paying the deposit.',
          ja: 'はい、できますよ。私は去年部屋を借りたとき、外国人登録証とパスポート、通帳だけで大丈夫でした。投稿にある通り、保証金を払う前に登記簿謄本は必ず確認してくださいね。',
          'zh-CN':
            '可以的。我去年租房的时候，只要外国人登录证、护照和存折就够了。就像帖子里说的，交押金之前一定要查看房产登记簿。',
          ru: 'Да, можно. Для аренды в прошлом году мне понадобились только ID-карта иностранца, паспорт и банковская книжка. И, как сказано в посте, перед тем как вносить залог, обязательно проверьте выписку из реестра недвижимости.',
        },
        likes: ['LiWei', 'Anna'],
      },
    ],
  },
  {
    postKey: 'songdo-room',
    category: 'housing',
    comment: {
      by: 'Bold',
      lang: 'mn',
      text: {
        mn: 'Метроны буудалд ойрхон байр хайгаарай. Өвөл халаалт сайн эсэхийг заавал шалгаарай.',
        ko: '지하철역에서 가까운 집을 찾아보세요. 겨울에 난방이 잘 되는지도 꼭 확인하세요.',
        en: 'Look for a place close to a subway station. And be sure to check that the heating works well in winter.',
        ja: '駅から近い部屋を探すといいですよ。冬に暖房がちゃんと効くかも必ず確認してくださいね。',
        'zh-CN': '找离地铁站近的房子吧。冬天暖气好不好也一定要确认一下。',
        vi: 'Bạn nên tìm nhà gần ga tàu điện ngầm. Nhớ kiểm tra xem mùa đông sưởi có tốt không nhé.',
        ru: 'Ищите жильё рядом со станцией метро. И обязательно проверьте, хорошо ли там топят зимой.',
      },
      likes: ['Anna'],
    },
  },
  {
    postKey: 'extend-stay-online',
    category: 'visa',
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
    postKey: 'daerim-sichuan',
    category: 'food',
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
    postKey: 'pho-seomyeon',
    category: 'food',
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
    postKey: 'han-river-night-market',
    category: 'events',
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
          en: "Yes, entry is free and children are very welcome. Bring a mat if you'd like to picnic by the river!",
          ko: '네, 입장은 무료이고 아이들도 대환영이에요. 강가에서 피크닉을 하고 싶다면 돗자리를 챙겨 오세요!',
          ja: 'はい、入場は無料で、お子さんも大歓迎です。川辺でピクニックをしたい方はレジャーシートをお持ちください！',
          'zh-CN': '是的，免费入场，也非常欢迎小朋友。想在河边野餐的话，记得带上野餐垫！',
          vi: 'Vâng, vào cửa miễn phí và các bé rất được chào đón. Nếu muốn picnic bên bờ sông thì nhớ mang theo thảm nhé!',
          ru: 'Да, вход свободный, и детям мы очень рады. Если хотите устроить пикник у реки, возьмите с собой коврик!',
          fil: 'Oo, libre ang pagpasok at welcome na welcome ang mga bata. Magdala ng banig kung gusto ninyong mag-picnic sa tabi ng ilog!',
        },
        likes: ['Maria', 'Sari', 'Minh'],
      },
    ],
  },
  {
    postKey: 'hyehwa-market',
    category: 'events',
    comment: {
      by: 'Minh',
      lang: 'vi',
      text: {
        vi: 'Tháng trước bọn mình đã ghé, lumpia ngon lắm! Đúng là nên đến sớm, bọn mình tới lúc hai giờ thì turon đã hết rồi.',
        ko: '지난달에 가 봤는데 룸피아가 정말 맛있었어요! 진짜 일찍 가야 해요. 저희는 두 시에 도착했더니 투론이 벌써 다 팔렸더라고요.',
        en: 'We went last month and the lumpia was delicious! You really do need to go early: we got there at two and the turon had already sold out.',
        ja: '先月行きましたが、ルンピアがとてもおいしかったです！本当に早めに行ったほうがいいですよ。私たちは2時に着いたら、トゥロンはもう売り切れでした。',
        'zh-CN': '我们上个月去过，春卷特别好吃！真的要早点去，我们两点到的时候，香蕉卷已经卖完了。',
        ru: 'Мы были там в прошлом месяце — лумпия просто чудесная! Приходите правда пораньше: мы пришли в два, а туронов уже не осталось.',
      },
      likes: ['Maria'],
    },
  },
  {
    postKey: 'clinic-with-english',
    category: 'questions',
    comment: {
      by: 'John',
      lang: 'en',
      text: {
        en: "Good question. I'd also like to know whether you need to book in advance.",
        ko: '좋은 질문이에요. 저도 미리 예약해야 하는지 궁금해요.',
        ja: 'いい質問ですね。私も事前に予約が必要かどうか知りたいです。',
        'zh-CN': '好问题。我也想知道是不是需要提前预约。',
        vi: 'Câu hỏi hay đấy. Mình cũng muốn biết có cần đặt lịch trước không.',
        ru: 'Хороший вопрос. Мне тоже интересно, нужно ли записываться заранее.',
      },
    },
    replies: [
      {
        by: 'KFeed',
        lang: 'ko',
        text: {
          ko: '큰 병원에는 대부분 국제진료센터가 있어서 영어로 진료를 받을 수 있어요. 미리 전화로 예약하는 게 좋아요.',
          en: "Most large hospitals have an international clinic where you can be seen in English. It's best to book by phone in advance.",
          ja: '大きな病院の多くには国際診療センターがあり、英語で診察を受けられます。事前に電話で予約するのがおすすめです。',
          'zh-CN': '大多数大医院都设有国际诊疗中心，可以用英语看病。最好提前打电话预约。',
          vi: 'Hầu hết các bệnh viện lớn đều có trung tâm khám bệnh quốc tế, bạn có thể khám bằng tiếng Anh. Tốt nhất là gọi điện đặt lịch trước nhé.',
          ru: 'В большинстве крупных больниц есть международные центры, где принимают на английском. Лучше заранее записаться по телефону.',
          fil: 'Karamihan sa malalaking ospital ay may international clinic kung saan puwede kang magpatingin gamit ang English. Mas mabuting magpa-book muna sa telepono.',
        },
        likes: ['John', 'Maria', 'Yuki'],
      },
    ],
  },
  {
    postKey: 'useful-numbers',
    category: 'news',
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
      likes: ['Bold', 'Minh'],
    },
  },
  {
    postKey: 'bike-for-sale',
    category: 'market',
    comment: {
      by: 'LiWei',
      lang: 'zh-CN',
      text: {
        'zh-CN': '还在卖吗？我明天晚上可以去半月堂站取车。',
        ko: '아직 판매 중인가요? 내일 저녁에 반월당역으로 가지러 갈 수 있어요.',
        en: 'Is it still for sale? I could pick it up at Banwoldang Station tomorrow evening.',
        ja: 'まだ売っていますか？明日の夕方、半月堂駅まで取りに行けます。',
        vi: 'Xe còn bán không ạ? Tối mai mình có thể đến ga Banwoldang lấy.',
        ru: 'Велосипед ещё продаётся? Могу забрать завтра вечером у станции Панвольдан.',
      },
    },
    replies: [
      {
        by: 'John',
        lang: 'en',
        text: {
          en: "Yes, it's still available! Tomorrow at 7 pm works for me.",
          ko: '네, 아직 있어요! 내일 저녁 7시 괜찮아요.',
          ja: 'はい、まだありますよ！明日の夜7時なら大丈夫です。',
          'zh-CN': '还在的！明天晚上七点可以。',
          vi: 'Vâng, xe vẫn còn! 7 giờ tối mai thì mình được.',
          ru: 'Да, ещё продаётся! Завтра в семь вечера мне удобно.',
        },
      },
    ],
  },
  {
    postKey: 'free-korean-classes',
    category: 'news',
    comment: {
      by: 'Sari',
      lang: 'id',
      text: {
        id: 'Kabar bagus! Saya bekerja pada siang hari, jadi kelas malam sangat cocok untuk saya.',
        ko: '좋은 소식이네요! 저는 낮에 일을 해서 저녁 수업이 딱 좋아요.',
        en: 'Great news! I work during the day, so evening classes suit me perfectly.',
        ja: 'いいお知らせですね！昼間は働いているので、夜のクラスはちょうどいいです。',
        'zh-CN': '好消息！我白天上班，晚上的课正合适。',
        vi: 'Tin vui quá! Mình làm việc ban ngày nên lớp buổi tối rất hợp.',
        ru: 'Отличная новость! Днём я работаю, так что вечерние занятия мне как раз подходят.',
      },
      likes: ['Anna'],
    },
    replies: [
      {
        by: 'SeoulCity',
        lang: 'en',
        text: {
          en: 'Glad it helps! Remember to bring your residence card when you sign up.',
          ko: '도움이 된다니 기뻐요! 신청하실 때 외국인등록증을 꼭 가져오세요.',
          ja: 'お役に立ててうれしいです！申し込みの際は外国人登録証を忘れずにお持ちください。',
          'zh-CN': '很高兴对您有帮助！报名时请记得带上外国人登录证。',
          vi: 'Rất vui vì thông tin có ích! Khi đăng ký, bạn nhớ mang theo thẻ người nước ngoài nhé.',
          ru: 'Рады, что это полезно! Не забудьте взять с собой ID-карту иностранца, когда будете записываться.',
          id: 'Senang bisa membantu! Jangan lupa membawa kartu registrasi orang asing saat mendaftar.',
        },
      },
    ],
  },
];

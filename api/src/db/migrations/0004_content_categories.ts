import type { Generated, Kysely } from 'kysely';

/**
 * The post categories, named in each of the 16 interface languages. Reference data the
 * app needs with or without demo content, so it ships as a migration; a later change to
 * names or icons is a new migration.
 */
interface CategorySeed {
  slug: string;
  categoryType: string[];
  writePermission: 'MEMBER' | 'OFFICIAL';
  names: Record<string, string>;
}

const CATEGORIES: CategorySeed[] = [
  {
    slug: 'daily',
    categoryType: ['PUBLIC', 'NATION'],
    writePermission: 'MEMBER',
    names: {
      ko: '일상',
      en: 'Daily life',
      ja: '日常',
      'zh-CN': '日常生活',
      'zh-TW': '日常生活',
      vi: 'Đời sống',
      th: 'ชีวิตประจำวัน',
      id: 'Keseharian',
      ms: 'Kehidupan harian',
      fil: 'Pang-araw-araw',
      my: 'နေ့စဉ်ဘဝ',
      km: 'ជីវិតប្រចាំថ្ងៃ',
      ne: 'दैनिक जीवन',
      mn: 'Өдөр тутам',
      uz: 'Kundalik hayot',
      ru: 'Повседневность',
    },
  },
  {
    slug: 'jobs',
    categoryType: ['PUBLIC'],
    writePermission: 'MEMBER',
    names: {
      ko: '구인·구직',
      en: 'Jobs',
      ja: '求人・仕事',
      'zh-CN': '招聘求职',
      'zh-TW': '徵才求職',
      vi: 'Việc làm',
      th: 'หางาน',
      id: 'Lowongan kerja',
      ms: 'Pekerjaan',
      fil: 'Trabaho',
      my: 'အလုပ်အကိုင်',
      km: 'ការងារ',
      ne: 'रोजगार',
      mn: 'Ажлын байр',
      uz: 'Ish',
      ru: 'Работа',
    },
  },
  {
    slug: 'housing',
    categoryType: ['PUBLIC'],
    writePermission: 'MEMBER',
    names: {
      ko: '집 구하기',
      en: 'Housing',
      ja: '住まい',
      'zh-CN': '租房住房',
      'zh-TW': '租屋住房',
      vi: 'Nhà ở',
      th: 'ที่พัก',
      id: 'Tempat tinggal',
      ms: 'Kediaman',
      fil: 'Tirahan',
      my: 'နေအိမ်',
      km: 'លំនៅដ្ឋាន',
      ne: 'आवास',
      mn: 'Орон сууц',
      uz: 'Uy-joy',
      ru: 'Жильё',
    },
  },
  {
    slug: 'visa',
    categoryType: ['PUBLIC'],
    writePermission: 'MEMBER',
    names: {
      ko: '비자·행정',
      en: 'Visa & paperwork',
      ja: 'ビザ・手続き',
      'zh-CN': '签证与办事',
      'zh-TW': '簽證與辦事',
      vi: 'Visa & thủ tục',
      th: 'วีซ่าและเอกสาร',
      id: 'Visa & administrasi',
      ms: 'Visa & urusan rasmi',
      fil: 'Visa at papeles',
      my: 'ဗီဇာနှင့် စာရွက်စာတမ်း',
      km: 'ទិដ្ឋាការ និងឯកសារ',
      ne: 'भिसा र कागजात',
      mn: 'Виз, бичиг баримт',
      uz: 'Viza va hujjatlar',
      ru: 'Визы и документы',
    },
  },
  {
    slug: 'food',
    categoryType: ['PUBLIC'],
    writePermission: 'MEMBER',
    names: {
      ko: '맛집',
      en: 'Food',
      ja: 'グルメ',
      'zh-CN': '美食',
      'zh-TW': '美食',
      vi: 'Ẩm thực',
      th: 'อาหาร',
      id: 'Kuliner',
      ms: 'Makanan',
      fil: 'Pagkain',
      my: 'အစားအသောက်',
      km: 'អាហារ',
      ne: 'खानपान',
      mn: 'Хоол',
      uz: 'Taomlar',
      ru: 'Еда',
    },
  },
  {
    slug: 'events',
    categoryType: ['PUBLIC', 'NATION'],
    writePermission: 'MEMBER',
    names: {
      ko: '행사·모임',
      en: 'Events & meetups',
      ja: 'イベント・集まり',
      'zh-CN': '活动聚会',
      'zh-TW': '活動聚會',
      vi: 'Sự kiện & gặp mặt',
      th: 'กิจกรรมและนัดพบ',
      id: 'Acara & kopdar',
      ms: 'Acara & pertemuan',
      fil: 'Mga event at kitaan',
      my: 'ပွဲများနှင့် တွေ့ဆုံပွဲ',
      km: 'ព្រឹត្តិការណ៍ និងជួបជុំ',
      ne: 'कार्यक्रम र भेटघाट',
      mn: 'Арга хэмжээ, уулзалт',
      uz: 'Tadbirlar va uchrashuvlar',
      ru: 'События и встречи',
    },
  },
  {
    slug: 'questions',
    categoryType: ['PUBLIC', 'NATION'],
    writePermission: 'MEMBER',
    names: {
      ko: '질문',
      en: 'Questions',
      ja: '質問',
      'zh-CN': '问答',
      'zh-TW': '問答',
      vi: 'Hỏi đáp',
      th: 'ถาม-ตอบ',
      id: 'Tanya jawab',
      ms: 'Soal jawab',
      fil: 'Mga tanong',
      my: 'မေးခွန်းများ',
      km: 'សំណួរ',
      ne: 'प्रश्नोत्तर',
      mn: 'Асуулт',
      uz: 'Savol-javob',
      ru: 'Вопросы',
    },
  },
  {
    slug: 'market',
    categoryType: ['PUBLIC', 'NATION'],
    writePermission: 'MEMBER',
    names: {
      ko: '중고거래',
      en: 'Marketplace',
      ja: 'フリマ',
      'zh-CN': '二手交易',
      'zh-TW': '二手交易',
      vi: 'Mua bán',
      th: 'ซื้อขาย',
      id: 'Jual beli',
      ms: 'Jual beli',
      fil: 'Bilihan',
      my: 'အရောင်းအဝယ်',
      km: 'ទិញលក់',
      ne: 'किनबेच',
      mn: 'Зар, худалдаа',
      uz: 'Oldi-sotdi',
      ru: 'Барахолка',
    },
  },
  {
    slug: 'news',
    categoryType: ['PUBLIC'],
    writePermission: 'OFFICIAL',
    names: {
      ko: '소식',
      en: 'News',
      ja: 'お知らせ',
      'zh-CN': '资讯',
      'zh-TW': '資訊',
      vi: 'Tin tức',
      th: 'ข่าวสาร',
      id: 'Berita',
      ms: 'Berita',
      fil: 'Balita',
      my: 'သတင်း',
      km: 'ព័ត៌មាន',
      ne: 'समाचार',
      mn: 'Мэдээ',
      uz: 'Yangiliklar',
      ru: 'Новости',
    },
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // The migration sees the database untyped; these rows match CategoriesTable.
  const typed = db as Kysely<{
    categories: {
      category_id: Generated<number>;
      slug: string;
      icon_name: string;
      category_type: string;
      sort_order: number;
      write_permission: string;
    };
    category_translations: {
      category_id: number;
      iso_code: string;
      category_name: string;
      icon_name: string | null;
    };
  }>;
  for (const [index, category] of CATEGORIES.entries()) {
    const row = await typed
      .insertInto('categories')
      .values({
        slug: category.slug,
        icon_name: category.slug,
        category_type: JSON.stringify(category.categoryType),
        sort_order: (index + 1) * 10,
        write_permission: category.writePermission,
      })
      .returning('category_id')
      .executeTakeFirstOrThrow();
    await typed
      .insertInto('category_translations')
      .values(
        Object.entries(category.names).map(([isoCode, name]) => ({
          category_id: row.category_id,
          iso_code: isoCode,
          category_name: name,
          icon_name: null,
        })),
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const typed = db as Kysely<{ categories: { slug: string }; category_translations: object }>;
  await typed.deleteFrom('category_translations').execute();
  await typed
    .deleteFrom('categories')
    .where(
      'slug',
      'in',
      CATEGORIES.map((c) => c.slug),
    )
    .execute();
}

import type { CommentItem } from '@kfeed/contracts/comment';
import type { TestMember } from '../../testing/contentFixtures.ts';
import type { TestServer } from '../../testing/testServer.ts';
import {
  authorLanguagesOf,
  detectLanguage,
  RELIABLE_LETTERS,
  scriptOfText,
  warmUpLanguageDetector,
  type AuthorLanguages,
} from './languageDetector.ts';

beforeAll(() => warmUpLanguageDetector(), 60_000);

it.each([
  ['안녕하세요', 'ko'],
  ['맛집', 'ko'],
  ['오늘 날씨가 좋네요', 'ko'],
  ['こんにちは', 'ja'],
  ['東京の天気', 'ja'],
  ['你好', 'zh-CN'],
  ['今天天气很好', 'zh-CN'],
  ['今天天氣很好', 'zh-TW'],
  ['我們去台灣吃飯', 'zh-TW'],
  ['Xin chào', 'vi'],
  ['Hôm nay trời đẹp', 'vi'],
  ['Привет', 'ru'],
  ['Сегодня хорошая погода', 'ru'],
  ['สวัสดีครับ', 'th'],
  ['Where can I find a good hospital?', 'en'],
  ['Kumusta ka na? Magandang umaga po', 'fil'],
  ['မင်္ဂလာပါ ခင်ဗျာ', 'my'],
  ['សួស្តី អ្នកសុខសប្បាយទេ', 'km'],
  ['Сайн байна уу, өнөөдөр цаг агаар сайхан байна', 'mn'],
  ['नमस्ते, तपाईंलाई कस्तो छ? म नेपालबाट आएको हुँ', 'ne'],
  ['Salom, qalaysiz? Bugun havo juda yaxshi', 'uz'],
  ['Guten Tag, wie geht es Ihnen?', 'de'],
  // The script decides, whatever Latin word is in the text.
  ['နောက်ဆုံးတော့ TOPIK အဆင့်လေး အောင်သွားပြီ', 'my'],
  ['ទីបំផុតខ្ញុំប្រឡងជាប់ TOPIK កម្រិតបួនហើយ', 'km'],
  // Marker words: Indonesian and Malay, Nepali and Hindi, Mongolian without ө or ү.
  ['Buka rekening bank di Korea perlu bawa dokumen apa saja sih?', 'id'],
  ['Nak buka akaun bank di Korea kena bawa dokumen apa ya?', 'ms'],
  ['कोरियामा बैंक खाता खोल्न कुन कुन कागजात चाहिन्छ?', 'ne'],
  ['क्या वीज़ा बढ़ाने के लिए नौकरी का प्रमाणपत्र चाहिए?', 'hi'],
  ['Сайн байна уу', 'mn'],
  ['Где купить гречку и нормальный творог в Сеуле?', 'ru'],
  ['Rahmat katta!', 'uz'],
  // A Korean surname and an English word are not Uzbek.
  ['Kim and Shu went to the market with the other men', 'en'],
])('detects %s as %s', async (text, code) => {
  expect(await detectLanguage(text)).toBe(code);
});

it('finds no language in numbers or a bare link', async () => {
  expect(await detectLanguage('12345 !!!')).toBeNull();
  expect(await detectLanguage('https://example.com/a/b')).toBeNull();
  expect(await detectLanguage('See https://example.com for the schedule of the market')).toBe('en');
});

const author = (interfaceLanguage: string, readLanguages: string[] = []): AuthorLanguages => ({
  interfaceLanguage,
  readLanguages,
});

describe('a text shorter than detection is reliable for', () => {
  it.each([
    ['burst 9', 'en', [], 'en'],
    ['mp test', 'en', [], 'en'],
    ['ok 👍', 'en', [], 'en'],
    ['burst 9', 'vi', [], 'vi'],
    // A script the interface language is not written in: the first read language that fits.
    ['mp test', 'ko', ['th', 'en'], 'en'],
    ['ok 👍', 'th', ['fil'], 'fil'],
    ['спасибо!', 'uz', ['ru'], 'ru'],
    ['धन्यवाद', 'en', ['ne'], 'ne'],
    ['了解', 'ja', [], 'ja'],
    ['加油', 'zh-TW', [], 'zh-TW'],
    // Traditional characters tell the two Chinese apart.
    ['謝謝', 'zh-CN', [], 'zh-TW'],
  ])('%s by a member of %s reading %j is %s', async (text, ui, reads, code) => {
    expect(await detectLanguage(text, author(ui, reads))).toBe(code);
  });

  it.each([
    ['burst 9', 'ko', []],
    ['mp test', 'ja', ['zh-CN']],
    ['ok 👍', 'ru', ['mn']],
    ['спасибо!', 'en', ['vi']],
    ['谢谢', 'ko', []],
  ])(
    '%s by a member of %s reading %j is unknown: none is written in its script',
    async (text, ui, reads) => {
      expect(await detectLanguage(text, author(ui, reads))).toBeNull();
    },
  );

  it('counts neither digits, emoji, links nor @mentions as letters', async () => {
    const text = '@minsu_kim 2024 👍👍 https://example.com/very/long/path/to/a/page ok 1234';
    expect(scriptOfText(text)).toMatchObject({ script: 'Latin', letters: 2 });
    expect(await detectLanguage(text, author('id'))).toBe('id');
  });
});

describe('a script that decides the language by itself', () => {
  it.each([
    ['감사합니다', 'ko'],
    ['ㅋㅋㅋ', 'ko'],
    ['ありがとう', 'ja'],
    ['ขอบคุณ', 'th'],
    ['ကျေးဇူး', 'my'],
    ['អរគុណ', 'km'],
  ])('%s is %s whoever wrote it', async (text, code) => {
    expect(await detectLanguage(text, author('en', ['vi']))).toBe(code);
  });
});

describe('a text mixing scripts goes by the one most of its letters are in', () => {
  it('a mostly English reply with a Korean name is not Korean', async () => {
    const short = 'Thanks 김민수, see you at the station tomorrow';
    expect(scriptOfText(short)).toMatchObject({ script: 'Latin' });
    expect(await detectLanguage(short, author('ko', ['en']))).toBe('en');
    expect(await detectLanguage(short, author('ko'))).toBeNull();
    expect(await detectLanguage('yes 감사', author('en'))).toBe('en');

    const long =
      'Thanks 김민수 and 이지은, the meeting point near the station worked perfectly for everyone';
    expect(scriptOfText(long).letters).toBeGreaterThanOrEqual(RELIABLE_LETTERS.Latin);
    expect(await detectLanguage(long, author('ko'))).toBe('en');
    expect(await detectLanguage(long)).toBe('en');
  });

  it('a mostly Korean text with a Latin word is Korean', async () => {
    expect(await detectLanguage('TOPIK 합격했습니다', author('vi'))).toBe('ko');
    expect(await detectLanguage('ok 민수야 고마워', author('en'))).toBe('ko');
  });
});

it('detects a long text as it did before, whoever wrote it', async () => {
  const texts: [string, string][] = [
    ['Where can I find a good hospital near Sinchon that speaks English?', 'en'],
    ['Nak buka akaun bank di Korea kena bawa dokumen apa ya? Ada yang tahu?', 'ms'],
    ['Сегодня хорошая погода', 'ru'],
    ['कोरियामा बैंक खाता खोल्न कुन कुन कागजात चाहिन्छ?', 'ne'],
    ['今天天氣很好', 'zh-TW'],
  ];
  for (const [text, code] of texts) {
    expect(await detectLanguage(text, author('vi', ['mn', 'ja']))).toBe(code);
  }
});

describe('posts and comments as written through the API', () => {
  // The app loads for these tests only: the detector's own run without it.
  const kit = async () => ({
    ...(await import('../../testing/contentFixtures.ts')),
    ...(await import('../../testing/testServer.ts')),
    ...(await import('../feeds/feedTestKit.ts')),
  });
  let api: Awaited<ReturnType<typeof kit>>;
  let server: TestServer;
  beforeAll(async () => {
    api = await kit();
    server = await api.startTestServer();
  }, 60_000);
  afterAll(() => server?.close(), 30_000);

  /** A member of this interface language who chose these read languages. */
  async function member(isoCode: string, readLanguages: string[]): Promise<TestMember> {
    const added = await api.addMember(server, { isoCode });
    await server.db
      .updateTable('users')
      .set({ read_languages: JSON.stringify(readLanguages) })
      .where('user_id', '=', added.userId)
      .execute();
    return added;
  }

  it("reads the author's interface and read languages", async () => {
    const writer = await member('th', ['fil', 'en']);
    expect(await authorLanguagesOf(server.db, writer.userId)).toEqual({
      interfaceLanguage: 'th',
      readLanguages: ['fil', 'en'],
    });
    const never = await api.addMember(server, { isoCode: 'mn' });
    expect(await authorLanguagesOf(server.db, never.userId)).toEqual({
      interfaceLanguage: 'mn',
      readLanguages: [],
    });
  });

  it('gives a short comment, reply and edit the language of their author', async () => {
    const writer = await member('ko', ['th', 'en']);
    const feedId = await api.addFeed(server, writer.userId);
    const write = async (who: TestMember, commentText: string, parentCommentId?: number) => {
      const answer = await api.call<CommentItem>(
        server,
        'POST',
        '/api/comment/insertComment',
        { feedId, commentText, isoCode: 'ko', ...(parentCommentId ? { parentCommentId } : {}) },
        who,
      );
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    const top = await write(writer, 'burst 9');
    expect(top.detectedLanguageCode).toBe('en');
    const reply = await write(writer, 'Thanks 김민수, see you tmrw', top.commentId);
    expect(reply.detectedLanguageCode).toBe('en');
    // A member who reads no language written in Latin letters: unknown, not a guess.
    const stranger = await member('ja', ['zh-CN']);
    expect((await write(stranger, 'mp test')).detectedLanguageCode).toBeNull();
    expect((await write(stranger, 'ありがとう')).detectedLanguageCode).toBe('ja');

    const edited = await api.call<CommentItem>(
      server,
      'PUT',
      '/api/comment/updateComment',
      { feedId, commentId: top.commentId, commentText: 'ok 👍', isoCode: 'ko' },
      writer,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.detectedLanguageCode).toBe('en');
  });

  it('gives a short post, and its edit, the language of its author', async () => {
    const writer = await member('vi', []);
    const category = await server.db
      .selectFrom('categories')
      .select('category_id')
      .where('slug', '=', 'daily')
      .executeTakeFirstOrThrow();
    const post = {
      feedTitle: 'mp test',
      feedText: 'burst 9',
      categoryId: String(category.category_id),
      feedType: 'PUBLIC',
    };
    const inserted = await api.sendMultipart<{ feedId: number }>(
      server,
      'POST',
      '/api/feed/insertFeed',
      'feedWriteRequest',
      post,
      [],
      writer,
    );
    expect(inserted.status).toBe(200);
    const detected = async () =>
      (
        await server.db
          .selectFrom('feeds')
          .select('detected_language_code')
          .where('feed_id', '=', inserted.body.data.feedId)
          .executeTakeFirstOrThrow()
      ).detected_language_code;
    expect(await detected()).toBe('vi');

    const updated = await api.sendMultipart(
      server,
      'PUT',
      '/api/feed/updateFeed',
      'feedUpdateRequest',
      { ...post, feedId: inserted.body.data.feedId, feedText: 'sim card?', existingImages: '[]' },
      [],
      writer,
    );
    expect(updated.status).toBe(200);
    expect(await detected()).toBe('vi');
  });
});

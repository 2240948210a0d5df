/**
 * `npm run db:generate -- --posts 100000 [--members 10000] [--seed 1] [--out <file>]`:
 * a large SQLite database for the API benchmark, the same for the same arguments.
 * The schema and the reference data (languages, nations, categories, demo accounts) come
 * from the API's own migrations and seed; then members, posts in every category and the
 * nine demo languages, comments and replies, likes, blocks, reports and translations are
 * written in batches inside transactions, and the search indexes are filled directly.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../src/db/database.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { bigramDocument } from '../src/features/search/bigrams.ts';
import { normaliseForSearch } from '../src/features/search/searchIndex.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '100000' },
    members: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
  },
});
const posts = Number(values.posts);
const members = Number(values.members);
const out = path.resolve(
  values.out ?? path.join(REPO_ROOT, 'data', 'generated', `kfeed-${posts}.sqlite`),
);

/** mulberry32: small, fast and deterministic. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(Number(values.seed));
const int = (below: number) => Math.floor(rnd() * below);
const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;

/** Words per demo language; posts are random phrases of them. */
const WORDS: Record<string, string[]> = {
  ko: [
    '맛집',
    '서울',
    '한국',
    '비자',
    '병원',
    '추천',
    '주말',
    '시장',
    '지하철',
    '버스',
    '월세',
    '은행',
    '학교',
    '한국어',
    '공부',
    '친구',
    '카페',
    '날씨',
    '여행',
    '부산',
    '김치',
    '음식',
    '일자리',
    '아르바이트',
    '이사',
    '질문',
    '정보',
    '후기',
    '가격',
    '동네',
  ],
  en: [
    'visa',
    'seoul',
    'hospital',
    'subway',
    'rent',
    'bank',
    'weekend',
    'market',
    'friends',
    'coffee',
    'weather',
    'travel',
    'busan',
    'kimchi',
    'food',
    'job',
    'apartment',
    'question',
    'review',
    'price',
    'korean',
    'class',
    'phone',
    'insurance',
    'festival',
  ],
  ja: [
    '東京',
    'ソウル',
    '韓国',
    'ビザ',
    '病院',
    '週末',
    '市場',
    '地下鉄',
    '家賃',
    '銀行',
    '友達',
    'カフェ',
    '天気',
    '旅行',
    '釜山',
    '料理',
    '仕事',
    '質問',
    '情報',
    '値段',
  ],
  'zh-CN': [
    '北京',
    '首尔',
    '韩国',
    '签证',
    '医院',
    '周末',
    '市场',
    '地铁',
    '房租',
    '银行',
    '朋友',
    '咖啡',
    '天气',
    '旅行',
    '釜山',
    '美食',
    '工作',
    '问题',
    '信息',
    '价格',
  ],
  vi: [
    'thị thực',
    'bệnh viện',
    'cuối tuần',
    'chợ',
    'tàu điện',
    'tiền thuê',
    'ngân hàng',
    'bạn bè',
    'thời tiết',
    'du lịch',
    'món ăn',
    'việc làm',
    'câu hỏi',
    'giá cả',
  ],
  ru: [
    'виза',
    'сеул',
    'больница',
    'выходные',
    'рынок',
    'метро',
    'аренда',
    'банк',
    'друзья',
    'кофе',
    'погода',
    'поездка',
    'еда',
    'работа',
    'вопрос',
    'цена',
  ],
  id: [
    'visa',
    'rumah sakit',
    'akhir pekan',
    'pasar',
    'kereta',
    'sewa',
    'bank',
    'teman',
    'kopi',
    'cuaca',
    'liburan',
    'makanan',
    'pekerjaan',
    'pertanyaan',
    'harga',
  ],
  fil: [
    'visa',
    'ospital',
    'katapusan ng linggo',
    'palengke',
    'tren',
    'upa',
    'bangko',
    'kaibigan',
    'kape',
    'panahon',
    'biyahe',
    'pagkain',
    'trabaho',
    'tanong',
    'presyo',
  ],
  mn: [
    'виз',
    'эмнэлэг',
    'амралт',
    'зах',
    'метро',
    'түрээс',
    'банк',
    'найз',
    'кофе',
    'цаг агаар',
    'аялал',
    'хоол',
    'ажил',
    'асуулт',
    'үнэ',
  ],
};
const LANGUAGES = Object.keys(WORDS);
const phrase = (language: string, count: number) =>
  Array.from({ length: count }, () => pick(WORDS[language] ?? [])).join(' ');

const started = Date.now();
mkdirSync(path.dirname(out), { recursive: true });
for (const suffix of ['', '-wal', '-shm']) {
  if (existsSync(out + suffix)) rmSync(out + suffix);
}
const kysely = await openDatabase(out);
await seedDemoData(kysely, { now: () => new Date('2026-11-01T00:00:00Z') });
await kysely.destroy();

const db = new SQLite(out);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = OFF');
const ids = (query: string) => (db.prepare(query).all() as { id: number }[]).map((row) => row.id);
const nations = ids('SELECT nation_id AS id FROM nations');
const categories = db
  .prepare('SELECT category_id AS id, write_permission AS permission FROM categories')
  .all() as { id: number; permission: string }[];
const officials = ids("SELECT user_id AS id FROM users WHERE is_official = 'Y'");
const languageIds = new Map(
  (
    db.prepare('SELECT language_id AS id, iso_code AS iso FROM languages').all() as {
      id: number;
      iso: string;
    }[]
  ).map((row) => [row.iso, row.id]),
);

const end = Date.parse('2026-11-01T00:00:00Z');
const year = 365 * 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/u, 'Z');

/** Run `write(i)` for i in [0, count) in transactions of `batch` rows. */
function batched(count: number, write: (i: number) => void, batch = 5000) {
  for (let from = 0; from < count; from += batch) {
    db.transaction(() => {
      for (let i = from; i < Math.min(count, from + batch); i++) write(i);
    })();
  }
}

// Members.
const firstMember = (
  db.prepare('SELECT COALESCE(MAX(user_id), 0) + 1 AS id FROM users').get() as {
    id: number;
  }
).id;
const memberLanguage: string[] = [];
const memberNation: number[] = [];
const insertUser = db.prepare(
  'INSERT INTO users (user_id, email, nickname, nation_id, language_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
);
batched(members, (i) => {
  const language = pick(LANGUAGES);
  const nation = pick(nations);
  memberLanguage.push(language);
  memberNation.push(nation);
  insertUser.run(
    firstMember + i,
    `member${i}@generated.kfeed.example`,
    `member${i}`,
    nation,
    languageIds.get(language) ?? 1,
    iso(end - year - int(year)),
  );
});
const member = () => int(members);

// Posts, their search entries and some translations.
const firstPost = (
  db.prepare('SELECT COALESCE(MAX(feed_id), 0) + 1 AS id FROM feeds').get() as {
    id: number;
  }
).id;
const insertFeed = db.prepare(
  `INSERT INTO feeds (feed_id, user_id, category_id, feed_type, nation_id, feed_title, feed_text,
     detected_language_code, view_count, like_count, comment_count, created_at, updated_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)`,
);
const insertTranslation = db.prepare(
  `INSERT INTO feed_translations (feed_id, iso_code, title, text, status, updated_at)
   VALUES (?, ?, ?, ?, 'DONE', ?)`,
);
const insertSearch = db.prepare('INSERT INTO feed_search (rowid, title, body) VALUES (?, ?, ?)');
const insertBigrams = db.prepare('INSERT INTO feed_search_bigrams (rowid, grams) VALUES (?, ?)');
const insertTitleBigrams = db.prepare(
  'INSERT INTO feed_search_title_bigrams (rowid, grams) VALUES (?, ?)',
);
const postTimes: number[] = [];
batched(posts, (i) => {
  const feedId = firstPost + i;
  const category = pick(categories);
  const author =
    category.permission === 'OFFICIAL'
      ? { user: pick(officials), language: 'ko', nation: null }
      : (() => {
          const m = member();
          return {
            user: firstMember + m,
            language: memberLanguage[m] ?? 'en',
            nation: memberNation[m] ?? null,
          };
        })();
  const nationPost = author.nation !== null && rnd() < 0.1;
  const created = end - year + Math.floor(((i + rnd()) / posts) * year);
  postTimes.push(created);
  const title = phrase(author.language, 2 + int(4));
  const text = Array.from({ length: 1 + int(3) }, () => phrase(author.language, 6 + int(20))).join(
    '\n',
  );
  insertFeed.run(
    feedId,
    author.user,
    category.id,
    nationPost ? 'NATION' : 'PUBLIC',
    nationPost ? author.nation : null,
    title,
    text,
    author.language,
    int(500),
    iso(created),
    iso(created),
  );
  const titles = [title];
  const bodies = [text];
  if (rnd() < 0.2) {
    // A translation into English (or Korean for English posts).
    const into = author.language === 'en' ? 'ko' : 'en';
    const translatedTitle = phrase(into, 2 + int(4));
    const translatedText = phrase(into, 8 + int(20));
    insertTranslation.run(feedId, into, translatedTitle, translatedText, iso(created));
    titles.push(translatedTitle);
    bodies.push(translatedText);
  }
  const searchTitle = normaliseForSearch(titles.join('\n'));
  const searchBody = normaliseForSearch(bodies.join('\n'));
  insertSearch.run(feedId, searchTitle, searchBody);
  insertBigrams.run(feedId, bigramDocument(searchTitle, searchBody));
  insertTitleBigrams.run(feedId, bigramDocument(searchTitle));
});

// Comments and replies (about three per post), with counts kept on their parents.
const insertComment = db.prepare(
  `INSERT INTO comments (comment_id, feed_id, user_id, parent_comment_id, comment_text,
     detected_language_code, child_comment_count, created_at, updated_at)
   VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)`,
);
const comments = posts * 3;
const firstComment = (
  db.prepare('SELECT COALESCE(MAX(comment_id), 0) + 1 AS id FROM comments').get() as {
    id: number;
  }
).id;
const lastTopLevel = new Map<number, number>();
batched(comments, (i) => {
  const post = int(posts);
  const feedId = firstPost + post;
  const m = member();
  const language = memberLanguage[m] ?? 'en';
  const parent = rnd() < 0.25 ? (lastTopLevel.get(feedId) ?? null) : null;
  const created = (postTimes[post] ?? end) + 1000 + int(7 * 24 * 3600 * 1000);
  insertComment.run(
    firstComment + i,
    feedId,
    firstMember + m,
    parent,
    phrase(language, 3 + int(12)),
    language,
    iso(created),
    iso(created),
  );
  if (parent === null) lastTopLevel.set(feedId, firstComment + i);
});

// Likes (about five per post; a member likes a post once).
const insertLike = db.prepare(
  'INSERT OR IGNORE INTO feed_likes (feed_id, user_id, created_at) VALUES (?, ?, ?)',
);
batched(posts * 5, () => {
  const post = int(posts);
  insertLike.run(firstPost + post, firstMember + member(), iso((postTimes[post] ?? end) + 60_000));
});

// Blocks (two per member on average) and reports (one post in fifty).
const insertBlock = db.prepare(
  'INSERT OR IGNORE INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?)',
);
batched(members * 2, () => {
  const blocker = member();
  const blocked = member();
  if (blocker !== blocked) insertBlock.run(firstMember + blocker, firstMember + blocked, iso(end));
});
const insertReport = db.prepare(
  'INSERT OR IGNORE INTO feed_reports (feed_id, user_id, created_at) VALUES (?, ?, ?)',
);
batched(Math.floor(posts / 50), () => {
  insertReport.run(firstPost + int(posts), firstMember + member(), iso(end));
});

db.exec(`
  UPDATE feeds SET
    like_count = (SELECT COUNT(*) FROM feed_likes l WHERE l.feed_id = feeds.feed_id),
    comment_count = (SELECT COUNT(*) FROM comments c WHERE c.feed_id = feeds.feed_id AND c.deleted_at IS NULL)
  WHERE feed_id >= ${firstPost};
  UPDATE comments SET child_comment_count =
    (SELECT COUNT(*) FROM comments r WHERE r.parent_comment_id = comments.comment_id)
  WHERE comment_id >= ${firstComment};
`);
db.pragma('wal_checkpoint(TRUNCATE)');
db.exec('ANALYZE');
const count = (table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
console.log(
  `${out}: ${count('users')} users, ${count('feeds')} posts, ${count('comments')} comments, ` +
    `${count('feed_likes')} likes, ${count('user_blocks')} blocks, ${count('feed_reports')} reports, ` +
    `${count('feed_translations')} translations in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
db.close();

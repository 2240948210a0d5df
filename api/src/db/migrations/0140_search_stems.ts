import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as indonesian } from '@orama/stemmers/indonesian';
import { stemmer as russian } from '@orama/stemmers/russian';
import { sql, type Kysely } from 'kysely';

/**
 * The word-stem index of search (features/search/stems.ts, docs/search.md): one row per
 * post and stem of its title, text and finished translations, each text stemmed in its own
 * language, with the stemmer that made the stem and whether a title holds it. Searched by
 * stem (the primary key; title stems by a partial index of their own), rewritten per post
 * (the feed_id index).
 *
 * An ordinary table on both databases, unlike the FTS5 indexes before it: the same rows,
 * keys and queries on SQLite and PostgreSQL, and db:copy moves it as any other table.
 *
 * Filled here for every live post, with the rules below: FROZEN ON PURPOSE, a copy of
 * stems.ts as it was when this was written, so that this migration does what it did the
 * day it ran whatever the live code does later. (A post search has not indexed yet is
 * rewritten whole by indexMissingFeeds when the API starts.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_search_stems')
    .addColumn('feed_id', 'integer', (c) => c.notNull())
    .addColumn('stemmer', 'text', (c) => c.notNull())
    .addColumn('stem', 'text', (c) => c.notNull())
    .addColumn('in_title', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_search_stems_pk', ['stemmer', 'stem', 'feed_id'])
    .execute();
  await db.schema
    .createIndex('feed_search_stems_feed')
    .on('feed_search_stems')
    .column('feed_id')
    .execute();
  // The title stems alone, so that a title lookup or count never reads the table's rows.
  await db.schema
    .createIndex('feed_search_stems_title')
    .on('feed_search_stems')
    .columns(['stemmer', 'stem', 'feed_id'])
    .where(sql.ref('in_title'), '=', 1)
    .execute();

  // The same stem comes back thousands of times over the posts of a database.
  const known = new Map<string, string>();
  const stemmed = (stemmer: Stemmer, word: string) => {
    const key = `${stemmer}:${word}`;
    let stem = known.get(key);
    if (stem === undefined) {
      stem = STEMMERS[stemmer].stem(word);
      known.set(key, stem);
    }
    return stem;
  };

  let after = 0;
  for (;;) {
    const feeds = await sql<{
      feed_id: number;
      feed_title: string;
      feed_text: string;
      detected_language_code: string | null;
    }>`SELECT feed_id, feed_title, feed_text, detected_language_code FROM feeds
       WHERE feed_id > ${after} AND deleted_at IS NULL
       ORDER BY feed_id LIMIT ${BATCH_POSTS}`.execute(db);
    const last = feeds.rows.at(-1);
    if (!last) break;
    const translations = await sql<{
      feed_id: number;
      iso_code: string;
      title: string | null;
      text: string | null;
    }>`SELECT feed_id, iso_code, title, text FROM feed_translations
       WHERE feed_id > ${after} AND feed_id <= ${last.feed_id} AND status = 'DONE'`.execute(db);
    const texts = new Map<number, { language: string | null; title: string; body: string }[]>();
    for (const feed of feeds.rows) {
      const language = feed.detected_language_code;
      texts.set(feed.feed_id, [{ language, title: feed.feed_title, body: feed.feed_text }]);
    }
    for (const t of translations.rows) {
      texts
        .get(t.feed_id)
        ?.push({ language: t.iso_code, title: t.title ?? '', body: t.text ?? '' });
    }
    const rows: Row[] = [];
    for (const [feedId, list] of texts) {
      const inTitle = new Map<string, Row>();
      for (const { language, title, body } of list) {
        const stemmer = language ? STEMMER_OF_LANGUAGE[language] : undefined;
        if (!stemmer) continue;
        for (const [text, isTitle] of [
          [title, 1],
          [body, 0],
        ] as const) {
          for (const word of words(stemmer, normalise(text))) {
            const stem = stemmed(stemmer, word);
            const key = `${stemmer}:${stem}`;
            const row = inTitle.get(key);
            if (row) row.in_title = Math.max(row.in_title, isTitle);
            else inTitle.set(key, { feed_id: feedId, stemmer, stem, in_title: isTitle });
          }
        }
      }
      rows.push(...inTitle.values());
    }
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      const batch = rows.slice(start, start + BATCH_ROWS);
      await sql`INSERT INTO feed_search_stems (feed_id, stemmer, stem, in_title) VALUES ${sql.join(
        batch.map((r) => sql`(${r.feed_id}, ${r.stemmer}, ${r.stem}, ${r.in_title})`),
      )}`.execute(db);
    }
    after = last.feed_id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feed_search_stems').execute();
}

interface Row {
  feed_id: number;
  stemmer: Stemmer;
  stem: string;
  in_title: number;
}

const BATCH_POSTS = 2000;
/** Four parameters a row: well within either database's limit per statement. */
const BATCH_ROWS = 1000;

// The rules of features/search/stems.ts and searchIndex.ts as they were (see above).
const STEMMERS = {
  en: { stem: english, script: /\p{Script=Latin}/u },
  ru: { stem: russian, script: /\p{Script=Cyrillic}/u },
  id: { stem: indonesian, script: /\p{Script=Latin}/u },
} as const;
type Stemmer = keyof typeof STEMMERS;
const STEMMER_OF_LANGUAGE: Readonly<Record<string, Stemmer>> = {
  en: 'en',
  ru: 'ru',
  id: 'id',
  ms: 'id',
};
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MIN_WORD = 2;
const MAX_WORD = 40;

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function* words(stemmer: Stemmer, text: string): Generator<string> {
  const { script } = STEMMERS[stemmer];
  for (const [word] of text.matchAll(WORD)) {
    const length = Array.from(word).length;
    if (length >= MIN_WORD && length <= MAX_WORD && script.test(word)) yield word;
  }
}

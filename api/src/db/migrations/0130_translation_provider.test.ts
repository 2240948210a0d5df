import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely/migration';
import { createTestDatabase } from '../../testing/testDatabase.ts';
import { connectDatabase, migrateDatabase } from '../database.ts';
import { MIGRATIONS } from '../migrations.ts';

const AT = '2026-01-01T00:00:00Z';

it('gives the DONE translations of an existing database a provider: the memory’s, else HUMAN', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kfeed-0130-'));
  const database = await createTestDatabase(dir, { empty: true });
  const db = connectDatabase(database.url);
  try {
    // The database as the build before this migration left it, with translations in it.
    const earlier = Object.fromEntries(
      Object.entries(MIGRATIONS).filter(([name]) => name < '0130_translation_provider'),
    );
    const migrated = await new Migrator({
      db,
      provider: { getMigrations: async () => earlier },
    }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    const { language_id: languageId } = await db
      .insertInto('languages')
      .values({
        iso_code: 'ko',
        language_name: '한국어',
        language_name_en: 'Korean',
        translate_support: 'Y',
        sort_order: 1,
      })
      .returning('language_id')
      .executeTakeFirstOrThrow();
    const { user_id: userId } = await db
      .insertInto('users')
      .values({
        email: 'writer@example.com',
        nickname: 'writer',
        nation_id: null,
        language_id: languageId,
        self_introduce: null,
        profile_image_path: null,
        is_official: 'N',
        roles: '[]',
        status: 'ACTIVE',
        created_at: AT,
        withdrawn_at: null,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    const { category_id: categoryId } = await db
      .selectFrom('categories')
      .select('category_id')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const { feed_id: feedId } = await db
      .insertInto('feeds')
      .values({
        user_id: userId,
        category_id: categoryId,
        feed_type: 'PUBLIC',
        nation_id: null,
        feed_title: '제목',
        feed_text: '본문',
        detected_language_code: 'ko',
        created_at: AT,
        updated_at: AT,
        deleted_at: null,
      })
      .returning('feed_id')
      .executeTakeFirstOrThrow();
    const { comment_id: commentId } = await db
      .insertInto('comments')
      .values({
        feed_id: feedId,
        user_id: userId,
        parent_comment_id: null,
        comment_text: '댓글',
        detected_language_code: 'ko',
        created_at: AT,
        updated_at: AT,
        deleted_at: null,
      })
      .returning('comment_id')
      .executeTakeFirstOrThrow();
    const states = [
      ['en', 'DONE'],
      ['ja', 'PENDING'],
      ['vi', 'FAILED'],
      ['ru', 'DONE'],
    ] as const;
    // A provider's translation, kept in the translation memory: the row is named after it.
    const byProvider = { feed: 'Текст от провайдера', comment: 'Комментарий от провайдера' };
    await db
      .insertInto('translated_texts')
      .values(
        Object.values(byProvider).map((text, index) => ({
          content_hash: `hash-${index}`,
          source_language: 'ko',
          target_language: 'ru',
          translated_text: text,
          provider: 'deepl',
          created_at: AT,
        })),
      )
      .execute();
    // The columns of the rows as they were: no provider yet.
    await db
      .insertInto('feed_translations')
      .columns(['feed_id', 'iso_code', 'title', 'text', 'status', 'updated_at'])
      .values(
        states.map(([iso, status]) => ({
          feed_id: feedId,
          iso_code: iso,
          title: status === 'DONE' ? 'Title' : null,
          text: status === 'DONE' ? (iso === 'ru' ? byProvider.feed : 'Text') : null,
          status,
          updated_at: AT,
        })),
      )
      .execute();
    await db
      .insertInto('comment_translations')
      .columns(['comment_id', 'iso_code', 'text', 'status', 'updated_at'])
      .values(
        states.map(([iso, status]) => ({
          comment_id: commentId,
          iso_code: iso,
          text: status === 'DONE' ? (iso === 'ru' ? byProvider.comment : 'A comment') : null,
          status,
          updated_at: AT,
        })),
      )
      .execute();

    await migrateDatabase(db);

    const expected = [
      { iso_code: 'en', status: 'DONE', provider: 'HUMAN' },
      { iso_code: 'ja', status: 'PENDING', provider: null },
      { iso_code: 'ru', status: 'DONE', provider: 'deepl' },
      { iso_code: 'vi', status: 'FAILED', provider: null },
    ];
    for (const table of ['feed_translations', 'comment_translations'] as const) {
      const rows = await db
        .selectFrom(table)
        .select(['iso_code', 'status', 'provider'])
        .orderBy('iso_code')
        .execute();
      expect({ table, rows }).toEqual({ table, rows: expected });
    }
    // New rows start without one.
    await db
      .insertInto('feed_translations')
      .values({
        feed_id: feedId,
        iso_code: 'th',
        title: null,
        text: null,
        status: 'PENDING',
        updated_at: AT,
      })
      .execute();
    const added = await db
      .selectFrom('feed_translations')
      .select('provider')
      .where('iso_code', '=', 'th')
      .executeTakeFirstOrThrow();
    expect(added.provider).toBeNull();
  } finally {
    await db.destroy();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
});

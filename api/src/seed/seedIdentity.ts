import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { toUtcString } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { SEED_LANGUAGES } from './identity/languages.ts';
import { SEED_NATIONS } from './identity/nations.ts';
import { GUIDELINES_FILE, SEED_NOTICES } from './identity/notices.ts';
import { NOTICE_TITLES } from './identity/noticeTitles.ts';
import { seedTermsDocuments } from './identity/terms.ts';
import { SEED_USERS } from './identity/users.ts';
import type { Storage } from '../features/files/storage.ts';

const DAY = 24 * 3600 * 1000;

/**
 * Languages, nations, terms and privacy versions, notices and the demo members. Runs
 * inside the caller's transaction; the caller decides the database is empty.
 */
export async function seedIdentity(
  db: Kysely<Database>,
  clock: Clock,
  files?: { storage: Storage },
): Promise<void> {
  const now = clock.now();

  await db
    .insertInto('languages')
    .values(
      SEED_LANGUAGES.map((language, index) => ({
        iso_code: language.isoCode,
        language_name: language.languageName,
        language_name_en: language.languageNameEn,
        translate_support: language.translateSupport,
        sort_order: index + 1,
      })),
    )
    .execute();
  await db
    .insertInto('nations')
    .values(
      SEED_NATIONS.map(([code, name, english]) => ({
        nation_code: code,
        nation_name: name,
        official_name_en: english,
      })),
    )
    .execute();

  await db
    .insertInto('terms_documents')
    .values(
      seedTermsDocuments().map((doc) => ({
        terms_type: doc.termsType,
        terms_version: doc.termsVersion,
        iso_code: doc.isoCode,
        announcement_date: doc.announcementDate,
        start_date: doc.startDate,
        contents: doc.contents,
      })),
    )
    .execute();

  for (const notice of SEED_NOTICES) {
    const createdAt =
      'at' in notice.when
        ? notice.when.at
        : toUtcString(new Date(now.getTime() - notice.when.daysAgo * DAY));
    const { notice_id } = await db
      .insertInto('notices')
      .values({ is_fixed: notice.fixed ? 'Y' : 'N', created_at: createdAt, deleted_at: null })
      .returning('notice_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('notice_translations')
      .values([
        ...(['ko', 'en'] as const).map((iso) => ({
          notice_id,
          iso_code: iso,
          title: notice[iso].title,
          text: notice[iso].text,
        })),
        // A title only: the text is read in English (see readNotices).
        ...Object.entries(NOTICE_TITLES[notice.key] ?? {}).map(([iso, title]) => ({
          notice_id,
          iso_code: iso,
          title,
          text: '',
        })),
      ])
      .execute();
  }
  if (files) {
    await files.storage.put(
      `${GUIDELINES_FILE.folder}/${GUIDELINES_FILE.name}`,
      Buffer.from(GUIDELINES_FILE.contents, 'utf8'),
    );
  }

  const languageIds = new Map(
    (await db.selectFrom('languages').select(['iso_code', 'language_id']).execute()).map((r) => [
      r.iso_code,
      r.language_id,
    ]),
  );
  const nationIds = new Map(
    (await db.selectFrom('nations').select(['nation_code', 'nation_id']).execute()).map((r) => [
      r.nation_code,
      r.nation_id,
    ]),
  );
  for (const [index, user] of SEED_USERS.entries()) {
    const languageId = languageIds.get(user.isoCode);
    const nationId = nationIds.get(user.nationCode);
    if (!languageId || !nationId)
      throw new Error(`seed user ${user.email}: unknown language or nation`);
    await db
      .insertInto('users')
      .values({
        email: user.email,
        nickname: user.nickname,
        nation_id: nationId,
        language_id: languageId,
        self_introduce: user.intro,
        // Written by hand in each member's own language.
        self_introduce_language_code: user.intro ? user.isoCode : null,
        profile_image_path: null,
        is_official: user.official ? 'Y' : 'N',
        roles: JSON.stringify(user.roles),
        status: 'ACTIVE',
        // A little apart, oldest first, so "joined" order is stable.
        created_at: toUtcString(new Date(now.getTime() - (200 - index) * DAY)),
        withdrawn_at: null,
      })
      .execute();
  }
}

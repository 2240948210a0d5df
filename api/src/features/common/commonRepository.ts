import { sql } from 'kysely';
import type { Language, Nation } from '@kfeed/contracts/common';
import type { Db } from '../../db/db.ts';
import type { ShareLogsTable } from '../../db/schema.ts';

/**
 * The queries of the common lists (languages, nations) and of share logs. The lists change
 * only with migrations; commonService.ts keeps them (readCache.ts).
 */

export async function readLanguages(db: Db, onlySupported: boolean): Promise<Language[]> {
  let query = db
    .selectFrom('languages')
    .select(['language_id', 'iso_code', 'language_name', 'language_name_en', 'translate_support'])
    .orderBy('sort_order')
    .orderBy('language_id');
  if (onlySupported) query = query.where('translate_support', '=', 'Y');
  return (await query.execute()).map((row) => ({
    languageId: row.language_id,
    isoCode: row.iso_code,
    languageName: row.language_name,
    languageNameEn: row.language_name_en,
    translateSupport: row.translate_support,
  }));
}

export async function readNations(db: Db): Promise<Nation[]> {
  const rows = await db
    .selectFrom('nations')
    .select(['nation_id', 'nation_name', 'official_name_en', 'nation_code'])
    .orderBy('official_name_en')
    .execute();
  return rows.map((row) => ({
    nationId: row.nation_id,
    nationName: row.nation_name,
    officialNameEn: row.official_name_en,
    nationCode: row.nation_code,
  }));
}

/** A language we hold, by its iso code in any case, as stored; undefined when we hold none. */
export async function findIsoCode(db: Db, value: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('languages')
    .select('iso_code')
    .where(sql<string>`lower(iso_code)`, '=', value.toLowerCase())
    .executeTakeFirst();
  return row?.iso_code;
}

export async function isLiveFeed(db: Db, feedId: number): Promise<boolean> {
  const row = await db
    .selectFrom('feeds')
    .select('feed_id')
    .where('feed_id', '=', feedId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertShareLog(
  db: Db,
  log: {
    shareId: string;
    platform: ShareLogsTable['platform'];
    userAgent: string;
    userId: number | null;
    at: string;
  },
) {
  await db
    .insertInto('share_logs')
    .values({
      share_id: log.shareId,
      platform: log.platform,
      user_agent: log.userAgent,
      user_id: log.userId,
      created_at: log.at,
    })
    .execute();
}

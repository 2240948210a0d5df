import type { Db } from '../../db/database.ts';

export interface Suggestion {
  kind: 'feed' | 'comment';
  id: number;
  userId: number;
  isoCode: string;
  now: string;
}

/**
 * Record (or replace) one reader's suggested language for a text; answers how many
 * distinct readers now suggest that language for it.
 */
export async function recordSuggestion(db: Db, suggestion: Suggestion): Promise<number> {
  const { kind, id, userId, isoCode, now } = suggestion;
  await db
    .insertInto('language_suggestions')
    .values({
      target_kind: kind,
      target_id: id,
      user_id: userId,
      iso_code: isoCode,
      created_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['target_kind', 'target_id', 'user_id'])
        .doUpdateSet({ iso_code: isoCode, created_at: now }),
    )
    .execute();
  const row = await db
    .selectFrom('language_suggestions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('target_kind', '=', kind)
    .where('target_id', '=', id)
    .where('iso_code', '=', isoCode)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

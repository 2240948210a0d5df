import type { Db } from '../../db/db.ts';

/**
 * The member lookups of the sign-in calls (by a normalised address). The codes are
 * verificationCodes.ts's; a new member is written by signUp.ts.
 */

/** An active member by address, with their language's iso code; undefined when none. */
export function findActiveMemberLanguage(db: Db, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('languages', 'languages.language_id', 'users.language_id')
    .select(['users.user_id', 'languages.iso_code'])
    .where('users.email', '=', email)
    .where('users.status', '=', 'ACTIVE')
    .executeTakeFirst();
}

/** The id of the active member with this address; undefined when none. */
export async function findActiveMemberId(db: Db, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', email)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return row?.user_id;
}

/** Whether any account (withdrawn ones keep a released address) holds this address. */
export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

import type { Updateable } from 'kysely';
import type { Db } from '../../db/db.ts';
import type { UsersTable } from '../../db/schema.ts';

/**
 * The member queries: a member's own fields, withdrawal, blocks, read languages and
 * profile photo. Each function is one step on the `db` it is given, the database or a
 * transaction (userService.ts holds the transactions); a profile as shown is userInfo.ts.
 */

/** Whether the member is an official account (false for an unknown one). */
export async function isOfficial(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('is_official')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.is_official === 'Y';
}

export async function updateUser(db: Db, userId: number, changes: Updateable<UsersTable>) {
  await db.updateTable('users').set(changes).where('user_id', '=', userId).execute();
}

/** The member's introduction as stored (null without one, undefined for no member). */
export async function introOf(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('self_introduce')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.self_introduce;
}

/** The translations of a member's introduction (it was removed with the account). */
export async function deleteIntroTranslations(db: Db, userId: number) {
  await db.deleteFrom('user_intro_translations').where('user_id', '=', userId).execute();
}

/** The member's profile photo (a storage key), null without one, undefined for no member. */
export async function profileImageOf(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('profile_image_path')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.profile_image_path;
}

/**
 * Close the account: the address is released so it may sign up again; the nickname stays
 * on old posts.
 */
export async function markWithdrawn(db: Db, userId: number, at: string) {
  await db
    .updateTable('users')
    .set({
      status: 'WITHDRAWN',
      withdrawn_at: at,
      email: `withdrawn-${userId}@withdrawn.invalid`,
      self_introduce: null,
      self_introduce_language_code: null,
      profile_image_path: null,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** Every block the member made or was the target of. */
export async function deleteBlocksOf(db: Db, userId: number) {
  await db
    .deleteFrom('user_blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
}

export async function isActiveMember(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return row !== undefined;
}

/** Record a block; false when the member had blocked that member already. */
export async function insertBlock(
  db: Db,
  blockerId: number,
  blockedId: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .insertInto('user_blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows !== 0n;
}

/** Lift a block; false when there was none. */
export async function deleteBlock(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('user_blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return result.numDeletedRows !== 0n;
}

/** A page of the active members the member blocked, newest block first, and how many in all. */
export async function blockedMembers(
  db: Db,
  blockerId: number,
  paging: { page: number; size: number },
) {
  const blocked = db
    .selectFrom('user_blocks')
    .innerJoin('users', 'users.user_id', 'user_blocks.blocked_id')
    .where('user_blocks.blocker_id', '=', blockerId)
    .where('users.status', '=', 'ACTIVE');
  const total = await blocked
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await blocked
    .select(['users.user_id', 'users.nickname', 'users.profile_image_path'])
    .orderBy('user_blocks.created_at', 'desc')
    .orderBy('users.user_id', 'desc')
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size)
    .execute();
  return { total: Number(total.count), rows };
}

/**
 * An active member's read languages as stored (JSON text, null until chosen); undefined
 * for no such member.
 */
export async function storedReadLanguages(
  db: Db,
  userId: number,
): Promise<{ read_languages: string | null } | undefined> {
  return db
    .selectFrom('users')
    .select('read_languages')
    .where('user_id', '=', userId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

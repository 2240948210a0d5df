import type { UserInfo } from '@kfeed/contracts/user';
import type { Db } from '../../db/db.ts';
import { notFound } from '../../http/envelope.ts';
import { fileUrl } from '../files/fileUrl.ts';
import { parseReadLanguages } from './readLanguages.ts';

export const userNotFound = () => notFound('USER-001', 'There is no such member.');

/**
 * A member as getUserInfo answers it: everything for the member themself; for anyone
 * else the public profile (no e-mail address, no language).
 */
export async function readUserInfo(db: Db, userId: number, self: boolean): Promise<UserInfo> {
  const row = await db
    .selectFrom('users')
    .leftJoin('nations', 'nations.nation_id', 'users.nation_id')
    .select([
      'users.user_id',
      'users.email',
      'users.nickname',
      'users.nation_id',
      'users.language_id',
      'users.self_introduce',
      'users.profile_image_path',
      'users.is_official',
      'users.read_languages',
      'nations.nation_code',
    ])
    .where('users.user_id', '=', userId)
    .where('users.status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!row) throw userNotFound();
  return {
    userId: row.user_id,
    ...(self ? { userEmail: row.email } : {}),
    userNickname: row.nickname,
    userNationId: row.nation_id,
    userLanguageId: self ? row.language_id : null,
    userSelfIntroduce: row.self_introduce,
    userProfileImageUrl: fileUrl(row.profile_image_path),
    userNationCode: row.nation_code ?? null,
    userIsOfficial: row.is_official,
    ...(self ? { userReadLanguages: parseReadLanguages(row.read_languages) ?? [] } : {}),
  };
}

import type { LanguageCode } from '@kfeed/contracts/languages';
import type { UserInfo } from '@kfeed/contracts/user';
import type { Db } from '../../db/db.ts';
import { notFound } from '../../http/envelope.ts';
import { fileUrl } from '../files/fileUrl.ts';
import {
  textTranslationFields,
  translationRoutesOf,
} from '../translation/textTranslationStatus.ts';
import { parseReadLanguages, shownAsWritten } from './readLanguages.ts';
import { activeSuspension, storedSuspension } from '../../auth/suspension.ts';

export const userNotFound = () => notFound('USER-001', 'There is no such member.');

/** Who reads a profile, for its introduction: as for posts (feedItems.ts). */
export interface ProfileReader {
  isoCode: LanguageCode;
  /** Introductions in these languages (besides isoCode) are shown as written. */
  readLanguages: readonly string[];
  /** The introduction as written: no translation applied (the status still tells of it). */
  original?: boolean;
}

/**
 * A member as getUserInfo answers it: everything for the member themself; for anyone
 * else the public profile (no e-mail address, no language). The introduction is given in
 * the reader's language where a translation is stored (not with `original`), with where
 * it stands in the translation fields, read in the same query; the member's own is always
 * as written (it is what they edit), as is a text in a language the reader reads. The
 * member themself also reads their suspension as it stands at `now` (null: none).
 */
export async function readUserInfo(
  db: Db,
  userId: number,
  self: boolean,
  reader: ProfileReader,
  now: Date,
): Promise<UserInfo> {
  const row = await db
    .selectFrom('users')
    .leftJoin('nations', 'nations.nation_id', 'users.nation_id')
    .leftJoin('user_intro_translations as t', (join) =>
      join.onRef('t.user_id', '=', 'users.user_id').on('t.iso_code', '=', reader.isoCode),
    )
    .select([
      'users.user_id',
      'users.email',
      'users.nickname',
      'users.nation_id',
      'users.language_id',
      'users.self_introduce',
      'users.self_introduce_language_code',
      'users.profile_image_path',
      'users.is_official',
      'users.read_languages',
      'users.suspended_at',
      'users.suspended_until',
      'nations.nation_code',
      't.text as translated_intro',
      't.status as translation_status',
      't.provider as translation_provider',
    ])
    .where('users.user_id', '=', userId)
    .where('users.status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!row) throw userNotFound();
  const asWritten =
    self ||
    !row.self_introduce ||
    shownAsWritten(row.self_introduce_language_code, reader.isoCode, reader.readLanguages);
  const stored = row.translation_status
    ? { status: row.translation_status, provider: row.translation_provider }
    : undefined;
  const translated =
    !asWritten && !reader.original && stored?.status === 'DONE' ? row.translated_intro : null;
  return {
    userId: row.user_id,
    ...(self ? { userEmail: row.email } : {}),
    userNickname: row.nickname,
    userNationId: row.nation_id,
    userLanguageId: self ? row.language_id : null,
    userSelfIntroduce: translated || row.self_introduce,
    userProfileImageUrl: fileUrl(row.profile_image_path),
    userNationCode: row.nation_code ?? null,
    userIsOfficial: row.is_official,
    ...(self ? { userReadLanguages: parseReadLanguages(row.read_languages) ?? [] } : {}),
    ...(self ? { suspension: activeSuspension(storedSuspension(row), now) } : {}),
    userSelfIntroduceLanguageCode: row.self_introduce ? row.self_introduce_language_code : null,
    ...textTranslationFields(translationRoutesOf(db), reader.isoCode, asWritten, stored),
  };
}

import { sql } from 'kysely';
import type { SignUpRequest } from '@kfeed/contracts/auth';
import { isLanguageCode, type LanguageCode } from '@kfeed/contracts/languages';
import { isValidEmail, nicknameProblem, normalizeNickname } from '@kfeed/contracts/validation';
import type { AppContext } from '../../context.ts';
import { toUtcString } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import type { ConsentType } from '../../db/schema.ts';
import type { AppError } from '../../http/envelope.ts';
import { authError } from './authMessages.ts';
import { looksLikeReservedNickname } from '../user/reservedLookalikes.ts';
import type { CodeClient, VerificationCodes, VerifyOutcome } from './verificationCodes.ts';

/** E-mail addresses are kept and compared trimmed and in lower case. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

/** The address, normalised, or a 400 AUTH-004 (the shared e-mail rule). */
export function checkEmail(value: string, language: LanguageCode): string {
  if (!isValidEmail(value)) throw authError(400, 'AUTH-004', 'invalid_email', language);
  return normalizeEmail(value);
}

/** The interface language behind a language id, or a 400 COMMON-002. */
export async function findSupportedLanguage(
  db: Db,
  languageId: number,
  language: LanguageCode,
): Promise<LanguageCode> {
  const row = await db
    .selectFrom('languages')
    .select(['iso_code', 'translate_support'])
    .where('language_id', '=', languageId)
    .executeTakeFirst();
  if (!row || row.translate_support !== 'Y' || !isLanguageCode(row.iso_code)) {
    throw authError(400, 'COMMON-002', 'language_unknown', language);
  }
  return row.iso_code;
}

/** A 400 COMMON-001 unless the nation exists. */
export async function checkNation(db: Db, nationId: number, language: LanguageCode) {
  const row = await db
    .selectFrom('nations')
    .select('nation_id')
    .where('nation_id', '=', nationId)
    .executeTakeFirst();
  if (!row) throw authError(400, 'COMMON-001', 'nation_unknown', language);
}

/**
 * The nickname NFKC-normalised and trimmed, or a 400 USER-003: the kit's rule (length,
 * no invisible or bidi-control characters, no reserved name unless `official`), then, on
 * the server only, no look-alike of a reserved name (`КFееd` in Cyrillic, `ᴀdmin`).
 */
export function checkNickname(value: string, language: LanguageCode, official = false): string {
  const problem = nicknameProblem(value, { official });
  if (problem === 'enter_nickname') throw authError(400, 'USER-003', 'nickname_empty', language);
  if (problem) throw authError(400, 'USER-003', problem, language);
  const nickname = normalizeNickname(value);
  if (!official && looksLikeReservedNickname(nickname)) {
    throw authError(400, 'USER-003', 'nickname_reserved', language);
  }
  return nickname;
}

/** Whether an active member other than `exceptUserId` uses the nickname (case-insensitive). */
export async function nicknameTaken(db: Db, nickname: string, exceptUserId?: number) {
  let query = db
    .selectFrom('users')
    .select('user_id')
    .where('status', '=', 'ACTIVE')
    // The same comparison as the unique index users_active_nickname.
    .where(sql<string>`lower(nickname)`, '=', sql<string>`lower(${nickname})`);
  if (exceptUserId !== undefined) query = query.where('user_id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A write refused by a unique index (a parallel request got there first). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    // SQLite's code, or PostgreSQL's SQLSTATE unique_violation.
    (error.code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || error.code === '23505')
  );
}

/**
 * Create a member from a sign-up: every field checked with the spec's rules, the code
 * verified, then the member, their consents and the spent code written together.
 */
export async function signUpMember(
  context: AppContext,
  codes: VerificationCodes,
  body: SignUpRequest,
  language: LanguageCode,
  {
    client,
    codeRefusal,
  }: {
    client: CodeClient;
    codeRefusal: (outcome: Exclude<VerifyOutcome, { ok: true }>) => Promise<AppError>;
  },
): Promise<number> {
  const { db, clock } = context;
  const address = checkEmail(body.email, language);
  // Spec 1, section 5: age (14 or older), terms and privacy are required; sent and true.
  if (body.agreeAge !== true || body.agreeTerms !== true || body.agreePrivacy !== true) {
    throw authError(400, 'AUTH-013', 'consent_required', language);
  }
  const nickname = checkNickname(body.nickname, language);
  await checkNation(db, body.userNationId, language);
  await findSupportedLanguage(db, body.userLanguageId, language);
  if (await nicknameTaken(db, nickname)) {
    throw authError(409, 'USER-002', 'nickname_taken', language);
  }

  const now = toUtcString(clock.now());
  const newestVersion = async (type: 'terms' | 'privacy') =>
    (
      await db
        .selectFrom('terms_documents')
        .select((eb) => eb.fn.max('terms_version').as('version'))
        .where('terms_type', '=', type)
        .executeTakeFirst()
    )?.version ?? null;
  const currentTerms = await newestVersion('terms');
  const currentPrivacy = await newestVersion('privacy');
  const outdated = (sent: number | undefined, current: number | null) =>
    sent !== undefined && sent !== current;
  if (outdated(body.termsVersion, currentTerms) || outdated(body.privacyVersion, currentPrivacy)) {
    throw authError(409, 'AUTH-022', 'terms_changed', language);
  }
  const outcome = await codes.verify('SIGN_UP', address, body.verificationNumber, client);
  if (!outcome.ok) throw await codeRefusal(outcome);
  // Told only to whoever holds the address's code: a registered address got a notice, not a
  // code, so without the mailbox a sign-up with it is refused by its code like any other.
  const registered = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', address)
    .executeTakeFirst();
  if (registered) throw authError(409, 'AUTH-006', 'email_already_registered', language);

  const consents: { type: ConsentType; agreed: boolean | undefined; version: number | null }[] = [
    { type: 'AGE', agreed: body.agreeAge, version: null },
    { type: 'TERMS', agreed: body.agreeTerms, version: currentTerms },
    { type: 'PRIVACY', agreed: body.agreePrivacy, version: currentPrivacy },
    { type: 'UNIQUE_ID', agreed: body.agreeUniqueId, version: null },
  ];
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await codes.consume(trx, outcome.codeId))) {
        throw authError(400, 'AUTH-010', 'code_not_requested', language);
      }
      const user = await trx
        .insertInto('users')
        .values({
          email: address,
          nickname,
          nation_id: body.userNationId,
          language_id: body.userLanguageId,
          self_introduce: null,
          profile_image_path: null,
          is_official: 'N',
          roles: '[]',
          status: 'ACTIVE',
          created_at: now,
          withdrawn_at: null,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      const recorded = consents.filter((c) => c.agreed !== undefined);
      if (recorded.length > 0) {
        await trx
          .insertInto('user_consents')
          .values(
            recorded.map((c) => ({
              user_id: user.user_id,
              consent_type: c.type,
              agreed: c.agreed ? ('Y' as const) : ('N' as const),
              terms_version: c.version,
              created_at: now,
            })),
          )
          .execute();
      }
      return user.user_id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A parallel sign-up took the address or the nickname between the checks and the write.
    throw (await nicknameTaken(db, nickname))
      ? authError(409, 'USER-002', 'nickname_taken', language)
      : authError(409, 'AUTH-006', 'email_already_registered', language);
  }
}

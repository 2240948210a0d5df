import type { Updateable } from 'kysely';
import type { SessionPayload } from '@kfeed/contracts/auth';
import type { LanguageCode } from '@kfeed/contracts/languages';
import type { ReadLanguagesData } from '@kfeed/contracts/language';
import type { BlockedUserListData, NicknameAvailability, UserInfo } from '@kfeed/contracts/user';
import { introProblem } from '@kfeed/contracts/validation';
import type { AppContext } from '../../context.ts';
import { activeMemberClaims, sessionPayload } from '../../auth/memberSession.ts';
import { toUtcString } from '../../clock.ts';
import type { UsersTable } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/envelope.ts';
import { pagination } from '../../http/pagination.ts';
import { authError } from '../auth/authMessages.ts';
import {
  checkNation,
  checkNickname,
  findSupportedLanguage,
  isUniqueViolation,
  nicknameTaken,
} from '../auth/signUp.ts';
import { fileUrl } from '../files/fileUrl.ts';
import { authorLanguagesOf, detectLanguage } from '../translation/languageDetector.ts';
import { storeProfileImage } from './profileImage.ts';
import { claimingStorage, settleFiles } from '../files/pendingFiles.ts';
import { parseReadLanguages, validReadLanguages } from './readLanguages.ts';
import { readUserInfo, userNotFound, type ProfileReader } from './userInfo.ts';
import * as userRepository from './userRepository.ts';
import { ReportIntake, type ReportReason } from '../moderation/reportIntake.ts';
import { removeDevicesOf } from '../push/pushRepository.ts';

/** The profile fields a member may change; each one left out stays as it is. */
export interface ProfileChanges {
  userNickname?: string | undefined;
  userNationId?: number | undefined;
  userLanguageId?: number | undefined;
  userSelfIntroduce?: string | undefined;
}

/** Where a failure that changes no answer is told (the request's log). */
interface Log {
  warn(details: object, message: string): void;
}

type Deps = Pick<
  AppContext,
  'db' | 'clock' | 'storage' | 'sessions' | 'tokens' | 'translations' | 'config'
>;

/**
 * A member's own account: the profile and its checks, withdrawal (with its sessions and
 * photo), blocks, read languages and the profile photo's file (userRepository.ts holds
 * the queries). Refusals are worded in `language` where the app shows them inline.
 */
export class UserService {
  readonly #deps: Deps;
  readonly #reports: ReportIntake;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#reports = new ReportIntake(deps);
  }

  /**
   * An active member's profile: every field for themself (`self`, with their suspension),
   * the public ones else, the introduction in the reader's language.
   */
  info(userId: number, self: boolean, reader: ProfileReader): Promise<UserInfo> {
    return readUserInfo(this.#deps.db, userId, self, reader, this.#deps.clock.now());
  }

  /** A nickname as it would be stored, and whether it is free (the member's own counts as free). */
  async nicknameAvailability(
    userId: number | undefined,
    raw: string,
    language: LanguageCode,
  ): Promise<NicknameAvailability> {
    const { db } = this.#deps;
    const official = userId !== undefined && (await userRepository.isOfficial(db, userId));
    const nickname = checkNickname(raw, language, official);
    return { nickname, available: !(await nicknameTaken(db, nickname, userId)) };
  }

  /**
   * Check and store the profile fields given. A new introduction has its language detected
   * and is queued for translation once stored; its old translations go.
   */
  async updateProfile(
    userId: number,
    body: ProfileChanges,
    language: LanguageCode,
    log: Log,
  ): Promise<void> {
    const { db } = this.#deps;
    const changes: Updateable<UsersTable> = {};
    let interfaceLanguage: LanguageCode | undefined;
    if (body.userNickname !== undefined) {
      const official = await userRepository.isOfficial(db, userId);
      changes.nickname = checkNickname(body.userNickname, language, official);
      if (await nicknameTaken(db, changes.nickname, userId)) {
        throw authError(409, 'USER-002', 'nickname_taken', language);
      }
    }
    if (body.userNationId !== undefined) {
      await checkNation(db, body.userNationId, language);
      changes.nation_id = body.userNationId;
    }
    if (body.userLanguageId !== undefined) {
      interfaceLanguage = await findSupportedLanguage(db, body.userLanguageId, language);
      changes.language_id = body.userLanguageId;
    }
    if (body.userSelfIntroduce !== undefined) {
      const intro = body.userSelfIntroduce.trim();
      if (introProblem(intro)) {
        throw badRequest(
          'USER-004',
          'The introduction can have at most 50 characters and 4 lines.',
        );
      }
      if ((intro || null) !== (await userRepository.introOf(db, userId))) {
        const author = await authorLanguagesOf(db, userId);
        changes.self_introduce = intro || null;
        // Short as it is, an introduction mostly takes its author's language (the new one).
        changes.self_introduce_language_code = intro
          ? await detectLanguage(intro, {
              ...author,
              interfaceLanguage: interfaceLanguage ?? author.interfaceLanguage,
            })
          : null;
      }
    }
    if (Object.keys(changes).length === 0) return;
    try {
      await userRepository.updateUser(db, userId, changes);
    } catch (error) {
      if (isUniqueViolation(error)) throw authError(409, 'USER-002', 'nickname_taken', language);
      throw error;
    }
    if ('self_introduce' in changes) {
      // The change stands whatever happens here; a failure is logged.
      await this.#deps.translations.enqueueIntro(userId).catch((error: unknown) => {
        log.warn({ err: error, userId }, 'could not queue the translations of an introduction');
      });
    }
  }

  /** A new access token for the same sign-in, with the member's claims as they now are. */
  async freshSession(userId: number, sessionId: string): Promise<SessionPayload> {
    const { db, tokens } = this.#deps;
    const claims = await activeMemberClaims(db, userId);
    if (!claims) throw userNotFound();
    return sessionPayload(tokens, claims, sessionId);
  }

  /**
   * Close the member's account: withdrawn, blocks dropped and every sign-in ended together;
   * then the profile photo's file goes (failing that fails nothing).
   */
  async withdraw(userId: number, log: Log): Promise<void> {
    const { db, clock, storage, sessions } = this.#deps;
    const profileImage = await userRepository.profileImageOf(db, userId);
    const now = toUtcString(clock.now());
    await db.transaction().execute(async (trx) => {
      await userRepository.markWithdrawn(trx, userId, now);
      await userRepository.deleteIntroTranslations(trx, userId);
      await userRepository.deleteBlocksOf(trx, userId);
      await sessions.endAllForUser(trx, userId, 'WITHDRAWN');
      // Their devices get no more pushes.
      await removeDevicesOf(trx, userId);
    });
    if (profileImage) {
      await storage
        .remove([profileImage])
        .catch((error: unknown) =>
          log.warn({ err: error }, 'a withdrawn member’s profile image stayed on disk'),
        );
    }
  }

  /** Block an active member (never oneself), once. */
  async block(userId: number, blockedId: number): Promise<void> {
    const { db, clock } = this.#deps;
    if (blockedId === userId) throw badRequest('USER-006', 'You cannot block yourself.');
    if (!(await userRepository.isActiveMember(db, blockedId))) throw userNotFound();
    const alreadyBlocked = conflict('USER-005', 'You have already blocked this member.');
    try {
      const at = toUtcString(clock.now());
      if (!(await userRepository.insertBlock(db, userId, blockedId, at))) throw alreadyBlocked;
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyBlocked;
      throw error;
    }
  }

  /**
   * Report an active member (never oneself) from their profile, once, with a reason; the
   * report waits in the moderators' queue (a member is never hidden automatically).
   */
  async report(userId: number, reportedId: number, reason: ReportReason): Promise<void> {
    const { db } = this.#deps;
    if (reportedId === userId) throw badRequest('REPORT-002', 'You cannot report yourself.');
    if (!(await userRepository.isActiveMember(db, reportedId))) throw userNotFound();
    if (!(await this.#reports.user(reportedId, userId, reason))) {
      throw conflict('REPORT-001', 'You have already reported this member.');
    }
  }

  async unblock(userId: number, blockedId: number): Promise<void> {
    if (!(await userRepository.deleteBlock(this.#deps.db, userId, blockedId))) {
      throw notFound('USER-007', 'This member is not blocked.');
    }
  }

  /** One page of the active members the member blocked, newest block first. */
  async blockedUsers(userId: number, page: number, size: number): Promise<BlockedUserListData> {
    const { total, rows } = await userRepository.blockedMembers(this.#deps.db, userId, {
      page,
      size,
    });
    return {
      blockedUserList: rows.map((row) => ({
        userId: row.user_id,
        userNickname: row.nickname,
        userProfileImageUrl: fileUrl(row.profile_image_path),
      })),
      pagination: pagination(page, size, total, rows.length),
    };
  }

  /** The languages an active member reads as written, and whether they ever chose. */
  async readLanguages(userId: number): Promise<ReadLanguagesData> {
    const row = await userRepository.storedReadLanguages(this.#deps.db, userId);
    if (!row) throw userNotFound();
    const stored = parseReadLanguages(row.read_languages);
    return { readLanguages: stored ?? [], chosen: stored !== null };
  }

  /** Save the whole list of read languages (checked; duplicates dropped); answers it as stored. */
  async saveReadLanguages(userId: number, codes: readonly string[]): Promise<ReadLanguagesData> {
    const readLanguages = validReadLanguages(codes);
    await userRepository.updateUser(this.#deps.db, userId, {
      read_languages: JSON.stringify(readLanguages),
    });
    return this.readLanguages(userId);
  }

  /** Store a new profile photo (checked and re-encoded) in place of the old one; answers its key. */
  async setProfileImage(userId: number, input: Buffer): Promise<string> {
    const { db, clock } = this.#deps;
    // Claimed until the member's row names it: a process that dies meanwhile leaves no file.
    const storage = claimingStorage(db, clock, this.#deps.storage);
    const stored = await storeProfileImage(storage, clock.now(), input);
    try {
      await this.#replaceProfileImage(userId, stored);
    } catch (error) {
      await storage.remove([stored]).catch(() => undefined);
      throw error;
    }
    return stored;
  }

  async removeProfileImage(userId: number): Promise<void> {
    await this.#replaceProfileImage(userId, null);
  }

  async #replaceProfileImage(userId: number, stored: string | null) {
    const { db, storage } = this.#deps;
    const old = await userRepository.profileImageOf(db, userId);
    await db.transaction().execute(async (trx) => {
      await userRepository.updateUser(trx, userId, { profile_image_path: stored });
      if (stored) await settleFiles(trx, [stored]);
    });
    // A file no longer referenced goes; failing to remove it must not fail the change.
    if (old) await storage.remove([old]).catch(() => undefined);
  }
}

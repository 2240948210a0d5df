import { sql } from 'kysely';
import type {
  AdminUser,
  AdminUserListData,
  SetOfficialData,
  SetOfficialRequest,
} from '@kfeed/contracts/moderation';
import type { AppContext } from '../../context.ts';
import { parseRoles } from '../../auth/memberSession.ts';
import { activeSuspension, storedSuspension } from '../../auth/suspension.ts';
import { toUtcString } from '../../clock.ts';
import { fileUrl } from '../files/fileUrl.ts';
import { moderationErrors } from './moderationErrors.ts';
import { appendAudit } from './moderationRepository.ts';

/** At most this many members answer a search. */
export const FOUND_MEMBERS_MAX = 20;

/** `%text%` for LIKE, its own % and _ (and the escape) taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Members as admins manage them: finding one by part of their nickname or e-mail address,
 * and the official mark (the verified badge), each change in the audit log. Roles are not
 * here: only the operator's command grants them (scripts/userRole.ts).
 */
export class MemberAdmin {
  readonly #deps: Pick<AppContext, 'db' | 'clock'>;

  constructor(deps: Pick<AppContext, 'db' | 'clock'>) {
    this.#deps = deps;
  }

  /** Active members whose nickname or e-mail contains the query, any case; at most 20. */
  async find(query: string): Promise<AdminUserListData> {
    const { db, clock } = this.#deps;
    const pattern = containing(query.trim().toLowerCase());
    const rows = await db
      .selectFrom('users')
      .select([
        'user_id',
        'nickname',
        'email',
        'profile_image_path',
        'is_official',
        'roles',
        'suspended_at',
        'suspended_until',
      ])
      .where('status', '=', 'ACTIVE')
      .where((eb) =>
        eb.or([
          sql<boolean>`lower(nickname) LIKE ${pattern} ESCAPE '\\'`,
          sql<boolean>`lower(email) LIKE ${pattern} ESCAPE '\\'`,
        ]),
      )
      .orderBy('nickname')
      .orderBy('user_id')
      .limit(FOUND_MEMBERS_MAX)
      .execute();
    const now = clock.now();
    return {
      userList: rows.map((row): AdminUser => ({
        userId: row.user_id,
        userNickname: row.nickname,
        userEmail: row.email,
        userProfileImageUrl: fileUrl(row.profile_image_path),
        isOfficial: row.is_official,
        roles: parseRoles(row.roles),
        suspension: activeSuspension(storedSuspension(row), now),
      })),
    };
  }

  /** Mark an active member official or not, with the admin's note in the audit log. */
  async setOfficial(adminId: number, request: SetOfficialRequest): Promise<SetOfficialData> {
    const { db, clock } = this.#deps;
    const { userId, isOfficial, note } = request;
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set({ is_official: isOfficial })
        .where('user_id', '=', userId)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw moderationErrors.unknownUser();
      await appendAudit(trx, {
        action: isOfficial === 'Y' ? 'SET_OFFICIAL' : 'UNSET_OFFICIAL',
        target_type: 'USER',
        target_id: userId,
        subject_user_id: userId,
        moderator_id: adminId,
        note,
        suspended_until: null,
        created_at: toUtcString(clock.now()),
      });
    });
    return { userId, isOfficial };
  }
}

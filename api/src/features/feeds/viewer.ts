import type { FastifyRequest } from 'fastify';
import { canModerate } from '@kfeed/contracts/auth';
import type { LanguageCode } from '@kfeed/contracts/languages';
import { expressionBuilder, type Expression } from 'kysely';
import type { Db } from '../../db/db.ts';
import type { Database } from '../../db/schema.ts';
import { parseReadLanguages } from '../user/readLanguages.ts';
import { parseRoles } from '../../auth/memberSession.ts';

/** Who is looking: what visibility rules need to know about the signed-in member. */
export interface Viewer {
  userId: number;
  nationId: number | null;
  isOfficial: boolean;
  /** The languages the member chose to read as written; null until chosen. */
  readLanguages: LanguageCode[] | null;
  /**
   * A moderator (or admin), by the roles the database holds now: sees hidden posts and
   * comments as their authors do (docs/moderation.md).
   */
  isModerator: boolean;
}

/** The viewer of a request, or null for a visitor. */
export async function loadViewer(db: Db, request: FastifyRequest): Promise<Viewer | null> {
  const member = request.member;
  if (!member) return null;
  const account = request.memberAccount;
  if (account) {
    return {
      userId: member.userId,
      nationId: account.nationId,
      isOfficial: account.isOfficial,
      readLanguages: parseReadLanguages(account.readLanguages),
      isModerator: canModerate(account.roles),
    };
  }
  const user = await db
    .selectFrom('users')
    .select(['nation_id', 'is_official', 'read_languages', 'roles'])
    .where('user_id', '=', member.userId)
    .executeTakeFirst();
  if (!user) return null;
  return {
    userId: member.userId,
    nationId: user.nation_id,
    isOfficial: user.is_official === 'Y',
    readLanguages: parseReadLanguages(user.read_languages),
    isModerator: canModerate(parseRoles(user.roles)),
  };
}

/** Whether the viewer blocked the member `authorId` refers to (e.g. `eb.ref('f.user_id')`). */
export function blockedByViewer(viewer: Viewer, authorId: Expression<number>) {
  const eb = expressionBuilder<Database, never>();
  return eb.exists(
    eb
      .selectFrom('user_blocks as b')
      .select('b.blocked_id')
      .where('b.blocker_id', '=', viewer.userId)
      .where('b.blocked_id', '=', authorId),
  );
}

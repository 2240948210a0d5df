import { ROLE_ADMIN, ROLE_MODERATOR } from '@kfeed/contracts/auth';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { AccessTokens } from '../../auth/accessToken.ts';
import { RefreshSessions } from '../../auth/refreshSessions.ts';
import { toUtcString } from '../../clock.ts';
import type { TestServer } from '../../testing/testServer.ts';
import { addMember, call, type TestMember } from '../../testing/contentFixtures.ts';

/** Helpers for the moderation tests: members with roles or history, reports, actions. */

const DAY_MS = 24 * 3600 * 1000;

/** Give a member roles, straight in the database (as the operator's command does). */
export async function setRoles(server: TestServer, userId: number, roles: string[]) {
  await server.db
    .updateTable('users')
    .set({ roles: JSON.stringify(roles) })
    .where('user_id', '=', userId)
    .execute();
}

export async function addModerator(server: TestServer, nickname?: string) {
  const member = await addMember(server, nickname ? { nickname } : {});
  await setRoles(server, member.userId, [ROLE_MODERATOR]);
  return member;
}

export async function addAdmin(server: TestServer, nickname?: string) {
  const member = await addMember(server, nickname ? { nickname } : {});
  await setRoles(server, member.userId, [ROLE_ADMIN]);
  return member;
}

/** A member whose account is two days old by the server's clock: their reports count. */
export async function addEstablished(server: TestServer, nickname?: string) {
  const member = await addMember(server, nickname ? { nickname } : {});
  await server.db
    .updateTable('users')
    .set({ created_at: toUtcString(new Date(server.clock.now().getTime() - 2 * DAY_MS)) })
    .where('user_id', '=', member.userId)
    .execute();
  return member;
}

/** Report a post through the API (the answer is checked: it must be taken). */
export async function reportFeed(
  server: TestServer,
  feedId: number,
  by: TestMember,
  reason: Record<string, unknown> = {},
) {
  const answer = await call(server, 'POST', feedRoutes.reportFeed.path, { feedId, ...reason }, by);
  if (answer.status !== 200) throw new Error(`report refused: ${JSON.stringify(answer.body)}`);
}

/** Report a comment through the API (it must be taken). */
export async function reportComment(
  server: TestServer,
  commentId: number,
  by: TestMember,
  reason: Record<string, unknown> = {},
) {
  const answer = await call(
    server,
    'POST',
    commentRoutes.reportComment.path,
    { commentId, ...reason },
    by,
  );
  if (answer.status !== 200) throw new Error(`report refused: ${JSON.stringify(answer.body)}`);
}

/**
 * resolveReport as a moderator; the whole answer. The request is loosely typed: the tests
 * send refused ones too (and the contract's suspendDays is typed `null` alone).
 */
export function resolve(
  server: TestServer,
  moderator: TestMember,
  request: Record<string, unknown>,
) {
  return call<{ auditId: number; suspension: { until: string | null } | null }>(
    server,
    'POST',
    adminRoutes.resolveReport.path,
    { note: 'reviewed', ...request },
    moderator,
  );
}

/** A moderation state straight from the database. */
export async function stateOf(server: TestServer, table: 'feeds' | 'comments', id: number) {
  if (table === 'feeds') {
    const row = await server.db
      .selectFrom('feeds')
      .select('moderation_state')
      .where('feed_id', '=', id)
      .executeTakeFirstOrThrow();
    return row.moderation_state;
  }
  const row = await server.db
    .selectFrom('comments')
    .select('moderation_state')
    .where('comment_id', '=', id)
    .executeTakeFirstOrThrow();
  return row.moderation_state;
}

/** A comment or reply written through the API; answers its id. */
export async function writeComment(
  server: TestServer,
  by: TestMember,
  feedId: number,
  text: string,
  parentCommentId?: number,
) {
  const answer = await call<{ commentId: number }>(
    server,
    'POST',
    commentRoutes.insertComment.path,
    { feedId, commentText: text, isoCode: 'en', ...(parentCommentId ? { parentCommentId } : {}) },
    by,
  );
  if (answer.status !== 200) throw new Error(`comment refused: ${JSON.stringify(answer.body)}`);
  return answer.body.data.commentId;
}

/** A new sign-in of a member, as of the server's clock now (after moving it past a token's life). */
export async function signInAgain(server: TestServer, userId: number): Promise<TestMember> {
  const { familyId } = await new RefreshSessions(server.db, server.clock, 3600, 10).start(
    userId,
    null,
  );
  const token = await new AccessTokens(server.config.jwtSecret, 3600, server.clock).issue({
    userId,
    isoCode: 'en',
    roles: [],
    sessionId: familyId,
  });
  return { userId, token };
}

/** Suspend a member straight in the database, until then (null: for good). */
export async function suspend(server: TestServer, userId: number, until: Date | null) {
  await server.db
    .updateTable('users')
    .set({
      suspended_at: toUtcString(server.clock.now()),
      suspended_until: until === null ? null : toUtcString(until),
    })
    .where('user_id', '=', userId)
    .execute();
}

import { jest } from '@jest/globals';
import type { UserInfo } from '@kfeed/contracts/user';
import { WRITE_LIMITS, type WriteKind } from '@kfeed/contracts/limits';
import { ALL_ROUTES } from '@kfeed/contracts/routeTable';
import { routePath, type ApiRoute } from '@kfeed/contracts/routes/route';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { liveRoutes } from '@kfeed/contracts/routes/live';
import { notificationRoutes } from '@kfeed/contracts/routes/notification';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { startIdentityServer } from '../testing/identityKit.ts';
import { addFeed, addMember, call, type TestMember } from '../testing/contentFixtures.ts';
import { rowCount } from '../testing/rowCount.ts';
import {
  addModerator,
  resolve,
  signInAgain,
  suspend,
} from '../features/moderation/moderationTestKit.ts';
import { SUSPENSION_STOPS } from './suspensionGuard.ts';

// Real HTTP and a real database; a busy machine can be slow.
jest.setTimeout(60_000);

const HOUR_MS = 3600 * 1000;

let server: TestServer;
let suspended: TestMember;
let other: TestMember;
let feedId: number;

beforeAll(async () => {
  server = await startTestServer();
  suspended = await addMember(server, { nickname: 'suspended' });
  other = await addMember(server, { nickname: 'other' });
  feedId = await addFeed(server, other.userId);
  await suspend(server, suspended.userId, null);
}, 30_000);
afterAll(() => server.close());

/** Send a route whatever input (its path parameters filled): the guard must not care. */
function send(route: ApiRoute, who: TestMember, headers: Record<string, string> = {}) {
  const path = routePath(route, { userId: other.userId, file: 'x.svg' });
  return fetch(`${server.url}${path}`, {
    method: route.method,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(route.method === 'GET' ? {} : { body: '{}' }),
  });
}

/** Tables a write that got through would have added to. */
const WATCHED = [
  'feeds',
  'comments',
  'feed_likes',
  'feed_reports',
  'user_reports',
  'user_blocks',
  'share_logs',
  'moderation_audit',
] as const;

const writeRoutes = ALL_ROUTES.filter((route) => route.writeLimit !== undefined);
const stopped = writeRoutes.filter((route) => SUSPENSION_STOPS[route.writeLimit!]);
const allowed = writeRoutes.filter((route) => !SUSPENSION_STOPS[route.writeLimit!]);

describe('a suspended member', () => {
  it('has every write kind decided, the named ones stopped and only reading-side ones left', () => {
    expect(Object.keys(SUSPENSION_STOPS).sort()).toEqual(Object.keys(WRITE_LIMITS).sort());
    const stops = (kind: WriteKind) => SUSPENSION_STOPS[kind];
    for (const kind of [
      'post',
      'comment',
      'like',
      'report',
      'profile',
      'share',
      'language',
    ] as const) {
      expect({ kind, stopped: stops(kind) }).toEqual({ kind, stopped: true });
    }
    expect(allowed.map((route) => route.writeLimit).sort()).toEqual(
      expect.arrayContaining(['block', 'live', 'nickname', 'notification']),
    );
    expect(stopped.length).toBeGreaterThan(20);
  });

  it.each(stopped.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 403 MODERATION-001 and writes nothing',
    async (_, route) => {
      const before = await Promise.all(WATCHED.map((table) => rowCount(server, table)));
      const answer = await send(route, suspended);
      expect(answer.status).toBe(403);
      const body = (await answer.json()) as { code: string; message: string };
      expect(body.code).toBe('MODERATION-001');
      expect(body.message).toMatch(/suspended permanently/);
      const after = await Promise.all(WATCHED.map((table) => rowCount(server, table)));
      expect(after).toEqual(before);
    },
  );

  it.each(allowed.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s is not stopped',
    async (_, route) => {
      const answer = await send(route, suspended);
      const body = (await answer.json()) as { code?: string };
      expect(body.code).not.toBe('MODERATION-001');
    },
  );

  it('still reads, reads and sets notifications, and opens the live channel', async () => {
    const ok = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: object) => {
      const answer = await call(server, method, path, body as Record<string, unknown>, suspended);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    };
    await ok('GET', feedRoutes.getFeedList.path, { page: 1, size: 10 });
    await ok('POST', feedRoutes.getFeedData.path, { feedId, skipViewCount: true });
    await ok('POST', commentRoutes.getCommentList.path, { feedId, page: 1 });
    await ok('GET', notificationRoutes.getNotificationList.path, { page: 1, size: 10 });
    await ok('POST', notificationRoutes.readNotification.path, { all: true });
    await ok('PUT', notificationRoutes.updateSettings.path, { FEED_LIKE: 'N' });
    await ok('POST', liveRoutes.createTicket.path, {});
    await ok('POST', userRoutes.checkNickname.path, { nickname: 'free name' });
  });

  it('is told until when in their own info and in the refusal, in their language', async () => {
    const limited = await addMember(server, { nickname: 'limited' });
    const until = new Date(server.clock.now().getTime() + 3 * 24 * HOUR_MS);
    until.setUTCMinutes(30, 0, 0);
    await suspend(server, limited.userId, until);
    const info = await call<UserInfo>(server, 'POST', userRoutes.getUserInfo.path, {}, limited);
    const stamp = until.toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(info.body.data.suspension).toEqual({ until: stamp });
    // Others never see it.
    const seen = await call<UserInfo>(
      server,
      'POST',
      userRoutes.getUserInfo.path,
      { userId: limited.userId },
      other,
    );
    expect(seen.body.data).not.toHaveProperty('suspension');
    const readable = `${stamp.slice(0, 10)} ${stamp.slice(11, 16)} UTC`;
    const english = await send(feedRoutes.likeFeed, limited);
    expect(((await english.json()) as { message: string }).message).toContain(
      `suspended until ${readable}`,
    );
    const korean = await send(feedRoutes.likeFeed, limited, { 'accept-language': 'ko' });
    expect(((await korean.json()) as { message: string }).message).toBe(
      `계정이 ${readable}까지 이용 정지되었습니다. 글은 읽을 수 있지만, 그때까지 글·댓글 작성, 좋아요, 신고, 프로필 변경은 할 수 없습니다.`,
    );
    const permanent = await call<UserInfo>(
      server,
      'POST',
      userRoutes.getUserInfo.path,
      {},
      suspended,
    );
    expect(permanent.body.data.suspension).toEqual({ until: null });
    const unsuspended = await call<UserInfo>(
      server,
      'POST',
      userRoutes.getUserInfo.path,
      {},
      other,
    );
    expect(unsuspended.body.data.suspension).toBeNull();
  });

  it('ends by itself once its time has passed', async () => {
    const moderator = await addModerator(server);
    let member = await addMember(server, { nickname: 'timeout' });
    const answer = await resolve(server, moderator, {
      targetType: 'USER',
      targetId: member.userId,
      action: 'SUSPEND',
      suspendDays: 1,
    });
    expect(answer.status).toBe(200);
    const like = () => call(server, 'POST', feedRoutes.likeFeed.path, { feedId }, member);
    expect(await like()).toMatchObject({ status: 403, body: { code: 'MODERATION-001' } });
    server.clock.advance(24 * HOUR_MS - 60_000);
    member = await signInAgain(server, member.userId);
    expect((await like()).status).toBe(403);
    server.clock.advance(61_000);
    member = await signInAgain(server, member.userId);
    expect((await like()).status).toBe(200);
    const info = await call<UserInfo>(server, 'POST', userRoutes.getUserInfo.path, {}, member);
    expect(info.body.data.suspension).toBeNull();
  });
});

describe('a suspended member’s sign-in', () => {
  it('still refreshes, logs out and may withdraw', async () => {
    const api = await startIdentityServer();
    try {
      const email = 'minh@kfeed.example';
      const session = await api.signIn(email);
      await api.server.db
        .updateTable('users')
        .set({ suspended_at: '2026-01-01T00:00:00Z', suspended_until: null })
        .where('email', '=', email)
        .execute();
      const refreshed = await api.call('POST', '/api/auth/refresh', { refresh: session.refresh });
      expect(refreshed.status).toBe(200);
      const token = (refreshed.body.data as { accessToken: string }).accessToken;
      const post = await api.call('POST', feedRoutes.likeFeed.path, {
        body: { feedId: 1 },
        token,
      });
      expect(post.body.code).toBe('MODERATION-001');
      const withdrawn = await api.call('POST', userRoutes.deleteUser.path, {
        body: { userId: session.userId },
        token,
      });
      expect(withdrawn.status).toBe(200);
      const second = await api.signIn('yuki@kfeed.example');
      await api.server.db
        .updateTable('users')
        .set({ suspended_at: '2026-01-01T00:00:00Z', suspended_until: null })
        .where('email', '=', 'yuki@kfeed.example')
        .execute();
      const out = await api.call('POST', '/api/auth/logout', {
        refresh: second.refresh,
        token: second.accessToken,
      });
      expect(out.status).toBe(200);
    } finally {
      await api.close();
    }
  });
});

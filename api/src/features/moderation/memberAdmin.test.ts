import { jest } from '@jest/globals';
import type { AdminUserListData } from '@kfeed/contracts/moderation';
import type { UserInfo } from '@kfeed/contracts/user';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { addAdmin, setRoles, suspend } from './moderationTestKit.ts';

// Real HTTP and a real database; a busy machine can be slow.
jest.setTimeout(30_000);

let server: TestServer;
let admin: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  admin = await addAdmin(server, 'Admin');
}, 30_000);
afterAll(() => server.close());

const find = async (query: string) => {
  const answer = await call<AdminUserListData>(
    server,
    'GET',
    adminRoutes.findUser.path,
    { query },
    admin,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.userList;
};

describe('findUser', () => {
  it('finds active members by part of their nickname or e-mail, any case, at most 20', async () => {
    const seoul = await addMember(server, { nickname: 'SeoulCafe' });
    await setRoles(server, seoul.userId, ['ROLE_MODERATOR']);
    await suspend(server, seoul.userId, null);
    const gone = await addMember(server, { nickname: 'SeoulGone' });
    await server.db
      .updateTable('users')
      .set({ status: 'WITHDRAWN' })
      .where('user_id', '=', gone.userId)
      .execute();
    const found = await find('seoul');
    expect(found).toEqual([
      {
        userId: seoul.userId,
        userNickname: 'SeoulCafe',
        userEmail: expect.stringMatching(/^seoulcafe-\d+@example\.com$/),
        userProfileImageUrl: null,
        isOfficial: 'N',
        roles: ['ROLE_MODERATOR'],
        suspension: { until: null },
      },
    ]);
    // By e-mail address, and a LIKE wildcard is only a character.
    expect((await find('CAFE-')).map((u) => u.userId)).toEqual([seoul.userId]);
    expect(await find('%_')).toEqual([]);

    for (let i = 0; i < 22; i += 1) await addMember(server, { nickname: `many${i}` });
    expect(await find('many')).toHaveLength(20);
  });
});

describe('setOfficial', () => {
  it('marks and unmarks a member official, each in the audit log', async () => {
    const city = await addMember(server, { nickname: 'CityHall' });
    const mark = (isOfficial: 'Y' | 'N') =>
      call(
        server,
        'POST',
        adminRoutes.setOfficial.path,
        { userId: city.userId, isOfficial, note: 'verified by phone' },
        admin,
      );
    expect(await mark('Y')).toMatchObject({
      status: 200,
      body: { data: { userId: city.userId, isOfficial: 'Y' } },
    });
    const info = await call<UserInfo>(
      server,
      'POST',
      userRoutes.getUserInfo.path,
      { userId: city.userId },
      admin,
    );
    expect(info.body.data.userIsOfficial).toBe('Y');
    await mark('N');
    const entries = await server.db
      .selectFrom('moderation_audit')
      .select(['action', 'target_type', 'target_id', 'subject_user_id', 'moderator_id', 'note'])
      .where('target_id', '=', city.userId)
      .orderBy('audit_id')
      .execute();
    expect(entries).toEqual(
      ['SET_OFFICIAL', 'UNSET_OFFICIAL'].map((action) => ({
        action,
        target_type: 'USER',
        target_id: city.userId,
        subject_user_id: city.userId,
        moderator_id: admin.userId,
        note: 'verified by phone',
      })),
    );
    expect(
      await call(
        server,
        'POST',
        adminRoutes.setOfficial.path,
        { userId: 999_999, isOfficial: 'Y', note: 'x' },
        admin,
      ),
    ).toMatchObject({ status: 404, body: { code: 'USER-001' } });
  });
});

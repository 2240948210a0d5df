import { jest } from '@jest/globals';
import { ROLE_ADMIN } from '@kfeed/contracts/auth';
import { ALL_ROUTES } from '@kfeed/contracts/routeTable';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { routePath, type ApiRoute } from '@kfeed/contracts/routes/route';
import { AccessTokens } from '../../auth/accessToken.ts';
import { RefreshSessions } from '../../auth/refreshSessions.ts';
import { schemaNamed } from '../../http/routeTable.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { addAdmin, addModerator, setRoles } from './moderationTestKit.ts';

// Real HTTP and a real database; a busy machine can be slow.
jest.setTimeout(60_000);

let server: TestServer;
let member: TestMember;
let moderator: TestMember;
let admin: TestMember;
let noticeId: number;

beforeAll(async () => {
  server = await startTestServer();
  member = await addMember(server, { nickname: 'member' });
  moderator = await addModerator(server, 'moderator');
  admin = await addAdmin(server, 'admin');
  ({ notice_id: noticeId } = await server.db
    .insertInto('notices')
    .values({ is_fixed: 'N', created_at: '2026-01-01T00:00:00Z', deleted_at: null })
    .returning('notice_id')
    .executeTakeFirstOrThrow());
  await server.db
    .insertInto('notice_translations')
    .values({ notice_id: noticeId, iso_code: 'en', title: 'Hello', text: '<p>Hello</p>' })
    .execute();
}, 30_000);
afterAll(() => server.close());

/** A valid input for every admin route: what each role may call must answer 200. */
const inputs: Record<keyof typeof adminRoutes, () => Record<string, unknown>> = {
  getReportList: () => ({ status: 'open', page: 1 }),
  resolveReport: () => ({
    targetType: 'USER',
    targetId: member.userId,
    action: 'WARN',
    note: 'be kind',
  }),
  getAuditLog: () => ({ page: 1 }),
  getNoticeVersions: () => ({ noticeId }),
  saveNotice: () => ({
    isFixed: 'N',
    versionList: [{ isoCode: 'en', title: 'A notice', text: '<p>Read me</p>' }],
    note: 'new notice',
  }),
  findUser: () => ({ query: 'mem' }),
  setOfficial: () => ({ userId: member.userId, isOfficial: 'N', note: 'not official' }),
};

const callRoute = (route: ApiRoute, input: Record<string, unknown>, who?: TestMember) =>
  call(server, route.method, routePath(route), input, who);

describe('the admin routes', () => {
  const entries = Object.entries(adminRoutes) as [keyof typeof adminRoutes, ApiRoute][];

  it('cover every entry of the table with an input', () => {
    expect(Object.keys(inputs).sort()).toEqual(Object.keys(adminRoutes).sort());
  });

  it.each(entries)('%s: a visitor 401, a member 403 ADMIN-001', async (name, route) => {
    expect(await callRoute(route, inputs[name]())).toMatchObject({
      status: 401,
      body: { code: 'AUTH-002' },
    });
    expect(await callRoute(route, inputs[name](), member)).toMatchObject({
      status: 403,
      body: { result: false, code: 'ADMIN-001' },
    });
  });

  it.each(entries)('%s: a moderator as the table says, an admin always', async (name, route) => {
    const forModerators = typeof route.access === 'object' && route.access.role === 'moderator';
    const asModerator = await callRoute(route, inputs[name](), moderator);
    if (forModerators) {
      expect({ name, status: asModerator.status }).toEqual({ name, status: 200 });
    } else {
      expect(asModerator).toMatchObject({ status: 403, body: { code: 'ADMIN-001' } });
    }
    const asAdmin = await callRoute(route, inputs[name](), admin);
    expect({ name, status: asAdmin.status, body: asAdmin.body.result }).toEqual({
      name,
      status: 200,
      body: true,
    });
  });

  it('say the refusal in the request language', async () => {
    const response = await fetch(`${server.url}${adminRoutes.getAuditLog.path}?page=1`, {
      headers: { authorization: `Bearer ${member.token}`, 'accept-language': 'ko' },
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('ADMIN-001');
    expect(body.message).toContain('권한');
  });

  it('read the role from the database on every call, never from the token', async () => {
    const demoted = await addModerator(server, 'demoted');
    const audit = () => callRoute(adminRoutes.getAuditLog, { page: 1 }, demoted);
    expect((await audit()).status).toBe(200);
    await setRoles(server, demoted.userId, []);
    expect(await audit()).toMatchObject({ status: 403, body: { code: 'ADMIN-001' } });

    // A token claiming a role the database does not give is refused too.
    const pretender = await addMember(server, { nickname: 'pretender' });
    const { familyId } = await new RefreshSessions(server.db, server.clock, 3600, 10).start(
      pretender.userId,
      null,
    );
    const token = await new AccessTokens(server.config.jwtSecret, 3600, server.clock).issue({
      userId: pretender.userId,
      isoCode: 'en',
      roles: [ROLE_ADMIN],
      sessionId: familyId,
    });
    const claimed = await callRoute(
      adminRoutes.findUser,
      { query: 'pre' },
      {
        userId: pretender.userId,
        token,
      },
    );
    expect(claimed).toMatchObject({ status: 403, body: { code: 'ADMIN-001' } });
  });

  it('change no role: no call takes roles, and updateUserInfo ignores them', async () => {
    for (const route of ALL_ROUTES) {
      for (const name of [route.body, route.query, route.params]) {
        const schema = name ? (schemaNamed(name) as { properties?: object }) : {};
        expect({ route: route.path, roles: 'roles' in (schema.properties ?? {}) }).toEqual({
          route: route.path,
          roles: false,
        });
      }
    }
    const rolesOf = async () =>
      (
        await server.db
          .selectFrom('users')
          .select('roles')
          .where('user_id', '=', member.userId)
          .executeTakeFirstOrThrow()
      ).roles;
    const before = await rolesOf();
    await call(server, 'PUT', '/api/user/updateUserInfo', { roles: [ROLE_ADMIN] }, member);
    expect(await rolesOf()).toBe(before);
  });
});

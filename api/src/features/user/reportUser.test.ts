import { jest } from '@jest/globals';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { rowCount } from '../../testing/rowCount.ts';

// Real HTTP and a real database; a busy machine can be slow.
jest.setTimeout(30_000);

let server: TestServer;
let reporter: TestMember;
let reported: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  reporter = await addMember(server, { nickname: 'reporter' });
  reported = await addMember(server, { nickname: 'reported' });
}, 30_000);
afterAll(() => server.close());

const report = (body: Record<string, unknown>, who?: TestMember) =>
  call(server, 'POST', userRoutes.reportUser.path, body, who);

describe('reportUser', () => {
  it('takes one report per member with its reason, REPORT-001 on a repeat', async () => {
    expect(
      await report(
        { userId: reported.userId, reasonCode: 'HARASSMENT', reasonText: '  keeps messaging me  ' },
        reporter,
      ),
    ).toMatchObject({ status: 200, body: { result: true, data: null } });
    expect(await report({ userId: reported.userId, reasonCode: 'SPAM' }, reporter)).toMatchObject({
      status: 409,
      body: { code: 'REPORT-001' },
    });
    const rows = await server.db
      .selectFrom('user_reports')
      .select(['reported_user_id', 'reporter_id', 'reason_code', 'reason_text', 'resolution_id'])
      .execute();
    expect(rows).toEqual([
      {
        reported_user_id: reported.userId,
        reporter_id: reporter.userId,
        reason_code: 'HARASSMENT',
        reason_text: 'keeps messaging me',
        resolution_id: null,
      },
    ]);
  });

  it('refuses oneself, an unknown or withdrawn member, visitors and bad input, writing nothing', async () => {
    const before = await rowCount(server, 'user_reports');
    expect(await report({ userId: reporter.userId, reasonCode: 'SPAM' }, reporter)).toMatchObject({
      status: 400,
      body: { code: 'REPORT-002' },
    });
    expect(await report({ userId: 999_999, reasonCode: 'SPAM' }, reporter)).toMatchObject({
      status: 404,
      body: { code: 'USER-001' },
    });
    const gone = await addMember(server);
    await server.db
      .updateTable('users')
      .set({ status: 'WITHDRAWN' })
      .where('user_id', '=', gone.userId)
      .execute();
    expect(await report({ userId: gone.userId, reasonCode: 'SPAM' }, reporter)).toMatchObject({
      status: 404,
      body: { code: 'USER-001' },
    });
    expect(await report({ userId: reported.userId, reasonCode: 'SPAM' })).toMatchObject({
      status: 401,
      body: { code: 'AUTH-002' },
    });
    for (const bad of [
      { userId: reported.userId },
      { userId: reported.userId, reasonCode: 'BORING' },
      { userId: reported.userId, reasonCode: 'SPAM', reasonText: 'x'.repeat(501) },
    ]) {
      expect(await report(bad, reporter)).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION' },
      });
    }
    expect(await rowCount(server, 'user_reports')).toBe(before);
  });
});

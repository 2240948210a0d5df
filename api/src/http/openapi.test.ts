import { jest } from '@jest/globals';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 30_000);
afterAll(() => server.close());

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: unknown; parameters?: unknown[]; responses?: Record<string, unknown> }
    >
  >;
}

it('documents every identity call with its schema at /api/docs', async () => {
  const page = await fetch(`${server.url}/api/docs`, { redirect: 'manual' });
  expect(page.status).toBeLessThan(400);
  const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as OpenApi;
  const calls: [string, string, 'body' | 'query' | 'params' | 'none'][] = [
    ['post', '/api/auth/getLoginVerificationNumber', 'body'],
    ['post', '/api/auth/login', 'body'],
    ['post', '/api/auth/getSignUpVerificationNumber', 'body'],
    ['post', '/api/auth/signUp', 'body'],
    ['post', '/api/auth/refresh', 'none'],
    ['post', '/api/auth/logout', 'none'],
    ['post', '/api/user/getUserInfo', 'body'],
    ['put', '/api/user/updateUserInfo', 'body'],
    ['put', '/api/user/updateUserProfileImage', 'none'],
    ['post', '/api/user/deleteUserProfileImage', 'none'],
    ['post', '/api/user/deleteUser', 'body'],
    ['post', '/api/user/blockUser', 'body'],
    ['post', '/api/user/reportUser', 'body'],
    ['delete', '/api/user/unblockUser/{userId}', 'params'],
    ['get', '/api/user/getBlockedUserList', 'query'],
    ['get', '/api/common/getLanguageList', 'none'],
    ['get', '/api/common/getNationList', 'none'],
    ['get', '/api/common/getSupportedLanguageList', 'none'],
    ['post', '/api/common/insertShareLog', 'body'],
    ['post', '/api/terms/getTermsDataList', 'body'],
    ['get', '/api/notice/getNoticeList', 'query'],
    ['get', '/api/notice/getNoticeData', 'query'],
    ['get', '/api/fileDownload.do', 'query'],
    ['get', '/api/dev/outbox', 'query'],
    // Moderation and administration (routes/admin.ts).
    ['get', '/api/admin/getReportList', 'query'],
    ['post', '/api/admin/resolveReport', 'body'],
    ['get', '/api/admin/getAuditLog', 'query'],
    ['get', '/api/admin/getNoticeVersions', 'query'],
    ['post', '/api/admin/saveNotice', 'body'],
    ['get', '/api/admin/findUser', 'query'],
    ['post', '/api/admin/setOfficial', 'body'],
  ];
  for (const [method, path, input] of calls) {
    const operation = document.paths[path]?.[method];
    expect({ path, method, documented: Boolean(operation) }).toEqual({
      path,
      method,
      documented: true,
    });
    if (input === 'body') expect(operation?.requestBody).toBeDefined();
    if (input === 'query' || input === 'params') {
      expect(operation?.parameters?.length).toBeGreaterThan(0);
    }
    expect(operation?.responses?.['4XX'] ?? operation?.responses?.['4xx']).toBeDefined();
  }
});

it('documents the admin calls as signed-in only, with their answers and the moderation write limit', async () => {
  const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        { security?: unknown[]; tags?: string[]; description?: string; responses?: object }
      >
    >;
  };
  const admin = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/admin/'));
  expect(admin.map(([path]) => path).sort()).toEqual(
    Object.values(adminRoutes)
      .map((route) => route.path)
      .sort(),
  );
  for (const [path, operations] of admin) {
    for (const operation of Object.values(operations)) {
      expect({ path, security: operation.security, tags: operation.tags }).toEqual({
        path,
        security: [{ bearer: [] }],
        tags: ['admin'],
      });
      expect(operation.responses).toHaveProperty('200');
    }
  }
  expect(document.paths['/api/admin/resolveReport']?.post?.description).toContain(
    'Write limit "moderation"',
  );
});

import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { AccessTokens } from '../../auth/accessToken.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('answers the health check in the envelope', async () => {
  const response = await fetch(`${server.url}/api/health`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ result: true, data: { status: 'ok' }, message: '' });
});

it('answers an unknown call with 404 and a code', async () => {
  const response = await fetch(`${server.url}/api/nothing-here`);
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ result: false, code: 'NOT_FOUND' });
});

it('answers a malformed bearer token with 401, and an expired one with the renewal signal', async () => {
  const bad = await fetch(`${server.url}/api/health`, {
    headers: { authorization: 'Bearer nonsense' },
  });
  expect(bad.status).toBe(401);
  expect(await bad.json()).toMatchObject({ code: 'AUTH-001' });

  const token = await new AccessTokens(server.config.jwtSecret, 60, server.clock).issue({
    userId: 1,
    isoCode: 'en',
    roles: [],
    sessionId: 'any',
  });
  server.clock.advance(61_000);
  const expired = await fetch(`${server.url}/api/health`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(expired.status).toBe(401);
  expect(expired.headers.get('token-status')).toBe('EXPIRED');
  expect(await expired.json()).toMatchObject({ result: false, code: 'TOKEN_EXPIRED' });
});

import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('every API answer carries a locked-down CSP, nosniff, a referrer policy and no framing', async () => {
  for (const path of ['/api/health', '/api/no/such/call']) {
    const answer = await fetch(server.url + path);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  }
});

it('answers are not stored by browsers or proxies unless a route allows it', async () => {
  // A member's own data, a token-bearing answer and an error: no-store.
  for (const path of ['/api/health', '/api/user/getUserInfo', '/api/no/such/call']) {
    const answer = await fetch(server.url + path);
    expect({ path, cacheControl: answer.headers.get('cache-control') }).toEqual({
      path,
      cacheControl: 'no-store',
    });
  }
  const refresh = await fetch(`${server.url}/api/auth/refresh`, { method: 'POST' });
  expect(refresh.headers.get('cache-control')).toBe('no-store');
  // What a route marks shareable keeps its own policy.
  const iconAnswer = await fetch(`${server.url}/api/static/category/food.svg`);
  expect(iconAnswer.status).toBe(200);
  expect(iconAnswer.headers.get('cache-control')).toBe('public, max-age=86400');
});

import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { SECURITY_HEADERS, securityHeaders } from './securityHeaders.ts';

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

it("a read marked offlineReadable may be kept by the reader's own browser, asked again online", async () => {
  const list = await fetch(`${server.url}/api/feed/getFeedList?page=1&size=5&categoryId=home`);
  expect(list.status).toBe(200);
  expect(list.headers.get('cache-control')).toBe('private, no-cache');
  const post = await fetch(`${server.url}/api/feed/getFeedData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ feedId: 999_999 }),
  });
  // A refusal of the same route is never kept.
  expect(post.status).toBeGreaterThanOrEqual(400);
  expect(post.headers.get('cache-control')).toBe('no-store');
  // A member's own data stays no-store (it is not marked).
  const searches = await fetch(`${server.url}/api/common/getSearchHistoryList`);
  expect(searches.headers.get('cache-control')).toBe('no-store');
});

it('are the headers helmet sent with the options the API gave it, written once', async () => {
  const before = Fastify();
  await before.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'none'"],
      },
    },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const now = Fastify();
  await now.register(securityHeaders);
  const headersOf = async (app: typeof now) => {
    app.get('/', async () => ({ ok: true }));
    const { date: _date, ...headers } = (await app.inject({ method: 'GET', url: '/' })).headers;
    await app.close();
    return headers;
  };
  const helmetHeaders = await headersOf(before);
  expect(await headersOf(now)).toEqual(helmetHeaders);
  expect(helmetHeaders).toMatchObject(SECURITY_HEADERS);
});

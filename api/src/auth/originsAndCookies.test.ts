import { jest } from '@jest/globals';
import type { SessionPayload } from '@kfeed/contracts/auth';
import { startIdentityServer, type IdentityServer } from '../testing/identityKit.ts';

jest.setTimeout(30_000);

let api: IdentityServer;
beforeAll(async () => {
  api = await startIdentityServer({
    ALLOWED_ORIGINS: 'https://kfeed.example',
    SESSION_ABSOLUTE_LIFETIME_SECONDS: String(3 * 3600),
    REFRESH_TOKEN_TTL_SECONDS: String(2 * 3600),
  });
}, 30_000);
afterAll(() => api.close());

describe('credentialed CORS', () => {
  it.each(['https://evil.example', 'null'])('is refused for the origin %s', async (origin) => {
    const preflight = await fetch(`${api.server.url}/api/auth/refresh`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('is granted to the allow-list', async () => {
    const answer = await fetch(`${api.server.url}/api/health`, {
      headers: { origin: 'https://kfeed.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://kfeed.example');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('refresh and logout', () => {
  it('refuse a foreign origin, no origin at all, and a body that is not JSON', async () => {
    const session = await api.signIn('minh@kfeed.example');
    for (const path of ['/api/auth/refresh', '/api/auth/logout']) {
      const foreign = await api.call('POST', path, {
        refresh: session.refresh,
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.status).toBe(403);
      expect(foreign.body.code).toBe('AUTH-019');
      const nullOrigin = await api.call('POST', path, {
        refresh: session.refresh,
        headers: { origin: 'null', 'sec-fetch-site': 'same-origin' },
      });
      expect(nullOrigin.status).toBe(403);
      const form = await api.call('POST', path, {
        refresh: session.refresh,
        body: 'a=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
    }
    // Still signed in: none of the refused calls touched the session.
    const sameOrigin = await api.call<SessionPayload>('POST', '/api/auth/refresh', {
      refresh: session.refresh,
      headers: { origin: '', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('end a sign-in at its absolute lifetime however often it is refreshed', async () => {
    let refresh = (await api.signIn('yuki@kfeed.example')).refresh;
    for (let hour = 0; hour < 2; hour += 1) {
      api.server.clock.advance(3600_000);
      const renewed = await api.call('POST', '/api/auth/refresh', { refresh });
      expect(renewed.status).toBe(200);
      // The cookie never outlives the sign-in.
      const maxAge = Number(/Max-Age=(\d+)/.exec(renewed.refreshCookie?.attributes ?? '')?.[1]);
      expect(maxAge).toBeLessThanOrEqual(3 * 3600 - (hour + 1) * 3600);
      refresh = renewed.refreshCookie?.value ?? '';
    }
    api.server.clock.advance(3600_000 + 1000);
    const ended = await api.call('POST', '/api/auth/refresh', { refresh });
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('AUTH-016');
  });
});

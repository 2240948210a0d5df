/**
 * `npm start` on a base port of its own: the API it starts must take refresh and logout
 * from the shell there (README: `PORT_BASE=5000 npm start`), or members are signed out
 * when their first access token expires.
 */
import { jest } from '@jest/globals';
import type { SessionPayload } from '@kfeed/contracts/auth';
// The start script's test runs the real API with the environment the script gives it.
// eslint-disable-next-line import-x/no-restricted-paths
import { startIdentityServer, type IdentityServer } from '../../api/src/testing/identityKit.ts';
import { apiEnvironment, shellOrigins, type StartSettings } from './startAll.ts';

jest.setTimeout(30_000);

const MOVED: StartSettings = { dev: false, basePort: 5000, apiPort: 5080, host: '127.0.0.1' };

describe("the API's environment", () => {
  it("allows the shell's origins on its port, and nothing else", () => {
    expect(apiEnvironment(MOVED, { SMTP_URL: 'smtp://relay.example' })).toEqual({
      PORT: '5080',
      HOST: '127.0.0.1',
      ALLOWED_ORIGINS: 'http://localhost:5000,http://127.0.0.1:5000',
      MALLOC_ARENA_MAX: '2',
    });
  });

  it('starts the API in development only for a trial on loopback with no mail set up', () => {
    expect(apiEnvironment(MOVED, {}).NODE_ENV).toBe('development');
    // A relay, another address or a chosen NODE_ENV: the API runs as configured.
    expect(apiEnvironment(MOVED, { SMTP_URL: 'smtp://relay.example' }).NODE_ENV).toBeUndefined();
    expect(apiEnvironment({ ...MOVED, host: '0.0.0.0' }, {}).NODE_ENV).toBeUndefined();
    expect(apiEnvironment({ ...MOVED, host: '192.168.1.20' }, {}).NODE_ENV).toBeUndefined();
    expect(apiEnvironment(MOVED, { NODE_ENV: 'production' }).NODE_ENV).toBeUndefined();
  });

  it('keeps ALLOWED_ORIGINS from the environment', () => {
    const env = { ALLOWED_ORIGINS: 'https://kfeed.example' };
    expect(apiEnvironment(MOVED, env).ALLOWED_ORIGINS).toBe('https://kfeed.example');
  });

  it('adds the address HOST names, never one for every interface', () => {
    expect(shellOrigins(5000, '192.168.1.20')).toContain('http://192.168.1.20:5000');
    expect(shellOrigins(5000, '0:0:0:0:0:0:0:1')).toContain('http://[::1]:5000');
    const local = ['http://localhost:5000', 'http://127.0.0.1:5000'];
    for (const host of ['0.0.0.0', '::', 'localhost', '127.0.0.1']) {
      expect(shellOrigins(5000, host)).toEqual(local);
    }
  });
});

describe('an API started with that environment', () => {
  let api: IdentityServer;
  beforeAll(async () => {
    api = await startIdentityServer(apiEnvironment(MOVED, {}));
  }, 30_000);
  afterAll(() => api.close());

  it('refreshes and logs out from the moved shell', async () => {
    const session = await api.signIn('minh@kfeed.example');
    const fromLocalhost = await api.call<SessionPayload>('POST', '/api/auth/refresh', {
      refresh: session.refresh,
      headers: { origin: 'http://localhost:5000' },
    });
    expect(fromLocalhost.status).toBe(200);
    const fromLoopback = await api.call<SessionPayload>('POST', '/api/auth/refresh', {
      refresh: fromLocalhost.refreshCookie?.value ?? '',
      headers: { origin: 'http://127.0.0.1:5000' },
    });
    expect(fromLoopback.status).toBe(200);
    const logout = await api.call('POST', '/api/auth/logout', {
      refresh: fromLoopback.refreshCookie?.value ?? '',
      headers: { origin: 'http://localhost:5000' },
    });
    expect(logout.status).toBe(200);
    expect(logout.refreshCookie?.value).toBe('');
  });

  it('still refuses the default port, where nothing of this KFeed runs', async () => {
    const session = await api.signIn('yuki@kfeed.example');
    const answer = await api.call('POST', '/api/auth/refresh', {
      refresh: session.refresh,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('AUTH-019');
  });
});

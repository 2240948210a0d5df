import { jest } from '@jest/globals';
import { decodeJwt } from 'jose';
import type { SessionPayload } from '@kfeed/contracts/auth';
import { startIdentityServer, type IdentityServer } from '../../testing/identityKit.ts';
import { rowCount } from '../../testing/rowCount.ts';

jest.setTimeout(30_000);

let api: IdentityServer;
beforeAll(async () => {
  api = await startIdentityServer({ ACCESS_TOKEN_TTL_SECONDS: '900' });
}, 30_000);
afterAll(() => api.close());

const refresh = (token?: string) =>
  api.call<SessionPayload>(
    'POST',
    '/api/auth/refresh',
    token === undefined ? {} : { refresh: token },
  );
const me = (token: string) => api.call('POST', '/api/user/getUserInfo', { body: {}, token });

describe('refresh: an opaque rotating token in an httpOnly cookie', () => {
  it('renews the access token and rotates the cookie, as often as needed', async () => {
    const session = await api.signIn('minh@kfeed.example');
    api.server.clock.advance(5_000);
    const first = await refresh(session.refresh);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ userId: session.userId, isoCode: 'vi' });
    expect(first.body.data.accessToken).not.toBe(session.accessToken);
    expect(first.refreshCookie?.value).toBeTruthy();
    expect(first.refreshCookie?.value).not.toBe(session.refresh);
    expect(first.refreshCookie?.attributes).toMatch(/HttpOnly/i);
    expect(first.refreshCookie?.attributes).toMatch(/^__Host-.*Path=\/;.*Secure.*SameSite=Strict/);

    api.server.clock.advance(60_000);
    const second = await refresh(first.refreshCookie?.value);
    expect(second.status).toBe(200);
    expect((await me(second.body.data.accessToken)).status).toBe(200);
  });

  it('stores refresh tokens only as hashes', async () => {
    const session = await api.signIn('yuki@kfeed.example');
    const stored = await api.server.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.token_hash)).not.toContain(session.refresh);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('revokes the whole sign-in when a rotated token comes back', async () => {
    const session = await api.signIn('anna@kfeed.example');
    const rotated = await refresh(session.refresh);
    const newest = rotated.refreshCookie?.value ?? '';
    api.server.clock.advance(30_000);

    const reuse = await refresh(session.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('AUTH-017');
    expect(reuse.refreshCookie?.value).toBe('');

    // The thief's copy and the owner's newest token are both dead now.
    expect((await refresh(newest)).body.code).toBe('AUTH-016');
    const access = await me(rotated.body.data.accessToken);
    expect(access.status).toBe(452);
    expect(access.body.code).toBe('AUTH-003');
    const family = await api.server.db
      .selectFrom('session_families')
      .select('revoked_reason')
      .where('user_id', '=', session.userId)
      .executeTakeFirstOrThrow();
    expect(family.revoked_reason).toBe('REUSE');
  });

  it('lets two tabs refresh at once without ending the session', async () => {
    const session = await api.signIn('liwei@kfeed.example');
    const tabA = await refresh(session.refresh);
    // Tab B sent the same cookie before tab A's answer replaced it.
    const tabB = await refresh(session.refresh);
    expect(tabB.status).toBe(200);
    expect(tabB.refreshCookie).toBeNull();
    expect((await refresh(tabA.refreshCookie?.value)).status).toBe(200);
  });

  it('refuses a missing, unknown or expired refresh token with 401', async () => {
    const missing = await refresh();
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('AUTH-015');

    const unknown = await refresh('not-a-real-token');
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('AUTH-016');

    const session = await api.signIn('sari@kfeed.example');
    api.server.clock.advance(30 * 24 * 3600 * 1000 + 1000);
    const expired = await refresh(session.refresh);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('AUTH-016');
  });

  it('answers the current language after a change', async () => {
    const session = await api.signIn('john@kfeed.example');
    await api.call('PUT', '/api/user/updateUserInfo', {
      body: { userLanguageId: await api.languageId('th') },
      token: session.accessToken,
    });
    const renewed = await refresh(session.refresh);
    expect(renewed.body.data.isoCode).toBe('th');
    expect(decodeJwt(renewed.body.data.accessToken)).toMatchObject({ isoCode: 'th' });
  });
});

describe('access tokens: 401 when expired, 452 when the session ended', () => {
  it('answers an expired token with 401, token-status EXPIRED and TOKEN_EXPIRED', async () => {
    const session = await api.signIn('maria@kfeed.example');
    // Used while valid first: a token once verified is remembered (accessToken.ts), until it expires.
    expect((await me(session.accessToken)).status).toBe(200);
    api.server.clock.advance(899_000);
    expect((await me(session.accessToken)).status).toBe(200);
    api.server.clock.advance(2_000);
    const expired = await me(session.accessToken);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('token-status')).toBe('EXPIRED');
    expect(expired.body).toMatchObject({ result: false, code: 'TOKEN_EXPIRED' });
    // The refresh cookie outlives it.
    const renewed = await refresh(session.refresh);
    expect((await me(renewed.body.data.accessToken)).status).toBe(200);
  });

  it('renews and logs out even when a stale bearer token comes along', async () => {
    const session = await api.signIn('kfeed.official@kfeed.example');
    api.server.clock.advance(901_000);
    const renewed = await api.call<SessionPayload>('POST', '/api/auth/refresh', {
      token: session.accessToken,
      refresh: session.refresh,
    });
    expect(renewed.status).toBe(200);
    const logout = await api.call('POST', '/api/auth/logout', {
      token: 'not.a.token',
      refresh: renewed.refreshCookie?.value ?? '',
    });
    expect(logout.status).toBe(200);
    expect((await me(renewed.body.data.accessToken)).status).toBe(452);
  });

  it('answers a tampered token with 401 AUTH-001', async () => {
    const session = await api.signIn('bold@kfeed.example');
    const [header, payload] = session.accessToken.split('.');
    const answer = await me(`${header}.${payload}.c2lnbmF0dXJl`);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('AUTH-001');
  });

  it('ends the sign-in on logout: its access token answers 452, its cookie nothing', async () => {
    const session = await api.signIn('seoul.city@kfeed.example');
    const other = await api.signIn('seoul.city@kfeed.example');
    // Checked once before: the sign-in's row is kept (authenticate.ts) until the log names it.
    expect((await me(session.accessToken)).status).toBe(200);
    const logout = await api.call('POST', '/api/auth/logout', {
      token: session.accessToken,
      refresh: session.refresh,
    });
    expect(logout.status).toBe(200);
    expect(logout.refreshCookie?.value).toBe('');
    const after = await me(session.accessToken);
    expect(after.status).toBe(452);
    expect(after.body.code).toBe('AUTH-003');
    expect((await refresh(session.refresh)).status).toBe(401);
    // Another device stays signed in.
    expect((await me(other.accessToken)).status).toBe(200);
  });

  it('logs out without a session, and without a body, all the same', async () => {
    const families = await rowCount(api.server, 'session_families');
    const answer = await api.call('POST', '/api/auth/logout', {
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: true, data: null, message: '' });
    expect(await rowCount(api.server, 'session_families')).toBe(families);
  });

  it('answers 452 to every session of a withdrawn member', async () => {
    const email = 'withdrawing@example.com';
    await api.call('POST', '/api/auth/getSignUpVerificationNumber', {
      body: { email, userLanguageId: await api.languageId('en') },
    });
    const signUp = await api.call<SessionPayload>('POST', '/api/auth/signUp', {
      body: {
        email,
        nickname: 'Leaving',
        userNationId: await api.nationId('GB'),
        userLanguageId: await api.languageId('en'),
        verificationNumber: api.smtp.codeFor(email),
        autoLogin: true,
        agreeAge: true,
        agreeTerms: true,
        agreePrivacy: true,
      },
    });
    const { accessToken, userId } = signUp.body.data;
    const second = await api.signIn(email);
    const withdraw = await api.call('POST', '/api/user/deleteUser', {
      body: { userId },
      token: accessToken,
    });
    expect(withdraw.status).toBe(200);
    for (const token of [accessToken, second.accessToken]) {
      const answer = await me(token);
      expect(answer.status).toBe(452);
      expect(answer.body.code).toBe('AUTH-003');
    }
    expect((await refresh(second.refresh)).status).toBe(401);
    // The address is free again.
    const again = await api.call('POST', '/api/auth/getSignUpVerificationNumber', {
      body: { email, userLanguageId: await api.languageId('en') },
    });
    expect(again.status).toBe(200);
  });
});

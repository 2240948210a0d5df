import { jest } from '@jest/globals';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { addFeed, addMember, call } from '../testing/contentFixtures.ts';
import { startIdentityServer, type IdentityServer } from '../testing/identityKit.ts';
import { startTestServer, warmUpDetector, type TestServer } from '../testing/testServer.ts';
import { limitTimeText } from './limitMessages.ts';

jest.setTimeout(60_000);

describe('sign-in codes', () => {
  let api: IdentityServer;
  beforeAll(async () => {
    api = await startIdentityServer({
      CODE_SEND_LIMIT_PER_EMAIL: '5',
      CODE_FAILURES_PER_HOUR: '5',
      CODE_FAILURES_PER_DAY: '8',
      CODE_FAILURES_PER_ADDRESS_DAY: '8',
      LOGIN_LIMIT_PER_IP: '12',
    });
  }, 30_000);
  afterAll(() => api.close());

  it('20 parallel sends to one new address deliver at most 5 e-mails', async () => {
    const email = 'race-newcomer@example.com';
    const userLanguageId = await api.languageId('en');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', '/api/auth/getSignUpVerificationNumber', {
          body: { email, userLanguageId },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.code === 'AUTH-011')).toBe(
      true,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.smtp.to(email)).toHaveLength(5);
  });

  /** A login with `code` for `email` from `ip`, with the browser's device cookie if any. */
  const login = (email: string, code: string, ip: string, deviceCookie?: string) =>
    api.call('POST', '/api/auth/login', {
      body: { email, verificationNumber: code },
      headers: {
        'x-forwarded-for': ip,
        ...(deviceCookie ? { cookie: deviceCookie } : {}),
      },
    });
  const askCode = (email: string) =>
    api.call('POST', '/api/auth/getLoginVerificationNumber', { body: { email } });
  /** The device cookie an answer set, as a Cookie header value. */
  const deviceCookieOf = (answer: { headers: Headers }) =>
    answer.headers
      .getSetCookie()
      .find((c) => c.startsWith('__Host-kfeed_device='))
      ?.split(';')[0];

  it("one client's wrong codes pause that client only, never the owner elsewhere", async () => {
    const email = 'anna@kfeed.example';
    await askCode(email);
    const guesser = '203.0.113.66';
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push(await login(email, '000000', guesser));
      if (i === 3) await askCode(email); // a fresh code does not reset the client's count
    }
    expect(answers.at(-1)?.status).toBe(429);
    expect(answers.at(-1)?.body.code).toBe('AUTH-020');
    expect((await login(email, '000000', guesser)).body.code).toBe('AUTH-020');
    // The owner, on another network and a browser that never signed in, still gets in.
    await askCode(email);
    const owner = await login(email, api.smtp.codeFor(email), '198.51.100.5');
    expect(owner.status).toBe(200);
    // A single client's pause is not the owner's news: no notice was mailed.
    expect(api.smtp.to(email).filter((m) => m.subject.includes('sign-in paused'))).toHaveLength(0);
  });

  it('guesses from many clients pause new devices for the address; the owner’s browser still signs in', async () => {
    const email = 'john@kfeed.example';
    // The owner signed in once on this browser: it carries a device cookie for the address.
    await askCode(email);
    const first = await login(email, api.smtp.codeFor(email), '192.0.2.10');
    expect(first.status).toBe(200);
    const ownersBrowser = deviceCookieOf(first);
    expect(ownersBrowser).toBeDefined();

    // Strangers on many addresses, each under its own cap, guess until the address's cap.
    await askCode(email);
    const wrong = (i: number) => login(email, '000000', `10.7.${i}.1`);
    const answers = [];
    for (let i = 0; i < 9; i += 1) {
      answers.push(await wrong(i));
      if (i % 4 === 3) await askCode(email);
    }
    const tripped = answers.find((a) => a.status === 429);
    expect(tripped?.body.code).toBe('AUTH-020');
    expect(tripped?.body.message).toMatch(/from new devices/);
    expect(Number(tripped?.headers.get('retry-after'))).toBeGreaterThan(0);

    // A right code from a browser that never signed in waits now...
    await askCode(email);
    const code = api.smtp.codeFor(email);
    const stranger = await login(email, code, '10.7.99.1');
    expect(stranger.body.code).toBe('AUTH-020');
    // ...and a device cookie made for another address does not help.
    const other = 'sari@kfeed.example';
    await askCode(other);
    const othersBrowser = deviceCookieOf(await login(other, api.smtp.codeFor(other), '10.7.99.1'));
    expect((await login(email, code, '10.7.99.1', othersBrowser)).body.code).toBe('AUTH-020');
    // The owner's own browser signs in with the same fresh code.
    const owner = await login(email, code, '10.7.99.2', ownersBrowser);
    expect(owner.status).toBe(200);
    const notices = api.smtp.to(email).filter((m) => m.subject.includes('sign-in paused'));
    expect(notices).toHaveLength(1);
  });

  it('limits login attempts per client address', async () => {
    const ip = '198.51.100.77';
    const answers = [];
    for (let i = 0; i < 13; i += 1) {
      answers.push(
        await api.call('POST', '/api/auth/login', {
          body: { email: `nobody${i}@example.com`, verificationNumber: '123456' },
          headers: { 'x-forwarded-for': ip },
        }),
      );
    }
    // No code was asked for any of them (whether they have accounts is not told).
    expect(answers.slice(0, 12).every((a) => a.body.code === 'AUTH-010')).toBe(true);
    expect(answers[12]?.status).toBe(429);
    expect(answers[12]?.body.code).toBe('AUTH-021');
    // Counted per client address: it names the network and the time, not the member.
    const retryAt = new Date(
      api.server.clock.now().getTime() + Number(answers[12]?.headers.get('retry-after')) * 1000,
    );
    expect(answers[12]?.body.message).toBe(
      `Too many sign-in attempts from your network. Try again at ${limitTimeText(retryAt, 'en')}.`,
    );
  });
});

describe('writes', () => {
  let server: TestServer;
  beforeAll(async () => {
    await warmUpDetector();
    server = await startTestServer({ WRITE_LIMIT_FACTOR: '1' });
  }, 60_000);
  afterAll(() => server.close());

  it('a burst of 40 comments meets 429 with a code, a message and Retry-After', async () => {
    const member = await addMember(server);
    const feedId = await addFeed(server, member.userId);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${server.url}/api/comment/insertComment`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${member.token}`,
            'content-type': 'application/json',
            'accept-language': 'ko',
          },
          body: JSON.stringify({ feedId, commentText: `burst ${i}`, isoCode: 'en' }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = (await refused?.json()) as { code: string; message: string };
    expect(body.code).toBe('RATE-001');
    // What is limited, for whom and until when, in the person's language.
    const retryAt = new Date(
      server.clock.now().getTime() + Number(refused?.headers.get('retry-after')) * 1000,
    );
    expect(body.message).toBe(
      `댓글 작성·수정: 1분에 최대 10번까지 할 수 있습니다. ${limitTimeText(retryAt, 'ko')}에 다시 시도해 주세요.`,
    );
  });

  it('a second API process over the same database sees the same counts', async () => {
    const secondDb = await openDatabase(server.config.databaseUrl);
    const second = await buildApp({
      config: server.config,
      db: secondDb,
      clock: server.clock,
      logger: false,
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = second.server.address();
      const secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const share = (url: string) =>
        fetch(`${url}/api/common/insertShareLog`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.99' },
          body: JSON.stringify({ shareId: '1', userAgent: 'test', platform: 'DESKTOP' }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 70; i += 1)
        statuses.push((await share(i % 2 ? secondUrl : server.url)).status);
      // Visitors: the client limit alone (20 x 3 per minute), counted across both processes.
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      const refused = (await (await share(server.url)).json()) as { message: string };
      expect(refused.message).toMatch(
        /^Too many attempts to share posts from your network: up to 60 in 1 min for everyone on it together\. Try again at .+\.$/,
      );
    } finally {
      await second.close();
      await secondDb.destroy();
    }
  });

  it("visitors' nickname checks are counted per client address (30 x 3 a minute)", async () => {
    const check = () =>
      fetch(`${server.url}/api/user/checkNickname`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
        body: JSON.stringify({ nickname: 'Someone' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 91; i += 1) statuses.push((await check()).status);
    expect(statuses.slice(0, 90).every((s) => s === 200)).toBe(true);
    expect(statuses[90]).toBe(429);
  });

  it('likes, reports and blocks are limited per member too', async () => {
    const member = await addMember(server);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const target = await addMember(server);
      statuses.push(
        (
          await call(
            server,
            'POST',
            '/api/user/blockUser',
            { blockedUserId: target.userId },
            member,
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('WRITE_CLIENT_FACTOR', () => {
  it("sets how many members' worth of writes one client address gets", async () => {
    const server = await startTestServer({ WRITE_LIMIT_FACTOR: '1', WRITE_CLIENT_FACTOR: '1' });
    try {
      const share = () =>
        fetch(`${server.url}/api/common/insertShareLog`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.98' },
          body: JSON.stringify({ shareId: '1', userAgent: 'test', platform: 'DESKTOP' }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) statuses.push((await share()).status);
      expect(statuses.filter((s) => s === 429)).toEqual([429]);
      expect(statuses[20]).toBe(429);
    } finally {
      await server.close();
    }
  });
});

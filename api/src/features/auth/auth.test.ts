import { jest } from '@jest/globals';
import { decodeJwt } from 'jose';
import type { SessionPayload } from '@kfeed/contracts/auth';
import type { UserInfo } from '@kfeed/contracts/user';
import { startIdentityServer, type IdentityServer } from '../../testing/identityKit.ts';
import { rowCount } from '../../testing/rowCount.ts';

jest.setTimeout(30_000);

let api: IdentityServer;
beforeAll(async () => {
  api = await startIdentityServer();
}, 30_000);
afterAll(() => api.close());

const post = <T = unknown>(path: string, body: unknown, headers?: Record<string, string>) =>
  api.call<T>('POST', path, { body, ...(headers ? { headers } : {}) });

let signUps = 0;
/** A fresh address and nickname for each sign-up. */
function newcomer() {
  signUps += 1;
  return { email: `newcomer${signUps}@example.com`, nickname: `New${signUps}` };
}

async function signUpBody(overrides: Record<string, unknown> = {}) {
  const { email, nickname } = newcomer();
  return {
    email,
    nickname,
    userNationId: await api.nationId('VN'),
    userLanguageId: await api.languageId('vi'),
    autoLogin: true,
    agreeAge: true,
    agreeTerms: true,
    agreePrivacy: true,
    ...overrides,
  };
}

async function requestSignUpCode(email: string, languageId: number) {
  const answer = await post('/api/auth/getSignUpVerificationNumber', {
    email,
    userLanguageId: languageId,
  });
  expect(answer.status).toBe(200);
  return api.smtp.codeFor(email);
}

describe('sign-up and login, with the code read from the received e-mail', () => {
  it('signs a new member up in their language, logs them in, out and in again', async () => {
    const japanese = await api.languageId('ja');
    const body = await signUpBody({
      userLanguageId: japanese,
      userNationId: await api.nationId('JP'),
    });
    const code = await requestSignUpCode(body.email, japanese);
    const mail = api.smtp.to(body.email).at(-1);
    expect(mail?.subject).toBe('【KFeed】会員登録の認証コード');
    expect(mail?.text).toContain('5分');
    expect(mail?.html).toContain(`lang="ja"`);

    const signUp = await post<SessionPayload>('/api/auth/signUp', {
      ...body,
      verificationNumber: code,
      agreeAge: true,
      agreeTerms: true,
      agreePrivacy: true,
      agreeUniqueId: false,
    });
    expect(signUp.status).toBe(200);
    expect(signUp.body).toMatchObject({ result: true, data: { isoCode: 'ja' } });
    const { accessToken, userId } = signUp.body.data;
    expect(decodeJwt(accessToken)).toMatchObject({ sub: String(userId), isoCode: 'ja', roles: [] });
    expect(signUp.refreshCookie?.attributes).toMatch(/HttpOnly/i);
    expect(signUp.refreshCookie?.attributes).toMatch(/SameSite=Strict/i);
    expect(signUp.refreshCookie?.attributes).toMatch(/Secure/);
    expect(signUp.refreshCookie?.attributes).toMatch(/Path=\/;/);

    const consents = await api.server.db
      .selectFrom('user_consents')
      .select(['consent_type', 'agreed', 'terms_version'])
      .where('user_id', '=', userId)
      .orderBy('consent_type')
      .execute();
    expect(consents).toEqual([
      { consent_type: 'AGE', agreed: 'Y', terms_version: null },
      { consent_type: 'PRIVACY', agreed: 'Y', terms_version: 202506 },
      { consent_type: 'TERMS', agreed: 'Y', terms_version: 202506 },
      { consent_type: 'UNIQUE_ID', agreed: 'N', terms_version: null },
    ]);

    const info = await api.call<UserInfo>('POST', '/api/user/getUserInfo', {
      body: {},
      token: accessToken,
    });
    expect(info.body.data).toMatchObject({ userEmail: body.email, userNickname: body.nickname });

    const logout = await api.call('POST', '/api/auth/logout', {
      body: {},
      token: accessToken,
      refresh: signUp.refreshCookie?.value ?? '',
    });
    expect(logout.status).toBe(200);

    await post('/api/auth/getLoginVerificationNumber', { email: body.email.toUpperCase() });
    const loginMail = api.smtp.to(body.email).at(-1);
    expect(loginMail?.subject).toBe('【KFeed】ログイン認証コード');
    const login = await post<SessionPayload>('/api/auth/login', {
      email: ` ${body.email} `,
      verificationNumber: api.smtp.codeFor(body.email),
    });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ userId, isoCode: 'ja' });
    expect(login.refreshCookie?.value).toBeTruthy();
  });

  it('signs up without a session when autoLogin is false', async () => {
    const body = await signUpBody({ autoLogin: false });
    const code = await requestSignUpCode(body.email, body.userLanguageId);
    const answer = await post('/api/auth/signUp', { ...body, verificationNumber: code });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: true, data: null, message: '' });
    expect(answer.refreshCookie).toBeNull();
    const user = await api.server.db
      .selectFrom('users')
      .select(['nickname', 'status'])
      .where('email', '=', body.email)
      .executeTakeFirst();
    expect(user).toEqual({ nickname: body.nickname, status: 'ACTIVE' });
  });

  it('gives demo members their roles and language', async () => {
    const session = await api.signIn('kfeed.official@kfeed.example');
    expect(session.isoCode).toBe('ko');
    expect(decodeJwt(session.accessToken)).toMatchObject({ roles: ['ROLE_ADMIN'] });
    const minh = await api.signIn('minh@kfeed.example');
    expect(minh.isoCode).toBe('vi');
    expect(api.smtp.to('minh@kfeed.example').at(-1)?.subject).toBe('Mã đăng nhập KFeed của bạn');
  });
});

describe('refusals, each with its own code and message, and nothing written', () => {
  it.each([
    ['with no code requested, for a member', 'maria@kfeed.example'],
    ['with no code requested, for an address without an account', 'nobody-yet@example.com'],
  ])('refuses a login %s alike', async (_case, email) => {
    const answer = await post('/api/auth/login', { email, verificationNumber: '123456' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('AUTH-010');
  });
  it('refuses a malformed e-mail address with the shared rule', async () => {
    for (const email of ['plainaddress', 'a b@example.com', 'x@y', '']) {
      const answer = await post('/api/auth/getLoginVerificationNumber', { email });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('AUTH-004');
    }
  });

  it('words refusals in the language the client asks in', async () => {
    const answer = await post(
      '/api/auth/getLoginVerificationNumber',
      { email: 'nobody@example' },
      { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' },
    );
    expect(answer.body.message).toBe('올바른 이메일 주소를 입력해 주세요.');
    const russian = await post(
      '/api/auth/getLoginVerificationNumber',
      { email: 'nobody@example' },
      { 'accept-language': 'ru' },
    );
    expect(russian.body.message).toBe('Введите корректный адрес электронной почты.');
  });

  it('refuses a nickname already taken (any case) and keeps the code usable', async () => {
    const body = await signUpBody({ nickname: '  mInH ' });
    const code = await requestSignUpCode(body.email, body.userLanguageId);
    const users = await rowCount(api.server, 'users');
    const taken = await post('/api/auth/signUp', { ...body, verificationNumber: code });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('USER-002');
    expect(await rowCount(api.server, 'users')).toBe(users);
    const retry = await post('/api/auth/signUp', {
      ...body,
      nickname: newcomer().nickname,
      verificationNumber: code,
    });
    expect(retry.status).toBe(200);
  });

  it('checks the nickname length after trimming, in characters', async () => {
    const body = await signUpBody();
    const code = await requestSignUpCode(body.email, body.userLanguageId);
    for (const [nickname, message] of [
      ['   ', 'Please enter a nickname.'],
      [' a ', 'Your nickname must be at least 2 characters.'],
      ['abcdefghijk', 'Your nickname cannot be longer than 10 characters.'],
    ] as const) {
      const answer = await post('/api/auth/signUp', {
        ...body,
        nickname,
        verificationNumber: code,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'USER-003', message });
    }
    // Ten Hangul syllables or emoji are ten characters.
    const ok = await post('/api/auth/signUp', {
      ...body,
      nickname: '가나다라마바사아자😀',
      verificationNumber: code,
    });
    expect(ok.status).toBe(200);
  });

  it('refuses an unknown nation, an unknown language and one the interface lacks', async () => {
    const body = await signUpBody();
    const code = await requestSignUpCode(body.email, body.userLanguageId);
    const users = await rowCount(api.server, 'users');
    const cases = [
      [{ userNationId: 99999 }, 'COMMON-001'],
      [{ userLanguageId: 99999 }, 'COMMON-002'],
      [{ userLanguageId: await api.languageId('fr') }, 'COMMON-002'],
    ] as const;
    for (const [change, code_] of cases) {
      const answer = await post('/api/auth/signUp', {
        ...body,
        ...change,
        verificationNumber: code,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(code_);
    }
    const frenchCode = await post('/api/auth/getSignUpVerificationNumber', {
      email: body.email,
      userLanguageId: await api.languageId('fr'),
    });
    expect(frenchCode.body.code).toBe('COMMON-002');
    expect(await rowCount(api.server, 'users')).toBe(users);
  });

  it('refuses a sign-up whose required consents are not given', async () => {
    const body = await signUpBody();
    const code = await requestSignUpCode(body.email, body.userLanguageId);
    for (const missing of ['agreeAge', 'agreeTerms', 'agreePrivacy']) {
      const answer = await post('/api/auth/signUp', {
        ...body,
        verificationNumber: code,
        agreeAge: true,
        agreeTerms: true,
        agreePrivacy: true,
        [missing]: false,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('AUTH-013');
    }
    expect(
      await api.server.db
        .selectFrom('users')
        .select('user_id')
        .where('email', '=', body.email)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a sign-up that sends no consents at all, in the person’s language', async () => {
    const {
      agreeAge: _age,
      agreeTerms: _terms,
      agreePrivacy: _privacy,
      ...bare
    } = await signUpBody();
    const code = await requestSignUpCode(bare.email, bare.userLanguageId);
    const without = (left: Record<string, unknown>) =>
      post(
        '/api/auth/signUp',
        { ...bare, ...left, verificationNumber: code },
        {
          'accept-language': 'ko',
        },
      );
    for (const left of [{}, { agreeAge: true }, { agreeAge: true, agreeTerms: true }]) {
      const answer = await without(left);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('AUTH-013');
      expect(answer.body.message).toBe(
        '만 14세 이상 확인, 이용약관, 개인정보 처리방침에 모두 동의해 주세요.',
      );
    }
    const member = api.server.db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', bare.email);
    expect(await member.executeTakeFirst()).toBeUndefined();
    // The code was not spent: with the consents, the same code signs up.
    const agreed = await without({ agreeAge: true, agreeTerms: true, agreePrivacy: true });
    expect(agreed.status).toBe(200);
  });

  it('records the consents with the versions agreed to, and refuses outdated terms', async () => {
    const body = await signUpBody();
    const code = await requestSignUpCode(body.email, body.userLanguageId);
    const consents = { agreeAge: true, agreeTerms: true, agreePrivacy: true, agreeUniqueId: true };
    // A version that is not the current one: the person saw other terms than those in force.
    for (const versions of [
      { termsVersion: 202409, privacyVersion: 202506 },
      { termsVersion: 202506, privacyVersion: 202401 },
      { termsVersion: 209912, privacyVersion: 202506 },
    ]) {
      const refused = await post('/api/auth/signUp', {
        ...body,
        ...consents,
        ...versions,
        verificationNumber: code,
      });
      expect({ versions, status: refused.status, code: refused.body.code }).toEqual({
        versions,
        status: 409,
        code: 'AUTH-022',
      });
    }
    const written = await api.server.db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', body.email)
      .executeTakeFirst();
    expect(written).toBeUndefined();

    // The same code still signs up with the current versions, stored with each consent.
    const answer = await post<SessionPayload>('/api/auth/signUp', {
      ...body,
      ...consents,
      termsVersion: 202506,
      privacyVersion: 202506,
      verificationNumber: code,
    });
    expect(answer.status).toBe(200);
    const stored = await api.server.db
      .selectFrom('user_consents')
      .select(['consent_type', 'agreed', 'terms_version'])
      .where('user_id', '=', answer.body.data.userId)
      .orderBy('consent_type')
      .execute();
    expect(stored).toEqual([
      { consent_type: 'AGE', agreed: 'Y', terms_version: null },
      { consent_type: 'PRIVACY', agreed: 'Y', terms_version: 202506 },
      { consent_type: 'TERMS', agreed: 'Y', terms_version: 202506 },
      { consent_type: 'UNIQUE_ID', agreed: 'Y', terms_version: null },
    ]);
  });

  it('refuses versions that are not numbers of the YYYYMM kind', async () => {
    const body = await signUpBody();
    for (const termsVersion of ['202506', 2025.06, 0, -1, 10 ** 7]) {
      const answer = await post('/api/auth/signUp', {
        ...body,
        termsVersion,
        verificationNumber: '123456',
      });
      expect({ termsVersion, status: answer.status }).toEqual({ termsVersion, status: 400 });
    }
  });

  it('counts wrong codes: four more tries, then the code is dead even when right', async () => {
    const body = await signUpBody();
    const code = await requestSignUpCode(body.email, body.userLanguageId);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('/api/auth/signUp', { ...body, verificationNumber: wrong });
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({
      code: 'AUTH-007',
      message: 'That code is not correct. You have 4 tries left.',
    });
    for (const remaining of [3, 2, 1]) {
      const answer = await post('/api/auth/signUp', { ...body, verificationNumber: wrong });
      expect(answer.body.code).toBe('AUTH-007');
      expect(answer.body.message).toContain(`${remaining} ${remaining === 1 ? 'try' : 'tries'}`);
    }
    const fifth = await post('/api/auth/signUp', { ...body, verificationNumber: wrong });
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe('AUTH-009');
    const right = await post('/api/auth/signUp', { ...body, verificationNumber: code });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('AUTH-009');
    // A new code starts over.
    const fresh = await requestSignUpCode(body.email, body.userLanguageId);
    expect((await post('/api/auth/signUp', { ...body, verificationNumber: fresh })).status).toBe(
      200,
    );
  });

  it('words the tries left with the plural forms of the language', async () => {
    await post('/api/auth/getLoginVerificationNumber', { email: 'anna@kfeed.example' });
    const code = api.smtp.codeFor('anna@kfeed.example');
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { email: 'anna@kfeed.example', verificationNumber: wrong };
    const ru = { 'accept-language': 'ru' };
    expect((await post('/api/auth/login', body, ru)).body.message).toBe(
      'Неверный код. Осталось 4 попытки.',
    );
    await post('/api/auth/login', body, ru);
    await post('/api/auth/login', body, ru);
    expect((await post('/api/auth/login', body, ru)).body.message).toBe(
      'Неверный код. Осталась 1 попытка.',
    );
  });

  it('lets a code live 300 seconds on the server clock', async () => {
    await post('/api/auth/getLoginVerificationNumber', { email: 'john@kfeed.example' });
    const code = api.smtp.codeFor('john@kfeed.example');
    api.server.clock.advance(301_000);
    const expired = await post('/api/auth/login', {
      email: 'john@kfeed.example',
      verificationNumber: code,
    });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('AUTH-008');
    expect(expired.refreshCookie).toBeNull();

    await post('/api/auth/getLoginVerificationNumber', { email: 'john@kfeed.example' });
    const second = api.smtp.codeFor('john@kfeed.example');
    api.server.clock.advance(299_000);
    const inTime = await post('/api/auth/login', {
      email: 'john@kfeed.example',
      verificationNumber: second,
    });
    expect(inTime.status).toBe(200);
  });

  it('uses a code once, and a new code replaces the previous one', async () => {
    const email = 'sari@kfeed.example';
    await post('/api/auth/getLoginVerificationNumber', { email });
    const first = api.smtp.codeFor(email);
    await post('/api/auth/getLoginVerificationNumber', { email });
    const second = api.smtp.codeFor(email);
    if (first !== second) {
      const old = await post('/api/auth/login', { email, verificationNumber: first });
      expect(old.body.code).toBe('AUTH-007');
    }
    expect((await post('/api/auth/login', { email, verificationNumber: second })).status).toBe(200);
    const again = await post('/api/auth/login', { email, verificationNumber: second });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('AUTH-010');
  });

  it('refuses a code that could not be mailed, and keeps it unusable', async () => {
    api.smtp.refuse('bold@kfeed.example');
    const answer = await post('/api/auth/getLoginVerificationNumber', {
      email: 'bold@kfeed.example',
    });
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('AUTH-014');
    const live = await api.server.db
      .selectFrom('verification_codes')
      .select('code_id')
      .where('email', '=', 'bold@kfeed.example')
      .where('superseded_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });

  it('answers wrong types, missing and oversized fields with 400 and writes nothing', async () => {
    const body = await signUpBody();
    const code = await requestSignUpCode(body.email, body.userLanguageId);
    const users = await rowCount(api.server, 'users');
    const codes = await rowCount(api.server, 'verification_codes');
    const cases: [string, unknown][] = [
      ['/api/auth/getLoginVerificationNumber', {}],
      ['/api/auth/getLoginVerificationNumber', { email: 42 }],
      ['/api/auth/getLoginVerificationNumber', { email: `${'a'.repeat(250)}@example.com` }],
      ['/api/auth/getLoginVerificationNumber', '{"email": '],
      ['/api/auth/login', { email: body.email }],
      ['/api/auth/login', { email: body.email, verificationNumber: 123456 }],
      ['/api/auth/login', { email: body.email, verificationNumber: '1'.repeat(21) }],
      ['/api/auth/getSignUpVerificationNumber', { email: body.email }],
      ['/api/auth/getSignUpVerificationNumber', { email: body.email, userLanguageId: '6' }],
      ['/api/auth/signUp', { ...body, verificationNumber: code, userNationId: '3' }],
      ['/api/auth/signUp', { ...body, verificationNumber: code, autoLogin: 'yes' }],
      ['/api/auth/signUp', { ...body, verificationNumber: code, nickname: 'n'.repeat(101) }],
      ['/api/auth/signUp', { ...body, verificationNumber: code, userNationId: 2 ** 40 }],
      ['/api/auth/signUp', { ...body, verificationNumber: undefined }],
      ['/api/auth/signUp', [body]],
    ];
    for (const [path, payload] of cases) {
      const answer = await post(path, payload);
      expect({ path, payload, status: answer.status }).toEqual({ path, payload, status: 400 });
      expect(answer.body.result).toBe(false);
      expect(answer.body.code).toBeTruthy();
    }
    expect(await rowCount(api.server, 'users')).toBe(users);
    expect(await rowCount(api.server, 'verification_codes')).toBe(codes);
    // The code survived all of it.
    expect((await post('/api/auth/signUp', { ...body, verificationNumber: code })).status).toBe(
      200,
    );
  });
});

describe('known and unknown addresses, answered alike', () => {
  const slim = (answer: { status: number; body: unknown }) => ({
    status: answer.status,
    body: answer.body,
  });

  it('a login code request: the same answer; the member gets a code, the stranger a notice', async () => {
    const member = 'sari@kfeed.example';
    const stranger = 'nobody@example.com';
    const ask = (email: string) =>
      post('/api/auth/getLoginVerificationNumber', { email }, { 'accept-language': 'en' });
    expect(slim(await ask(stranger))).toEqual(slim(await ask(member)));
    expect(api.smtp.codeFor(member)).toMatch(/^\d{6}$/);
    const [notice] = api.smtp.to(stranger);
    expect(notice?.subject).toBe('KFeed: no account uses this address');
    expect(notice?.text).toMatch(/Sign up/);
    expect(notice?.text).not.toMatch(/\d{6}/);
    // A guess for either is refused alike: both hold a code, neither knows it.
    const guess = (email: string) =>
      post('/api/auth/login', { email, verificationNumber: '000000' });
    expect(slim(await guess(stranger))).toEqual(slim(await guess(member)));
    expect((await guess(stranger)).body.code).toBe('AUTH-007');
  });

  it('a sign-up code request: the same answer; the holder of the address is told it has an account', async () => {
    const languageId = await api.languageId('ja');
    const userNationId = await api.nationId('VN');
    const ask = (email: string) =>
      post('/api/auth/getSignUpVerificationNumber', { email, userLanguageId: languageId });
    const fresh = 'newcomer-alike@example.com';
    expect(slim(await ask('Yuki@kfeed.example'))).toEqual(slim(await ask(fresh)));
    const [notice] = api.smtp.to('yuki@kfeed.example');
    expect(notice?.subject).toBe('【KFeed】このメールアドレスは登録済みです');
    expect(notice?.text).not.toMatch(/\d{6}/);
    // Signing up with it, without the mailbox, is refused by the code as for any address.
    const users = await rowCount(api.server, 'users');
    const signUp = (email: string, nickname: string) =>
      post('/api/auth/signUp', {
        ...{ userNationId, userLanguageId: languageId, autoLogin: true },
        ...{ agreeAge: true, agreeTerms: true, agreePrivacy: true },
        email,
        nickname,
        verificationNumber: '000000',
      });
    const registered = await signUp('yuki@kfeed.example', 'Taken1');
    const newcomer = await signUp(fresh, 'Taken2');
    expect(slim(registered)).toEqual(slim(newcomer));
    expect(registered.body.code).toBe('AUTH-007');
    expect(await rowCount(api.server, 'users')).toBe(users);
  });
});

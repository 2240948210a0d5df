import { jest } from '@jest/globals';
import { isPublicAddress } from '../link-preview/safeFetch.ts';
import { withoutCredentials } from '../link-preview/linkPreviewService.ts';
import { startIdentityServer, type IdentityServer } from '../../testing/identityKit.ts';

jest.setTimeout(30_000);

let api: IdentityServer;
beforeAll(async () => {
  api = await startIdentityServer();
}, 30_000);
afterAll(() => api.close());

async function signUpWith(nickname: string, language = 'en') {
  const email = `n${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const userLanguageId = await api.languageId('en');
  await api.call('POST', '/api/auth/getSignUpVerificationNumber', {
    body: { email, userLanguageId },
  });
  return api.call('POST', '/api/auth/signUp', {
    body: {
      email,
      nickname,
      userNationId: await api.nationId('VN'),
      userLanguageId,
      verificationNumber: api.smtp.codeFor(email),
      autoLogin: false,
      agreeAge: true,
      agreeTerms: true,
      agreePrivacy: true,
    },
    headers: { 'accept-language': language },
  });
}

describe('nicknames', () => {
  it.each(['KFeed\u200b', 'ab\u202ecd', 'x\u2066y\u2069'])(
    'refuses invisible or bidi characters: %j',
    async (nickname) => {
      const answer = await signUpWith(nickname);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'Nicknames cannot contain invisible characters or text-direction controls.',
      );
    },
  );

  it.each(['KFeed', 'ＫＦｅｅｄ', 'Admin_1', 'official'])(
    'refuses the reserved name %s',
    async (nickname) => {
      const answer = await signUpWith(nickname, 'ko');
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        '공식 계정용으로 예약된 닉네임입니다. 다른 닉네임을 입력해 주세요.',
      );
    },
  );

  it.each([
    ['KFееd', 'Cyrillic е'],
    ['ΚFeed', 'Greek capital kappa'],
    ['аdmin', 'Cyrillic а'],
    ['ᴋꜰᴇᴇᴅ', 'small capitals'],
    ['ѕtaff', 'Cyrillic dze'],
    ['0fficial', 'a zero for the o'],
    ['adrnin', '"rn" for the m'],
    ['𝐤𝐟𝐞𝐞𝐝', 'mathematical bold letters'],
  ])('refuses %s, a look-alike of a reserved name (%s)', async (nickname) => {
    const answer = await signUpWith(nickname, 'en');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('USER-003');
    expect(answer.body.message).toMatch(/reserved/);
    // The nickname check answers the same before sign-up.
    const check = await api.call('POST', '/api/user/checkNickname', { body: { nickname } });
    expect([check.status, check.body.code]).toEqual([400, 'USER-003']);
  });

  it.each(['Минх', 'Ирина', 'Λάμπρος', 'Aigerim', 'Mimi'])(
    'takes %s, a name that only shares letters with the reserved ones',
    async (nickname) => {
      expect((await signUpWith(nickname)).status).toBe(200);
    },
  );

  it('stores nicknames NFKC-normalised', async () => {
    const answer = await signUpWith('Ｔａｒｏ');
    expect(answer.status).toBe(200);
    const row = await api.server.db
      .selectFrom('users')
      .select('nickname')
      .where('nickname', '=', 'Taro')
      .executeTakeFirst();
    expect(row?.nickname).toBe('Taro');
  });
});

describe('link previews', () => {
  it.each([
    '::7f00:1',
    '::ffff:127.0.0.1',
    '::a00:1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    'fc00::1',
    '100.64.0.1',
    '169.254.169.254',
  ])('refuse the special address %s', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:207c'])(
    'allow the global address %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );
  it('log URLs without credentials', () => {
    expect(withoutCredentials(new URL('https://user:secret@example.com/a?b=1'))).toBe(
      'https://example.com/a?b=1',
    );
  });
});

import { jest } from '@jest/globals';
import { decodeJwt } from 'jose';
import type { SessionPayload } from '@kfeed/contracts/auth';
import type { NicknameAvailability, UserInfo } from '@kfeed/contracts/user';
import { startIdentityServer, type IdentityServer } from '../../testing/identityKit.ts';

jest.setTimeout(30_000);

let api: IdentityServer;
let minh: SessionPayload & { refresh: string };
let yuki: SessionPayload & { refresh: string };
beforeAll(async () => {
  api = await startIdentityServer();
  minh = await api.signIn('minh@kfeed.example');
  yuki = await api.signIn('yuki@kfeed.example');
}, 30_000);
afterAll(() => api.close());

const userRow = (userId: number) =>
  api.server.db
    .selectFrom('users')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

describe('getUserInfo', () => {
  const info = (body: unknown, token?: string) =>
    api.call<UserInfo>('POST', '/api/user/getUserInfo', { body, ...(token ? { token } : {}) });

  it('answers every field to the member themself', async () => {
    const answer = await info({ userId: minh.userId }, minh.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      userId: minh.userId,
      userEmail: 'minh@kfeed.example',
      userNickname: 'Minh',
      userNationId: await api.nationId('VN'),
      userLanguageId: await api.languageId('vi'),
      userSelfIntroduce: 'Sinh viên ở Busan. Thích nấu ăn và đi bộ đường dài.',
      userProfileImageUrl: null,
      userNationCode: 'VN',
      userIsOfficial: 'N',
      userReadLanguages: [],
      userSelfIntroduceLanguageCode: 'vi',
      // Their own introduction, as they wrote it (and edit it).
      translationStatus: 'ORIGINAL',
      translationProvider: null,
      translationUnavailableReason: null,
      // Their own suspension (none).
      suspension: null,
    });
    // Without userId: the signed-in member.
    expect((await info({}, minh.accessToken)).body.data.userId).toBe(minh.userId);
  });

  it('answers the public profile to others and to visitors', async () => {
    const official = await api.server.db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', 'kfeed.official@kfeed.example')
      .executeTakeFirstOrThrow();
    for (const token of [minh.accessToken, undefined]) {
      const answer = await info({ userId: official.user_id }, token);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        userId: official.user_id,
        userNickname: 'KFeed',
        userNationId: await api.nationId('KR'),
        userLanguageId: null,
        userSelfIntroduce: 'KFeed 공식 계정입니다. 공지와 생활 정보를 전해 드려요.',
        userProfileImageUrl: null,
        userNationCode: 'KR',
        userIsOfficial: 'Y',
        userSelfIntroduceLanguageCode: 'ko',
        // Read in Vietnamese (Minh's language) and English (a visitor's): no translator here.
        translationStatus: 'UNAVAILABLE',
        translationProvider: null,
        translationUnavailableReason: 'NOT_CONFIGURED',
      });
    }
  });

  it('refuses a visitor asking for "me", an unknown id, and malformed ids', async () => {
    const visitor = await info({});
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('AUTH-002');
    const unknown = await info({ userId: 999999 }, minh.accessToken);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('USER-001');
    for (const userId of ['abc', String(minh.userId), 1.5, 0, -3, 2 ** 40, [1], { id: 1 }]) {
      const answer = await info({ userId }, minh.accessToken);
      expect({ userId, status: answer.status }).toEqual({ userId, status: 400 });
      expect(answer.body.code).toBe('VALIDATION');
    }
  });
});

describe('checkNickname', () => {
  const check = (body: unknown, token?: string) =>
    api.call<NicknameAvailability>('POST', '/api/user/checkNickname', {
      body,
      ...(token ? { token } : {}),
    });

  it("answers whether a trimmed nickname is free, another member's (any case) taken, one's own free", async () => {
    expect((await check({ nickname: '  Fresh123 ' }, minh.accessToken)).body.data).toEqual({
      nickname: 'Fresh123',
      available: true,
    });
    const yukis = (await check({ nickname: 'yUKI' }, minh.accessToken)).body;
    expect(yukis.data).toEqual({ nickname: 'yUKI', available: false });
    const own = await userRow(minh.userId);
    expect((await check({ nickname: own.nickname }, minh.accessToken)).body.data.available).toBe(
      true,
    );
  });

  it('checks the kit rule first (length, invisible characters, reserved names)', async () => {
    for (const nickname of [
      '',
      ' a ',
      'elevenchars',
      'ab\u200Bcd',
      'ab\u202Ecd',
      'Admin',
      'ＫＦｅｅｄ',
    ]) {
      const answer = await check({ nickname }, minh.accessToken);
      expect({ nickname, status: answer.status, code: answer.body.code }).toEqual({
        nickname,
        status: 400,
        code: 'USER-003',
      });
    }
    expect((await check({}, minh.accessToken)).body.code).toBe('VALIDATION');
  });

  it("answers a visitor too (sign-up), NFKC-normalised, with nobody's own name free", async () => {
    const own = await userRow(minh.userId);
    const visitor = await check({ nickname: own.nickname });
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toEqual({ nickname: own.nickname, available: false });
    // Full-width letters are the same nickname as their ASCII form.
    const wide = [...'Yuki'].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
    expect((await check({ nickname: wide })).body.data).toEqual({
      nickname: 'Yuki',
      available: false,
    });
    expect((await check({ nickname: 'Brandnew' })).body.data.available).toBe(true);
  });

  it('lets an official account check its own reserved name', async () => {
    const official = await api.signIn('kfeed.official@kfeed.example');
    const answer = await check({ nickname: 'KFeed Team' }, official.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data.available).toBe(true);
  });
});

describe('updateUserInfo', () => {
  const update = (body: unknown, token = minh.accessToken) =>
    api.call<SessionPayload>('PUT', '/api/user/updateUserInfo', { body, token });

  it('changes nickname, nation and introduction and answers a fresh session', async () => {
    const answer = await update({
      userNickname: '  MinhNg ',
      userNationId: await api.nationId('KR'),
      userSelfIntroduce: ' Xin chào!\nTôi ở Busan. ',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ userId: minh.userId, isoCode: 'vi' });
    expect(decodeJwt(answer.body.data.accessToken)).toMatchObject({
      sub: String(minh.userId),
      isoCode: 'vi',
    });
    const row = await userRow(minh.userId);
    expect(row).toMatchObject({
      nickname: 'MinhNg',
      nation_id: await api.nationId('KR'),
      self_introduce: 'Xin chào!\nTôi ở Busan.',
    });
    // The fresh token belongs to the same sign-in: logging out ends it too.
    expect(decodeJwt(answer.body.data.accessToken).sid).toBe(decodeJwt(minh.accessToken).sid);
  });

  it('changes the language, so the session answers the new iso code', async () => {
    const answer = await update({ userLanguageId: await api.languageId('zh-TW') });
    expect(answer.body.data.isoCode).toBe('zh-TW');
    expect(decodeJwt(answer.body.data.accessToken).isoCode).toBe('zh-TW');
    await update({ userLanguageId: await api.languageId('vi') });
  });

  it('clears the introduction with an empty text', async () => {
    await update({ userSelfIntroduce: '   ' });
    expect((await userRow(minh.userId)).self_introduce).toBeNull();
  });

  it('refuses each bad change with a code and changes nothing', async () => {
    const before = await userRow(minh.userId);
    const cases: [unknown, number, string][] = [
      [{ userNickname: 'Yuki' }, 409, 'USER-002'],
      [{ userNickname: 'yUKI', userSelfIntroduce: 'hello' }, 409, 'USER-002'],
      [{ userNickname: 'x' }, 400, 'USER-003'],
      [{ userNickname: 'abcdefghijk' }, 400, 'USER-003'],
      [{ userSelfIntroduce: 'a'.repeat(51) }, 400, 'USER-004'],
      [{ userSelfIntroduce: '1\n2\n3\n4\n5' }, 400, 'USER-004'],
      [{ userNationId: 999999 }, 400, 'COMMON-001'],
      [{ userLanguageId: 999999 }, 400, 'COMMON-002'],
      [{ userLanguageId: await api.languageId('de') }, 400, 'COMMON-002'],
      [{ userNationId: 'KR' }, 400, 'VALIDATION'],
      [{ userLanguageId: '6' }, 400, 'VALIDATION'],
      [{ userNickname: 42 }, 400, 'VALIDATION'],
      [{ userSelfIntroduce: 'a'.repeat(1001) }, 400, 'VALIDATION'],
      [{ userNickname: 'n'.repeat(101) }, 400, 'VALIDATION'],
      ['just text', 400, 'FST_ERR_CTP_INVALID_JSON_BODY'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await update(body);
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({
        body,
        status,
        code,
      });
    }
    expect(await userRow(minh.userId)).toEqual(before);
  });

  it('allows exactly 50 characters on 4 lines', async () => {
    const intro = ['a'.repeat(20), 'b'.repeat(10), 'c'.repeat(10), 'd'.repeat(7)].join('\n');
    expect([...intro]).toHaveLength(50);
    expect((await update({ userSelfIntroduce: intro })).status).toBe(200);
  });

  it('needs a signed-in member', async () => {
    const answer = await api.call('PUT', '/api/user/updateUserInfo', {
      body: { userNickname: 'Ghost' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('AUTH-002');
  });
});

describe('deleteUser (withdrawal)', () => {
  it('refuses to close anyone else’s account, and malformed ids, and closes nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ userId: yuki.userId }, 403, 'USER-008'],
      [{ userId: 999999 }, 403, 'USER-008'],
      [{}, 400, 'VALIDATION'],
      [{ userId: String(minh.userId) }, 400, 'VALIDATION'],
      [{ userId: 2 ** 40 }, 400, 'VALIDATION'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await api.call('POST', '/api/user/deleteUser', {
        body,
        token: minh.accessToken,
      });
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({
        body,
        status,
        code,
      });
    }
    const visitor = await api.call('POST', '/api/user/deleteUser', { body: { userId: 1 } });
    expect(visitor.status).toBe(401);
    const statuses = await api.server.db.selectFrom('users').select('status').distinct().execute();
    expect(statuses).toEqual([{ status: 'ACTIVE' }]);
  });

  it('closes the account: sessions end, blocks go, the address is released', async () => {
    const maria = await api.signIn('maria@kfeed.example');
    await api.call('POST', '/api/user/blockUser', {
      body: { blockedUserId: yuki.userId },
      token: maria.accessToken,
    });
    await api.call('POST', '/api/user/blockUser', {
      body: { blockedUserId: maria.userId },
      token: yuki.accessToken,
    });
    const answer = await api.call('POST', '/api/user/deleteUser', {
      body: { userId: maria.userId },
      token: maria.accessToken,
      refresh: maria.refresh,
    });
    expect(answer.status).toBe(200);
    expect(answer.refreshCookie?.value).toBe('');
    const row = await userRow(maria.userId);
    expect(row).toMatchObject({ status: 'WITHDRAWN', nickname: 'Maria', self_introduce: null });
    expect(row.email).not.toContain('maria@');
    expect(row.withdrawn_at).toBeTruthy();
    const blocks = await api.server.db
      .selectFrom('user_blocks')
      .selectAll()
      .where((eb) =>
        eb.or([eb('blocker_id', '=', maria.userId), eb('blocked_id', '=', maria.userId)]),
      )
      .execute();
    expect(blocks).toEqual([]);
    const profile = await api.call('POST', '/api/user/getUserInfo', {
      body: { userId: maria.userId },
    });
    expect(profile.status).toBe(404);
    expect(profile.body.code).toBe('USER-001');
    // Her nickname is free for someone else now.
    const rename = await api.call('PUT', '/api/user/updateUserInfo', {
      body: { userNickname: 'Maria' },
      token: yuki.accessToken,
    });
    expect(rename.status).toBe(200);
  });
});

import { jest } from '@jest/globals';
import type { BlockedUserListData } from '@kfeed/contracts/user';
import { startIdentityServer, type IdentityServer } from '../../testing/identityKit.ts';
import { rowCount } from '../../testing/rowCount.ts';

jest.setTimeout(30_000);

let api: IdentityServer;
let token: string;
let myId: number;
const ids = new Map<string, number>();
beforeAll(async () => {
  api = await startIdentityServer();
  const session = await api.signIn('john@kfeed.example');
  token = session.accessToken;
  myId = session.userId;
  for (const row of await api.server.db
    .selectFrom('users')
    .select(['user_id', 'nickname'])
    .execute()) {
    ids.set(row.nickname, row.user_id);
  }
}, 30_000);
afterAll(() => api.close());

const id = (nickname: string) => {
  const value = ids.get(nickname);
  if (value === undefined) throw new Error(`no demo member ${nickname}`);
  return value;
};
const block = (body: unknown, as = token) =>
  api.call('POST', '/api/user/blockUser', { body, token: as });
const unblock = (userId: string | number, as = token) =>
  api.call('DELETE', `/api/user/unblockUser/${userId}`, { token: as });
const list = (query: string) =>
  api.call<BlockedUserListData>('GET', `/api/user/getBlockedUserList${query}`, { token });

it('blocks, lists newest first with pagination, and unblocks', async () => {
  for (const [index, nickname] of ['Minh', 'Yuki', 'Anna'].entries()) {
    api.server.clock.advance(1000 * (index + 1));
    expect((await block({ blockedUserId: id(nickname) })).status).toBe(200);
  }
  const page = await list('?page=1&size=10');
  expect(page.status).toBe(200);
  expect(page.body.data).toEqual({
    blockedUserList: [
      { userId: id('Anna'), userNickname: 'Anna', userProfileImageUrl: null },
      { userId: id('Yuki'), userNickname: 'Yuki', userProfileImageUrl: null },
      { userId: id('Minh'), userNickname: 'Minh', userProfileImageUrl: null },
    ],
    pagination: {
      currentPage: 1,
      totalPages: 1,
      totalElements: 3,
      first: true,
      last: true,
      numberOfElements: 3,
    },
  });

  const second = await list('?page=2&size=2');
  expect(second.body.data.blockedUserList.map((u) => u.userNickname)).toEqual(['Minh']);
  expect(second.body.data.pagination).toEqual({
    currentPage: 2,
    totalPages: 2,
    totalElements: 3,
    first: false,
    last: true,
    numberOfElements: 1,
  });
  // Defaults: page 1, 10 a page. Beyond the last page: an empty page, not an error.
  expect((await list('')).body.data.pagination.totalElements).toBe(3);
  expect((await list('?page=9')).body.data.blockedUserList).toEqual([]);

  expect((await unblock(id('Yuki'))).status).toBe(200);
  expect((await list('')).body.data.blockedUserList.map((u) => u.userNickname)).toEqual([
    'Anna',
    'Minh',
  ]);
});

it('answers USER-005 when already blocked, and no blocking yourself', async () => {
  await block({ blockedUserId: id('Sari') });
  const again = await block({ blockedUserId: id('Sari') });
  expect(again.status).toBe(409);
  expect(again.body.code).toBe('USER-005');
  const self = await block({ blockedUserId: myId });
  expect(self.status).toBe(400);
  expect(self.body.code).toBe('USER-006');
});

it('refuses unknown members, malformed ids and visitors, and writes nothing', async () => {
  const before = await rowCount(api.server, 'user_blocks');
  const cases: [unknown, number, string][] = [
    [{ blockedUserId: 999999 }, 404, 'USER-001'],
    [{}, 400, 'VALIDATION'],
    [{ blockedUserId: 'Minh' }, 400, 'VALIDATION'],
    [{ blockedUserId: String(id('Bold')) }, 400, 'VALIDATION'],
    [{ blockedUserId: true }, 400, 'VALIDATION'],
    [{ blockedUserId: 2 ** 40 }, 400, 'VALIDATION'],
    [{ blockedUserId: null }, 400, 'VALIDATION'],
  ];
  for (const [body, status, code] of cases) {
    const answer = await block(body);
    expect({ body, status: answer.status, code: answer.body.code }).toEqual({ body, status, code });
  }
  const visitor = await api.call('POST', '/api/user/blockUser', {
    body: { blockedUserId: id('Bold') },
  });
  expect(visitor.status).toBe(401);
  expect(await rowCount(api.server, 'user_blocks')).toBe(before);
});

it('refuses to unblock someone not blocked, or a malformed id', async () => {
  const notBlocked = await unblock(id('Bold'));
  expect(notBlocked.status).toBe(404);
  expect(notBlocked.body.code).toBe('USER-007');
  expect((await unblock(999999)).body.code).toBe('USER-007');
  for (const bad of ['abc', '0', '-1', '99999999999']) {
    const answer = await unblock(bad);
    expect({ bad, status: answer.status }).toEqual({ bad, status: 400 });
  }
});

it('refuses malformed paging', async () => {
  for (const query of ['?page=0', '?page=abc', '?size=0', '?size=51', '?page=1.5']) {
    const answer = await list(query);
    expect({ query, status: answer.status, code: answer.body.code }).toEqual({
      query,
      status: 400,
      code: 'VALIDATION',
    });
  }
  const visitor = await api.call('GET', '/api/user/getBlockedUserList');
  expect(visitor.status).toBe(401);
});

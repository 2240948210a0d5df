import { jest } from '@jest/globals';
import { ALL_ROUTES } from '@kfeed/contracts/routeTable';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { addMember, type TestMember } from '../testing/contentFixtures.ts';
import { rawRequest } from '../testing/rawRequest.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { addAdmin } from '../features/moderation/moderationTestKit.ts';
import { bodyLimitOf, JSON_BODY_LIMIT, JSON_DEPTH_MAX } from './bodyLimits.ts';
import { nestsDeeperThan } from './jsonBodySize.ts';

jest.setTimeout(60_000);

let server: TestServer;
let admin: TestMember;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  admin = await addAdmin(server, 'bodyadmin');
  member = await addMember(server, { nickname: 'bodymember' });
}, 30_000);
afterAll(() => server.close());

const jsonPost = (path: string, ...headers: string[]) => [
  `POST ${path} HTTP/1.1`,
  'Host: kfeed',
  'Content-Type: application/json',
  ...headers,
];

describe('body limits per call', () => {
  it('no call open to visitors reads more than 64 KB; a notice in 16 languages fits its own', () => {
    const overLimit = ALL_ROUTES.filter(
      (route) => route.access === 'anyone' && bodyLimitOf(route) > JSON_BODY_LIMIT,
    ).map((route) => route.path);
    expect(overLimit).toEqual([]);
    // 16 versions of a 50,000-character text at 4 bytes a character.
    expect(bodyLimitOf(adminRoutes.saveNotice)).toBeGreaterThan(16 * 50_000 * 4);
  });

  it('answers an over-limit body 413 REQUEST-001 in the reader’s language, after reading it all', async () => {
    const bytes = 16 * 1024 * 1024;
    const answer = await rawRequest(
      server.url,
      jsonPost('/api/user/checkNickname', 'Accept-Language: ko'),
      { fill: bytes },
    );
    // The client sent its whole body and read the answer: no reset on the way.
    expect(answer.error).toBeNull();
    expect(answer.sent).toBe(bytes);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('REQUEST-001');
    const limit = new Intl.NumberFormat('ko', { style: 'unit', unit: 'kilobyte' }).format(64);
    expect(answer.body.message).toBe(
      `요청이 너무 큽니다. 이 기능은 최대 ${limit}까지 받을 수 있습니다.`,
    );
  });

  it('refuses a chunked body once it passes the limit, with the same answer', async () => {
    const bytes = 2 * 1024 * 1024;
    const answer = await rawRequest(server.url, jsonPost('/api/user/checkNickname'), {
      fill: bytes,
      chunked: true,
    });
    expect(answer.error).toBeNull();
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('REQUEST-001');
    expect(answer.body.message).toMatch(/at most 64/);
  });

  const notice = (bytes: number) => ({
    isFixed: 'N',
    note: 'a long notice',
    versionList: ['en', 'ko', 'ja', 'vi'].map((isoCode) => ({
      isoCode,
      title: 'Long',
      text: `<p>${'가'.repeat(Math.floor(bytes / 4 / 3))}</p>`,
    })),
  });
  const saveNotice = (body: unknown, caller: TestMember | null) =>
    fetch(`${server.url}${adminRoutes.saveNotice.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  it('takes a notice larger than 64 KB from an admin, and not from anyone else', async () => {
    const body = notice(400 * 1024);
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(JSON_BODY_LIMIT * 4);
    const saved = await saveNotice(body, admin);
    expect(saved.status).toBe(200);
    for (const caller of [member, null]) {
      const refused = await saveNotice(body, caller);
      expect(refused.status).toBe(413);
      expect(await refused.json()).toMatchObject({ code: 'REQUEST-001' });
    }
  });
});

describe('nesting', () => {
  it('reads depth in one pass: brackets in strings do not count', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(nestsDeeperThan(nested(JSON_DEPTH_MAX), JSON_DEPTH_MAX)).toBe(false);
    expect(nestsDeeperThan(nested(JSON_DEPTH_MAX + 1), JSON_DEPTH_MAX)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[\\"{{{{' }), 2)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\\\"}${'['.repeat(3)}`, 2)).toBe(true);
    // Half a million levels: no recursion, no stack to exhaust.
    expect(nestsDeeperThan('['.repeat(500_000), JSON_DEPTH_MAX)).toBe(true);
  });

  it('answers JSON nested past 32 levels 400 REQUEST-002, before parsing it', async () => {
    const deep = `{"nickname":"a","x":${'['.repeat(33)}${']'.repeat(33)}}`;
    const answer = await fetch(`${server.url}/api/user/checkNickname`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: deep,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      code: 'REQUEST-002',
      message: 'The data in this request is nested too deeply: at most 32 levels.',
    });
    // 32 levels are read (and then judged by the call's schema as usual).
    const shallow = `{"nickname":"Someone","x":${'['.repeat(31)}${']'.repeat(31)}}`;
    const read = await fetch(`${server.url}/api/user/checkNickname`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: shallow,
    });
    expect(read.status).toBe(200);
  });

  it('refuses 450,000 nested arrays on the largest call, and the server keeps answering', async () => {
    const deep = '['.repeat(450_000) + ']'.repeat(450_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${server.url}${adminRoutes.saveNotice.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
          body: deep,
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'REQUEST-002' });
    }
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

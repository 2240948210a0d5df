import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PushPayload, PushPublicKeyData } from '@kfeed/contracts/push';
import { notificationRoutes } from '@kfeed/contracts/routes/notification';
import { pushRoutes } from '@kfeed/contracts/routes/push';
import { routePath, type ApiRoute } from '@kfeed/contracts/routes/route';
import { ConfigError, loadConfig } from '../../config.ts';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../../testing/testServer.ts';
import { addFeed, addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import type { NotificationListData } from '@kfeed/contracts/notification';
import { warmUpLanguageDetector } from '../translation/languageDetector.ts';
import { VAPID_KEY_FILE_NAME } from './pushSettings.ts';
import {
  decryptPush,
  makeDevice,
  startPushServiceDouble,
  verifyVapid,
  type PushServiceDouble,
  type ReceivedPush,
  type TestDevice,
} from './pushTestKit.ts';

/**
 * Web push over real HTTP. The browsers' push services cannot be reached from here, so a
 * loopback server plays one (PUSH_SERVICE_HOSTS admits its origin, as an operator's
 * setting would); each device's keys are made by the test, which decrypts what arrives as
 * the browser would.
 */

let push: PushServiceDouble;
let server: TestServer;
let dataDir: string;
let publicKey: string;

beforeAll(async () => {
  await warmUpLanguageDetector();
  push = await startPushServiceDouble();
  dataDir = mkdtempSync(path.join(tmpdir(), 'kfeed-push-'));
  server = await startTestServer({ PUSH_SERVICE_HOSTS: push.origin, DATA_DIR: dataDir });
  publicKey = (await api<PushPublicKeyData>(pushRoutes.getPublicKey)).body.data.publicKey;
}, 60_000);
afterAll(async () => {
  await server.close();
  await push.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

function api<T>(route: ApiRoute, who?: TestMember, payload?: Record<string, unknown>) {
  return call<T>(server, route.method, routePath(route), payload, who);
}

let members = 0;
async function member(isoCode = 'en') {
  const nickname = `push${(members += 1)}`;
  return { ...(await addMember(server, { nickname, isoCode })), nickname };
}

async function subscribe(who: TestMember, device: TestDevice) {
  const answer = await api<{ subscribed: boolean }>(pushRoutes.subscribe, who, device.subscription);
  expect({ status: answer.status, data: answer.body.data }).toEqual({
    status: 200,
    data: { subscribed: true },
  });
}

/** One second later: each act has a time of its own. */
const later = () => server.clock.advance(1_000);

async function comment(who: TestMember, feedId: number, parentCommentId?: number) {
  later();
  const answer = await call<{ commentId: number }>(
    server,
    'POST',
    '/api/comment/insertComment',
    {
      feedId,
      commentText: 'Good to know.',
      isoCode: 'en',
      ...(parentCommentId ? { parentCommentId } : {}),
    },
    who,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.commentId;
}

async function likeFeed(who: TestMember, feedId: number) {
  later();
  const answer = await call(server, 'POST', '/api/feed/likeFeed', { feedId }, who);
  expect(answer.status).toBe(200);
}

/** Every push under way has reached the push service (or given up). */
const settled = () => server.app.pushes.idle();

function payloadOf(received: ReceivedPush | undefined, device: TestDevice): PushPayload {
  if (!received) throw new Error(`nothing pushed to ${device.name}`);
  return JSON.parse(decryptPush(received.body, device)) as PushPayload;
}

async function devicesOf(userId: number) {
  return server.db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'last_used_at'])
    .where('user_id', '=', userId)
    .execute();
}

async function unreadIds(who: TestMember) {
  const answer = await api<NotificationListData>(notificationRoutes.getNotificationList, who);
  return answer.body.data.notificationList
    .filter((item) => item.isRead === 'N')
    .map((item) => item.notificationId);
}

describe('a reply while the page is closed', () => {
  it('reaches the member’s device encrypted, signed, and worded in their language', async () => {
    const reader = await member('ko');
    const replier = await member('en');
    const feedId = await addFeed(server, replier.userId, { title: 'Where to eat' });
    const commentId = await comment(reader, feedId);
    const phone = makeDevice(push, 'ko-phone');
    await subscribe(reader, phone);

    const replyId = await comment(replier, feedId, commentId);
    await settled();

    const [received, ...more] = push.receivedBy('ko-phone');
    expect(more).toEqual([]);
    expect(received?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: '86400',
      urgency: 'normal',
      topic: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    const claims = await verifyVapid(received?.headers.authorization, publicKey, push.origin);
    expect(claims.sub).toBe('mailto:no-reply@kfeed.local');

    const payload = payloadOf(received, phone);
    const [notificationId] = await unreadIds(reader);
    expect(payload).toEqual({
      title: '새 답글',
      body: `${replier.nickname}님이 회원님의 댓글에 답글을 남겼어요`,
      url: `/feed/${feedId}/reply/${commentId}?originalFrom=notifications`,
      tag: `REPLY:${replyId}`,
      notificationId,
    });
    // Exactly the five fields the service worker reads.
    expect(Object.keys(payload).sort()).toEqual(['body', 'notificationId', 'tag', 'title', 'url']);
    expect((await devicesOf(reader.userId))[0]?.last_used_at).toEqual(expect.any(String));
    // The replier's own act is pushed to nobody else (the post's author is the replier).
    expect(push.received.filter((one) => one.device !== 'ko-phone')).toEqual([]);
  });

  it('tells the thread’s other repliers under one tag per thread, again once they read it', async () => {
    const author = await member();
    const first = await member();
    const second = await member();
    const feedId = await addFeed(server, author.userId, { title: 'Visa renewal' });
    const top = await comment(author, feedId);
    await comment(first, feedId, top);
    const laptop = makeDevice(push, 'thread-laptop');
    await subscribe(first, laptop);

    await comment(second, feedId, top);
    await settled();
    const one = payloadOf(push.receivedBy('thread-laptop')[0], laptop);
    expect(one).toMatchObject({
      title: 'New reply',
      body: `${second.nickname} replied to your comment`,
      url: `/feed/${feedId}/reply/${top}?originalFrom=notifications`,
      tag: `REPLY_THREAD:${top}`,
    });

    // Read, then a new reply in the thread: pushed again, replacing the first on the device.
    await api(notificationRoutes.readNotification, first, { all: true });
    await comment(author, feedId, top);
    await settled();
    const pushes = push.receivedBy('thread-laptop');
    expect(pushes).toHaveLength(2);
    const two = payloadOf(pushes[1], laptop);
    expect(two.tag).toBe(one.tag);
    expect(two.notificationId).toBe(one.notificationId);
    expect(two.body).toBe(`${author.nickname} and 1 other replied in a conversation you're in`);
  });

  it('reaches every device the member turned push on for', async () => {
    const reader = await member();
    const replier = await member();
    const feedId = await addFeed(server, reader.userId, { title: 'Two screens' });
    const phone = makeDevice(push, 'two-phone');
    const tablet = makeDevice(push, 'two-tablet');
    await subscribe(reader, phone);
    await subscribe(reader, tablet);

    await comment(replier, feedId);
    await settled();
    const expected = {
      title: 'New comment',
      body: `${replier.nickname} commented on your post “Two screens”`,
      url: `/feed/${feedId}?from=notifications`,
    };
    expect(payloadOf(push.receivedBy('two-phone')[0], phone)).toMatchObject(expected);
    expect(payloadOf(push.receivedBy('two-tablet')[0], tablet)).toMatchObject(expected);
  });
});

describe('what is not pushed', () => {
  it('a notification already read, nor one whose type the member turned off', async () => {
    const reader = await member();
    const other = await member();
    const feedId = await addFeed(server, reader.userId, { title: 'Quiet please' });
    const phone = makeDevice(push, 'quiet-phone');
    await subscribe(reader, phone);

    await comment(other, feedId);
    await settled();
    expect(push.receivedBy('quiet-phone')).toHaveLength(1);
    // Read on an open tab; and forget that it was pushed, so only its read state holds it back.
    await api(notificationRoutes.readNotification, reader, { all: true });
    await server.db.deleteFrom('pushed_notifications').execute();

    await likeFeed(other, feedId);
    await settled();
    const pushes = push.receivedBy('quiet-phone');
    expect(pushes).toHaveLength(2);
    expect(payloadOf(pushes[1], phone).title).toBe('New like');

    const turnedOff = await api(notificationRoutes.updateSettings, reader, { COMMENT: 'N' });
    expect(turnedOff.status).toBe(200);
    await comment(other, feedId);
    await settled();
    expect(push.receivedBy('quiet-phone')).toHaveLength(2);
  });

  it('nothing to a device that was turned off', async () => {
    const reader = await member();
    const other = await member();
    const feedId = await addFeed(server, reader.userId);
    const phone = makeDevice(push, 'off-phone');
    await subscribe(reader, phone);

    const off = await api<{ subscribed: boolean }>(pushRoutes.unsubscribe, reader, {
      endpoint: phone.subscription.endpoint,
    });
    expect({ status: off.status, data: off.body.data }).toEqual({
      status: 200,
      data: { subscribed: false },
    });
    expect(await devicesOf(reader.userId)).toEqual([]);
    await comment(other, feedId);
    await settled();
    expect(push.receivedBy('off-phone')).toEqual([]);
  });
});

describe('the push service’s answers', () => {
  it.each([410, 404])('%i: the device is forgotten', async (status) => {
    const reader = await member();
    const other = await member();
    const feedId = await addFeed(server, reader.userId);
    const gone = makeDevice(push, `gone-${status}`);
    const kept = makeDevice(push, `kept-${status}`);
    push.answer(gone.name, status);
    await subscribe(reader, gone);
    await subscribe(reader, kept);

    await comment(other, feedId);
    await settled();
    expect(push.receivedBy(gone.name)).toHaveLength(1);
    expect((await devicesOf(reader.userId)).map((device) => device.endpoint)).toEqual([
      kept.subscription.endpoint,
    ]);
  });

  it('any other failure is only logged: the device stays and the write succeeds', async () => {
    const reader = await member();
    const other = await member();
    const feedId = await addFeed(server, reader.userId);
    const busy = makeDevice(push, 'busy-phone');
    push.answer(busy.name, 503);
    await subscribe(reader, busy);

    await comment(other, feedId);
    await settled();
    expect(push.receivedBy(busy.name)).toHaveLength(1);
    expect(await devicesOf(reader.userId)).toEqual([
      { endpoint: busy.subscription.endpoint, last_used_at: null },
    ]);
  });
});

describe('subscribing', () => {
  it('refuses endpoints off the allowed push services, and keys that are not keys', async () => {
    const who = await member();
    const device = makeDevice(push, 'refused');
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...device.subscription, endpoint: 'https://attacker.example/push/1' }, 'PUSH-001'],
      [
        { ...device.subscription, endpoint: 'https://fcm.googleapis.com.attacker.example/x' },
        'PUSH-001',
      ],
      [{ ...device.subscription, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, 'PUSH-001'],
      [{ ...device.subscription, endpoint: 'http://127.0.0.1:9/push/1' }, 'PUSH-001'],
      [{ ...device.subscription, endpoint: 'not a url' }, 'PUSH-001'],
      [
        { ...device.subscription, keys: { p256dh: 'AAAA', auth: device.subscription.keys.auth } },
        'PUSH-002',
      ],
      [
        {
          ...device.subscription,
          keys: { p256dh: device.subscription.keys.p256dh, auth: 'c2hvcnQ' },
        },
        'PUSH-002',
      ],
      // 65 bytes that are not a point on the curve.
      [
        {
          ...device.subscription,
          keys: {
            p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
            auth: device.subscription.keys.auth,
          },
        },
        'PUSH-002',
      ],
      [{ endpoint: device.subscription.endpoint }, 'VALIDATION'],
    ];
    for (const [body, code] of refusals) {
      const answer = await api(pushRoutes.subscribe, who, body);
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({
        body,
        status: 400,
        code,
      });
    }
    expect(await devicesOf(who.userId)).toEqual([]);
    expect((await api(pushRoutes.subscribe, undefined, device.subscription)).status).toBe(401);
  });

  it('ends with the account: a withdrawn member’s devices are forgotten', async () => {
    const leaving = await member();
    await subscribe(leaving, makeDevice(push, 'leaving-phone'));
    const closed = await call(
      server,
      'POST',
      '/api/user/deleteUser',
      { userId: leaving.userId },
      leaving,
    );
    expect(closed.status).toBe(200);
    expect(await devicesOf(leaving.userId)).toEqual([]);
  });

  it('is the browser’s: the last member to subscribe it gets its pushes', async () => {
    const first = await member();
    const second = await member();
    const shared = makeDevice(push, 'shared-browser');
    await subscribe(first, shared);
    await subscribe(second, shared);
    expect(await devicesOf(first.userId)).toEqual([]);
    expect(await devicesOf(second.userId)).toHaveLength(1);
    // Unsubscribing someone else's device does nothing.
    await api(pushRoutes.unsubscribe, first, { endpoint: shared.subscription.endpoint });
    expect(await devicesOf(second.userId)).toHaveLength(1);
  });
});

describe('the VAPID keys', () => {
  it('are generated into the data folder on first start (0600) and kept', async () => {
    const file = path.join(dataDir, VAPID_KEY_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string };
    expect(stored.publicKey).toBe(publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

    const again = await startTestServer({ PUSH_SERVICE_HOSTS: push.origin, DATA_DIR: dataDir });
    try {
      const answer = await call<PushPublicKeyData>(again, 'GET', pushRoutes.getPublicKey.path);
      expect(answer.body.data.publicKey).toBe(publicKey);
    } finally {
      await again.close();
    }
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, checked at start', () => {
    const stored = JSON.parse(readFileSync(path.join(dataDir, VAPID_KEY_FILE_NAME), 'utf8')) as {
      publicKey: string;
      privateKey: string;
    };
    const env = { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir, NODE_ENV: 'development' };
    const keys = { VAPID_PUBLIC_KEY: stored.publicKey, VAPID_PRIVATE_KEY: stored.privateKey };
    expect(loadConfig({ ...env, ...keys }).push.vapidKeys).toEqual(stored);
    const other = makeDevice(push, 'not-a-server').subscription.keys.p256dh;
    for (const bad of [
      { VAPID_PUBLIC_KEY: stored.publicKey },
      { ...keys, VAPID_PUBLIC_KEY: other },
      { ...keys, VAPID_PRIVATE_KEY: 'short' },
      { VAPID_SUBJECT: 'kfeed operators' },
    ]) {
      expect(() => loadConfig({ ...env, ...bad })).toThrow(ConfigError);
    }
  });
});

describe('PUSH_SERVICE_HOSTS', () => {
  const env = { JWT_SECRET: TEST_JWT_SECRET, DATABASE_URL: ':memory:' };
  const rules = (value: string, extra: Record<string, string> = {}) =>
    loadConfig({ ...env, NODE_ENV: 'development', ...extra, PUSH_SERVICE_HOSTS: value }).push
      .serviceHosts;

  it('admits the browsers’ push services over https by default', () => {
    const hosts = loadConfig({ ...env, NODE_ENV: 'development' }).push.serviceHosts;
    expect(hosts.every((rule) => rule.protocol === 'https:')).toBe(true);
    expect(hosts.map((rule) => (rule.subdomains ? `*.${rule.host}` : rule.host))).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ]);
  });

  it('refuses plain http anywhere but loopback in development, and what is not a host', () => {
    expect(rules('http://127.0.0.1:8999')).toHaveLength(1);
    for (const bad of [
      'http://push.example',
      'ftp://push.example',
      'https://x.example/path',
      'a b',
      ',',
    ])
      expect(() => rules(bad)).toThrow(ConfigError);
    expect(() =>
      rules('http://127.0.0.1:8999', { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }),
    ).toThrow(ConfigError);
  });
});

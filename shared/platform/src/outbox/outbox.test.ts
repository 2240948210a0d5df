import 'fake-indexeddb/auto';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { API_ERROR_CODES } from '@kfeed/contracts/envelope';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { on, type AppEventMap } from '@kfeed/platform/events';
import { httpClient } from '@kfeed/platform/httpClient';
import { initI18n } from '@kfeed/platform/i18n/i18n';
import { clearSession, setSession } from '@kfeed/platform/sessionStore';
import { deserialize, serialize } from 'node:v8';
import { flushOutbox, outboxStore, sendOrQueue, startOutbox } from './outbox.ts';

// jsdom has neither IndexedDB nor the structuredClone that fake-indexeddb uses when storing.
globalThis.structuredClone ??= (value: unknown) => deserialize(serialize(value)) as never;

/**
 * The network edge is the only part replaced: a server that keeps what it received and
 * answers a repeated Idempotency-Key with its first answer (as the API does), and a switch
 * that drops the connection before or after the server sees the request.
 */
type Connection = 'up' | 'down' | 'answer-lost';
let connection: Connection = 'up';
let refuse: { status: number; code: string; message: string } | null = null;
const received: { url: string; key: string; body: unknown }[] = [];
const answers = new Map<string, object>();

/** Requests that reached the network edge, up or down. */
let attempts = 0;

const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  attempts += 1;
  const key = String(AxiosHeaders.from(config.headers).get('Idempotency-Key') ?? '');
  if (connection === 'down') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  if (refuse) {
    const body = { result: false, data: null, code: refuse.code, message: refuse.message };
    const response = { data: body, status: refuse.status, statusText: '', headers: {}, config };
    throw new AxiosError('refused', AxiosError.ERR_BAD_REQUEST, config, null, response);
  }
  let body = answers.get(key);
  if (!body) {
    received.push({
      url: config.url ?? '',
      key,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    });
    body = { result: true, code: null, message: '', data: { isLiked: 'Y', feedLikeCount: 1 } };
    answers.set(key, body);
  }
  if (connection === 'answer-lost')
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  return { data: body, status: 200, statusText: 'OK', headers: {}, config };
};

const token = (userId: number) => `x.${btoa(JSON.stringify({ sub: String(userId), roles: [] }))}.y`;
const signIn = (userId: number) =>
  setSession({ accessToken: token(userId), userId, isoCode: 'en' } as never);

const sent: AppEventMap['outbox:sent'][] = [];
let stopListening = () => {};

beforeAll(async () => {
  await initI18n('en');
  httpClient.defaults.adapter = adapter;
});

beforeEach(async () => {
  connection = 'up';
  refuse = null;
  received.length = 0;
  answers.clear();
  sent.length = 0;
  stopListening = on('outbox:sent', (detail) => sent.push(detail));
  signIn(7);
  await flushOutbox();
});

afterEach(() => {
  stopListening();
  clearSession();
});

test('a write that cannot reach the API waits, then is sent once with its first key', async () => {
  connection = 'down';
  const outcome = await sendOrQueue(
    feedRoutes.likeFeed,
    { feedId: 3 },
    { kind: 'feed-like', feedId: 3 },
  );
  expect(outcome.sent).toBe(false);
  expect(outboxStore.getState().items).toEqual([
    expect.objectContaining({ kind: 'feed-like', feedId: 3, url: feedRoutes.likeFeed.path }),
  ]);
  const key = outboxStore.getState().items[0]?.key;

  connection = 'up';
  await flushOutbox();
  expect(received).toEqual([{ url: feedRoutes.likeFeed.path, key, body: { feedId: 3 } }]);
  expect(outboxStore.getState().items).toEqual([]);
  expect(sent).toEqual([expect.objectContaining({ kind: 'feed-like', feedId: 3 })]);
});

test('a write whose answer was lost is sent again with the same key and counts once', async () => {
  connection = 'answer-lost';
  const outcome = await sendOrQueue(
    commentRoutes.insertComment,
    { feedId: 3, commentText: 'hello', isoCode: 'en' },
    { kind: 'comment', feedId: 3, text: 'hello' },
  );
  expect(outcome.sent).toBe(false);
  expect(received).toHaveLength(1);

  connection = 'up';
  await flushOutbox();
  await flushOutbox();
  // The server saw the key twice and wrote once.
  expect(received).toHaveLength(1);
  expect(outboxStore.getState().items).toEqual([]);
  expect(sent).toHaveLength(1);
});

test.each([
  ['a database restart', API_ERROR_CODES.databaseUnavailable],
  ['a queue of photos to process', API_ERROR_CODES.serverBusy],
])('a write met by %s (503 %s) waits and is sent later', async (_cause, code) => {
  refuse = { status: 503, code, message: 'The service is briefly unavailable.' };
  const alerts: unknown[] = [];
  const stopAlerts = on('ui:alert', (alert) => alerts.push(alert));
  const outcome = await sendOrQueue(
    feedRoutes.likeFeed,
    { feedId: 5 },
    { kind: 'feed-like', feedId: 5 },
  );
  stopAlerts();
  expect(outcome.sent).toBe(false);
  expect(outboxStore.getState().items).toHaveLength(1);
  // The outbox shows it waiting: no server-error dialog in front of the member.
  expect(alerts).toEqual([]);

  refuse = null;
  await flushOutbox();
  expect(received.map((request) => request.body)).toEqual([{ feedId: 5 }]);
  expect(outboxStore.getState().items).toEqual([]);
});

test('offline, nothing is sent until the connection returns', async () => {
  const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    const outcome = await sendOrQueue(
      feedRoutes.likeFeed,
      { feedId: 4 },
      { kind: 'feed-like', feedId: 4 },
    );
    expect(outcome.sent).toBe(false);
    expect(received).toHaveLength(0);
  } finally {
    online.mockRestore();
  }
  window.dispatchEvent(new Event('online'));
  await flushOutbox();
  expect(received.map((request) => request.url)).toEqual([feedRoutes.likeFeed.path]);
});

test('a write the API refuses is dropped and the member is told why', async () => {
  connection = 'down';
  await sendOrQueue(feedRoutes.likeFeed, { feedId: 5 }, { kind: 'feed-like', feedId: 5 });
  connection = 'up';
  refuse = { status: 404, code: 'FEED-001', message: 'This post was deleted.' };
  const toasts: string[] = [];
  const stop = on('ui:toast', ({ message }) => toasts.push(message));
  await flushOutbox();
  stop();
  expect(outboxStore.getState().items).toEqual([]);
  expect(toasts).toEqual(['Your like could not be sent: This post was deleted.']);
});

test('writes wait for the member who made them', async () => {
  connection = 'down';
  await sendOrQueue(feedRoutes.likeFeed, { feedId: 6 }, { kind: 'feed-like', feedId: 6 });
  connection = 'up';
  signIn(8);
  await flushOutbox();
  expect(received).toHaveLength(0);
  expect(outboxStore.getState().items).toEqual([]);

  signIn(7);
  await flushOutbox();
  expect(received).toHaveLength(1);
});

test('a server error on a write is told as usual, and not kept', async () => {
  refuse = { status: 500, code: 'SERVER_ERROR', message: 'Something went wrong on our side.' };
  const alerts: unknown[] = [];
  const stopAlerts = on('ui:alert', (alert) => alerts.push(alert));
  await expect(
    sendOrQueue(feedRoutes.likeFeed, { feedId: 11 }, { kind: 'feed-like', feedId: 11 }),
  ).rejects.toThrow();
  stopAlerts();
  expect(alerts).toHaveLength(1);
  expect(outboxStore.getState().items).toEqual([]);
});

test('a failure that is not the connection is the caller’s to show, never kept', async () => {
  refuse = { status: 400, code: 'COMMON-001', message: 'bad' };
  await expect(
    sendOrQueue(feedRoutes.likeFeed, { feedId: 9 }, { kind: 'feed-like', feedId: 9 }),
  ).rejects.toThrow();
  expect(outboxStore.getState().items).toEqual([]);
});

test('every write the client sends carries a key of its own', async () => {
  await httpClient.post(feedRoutes.likeFeed.path, { feedId: 1 });
  await httpClient.post(feedRoutes.likeFeed.path, { feedId: 1 });
  const [first, second] = received.map((request) => request.key);
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(second).not.toBe(first);
});

// Last: once started, the outbox keeps its own timers and listeners for the module's life.
test('online but with the API unreachable, the started outbox tries again by itself, backing off', async () => {
  jest.useFakeTimers();
  // IndexedDB (fake-indexeddb) works in zero-delay timer turns: let a flush finish.
  const settle = async () => {
    for (let i = 0; i < 50; i += 1) await jest.advanceTimersByTimeAsync(0);
  };
  try {
    startOutbox();
    await settle();
    connection = 'down';
    attempts = 0;
    await sendOrQueue(feedRoutes.likeFeed, { feedId: 10 }, { kind: 'feed-like', feedId: 10 });
    expect(attempts).toBe(1);
    await jest.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(attempts).toBe(2);
    // Then 10 s, not 5.
    await jest.advanceTimersByTimeAsync(9_000);
    await settle();
    expect(attempts).toBe(2);
    await jest.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(attempts).toBe(3);

    connection = 'up';
    await jest.advanceTimersByTimeAsync(20_000);
    await settle();
    expect(received.map((request) => request.body)).toEqual([{ feedId: 10 }]);
    expect(outboxStore.getState().items).toEqual([]);
  } finally {
    jest.useRealTimers();
  }
});

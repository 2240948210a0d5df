import { LIVE_LIMITS } from '@kfeed/contracts/limits';
import type { LiveEventsData, LiveTicketData } from '@kfeed/contracts/notification';
import { on, type AppEventMap } from '@kfeed/platform/events';
import { clearSession, setSession } from '@kfeed/platform/sessionStore';
import { createLiveTicket, fetchUnreadCount, getLiveEvents } from './liveCalls.ts';
import { LiveChannel, followSession, stopFollowingForTests } from './liveChannel.ts';
import { startLiveWhenSignedIn } from './startLive.ts';
import { resetUnreadCountForTests, unreadCount } from './unreadCount.ts';

jest.mock('./liveCalls.ts');

const ticket = jest.mocked(createLiveTicket);
const events = jest.mocked(getLiveEvents);
const unread = jest.mocked(fetchUnreadCount);

/** A stand-in for the browser's EventSource: the test opens, fails and feeds it by hand. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.();
  }
  fail() {
    this.onerror?.();
  }
  /** One event as the server writes it: `id:`, optional `event:`, `data:` JSON. */
  send(id: number, body: object, name = 'message') {
    const event = { data: JSON.stringify(body), lastEventId: String(id) } as MessageEvent;
    for (const listener of this.listeners.get(name) ?? []) listener(event);
  }
  get query() {
    return new URL(this.url, 'http://localhost').searchParams;
  }
  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }
}

const asEventSource = FakeEventSource as unknown as typeof EventSource;
let ticketNumber = 0;
let hidden = false;

/** Let the ticket's promise settle (fake timers do not run promises). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function channel(random = () => 1) {
  return new LiveChannel({ EventSource: asEventSource, random, document });
}

function record<K extends keyof AppEventMap>(name: K): AppEventMap[K][] {
  const seen: AppEventMap[K][] = [];
  offs.push(on(name, (detail) => seen.push(detail)));
  return seen;
}
let offs: (() => void)[] = [];

function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeAll(() => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});
beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  FakeEventSource.instances = [];
  ticketNumber = 0;
  hidden = false;
  ticket.mockReset().mockImplementation(async (): Promise<LiveTicketData> => {
    ticketNumber += 1;
    return { ticket: `ticket-${ticketNumber}-abcdefghijklmnop`, expiresInSeconds: 30 };
  });
  events.mockReset();
  unread.mockReset().mockResolvedValue({ unreadCount: 0 });
  resetUnreadCountForTests();
  clearSession();
});
afterEach(() => {
  stopFollowingForTests();
  for (const off of offs) off();
  offs = [];
  jest.useRealTimers();
});

test('opens the stream with a fresh ticket on its own origin', async () => {
  const live = channel();
  live.start();
  await settle();
  expect(ticket).toHaveBeenCalledTimes(1);
  const source = FakeEventSource.latest();
  expect(source.url).toBe('/api/live?ticket=ticket-1-abcdefghijklmnop');
  source.open();
  expect(live.state).toBe('open');
  live.stop();
  expect(source.closed).toBe(true);
});

test('re-publishes every kind of event on the bus, named or not, and keeps the last id', async () => {
  const unreadSeen = record('live:unread');
  const comments = record('live:comment');
  const translations = record('live:translation');
  const posts = record('live:new-post');
  const live = channel();
  live.start();
  await settle();
  const source = FakeEventSource.latest();
  source.open();
  source.send(11, { type: 'unread', unreadCount: 3 });
  source.send(12, {
    type: 'comment',
    feedId: 5,
    commentId: 40,
    parentCommentId: null,
    authorId: 7,
  });
  source.send(
    13,
    { type: 'translation', targetType: 'FEED', targetId: 5, feedId: 5, isoCode: 'en' },
    'translation',
  );
  // A named event whose data leaves the type to the name.
  source.send(14, { feedId: 6, categoryId: 3, feedType: 'PUBLIC', authorId: 8 }, 'new-post');
  // Not JSON, or a type this build does not know: ignored.
  source.send(15, { type: 'something-new' });

  expect(unreadSeen).toEqual([{ unreadCount: 3 }]);
  expect(comments).toEqual([{ feedId: 5, commentId: 40, parentCommentId: null, authorId: 7 }]);
  expect(translations).toEqual([{ targetType: 'FEED', targetId: 5, feedId: 5, isoCode: 'en' }]);
  expect(posts).toEqual([{ feedId: 6, categoryId: 3, feedType: 'PUBLIC', authorId: 8 }]);
  expect(live.lastEventId).toBe(15);
  live.stop();
});

test('reconnects after a failure with back-off and a new ticket, resuming from the last id', async () => {
  const live = channel(() => 1);
  live.start();
  await settle();
  const first = FakeEventSource.latest();
  first.open();
  first.send(41, { type: 'unread', unreadCount: 1 });
  first.fail();
  expect(first.closed).toBe(true);
  expect(live.state).toBe('waiting');

  // 1 s (random 1: the whole step), then a new ticket and a stream resuming after 41.
  jest.advanceTimersByTime(999);
  expect(ticket).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  await settle();
  expect(ticket).toHaveBeenCalledTimes(2);
  const second = FakeEventSource.latest();
  expect(second).not.toBe(first);
  expect(second.query.get('ticket')).toBe('ticket-2-abcdefghijklmnop');
  expect(second.query.get('lastEventId')).toBe('41');

  // It fails before opening: 2 s, then 4 s.
  second.fail();
  jest.advanceTimersByTime(1999);
  await settle();
  expect(ticket).toHaveBeenCalledTimes(2);
  jest.advanceTimersByTime(1);
  await settle();
  expect(ticket).toHaveBeenCalledTimes(3);
  live.stop();
});

test('the waits double up to 60 s, each between half and all of the step', async () => {
  const live = channel(() => 0);
  ticket.mockRejectedValue(new Error('offline'));
  live.start();
  await settle();
  const waits: number[] = [];
  for (let i = 0; i < 9; i++) {
    const before = ticket.mock.calls.length;
    let waited = 0;
    while (ticket.mock.calls.length === before) {
      jest.advanceTimersByTime(100);
      waited += 100;
      await settle();
    }
    waits.push(waited);
  }
  expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  expect(channel(() => 0.999999).nextDelay()).toBe(1000);
  live.stop();
});

test('a stream that stayed open starts the back-off again at 1 s', async () => {
  const live = channel(() => 1);
  live.start();
  await settle();
  FakeEventSource.latest().fail();
  jest.advanceTimersByTime(1000);
  await settle();
  FakeEventSource.latest().fail();
  jest.advanceTimersByTime(2000);
  await settle();
  const healthy = FakeEventSource.latest();
  healthy.open();
  jest.advanceTimersByTime(20 * 60 * 1000);
  // The server ends each stream after the token's lifetime: not a failure.
  healthy.fail();
  jest.advanceTimersByTime(1000);
  await settle();
  expect(FakeEventSource.instances).toHaveLength(4);
  expect(live.state).toBe('connecting');
  live.stop();
});

test('after three failed streams in a row it polls getEvents every pollSeconds', async () => {
  const posts = record('live:new-post');
  events
    .mockResolvedValueOnce({ eventList: [], lastEventId: 70 } satisfies LiveEventsData)
    .mockResolvedValueOnce({
      eventList: [
        {
          eventId: 71,
          event: { type: 'new-post', feedId: 9, categoryId: 1, feedType: 'PUBLIC', authorId: 2 },
        },
      ],
      lastEventId: 71,
    });
  const live = channel(() => 1);
  live.start();
  await settle();
  FakeEventSource.latest().fail();
  jest.advanceTimersByTime(1000);
  await settle();
  FakeEventSource.latest().fail();
  jest.advanceTimersByTime(2000);
  await settle();
  FakeEventSource.latest().fail();
  await settle();
  expect(live.state).toBe('polling');
  expect(FakeEventSource.instances).toHaveLength(3);
  // The first poll only learns where the page is (nothing seen yet to resume from).
  expect(events).toHaveBeenCalledWith(0);
  expect(posts).toEqual([]);

  jest.advanceTimersByTime(LIVE_LIMITS.pollSeconds * 1000 - 1);
  await settle();
  expect(events).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  await settle();
  expect(events).toHaveBeenLastCalledWith(70);
  expect(posts).toEqual([{ feedId: 9, categoryId: 1, feedType: 'PUBLIC', authorId: 2 }]);
  expect(live.lastEventId).toBe(71);
  // No more streams while polling.
  expect(ticket).toHaveBeenCalledTimes(3);
  live.stop();
});

test('polls where the browser has no EventSource, resuming after the last id it saw', async () => {
  events.mockResolvedValue({ eventList: [], lastEventId: 5 });
  const live = new LiveChannel({ EventSource: undefined, document });
  live.start();
  await settle();
  expect(ticket).not.toHaveBeenCalled();
  expect(live.state).toBe('polling');
  expect(events).toHaveBeenCalledWith(0);
  jest.advanceTimersByTime(LIVE_LIMITS.pollSeconds * 1000);
  await settle();
  expect(events).toHaveBeenLastCalledWith(5);
  live.stop();
  jest.advanceTimersByTime(LIVE_LIMITS.pollSeconds * 1000 * 3);
  await settle();
  expect(events).toHaveBeenCalledTimes(2);
});

test('closes when the tab stays hidden, and reopens resuming from the last id when shown', async () => {
  const live = channel();
  live.start();
  await settle();
  const source = FakeEventSource.latest();
  source.open();
  source.send(30, { type: 'unread', unreadCount: 2 });

  // Hidden briefly: nothing changes.
  setHidden(true);
  jest.advanceTimersByTime(LIVE_LIMITS.hiddenCloseSeconds * 1000 - 1000);
  setHidden(false);
  expect(source.closed).toBe(false);

  setHidden(true);
  jest.advanceTimersByTime(LIVE_LIMITS.hiddenCloseSeconds * 1000);
  expect(source.closed).toBe(true);
  expect(live.state).toBe('suspended');
  await settle();
  expect(FakeEventSource.instances).toHaveLength(1);

  setHidden(false);
  await settle();
  const reopened = FakeEventSource.latest();
  expect(reopened).not.toBe(source);
  expect(reopened.query.get('lastEventId')).toBe('30');
  live.stop();
});

test('opens only for a member: a visitor opens nothing, sign-in opens, sign-out closes', async () => {
  const live = followSession({ EventSource: asEventSource, random: () => 1, document });
  await settle();
  expect(live.state).toBe('stopped');
  expect(ticket).not.toHaveBeenCalled();

  setSession({ accessToken: 'header.e30.signature', userId: 7, isoCode: 'en' });
  await settle();
  expect(ticket).toHaveBeenCalledTimes(1);
  const source = FakeEventSource.latest();
  source.open();

  // A renewed token is the same member: the stream stays.
  setSession({ accessToken: 'header.e30.renewed', userId: 7, isoCode: 'en' });
  await settle();
  expect(source.closed).toBe(false);

  clearSession();
  expect(source.closed).toBe(true);
  expect(live.state).toBe('stopped');
  jest.advanceTimersByTime(120_000);
  await settle();
  expect(FakeEventSource.instances).toHaveLength(1);
});

test("the shell's starter loads the channel only once a member is signed in", async () => {
  const load = jest.fn(async () => ({ followSession: jest.fn() }));
  startLiveWhenSignedIn(load);
  await settle();
  expect(load).not.toHaveBeenCalled();
  setSession({ accessToken: 'header.e30.signature', userId: 7, isoCode: 'en' });
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  clearSession();
  setSession({ accessToken: 'header.e30.signature', userId: 8, isoCode: 'en' });
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
});

test('an unread event updates the count the bells read; a new member starts unknown', async () => {
  setSession({ accessToken: 'header.e30.signature', userId: 7, isoCode: 'en' });
  const live = channel();
  live.start();
  await settle();
  // The count is followed once something asked for it.
  unread.mockResolvedValue({ unreadCount: 1 });
  const { refreshUnreadCount } = await import('./unreadCount.ts');
  await refreshUnreadCount();
  expect(unreadCount()).toBe(1);
  FakeEventSource.latest().send(3, { type: 'unread', unreadCount: 4 });
  expect(unreadCount()).toBe(4);
  setSession({ accessToken: 'header.e30.signature', userId: 8, isoCode: 'en' });
  expect(unreadCount()).toBeNull();
  live.stop();
});

test('a reconnection reads the unread count again: what changed it may be older than any id seen', async () => {
  setSession({ accessToken: 'header.e30.signature', userId: 7, isoCode: 'en' });
  const live = channel(() => 1);
  live.start();
  await settle();
  FakeEventSource.latest().open();
  await settle();
  // The first stream of the page reads nothing more: the bells read the count themselves.
  expect(unread).not.toHaveBeenCalled();

  // The API restarts: the stream drops before any event, a comment lands meanwhile.
  FakeEventSource.latest().fail();
  unread.mockResolvedValue({ unreadCount: 1 });
  jest.advanceTimersByTime(1000);
  await settle();
  FakeEventSource.latest().open();
  await settle();
  expect(unread).toHaveBeenCalledTimes(1);
  expect(unreadCount()).toBe(1);
  live.stop();
});

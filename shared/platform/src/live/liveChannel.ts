import { LIVE_LIMITS } from '@kfeed/contracts/limits';
import type { LiveEvent, LiveEventBody } from '@kfeed/contracts/notification';
import { liveRoutes } from '@kfeed/contracts/routes/live';
import { routePath } from '@kfeed/contracts/routes/route';
import { emit } from '@kfeed/platform/events';
import { sessionStore } from '@kfeed/platform/sessionStore';
import { createLiveTicket, getLiveEvents } from '@kfeed/platform/live/liveCalls';
import { refreshUnreadCount } from '@kfeed/platform/live/unreadCount';

/** The first wait before reconnecting; it doubles with each failure in a row. */
export const RECONNECT_BASE_MS = 1_000;
/** The longest wait before reconnecting. */
export const RECONNECT_MAX_MS = 60_000;
/** Streams that fail this many times in a row give way to polling. */
export const FAILURES_BEFORE_POLLING = 3;
/**
 * A stream that stayed open this long was healthy: its end (the server ends each stream
 * after the access token's lifetime) is no failure, and the back-off starts again at 1 s.
 * One that drops sooner counts as a failure, so a proxy that cuts every stream after its
 * headers cannot make the page reconnect every second.
 */
export const STABLE_STREAM_MS = 30_000;

/** The names a server may give its events (`event:` lines); unnamed ones are `message`. */
const EVENT_NAMES = ['message', 'unread', 'comment', 'translation', 'new-post'] as const;

type EventSourceClass = new (url: string) => EventSource;

export interface LiveChannelOptions {
  /** The EventSource to use; undefined where the browser has none (then the channel polls). */
  EventSource?: EventSourceClass | undefined;
  /** 0 <= n < 1; the back-off's jitter. */
  random?: () => number;
  /** The page whose visibility closes and reopens the stream. */
  document?: Document;
}

export type LiveChannelState =
  /** Not started, or stopped (a visitor, a sign-out). */
  | 'stopped'
  /** Asking for a ticket, or the stream is opening. */
  | 'connecting'
  | 'open'
  /** Waiting to reconnect after a failure. */
  | 'waiting'
  | 'polling'
  /** Closed while the tab is hidden; reopens when it is shown. */
  | 'suspended';

/** A live event's body, whatever the server sent, or null when it is not one we know. */
function parseBody(data: unknown, eventName: string): LiveEventBody | null {
  if (typeof data !== 'string') return null;
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const typed = body as { type?: unknown };
  // A named event may leave the type to its name.
  const type = typeof typed.type === 'string' ? typed.type : eventName;
  return { ...(body as object), type } as LiveEventBody;
}

/** Re-publish one event on the bus, under its own name, without its `type`. */
export function publishLiveEvent(event: LiveEventBody): void {
  switch (event.type) {
    case 'unread': {
      const { type: _type, ...payload } = event;
      if (typeof payload.unreadCount === 'number') emit('live:unread', payload);
      return;
    }
    case 'comment': {
      const { type: _type, ...payload } = event;
      emit('live:comment', payload);
      return;
    }
    case 'translation': {
      const { type: _type, ...payload } = event;
      emit('live:translation', payload);
      return;
    }
    case 'new-post': {
      const { type: _type, ...payload } = event;
      emit('live:new-post', payload);
      return;
    }
    default:
      // A type this build does not know (a newer server): ignored.
      return;
  }
}

/**
 * The page's one live channel (ARCHITECTURE section 4): a member's Server-Sent Events
 * stream, its events re-published on the bus for every remote.
 *
 * - Opens with a single-use ticket (`POST createTicket`), then `new EventSource(stream
 *   path?ticket=…&lastEventId=…)` on the page's own origin.
 * - Every stream is opened anew by the channel, never by the browser: EventSource's own
 *   reconnection would reuse the spent ticket. So the channel closes a failed stream and
 *   opens a new one with a fresh ticket, passing the last event id it saw as the
 *   `lastEventId` query parameter (a new URL gets no Last-Event-ID header); the server
 *   replays what came after it.
 * - Waits 1 s, 2 s, 4 s … at most 60 s between attempts, each wait between half and all
 *   of that (jitter), starting again at 1 s after a stream that stayed open.
 * - After three failed streams in a row, or where EventSource is missing, polls
 *   `getEvents` every LIVE_LIMITS.pollSeconds instead.
 * - Closes once the tab has been hidden for LIVE_LIMITS.hiddenCloseSeconds and reopens,
 *   resuming from the last id, when the tab is shown again.
 */
export class LiveChannel {
  readonly #EventSource: EventSourceClass | undefined;
  readonly #random: () => number;
  readonly #document: Document | undefined;

  #state: LiveChannelState = 'stopped';
  /** Bumped by every start, stop, suspension and connection: late answers of older ones are dropped. */
  #run = 0;
  #source: EventSource | null = null;
  #openedAt: number | null = null;
  /** The newest event id seen, to resume from; null before the first. */
  #lastEventId: number | null = null;
  /** Whether a stream of this channel has opened before (a later open is a reconnection). */
  #openedBefore = false;
  /** Failures in a row, for the back-off. */
  #attempt = 0;
  /** Streams that failed in a row, for the fallback to polling. */
  #streamFailures = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #hiddenTimer: ReturnType<typeof setTimeout> | null = null;
  #suspendedFrom: 'stream' | 'polling' | null = null;

  constructor(options: LiveChannelOptions = {}) {
    this.#EventSource =
      'EventSource' in options
        ? options.EventSource
        : typeof EventSource === 'undefined'
          ? undefined
          : EventSource;
    this.#random = options.random ?? Math.random;
    this.#document = options.document ?? (typeof document === 'undefined' ? undefined : document);
  }

  get state(): LiveChannelState {
    return this.#state;
  }

  get lastEventId(): number | null {
    return this.#lastEventId;
  }

  /** Open the channel for the signed-in member (nothing happens when already started). */
  start(): void {
    if (this.#state !== 'stopped') return;
    this.#run += 1;
    this.#attempt = 0;
    this.#streamFailures = 0;
    this.#document?.addEventListener('visibilitychange', this.#onVisibility);
    this.#connect();
    if (this.#document?.hidden) this.#onVisibility();
  }

  /** Close everything (a sign-out): nothing is resumed later, the next member starts afresh. */
  stop(): void {
    if (this.#state === 'stopped') return;
    this.#document?.removeEventListener('visibilitychange', this.#onVisibility);
    this.#halt();
    if (this.#hiddenTimer) clearTimeout(this.#hiddenTimer);
    this.#hiddenTimer = null;
    this.#lastEventId = null;
    this.#suspendedFrom = null;
    this.#state = 'stopped';
  }

  /** Close the stream and cancel what is pending, leaving the state to the caller. */
  #halt(): void {
    this.#run += 1;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#closeSource();
  }

  #closeSource(): void {
    const source = this.#source;
    this.#source = null;
    this.#openedAt = null;
    source?.close();
  }

  #connect(): void {
    if (!this.#EventSource || this.#streamFailures >= FAILURES_BEFORE_POLLING) {
      this.#startPolling();
      return;
    }
    const run = ++this.#run;
    this.#state = 'connecting';
    createLiveTicket().then(
      ({ ticket }) => {
        if (run === this.#run) this.#open(ticket, run);
      },
      (error: unknown) => {
        if (run !== this.#run) return;
        console.warn('[kfeed] live: no ticket', error);
        this.#retryLater();
      },
    );
  }

  #open(ticket: string, run: number): void {
    const Source = this.#EventSource!;
    const query = new URLSearchParams({ ticket });
    if (this.#lastEventId !== null) query.set('lastEventId', String(this.#lastEventId));
    let source: EventSource;
    try {
      source = new Source(`${routePath(liveRoutes.stream)}?${query.toString()}`);
    } catch (error) {
      console.warn('[kfeed] live: the stream could not be opened', error);
      this.#streamFailed(false);
      return;
    }
    this.#source = source;
    source.onopen = () => {
      if (run !== this.#run) return;
      this.#state = 'open';
      this.#openedAt = Date.now();
      // Back after a break (the API restarted, the network dropped): what changed the count
      // meanwhile may be older than any id this page saw, so the count is read again.
      if (this.#openedBefore) void refreshUnreadCount(true);
      this.#openedBefore = true;
    };
    source.onerror = () => {
      if (run !== this.#run) return;
      const openedAt = this.#openedAt;
      this.#closeSource();
      this.#streamFailed(openedAt !== null && Date.now() - openedAt >= STABLE_STREAM_MS);
    };
    for (const name of EVENT_NAMES) {
      source.addEventListener(name, (event) => {
        if (run !== this.#run) return;
        const message = event as MessageEvent;
        const body = parseBody(message.data, name);
        if (!body) return;
        this.#seen(message.lastEventId);
        publishLiveEvent(body);
      });
    }
  }

  /** Remember an event's id (ids grow; an older or missing one changes nothing). */
  #seen(id: unknown): void {
    const value = typeof id === 'number' ? id : Number(id);
    if (typeof id === 'string' && !/^\d+$/.test(id)) return;
    if (!Number.isSafeInteger(value)) return;
    if (this.#lastEventId === null || value > this.#lastEventId) this.#lastEventId = value;
  }

  /** The stream ended: healthy (it stayed open) or a failure in a row. */
  #streamFailed(wasStable: boolean): void {
    if (wasStable) {
      this.#attempt = 0;
      this.#streamFailures = 0;
    } else {
      this.#streamFailures += 1;
    }
    if (this.#streamFailures >= FAILURES_BEFORE_POLLING) {
      console.warn('[kfeed] live: the stream keeps failing; polling instead');
      this.#startPolling();
      return;
    }
    this.#retryLater();
  }

  /** The wait before the next attempt: 1 s, 2 s, 4 s … 60 s, each between half and all of it. */
  nextDelay(): number {
    const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** this.#attempt);
    return Math.round(ceiling / 2 + (this.#random() * ceiling) / 2);
  }

  #retryLater(): void {
    const delay = this.nextDelay();
    this.#attempt += 1;
    this.#state = 'waiting';
    const run = ++this.#run;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (run === this.#run) this.#connect();
    }, delay);
  }

  #startPolling(): void {
    this.#closeSource();
    this.#state = 'polling';
    void this.#poll(++this.#run);
  }

  async #poll(run: number): Promise<void> {
    let again = LIVE_LIMITS.pollSeconds * 1000;
    try {
      const first = this.#lastEventId === null;
      const answer = await getLiveEvents(this.#lastEventId ?? 0);
      if (run !== this.#run) return;
      if (first) {
        // Where the page starts: what happened before it is on screen already.
        this.#seen(answer.lastEventId);
      } else {
        const after = this.#lastEventId ?? 0;
        for (const item of answer.eventList as LiveEvent[]) {
          if (item.eventId <= after) continue;
          this.#seen(item.eventId);
          publishLiveEvent(item.event);
        }
        this.#seen(answer.lastEventId);
        // A full answer leaves more to read: at once.
        if (answer.eventList.length >= LIVE_LIMITS.eventsPerAnswer) again = 0;
      }
    } catch (error) {
      if (run !== this.#run) return;
      console.warn('[kfeed] live: polling failed', error);
    }
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (run === this.#run) void this.#poll(run);
    }, again);
  }

  #onVisibility = (): void => {
    const hidden = this.#document?.hidden ?? false;
    if (hidden) {
      if (this.#hiddenTimer || this.#state === 'suspended' || this.#state === 'stopped') return;
      this.#hiddenTimer = setTimeout(() => {
        this.#hiddenTimer = null;
        this.#suspend();
      }, LIVE_LIMITS.hiddenCloseSeconds * 1000);
      return;
    }
    if (this.#hiddenTimer) clearTimeout(this.#hiddenTimer);
    this.#hiddenTimer = null;
    if (this.#state === 'suspended') this.#resume();
  };

  #suspend(): void {
    if (this.#state === 'stopped' || this.#state === 'suspended') return;
    this.#suspendedFrom = this.#state === 'polling' ? 'polling' : 'stream';
    this.#halt();
    this.#state = 'suspended';
  }

  #resume(): void {
    const from = this.#suspendedFrom;
    this.#suspendedFrom = null;
    this.#attempt = 0;
    // A stream that gave way to polling gets another chance on return.
    this.#streamFailures = 0;
    this.#state = 'connecting';
    if (from === 'polling' && !this.#EventSource) this.#startPolling();
    else this.#connect();
    // Events older than the replay window are gone: the count is read again.
    void refreshUnreadCount(true);
  }
}

let pageChannel: LiveChannel | null = null;
let unfollow: (() => void) | null = null;

/**
 * Open the page's channel while a member is signed in, and follow the session: a sign-out
 * closes it, a sign-in (another member too) opens it afresh. Called once per page, by the
 * shell (through `startLiveWhenSignedIn`); remotes only listen on the bus.
 */
export function followSession(options?: LiveChannelOptions): LiveChannel {
  if (pageChannel) return pageChannel;
  const channel = new LiveChannel(options);
  pageChannel = channel;
  let userId: number | null = null;
  const apply = () => {
    const session = sessionStore.getState();
    const member = session.isLoggedIn ? session.userId : null;
    if (member === userId) return;
    userId = member;
    channel.stop();
    if (member !== null) channel.start();
  };
  apply();
  unfollow = sessionStore.subscribe(apply);
  return channel;
}

/** Tests: close the page's channel and forget it. */
export function stopFollowingForTests(): void {
  unfollow?.();
  unfollow = null;
  pageChannel?.stop();
  pageChannel = null;
}

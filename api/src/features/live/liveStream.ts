import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveDelivery, LiveHub } from './liveHub.ts';

export interface StreamOptions {
  hub: LiveHub;
  userId: number;
  /** Replay what came after this id first; null: only what comes from now on. */
  lastEventId: number | null;
  heartbeatMs: number;
  /** The stream ends after this long; the page opens it again with a new ticket. */
  maxAgeMs: number;
  /** Told once when the stream has ended, for whatever reason. */
  onEnd?: () => void;
}

/** A client this far behind (bytes written but not taken) is dropped; it reconnects and replays. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** One event as Server-Sent Events: its id, and its body as JSON (ids only, never text). */
export const sseEvent = ({ eventId, event }: LiveDelivery) =>
  `id: ${eventId}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * Serve one member's live stream on this request, after its ticket was redeemed. The
 * reply is hijacked: the headers go out at once, then the missed events (after
 * `lastEventId`), then each new event of the member's or everyone's, with a comment line
 * every `heartbeatMs` so proxies keep the connection. The server's idle-socket timeout
 * does not apply to it; it ends when the client goes, when the server closes, after
 * `maxAgeMs`, or when the client stops reading.
 */
export async function serveStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: StreamOptions,
): Promise<void> {
  const { hub, userId } = options;
  const res = reply.raw;
  const socket = request.raw.socket;
  reply.hijack();
  // An open stream is not an idle connection (the server closes those after 15 s).
  socket.setTimeout(0);
  socket.setNoDelay(true);
  // What the app's hooks set so far (CORS, security headers), then the stream's own.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) res.setHeader(name, value);
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    // The connection ends with the stream, so a closing server is not kept waiting.
    connection: 'close',
  });

  let ended = false;
  /** Events that came while the missed ones were read; then null, and events go out at once. */
  let held: LiveDelivery[] | null = [];
  /** Ids sent from the replay: a live delivery of the same event is not sent again. */
  const replayed = new Set<number>();
  const mine = (delivery: LiveDelivery) =>
    delivery.recipientId === null || delivery.recipientId === userId;

  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(maxAge);
    unsubscribe?.();
    if (!res.writableEnded) res.end();
    // A client that does not read keeps the socket's buffer full: do not wait for it.
    if (!socket.destroyed) setTimeout(() => socket.destroy(), 1_000).unref();
    options.onEnd?.();
  };
  const write = (text: string) => {
    if (ended) return;
    res.write(text);
    if (res.writableLength > MAX_BUFFERED_BYTES) end();
  };
  const send = (delivery: LiveDelivery) => {
    if (!replayed.has(delivery.eventId)) write(sseEvent(delivery));
  };

  const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs);
  const maxAge = setTimeout(end, options.maxAgeMs);
  let unsubscribe: (() => void) | undefined;
  res.on('close', end);
  res.on('error', end);

  try {
    unsubscribe = await hub.subscribe({
      deliver: (delivery) => {
        if (ended || !mine(delivery)) return;
        if (held) held.push(delivery);
        else send(delivery);
      },
      end,
    });
    if (ended) {
      unsubscribe();
      return;
    }
    if (options.lastEventId !== null) {
      const { events } = await hub.missed(userId, options.lastEventId);
      for (const delivery of events) {
        write(sseEvent(delivery));
        replayed.add(delivery.eventId);
      }
    }
  } catch (error) {
    request.log.warn({ err: error }, 'a live stream could not start');
    end();
    return;
  }
  const waiting = held;
  held = null;
  for (const delivery of waiting) send(delivery);
  // The first line (and the headers) go out once the stream hears every new event.
  write(': live\n\n');
}

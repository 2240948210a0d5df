import { defineRoutes } from '@kfeed/contracts/routes/route';

/**
 * The live channel: one Server-Sent Events stream per page, for members. The stream is
 * opened with a single-use ticket (the access token never goes in a URL or a log); where
 * EventSource fails, the page polls the same events.
 */
export const liveRoutes = defineRoutes({
  createTicket: {
    method: 'POST',
    path: '/api/live/ticket',
    tag: 'live',
    summary: 'A single-use ticket, valid 30 s, that opens my live stream',
    access: 'member',
    writeLimit: 'live',
    answer: 'LiveTicketData',
  },
  stream: {
    method: 'GET',
    path: '/api/live',
    tag: 'live',
    summary: 'Server-Sent Events: unread count, new comments, finished translations, new posts',
    description:
      'text/event-stream, opened with a ticket from POST /api/live/ticket (single use, 30 s; ' +
      'a missing, used or expired one: 401 LIVE-001 before any stream starts). Each event ' +
      'has an id and its JSON body as data; a reconnection sends Last-Event-ID (or, with a ' +
      'new ticket, lastEventId) and first receives what it missed (kept 10 minutes). A ' +
      'comment line every 25 s keeps proxies open. The stream ends after the access ' +
      "token's lifetime: open it again with a new ticket.",
    access: 'anyone',
    query: 'LiveStreamQuery',
    raw: 'stream',
  },
  getEvents: {
    method: 'GET',
    path: '/api/live/events',
    tag: 'live',
    summary: 'The live events after an id: the polling fallback where a stream cannot open',
    access: 'member',
    query: 'LiveEventsQuery',
    answer: 'LiveEventsData',
  },
});

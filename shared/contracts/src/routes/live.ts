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
      'text/event-stream. Each event has an id; a reconnection sends Last-Event-ID and ' +
      'receives what it missed (kept 10 minutes). A comment line every 25 s keeps proxies open.',
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

import type { FastifyInstance } from 'fastify';
import { liveRoutes as routes } from '@kfeed/contracts/routes/live';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { acceptEmptyJsonBodies } from '../../http/validation.ts';
import { issueTicket, redeemTicket } from './liveTickets.ts';
import { serveStream } from './liveStream.ts';

/** The Last-Event-ID header a reconnecting EventSource sends, when it is an event id. */
function lastEventIdHeader(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || !/^\d{1,10}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The live channel: a ticket for a member, the Server-Sent Events stream it opens, and the
 * same events by polling. The events come from the hub (liveHub.ts), shared by every API
 * process through the database.
 */
export const liveRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const { db, clock, live, config } = context;
  // The ticket call takes no input; the apps send `{}` or nothing.
  acceptEmptyJsonBodies(app);

  handle(app, routes.createTicket, async (request) => {
    const member = requireMember(request);
    const ticket = await issueTicket(db, member.userId, clock.now());
    await live.pruneSometimes();
    return ok(ticket);
  });

  // The query carries the ticket: the request log shows the path only (app.ts).
  handle(
    app,
    routes.stream,
    async (request, reply) => {
      const userId = await redeemTicket(db, request.query.ticket, clock.now());
      const started = Date.now();
      await serveStream(request, reply, {
        hub: live,
        userId,
        lastEventId:
          lastEventIdHeader(request.headers['last-event-id']) ?? request.query.lastEventId ?? null,
        heartbeatMs: config.liveHeartbeatSeconds * 1000,
        maxAgeMs: config.accessTokenTtlSeconds * 1000,
        // A stream's line is written when it ends (the onResponse hook never sees it).
        onEnd: () => {
          if (!config.requestLog) return;
          request.log.info(
            {
              method: request.method,
              url: routes.stream.path,
              status: 200,
              ms: Date.now() - started,
            },
            'request',
          );
        },
      });
    },
    { config: { logPathOnly: true } },
  );

  handle(app, routes.getEvents, async (request) => {
    const member = requireMember(request);
    const { events, lastEventId } = await live.missed(member.userId, request.query.afterEventId);
    return ok({
      eventList: events.map(({ eventId, event }) => ({ eventId, event })),
      lastEventId,
    });
  });
};

import { sql } from 'kysely';
import { LIVE_LIMITS } from '@kfeed/contracts/limits';
import type { LiveEventBody } from '@kfeed/contracts/notification';
import type { Db } from '../../db/db.ts';
import { isPostgres } from '../../db/dialect.ts';
import { toUtcString } from '../../clock.ts';

/** The PostgreSQL channel every API process LISTENs on. */
export const LIVE_CHANNEL = 'kfeed_live';

/** One event as the streams carry it. */
export interface LiveDelivery {
  eventId: number;
  event: LiveEventBody;
  /** One member's event, or null for every stream. */
  recipientId: number | null;
}

type EventRow = { event_id: number; recipient_id: number | null; body: string };

const deliveryOf = (row: EventRow): LiveDelivery => ({
  eventId: row.event_id,
  event: JSON.parse(row.body) as LiveEventBody,
  recipientId: row.recipient_id,
});

/** The NOTIFY payload: `<eventId> <{recipientId, event}>`, parsed by `parseNotification`. */
export function parseNotification(payload: string): LiveDelivery | null {
  const space = payload.indexOf(' ');
  const eventId = Number(payload.slice(0, space));
  if (space < 1 || !Number.isInteger(eventId)) return null;
  try {
    const { recipientId, event } = JSON.parse(payload.slice(space + 1)) as {
      recipientId: number | null;
      event: LiveEventBody;
    };
    return { eventId, event, recipientId };
  } catch {
    return null;
  }
}

/**
 * Keep an event and answer its id. On PostgreSQL the same statement NOTIFYs every API
 * process (the notification goes out when it commits, and carries the event itself, so
 * no process has to read it back); on SQLite the processes read the table.
 */
export async function insertEvent(
  db: Db,
  event: LiveEventBody,
  recipientId: number | null,
  now: Date,
): Promise<number> {
  const body = JSON.stringify(event);
  const createdAt = toUtcString(now);
  if (isPostgres(db)) {
    const rest = JSON.stringify({ recipientId, event });
    const { rows } = await sql<{ event_id: number }>`
      WITH inserted AS (
        INSERT INTO live_events (recipient_id, body, created_at)
        VALUES (${recipientId}, ${body}, ${createdAt})
        RETURNING event_id
      )
      SELECT event_id, pg_notify(${LIVE_CHANNEL}, event_id::text || ' ' || ${rest})
      FROM inserted`.execute(db);
    return rows[0]!.event_id;
  }
  const row = await db
    .insertInto('live_events')
    .values({ recipient_id: recipientId, body, created_at: createdAt })
    .returning('event_id')
    .executeTakeFirstOrThrow();
  return row.event_id;
}

/** The newest event id kept (0 when none). */
export async function newestEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('event_id').as('newest'))
    .executeTakeFirst();
  return Number(row?.newest ?? 0);
}

/** Every event after an id, whoever it is for, oldest first: what a process delivers. */
export async function eventsAfter(db: Db, afterId: number, limit: number) {
  const rows = await db
    .selectFrom('live_events')
    .select(['event_id', 'recipient_id', 'body'])
    .where('event_id', '>', afterId)
    .orderBy('event_id')
    .limit(limit)
    .execute();
  return rows.map(deliveryOf);
}

/**
 * What one member missed after an id (theirs and everyone's), within the replay window,
 * oldest first, at most LIVE_LIMITS.eventsPerAnswer; and the id to ask after next time:
 * the last event answered, or, when every kept event was answered, the newest id of all
 * (someone else's events need not be scanned again; an id from before the events were
 * pruned away comes back as the newest one).
 */
export async function missedEvents(
  db: Db,
  userId: number,
  afterId: number,
  now: Date,
): Promise<{ events: LiveDelivery[]; lastEventId: number }> {
  const newest = await newestEventId(db);
  const since = toUtcString(new Date(now.getTime() - LIVE_LIMITS.replaySeconds * 1000));
  const rows = await db
    .selectFrom('live_events')
    .select(['event_id', 'recipient_id', 'body'])
    .where('event_id', '>', afterId)
    .where('event_id', '<=', newest)
    .where('created_at', '>=', since)
    .where((eb) => eb.or([eb('recipient_id', 'is', null), eb('recipient_id', '=', userId)]))
    .orderBy('event_id')
    .limit(LIVE_LIMITS.eventsPerAnswer)
    .execute();
  const events = rows.map(deliveryOf);
  const full = events.length === LIVE_LIMITS.eventsPerAnswer;
  const lastEventId = full ? events[events.length - 1]!.eventId : newest;
  return { events, lastEventId };
}

/** Drop events older than the replay window, and tickets past their time. */
export async function pruneLiveRows(db: Db, now: Date): Promise<void> {
  const cutoff = toUtcString(new Date(now.getTime() - LIVE_LIMITS.replaySeconds * 1000));
  await db.deleteFrom('live_events').where('created_at', '<', cutoff).execute();
  await db.deleteFrom('live_tickets').where('expires_at', '<', toUtcString(now)).execute();
}

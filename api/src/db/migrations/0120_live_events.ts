import { sql, type Kysely } from 'kysely';

/**
 * The live channel (features/live). `live_events`: what the streams carried lately, kept
 * LIVE_LIMITS.replaySeconds for Last-Event-ID and polling (recipient_id NULL: every
 * member's); the id is the event's id on the wire. `live_tickets`: the single-use tickets
 * that open a stream, by their SHA-256 only, so any API process can redeem one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('recipient_id', 'integer')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX live_events_created_at ON live_events (created_at)`.execute(db);
  await db.schema
    .createTable('live_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_tickets').execute();
  await db.schema.dropTable('live_events').execute();
}

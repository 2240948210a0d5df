import { createHash, randomBytes } from 'node:crypto';
import { LIVE_LIMITS } from '@kfeed/contracts/limits';
import type { LiveTicketData } from '@kfeed/contracts/notification';
import type { Db } from '../../db/db.ts';
import { toUtcString } from '../../clock.ts';
import { unauthorized } from '../../http/envelope.ts';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Every refusal of a ticket: one code, before any stream starts. */
export const liveErrors = {
  badTicket: () =>
    unauthorized('LIVE-001', 'This live ticket is not valid, already used or expired.'),
};

/**
 * A single-use ticket for the member's live stream, valid LIVE_LIMITS.ticketSeconds. Only
 * its hash is stored (in the database, so any API process can redeem it); the ticket itself
 * goes in the stream's URL instead of the access token.
 */
export async function issueTicket(db: Db, userId: number, now: Date): Promise<LiveTicketData> {
  const ticket = randomBytes(32).toString('base64url');
  await db
    .insertInto('live_tickets')
    .values({
      ticket_hash: hashOf(ticket),
      user_id: userId,
      expires_at: toUtcString(new Date(now.getTime() + LIVE_LIMITS.ticketSeconds * 1000)),
    })
    .execute();
  return { ticket, expiresInSeconds: LIVE_LIMITS.ticketSeconds };
}

/**
 * Use a ticket up: the member it opens a stream for, or LIVE-001 when it is unknown, used,
 * expired, or its member is no longer active. Removed in the same statement that reads
 * it, so two redemptions (at two processes) cannot both succeed.
 */
export async function redeemTicket(db: Db, ticket: string, now: Date): Promise<number> {
  const row = await db
    .deleteFrom('live_tickets')
    .where('ticket_hash', '=', hashOf(ticket))
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at < toUtcString(now)) throw liveErrors.badTicket();
  const user = await db
    .selectFrom('users')
    .select('status')
    .where('user_id', '=', row.user_id)
    .executeTakeFirst();
  if (user?.status !== 'ACTIVE') throw liveErrors.badTicket();
  return row.user_id;
}

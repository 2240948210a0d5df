import type { Suspension } from '@kfeed/contracts/moderation';
import { toUtcString } from '../clock.ts';

/** A member's suspension as users.suspended_at / suspended_until hold it (migration 0160). */
export interface StoredSuspension {
  /** When it was given; null: not suspended. */
  suspendedAt: string | null;
  /** Until when; null with suspendedAt set: for good. */
  suspendedUntil: string | null;
}

/**
 * The suspension that holds at `now`, or null. An expired one simply no longer holds:
 * nothing has to run to end it, every check compares with the time.
 */
export function activeSuspension(stored: StoredSuspension, now: Date): Suspension | null {
  if (stored.suspendedAt === null) return null;
  if (stored.suspendedUntil === null) return { until: null };
  return stored.suspendedUntil > toUtcString(now) ? { until: stored.suspendedUntil } : null;
}

/** The columns of a users row as a StoredSuspension. */
export const storedSuspension = (row: {
  suspended_at: string | null;
  suspended_until: string | null;
}): StoredSuspension => ({ suspendedAt: row.suspended_at, suspendedUntil: row.suspended_until });

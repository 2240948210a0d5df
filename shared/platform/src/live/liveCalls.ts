import { liveRoutes } from '@kfeed/contracts/routes/live';
import { notificationRoutes } from '@kfeed/contracts/routes/notification';
import { call } from '@kfeed/platform/calls/apiCall';

/**
 * The calls the platform's live channel and unread count make. Silent: a failure is the
 * channel's to retry, never a dialog in front of the reader.
 */

/** A single-use ticket that opens the member's stream (valid LIVE_LIMITS.ticketSeconds). */
export const createLiveTicket = () => call(liveRoutes.createTicket, {}, { silent: true });

/** The events after an id: the polling fallback. */
export const getLiveEvents = (afterEventId: number) =>
  call(liveRoutes.getEvents, { afterEventId }, { silent: true });

/** How many of the member's notifications are unread. */
export const fetchUnreadCount = () => call(notificationRoutes.getUnreadCount, {}, { silent: true });

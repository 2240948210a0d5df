import type { LiveEventBody } from '@kfeed/contracts/notification';

/**
 * What the features know of the live channel: publish an event to one member
 * (`recipientId`) or to every open stream (no recipient). Publishing never fails a write:
 * a lost live event only delays what the page shows until its next read.
 */
export interface LivePublisher {
  publish(event: LiveEventBody, recipientId?: number): Promise<void>;
}

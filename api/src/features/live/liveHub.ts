import { EventEmitter } from 'node:events';
import type { LiveEventBody } from '@kfeed/contracts/notification';
import type { LivePublisher } from './livePublisher.ts';

export interface LiveDelivery {
  eventId: number;
  event: LiveEventBody;
  /** One member's event, or null for every stream. */
  recipientId: number | null;
}

/**
 * The live channel inside one API process: publishers hand events in, open streams
 * subscribe. (Events kept for Last-Event-ID and shared between processes come next.)
 */
export class LiveHub implements LivePublisher {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private lastEventId = 0;

  async publish(event: LiveEventBody, recipientId?: number): Promise<void> {
    this.lastEventId += 1;
    const delivery: LiveDelivery = {
      eventId: this.lastEventId,
      event,
      recipientId: recipientId ?? null,
    };
    this.emitter.emit('event', delivery);
  }

  subscribe(listener: (delivery: LiveDelivery) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}

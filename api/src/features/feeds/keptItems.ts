import type { ApiEnvelope, YesNo } from '@kfeed/contracts/envelope';
import type { FeedItem } from '@kfeed/contracts/feed';
import { ok } from '../../http/envelope.ts';

/** A route's serializer of its answers (`reply.serialize`). */
export type Serialize<T> = (answer: ApiEnvelope<T>) => string;

/**
 * A post kept for every reader of a country, as bytes: who wrote it (for a member's
 * overlay) and what it sends without and with the reader's like, so that an answer made of
 * it is never serialised again.
 */
export interface KeptItem {
  feedId: number;
  userId: number;
  bytes: Record<YesNo, Buffer>;
}

/** The item as `write` writes it, unliked and liked. */
export function keptItem(item: FeedItem, write: (item: FeedItem) => string): KeptItem {
  const as = (isLiked: YesNo) => Buffer.from(write({ ...item, isLiked }));
  return { feedId: item.feedId, userId: item.userId, bytes: { N: as('N'), Y: as('Y') } };
}

/** The answer around a list: what comes before its first item and after its last. */
function envelopeOf(serialize: Serialize<FeedItem[]>): [head: string, tail: string] {
  const empty = serialize(ok([]));
  const end = empty.indexOf('[]') + 1;
  return [empty.slice(0, end), empty.slice(end)];
}

/**
 * An item's part of a list answer. A JSON array is written as its items joined by commas,
 * so a list answer is the envelope around its items' parts (listAnswer): the same bytes as
 * serialising that answer whole.
 */
export function listPart(serialize: Serialize<FeedItem[]>, item: FeedItem): string {
  const [head, tail] = envelopeOf(serialize);
  const whole = serialize(ok([item]));
  return whole.slice(head.length, whole.length - tail.length);
}

/** The list answer of these parts (listPart). */
export function listAnswer(serialize: Serialize<FeedItem[]>, parts: readonly Buffer[]): Buffer {
  const [head, tail] = envelopeOf(serialize);
  const comma = Buffer.from(',');
  return Buffer.concat([
    Buffer.from(head),
    ...parts.flatMap((part, index) => (index === 0 ? [part] : [comma, part])),
    Buffer.from(tail),
  ]);
}

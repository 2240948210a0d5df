import type { Static } from 'typebox';
import type * as S from '@kfeed/contracts/schemas/push';

export type PushPublicKeyData = Static<typeof S.PushPublicKeyData>;
export type PushSubscribeRequest = Static<typeof S.PushSubscribeRequest>;
export type PushUnsubscribeRequest = Static<typeof S.PushUnsubscribeRequest>;
export type PushSubscriptionData = Static<typeof S.PushSubscriptionData>;

/**
 * What a push carries, encrypted to the device (RFC 8291): the service worker shows `title`
 * and `body`, opens `url` on a tap, and a newer push with the same `tag` replaces the older.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app, e.g. `/feed/12?from=notifications`. */
  url: string;
  /** The notification's group, e.g. `REPLY_THREAD:40`. */
  tag: string;
  notificationId: number;
}

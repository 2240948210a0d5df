import { Type } from 'typebox';

/** Push services' URLs are a few hundred characters (Windows' the longest). */
const ENDPOINT_MAX = 2048;

/** Unpadded base64url, as browsers write a subscription's keys (a trailing `=` is allowed). */
const Base64Url = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$' });

/** The key browsers subscribe with (`applicationServerKey`): the server's VAPID public key. */
export const PushPublicKeyData = Type.Object({
  publicKey: Type.String({ description: 'P-256 public key, uncompressed, base64url' }),
});

/** A browser's `PushSubscription.toJSON()`: where to send, and the keys to encrypt to. */
export const PushSubscribeRequest = Type.Object({
  endpoint: Type.String({
    minLength: 1,
    maxLength: ENDPOINT_MAX,
    description: "The browser's push service URL (https, on a known push service)",
  }),
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  keys: Type.Object({
    /** The browser's P-256 public key (65 bytes uncompressed). */
    p256dh: Base64Url(100),
    /** Its authentication secret (16 bytes). */
    auth: Base64Url(40),
  }),
});

export const PushUnsubscribeRequest = Type.Object(
  { endpoint: Type.String({ minLength: 1, maxLength: ENDPOINT_MAX }) },
  { additionalProperties: false },
);

/** Whether this device now gets push notifications. */
export const PushSubscriptionData = Type.Object({ subscribed: Type.Boolean() });

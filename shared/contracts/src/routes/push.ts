import { defineRoutes } from '@kfeed/contracts/routes/route';

/**
 * Web push: a member turns notifications on for a device (the browser's push subscription),
 * and the API then pushes what happens while the page is closed. Subscribing and
 * unsubscribing count as notification settings (write limit, open to suspended members).
 */
export const pushRoutes = defineRoutes({
  getPublicKey: {
    method: 'GET',
    path: '/api/push/publicKey',
    tag: 'push',
    summary: "The server's VAPID public key, the applicationServerKey browsers subscribe with",
    access: 'anyone',
    answer: 'PushPublicKeyData',
  },
  subscribe: {
    method: 'POST',
    path: '/api/push/subscribe',
    tag: 'push',
    summary: "Turn push on for this device: the browser's PushSubscription.toJSON()",
    description:
      'The endpoint must be https on a known push service (PUSH_SERVICE_HOSTS); otherwise ' +
      '400 PUSH-001. Keys that are not a P-256 public key and a 16-byte secret: 400 PUSH-002. ' +
      'An endpoint already subscribed (by anyone) becomes this member’s, with these keys.',
    access: 'member',
    writeLimit: 'notification',
    body: 'PushSubscribeRequest',
    answer: 'PushSubscriptionData',
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/push/unsubscribe',
    tag: 'push',
    summary: 'Turn push off for a device (at logout too), by its endpoint',
    access: 'member',
    writeLimit: 'notification',
    body: 'PushUnsubscribeRequest',
    answer: 'PushSubscriptionData',
  },
});

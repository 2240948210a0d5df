import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { PushPayload } from '@kfeed/contracts/push';
import type { VapidKeys } from './pushSettings.ts';
import type { DeviceKeys } from './pushRepository.ts';

/** A push service that does not answer in this time is given up on (logged, not retried). */
export const PUSH_TIMEOUT_MS = 10_000;

/** How long a push service keeps a message for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/**
 * What the push service said: `accepted`, `gone` (404 or 410: the subscription expired or
 * was withdrawn, forget it), or `failed` (anything else, the network included).
 */
export type PushOutcome =
  | { kind: 'accepted' }
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; status: number | null; reason: string };

/**
 * Send one push: encrypted to the device (aes128gcm, RFC 8291) and signed with the server's
 * VAPID key (RFC 8292) by web-push, posted here with fetch so that the time limit and
 * redirects are ours (a push service never redirects; following one could post anywhere).
 */
export async function sendPush(
  device: DeviceKeys,
  payload: PushPayload,
  vapid: VapidKeys & { subject: string },
): Promise<PushOutcome> {
  let request: webpush.RequestDetails;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: TIME_TO_LIVE_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        // Pushes of one group replace each other at the push service while the device is away.
        topic: createHash('sha256').update(payload.tag).digest('base64url').slice(0, 32),
      },
    );
  } catch (error) {
    return { kind: 'failed', status: null, reason: (error as Error).message };
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // fetch counts the body itself.
    if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
  }
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    // The answer's body says nothing we act on; read it so the connection is freed.
    await response.arrayBuffer().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { kind: 'accepted' };
    if (response.status === 404 || response.status === 410) {
      return { kind: 'gone', status: response.status };
    }
    return { kind: 'failed', status: response.status, reason: response.statusText };
  } catch (error) {
    return { kind: 'failed', status: null, reason: (error as Error).message };
  }
}

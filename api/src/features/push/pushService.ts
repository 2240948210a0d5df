import { createECDH } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageCode } from '@kfeed/contracts/languages';
import type { PushSubscribeRequest } from '@kfeed/contracts/push';
import type { AppContext } from '../../context.ts';
import { toUtcString } from '../../clock.ts';
import { badRequest } from '../../http/envelope.ts';
import { asLanguage } from '../../i18n/messages.ts';
import { findRecipient } from '../notification/notificationRepository.ts';
import {
  NotificationService,
  type Notified,
  type UnreadNotification,
} from '../notification/notificationService.ts';
import * as repo from './pushRepository.ts';
import { pushPayload } from './pushMessage.ts';
import { sendPush } from './pushSender.ts';
import { allowedEndpoint, type VapidKeys } from './pushSettings.ts';
import { vapidKeys } from './vapidKeys.ts';

/** A member's devices: past this, subscribing another forgets the oldest. */
export const DEVICES_PER_MEMBER = 10;

/**
 * Unread notifications looked at per announcement: enough for the few rows one write raises
 * (a reply raises the thread's row for each participant, but one per member).
 */
const NEWEST_UNREAD = 5;

export const PUSH_ERROR_CODES = {
  /** The endpoint is not https on an allowed push service. */
  endpoint: 'PUSH-001',
  /** The keys are not a P-256 public key and a 16-byte secret. */
  keys: 'PUSH-002',
} as const;

type Deps = Pick<AppContext, 'db' | 'clock' | 'live' | 'config'>;

/**
 * Web push: the devices members turned notifications on for, and what is pushed to them.
 *
 * When `NotificationService.announce` tells of members whose unread count changed (after the
 * write committed), each member's newest unread notifications that are shown to them (the
 * notification rules: type on, nobody blocked, content visible) and not yet pushed for their
 * latest rise are sent to every device subscribed before that rise, worded in the member's
 * interface language. Read notifications, one's own acts and types turned off never get
 * here. A device its push service reports gone (404, 410) is forgotten; other failures are
 * logged. All of it runs in the background: the write that caused it has already answered,
 * and nothing here can fail it. `idle()` waits for what is under way.
 */
export class PushService {
  readonly #deps: Deps;
  readonly #log: Pick<FastifyBaseLogger, 'warn'>;
  readonly #vapid: VapidKeys & { subject: string };
  readonly #notifications: NotificationService;
  readonly #running = new Set<Promise<void>>();
  #closed = false;

  constructor(deps: Deps, log: Pick<FastifyBaseLogger, 'warn'>) {
    this.#deps = deps;
    this.#log = log;
    this.#vapid = { ...vapidKeys(deps.config.push), subject: deps.config.push.subject };
    this.#notifications = new NotificationService({ ...deps, push: this });
  }

  /** The applicationServerKey browsers subscribe with. */
  get publicKey(): string {
    return this.#vapid.publicKey;
  }

  /** Turn push on for a member's device (400 PUSH-001 / PUSH-002 for what cannot be one). */
  async subscribe(userId: number, subscription: PushSubscribeRequest): Promise<void> {
    const { endpoint, keys } = subscription;
    if (!allowedEndpoint(endpoint, this.#deps.config.push.serviceHosts)) {
      throw badRequest(
        PUSH_ERROR_CODES.endpoint,
        'The subscription’s endpoint is not https on a known push service.',
      );
    }
    if (!validKeys(keys.p256dh, keys.auth)) {
      throw badRequest(
        PUSH_ERROR_CODES.keys,
        'The subscription’s keys are not a P-256 public key and a 16-byte secret.',
      );
    }
    // Stored unpadded, as web-push and browsers write them.
    const device = { endpoint, p256dh: canonical(keys.p256dh), auth: canonical(keys.auth) };
    await this.#deps.db.transaction().execute(async (trx) => {
      await repo.saveSubscription(trx, userId, device, this.#now());
      await repo.keepNewestDevices(trx, userId, DEVICES_PER_MEMBER);
    });
  }

  /** Turn push off for a member's device; answers whether it was on. */
  unsubscribe(userId: number, endpoint: string): Promise<boolean> {
    return repo.removeSubscription(this.#deps.db, userId, endpoint);
  }

  /**
   * These members' unread counts changed in a write that has committed: push what is new to
   * their devices, in the background (never awaited by the writer, never throws).
   */
  notified(userIds: Notified): void {
    if (this.#closed || userIds.length === 0) return;
    const run = this.#deliver([...new Set(userIds)])
      .catch((error: unknown) => this.#log.warn({ err: error }, 'push delivery failed'))
      .finally(() => this.#running.delete(run));
    this.#running.add(run);
  }

  /** Resolves once every push under way (and those they started) is done. */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  /** Take no new work and wait for what is under way (each send gives up after 10 s). */
  async close(): Promise<void> {
    this.#closed = true;
    await this.idle();
  }

  async #deliver(userIds: readonly number[]): Promise<void> {
    for (const userId of userIds) {
      const devices = await repo.subscriptionsOf(this.#deps.db, userId);
      if (devices.length === 0) continue;
      const viewer = await findRecipient(this.#deps.db, userId);
      if (!viewer) {
        // A withdrawn member's devices are never pushed to again.
        await repo.removeDevicesOf(this.#deps.db, userId);
        continue;
      }
      const language = asLanguage(await repo.memberLanguage(this.#deps.db, userId));
      const unread = await this.#notifications.newestUnread(viewer, NEWEST_UNREAD, language);
      // The oldest first, so the newest is the last a device shows.
      for (const notification of unread.reverse()) {
        await this.#push(notification, devices, language);
      }
    }
  }

  async #push(
    notification: UnreadNotification,
    devices: readonly repo.Device[],
    language: LanguageCode,
  ): Promise<void> {
    // A device hears of what rose after it subscribed, not of the member's backlog.
    const to = devices.filter((device) => device.created_at <= notification.raisedAt);
    if (to.length === 0) return;
    const { notificationId } = notification.item;
    if (!(await repo.claimRise(this.#deps.db, notificationId, notification.raisedAt))) return;
    const payload = pushPayload(notification, language);
    await Promise.all(
      to.map(async (device) => {
        const outcome = await sendPush(device, payload, this.#vapid);
        const host = hostOf(device.endpoint);
        if (outcome.kind === 'accepted') {
          await repo.deviceUsed(this.#deps.db, device.subscription_id, this.#now());
        } else if (outcome.kind === 'gone') {
          await repo.removeDevice(this.#deps.db, device.subscription_id);
        } else {
          this.#log.warn(
            { pushService: host, status: outcome.status, reason: outcome.reason },
            'a push service did not accept a push',
          );
        }
      }),
    );
  }

  #now(): string {
    return toUtcString(this.#deps.clock.now());
  }
}

/** The push service's host, for the log (the endpoint's path identifies the device). */
const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return null;
  }
};

const canonical = (base64url: string) => Buffer.from(base64url, 'base64url').toString('base64url');

/** A P-256 public key (a point on the curve) and a 16-byte authentication secret. */
function validKeys(p256dh: string, auth: string): boolean {
  const publicKey = Buffer.from(p256dh, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 4) return false;
  if (Buffer.from(auth, 'base64url').length !== 16) return false;
  try {
    // Throws unless the key is a point on the curve.
    const curve = createECDH('prime256v1');
    curve.generateKeys();
    curve.computeSecret(publicKey);
    return true;
  } catch {
    return false;
  }
}

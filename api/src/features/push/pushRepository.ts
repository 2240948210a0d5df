import { sql } from 'kysely';
import type { Db } from '../../db/db.ts';

/** The push queries; pushService.ts holds the rules. */

export interface DeviceKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Save a member's subscription: a new endpoint is added; a known one (the same browser
 * subscribing again, or another member signing in on it) becomes this member's with these
 * keys, counting from now when it changed hands.
 */
export async function saveSubscription(db: Db, userId: number, device: DeviceKeys, at: string) {
  await db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, ...device, created_at: at, last_used_at: null })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        p256dh: (eb) => eb.ref('excluded.p256dh'),
        auth: (eb) => eb.ref('excluded.auth'),
        created_at: sql<string>`CASE WHEN push_subscriptions.user_id = excluded.user_id
          THEN push_subscriptions.created_at ELSE excluded.created_at END`,
        user_id: (eb) => eb.ref('excluded.user_id'),
      }),
    )
    .execute();
}

/** Remove a member's oldest devices beyond `keep` (the newest kept). */
export async function keepNewestDevices(db: Db, userId: number, keep: number) {
  const kept = db
    .selectFrom('push_subscriptions as k')
    .select('k.subscription_id')
    .where('k.user_id', '=', userId)
    .orderBy('k.created_at', 'desc')
    .orderBy('k.subscription_id', 'desc')
    .limit(keep);
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('subscription_id', 'not in', kept)
    .execute();
}

/** Remove a member's subscription by its endpoint; answers whether there was one. */
export async function removeSubscription(db: Db, userId: number, endpoint: string) {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every device of a member, the oldest first. */
export function subscriptionsOf(db: Db, userId: number) {
  return db
    .selectFrom('push_subscriptions')
    .select(['subscription_id', 'endpoint', 'p256dh', 'auth', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('subscription_id')
    .execute();
}

export type Device = Awaited<ReturnType<typeof subscriptionsOf>>[number];

/** Forget a device its push service no longer knows (404, 410). */
export async function removeDevice(db: Db, subscriptionId: number) {
  await db.deleteFrom('push_subscriptions').where('subscription_id', '=', subscriptionId).execute();
}

export async function removeDevicesOf(db: Db, userId: number) {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
}

/** A push to the device was accepted by its push service. */
export async function deviceUsed(db: Db, subscriptionId: number, at: string) {
  await db
    .updateTable('push_subscriptions')
    .set({ last_used_at: at })
    .where('subscription_id', '=', subscriptionId)
    .execute();
}

/**
 * Claim the push of a notification's rise (`raisedAt`: its updated_at then): true once per
 * rise, so announcing the same unread notification again (a count that went down, a second
 * process) never pushes it twice.
 */
export async function claimRise(db: Db, notificationId: number, raisedAt: string) {
  const result = await db
    .insertInto('pushed_notifications')
    .values({ notification_id: notificationId, raised_at: raisedAt })
    .onConflict((oc) =>
      oc
        .column('notification_id')
        .doUpdateSet({ raised_at: (eb) => eb.ref('excluded.raised_at') })
        .where('pushed_notifications.raised_at', '<', (eb) => eb.ref('excluded.raised_at')),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The member's interface language (users.language_id), if the member is active. */
export async function memberLanguage(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('languages as l', 'l.language_id', 'u.language_id')
    .select('l.iso_code')
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
  return row?.iso_code;
}

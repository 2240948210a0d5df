import type { Kysely } from 'kysely';

/**
 * Web push (features/push). `push_subscriptions`: the devices a member turned notifications
 * on for, one row per browser subscription (its push service's endpoint, unique, and the
 * keys the payload is encrypted to); a member may have several. `pushed_notifications`:
 * which rise of a notification (its `updated_at`) was last pushed, so each is pushed once
 * however often the unread count is announced; it goes with the notification.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('subscription_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    // The browser's P-256 public key and its 16-byte authentication secret, base64url.
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The last push its service accepted; null until then.
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_by_user')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('pushed_notifications')
    .addColumn('notification_id', 'integer', (c) =>
      c.primaryKey().references('notifications.notification_id').onDelete('cascade'),
    )
    .addColumn('raised_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pushed_notifications').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}

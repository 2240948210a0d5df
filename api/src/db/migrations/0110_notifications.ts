import type { Kysely } from 'kysely';

/**
 * Notifications (issue: notifications, item 1). A notification keeps ids and actors, never
 * text. `notifications` holds one row per recipient and group (`group_key`, unique per
 * recipient: one comment, one reply, one liked post or comment, one thread, one notice);
 * `notification_acts` who made it and with what (the comment or reply, 0 for a like), one
 * row per act, so a grouped row counts its actors and an unlike or a deleted comment takes
 * one act away; `notification_settings` the types a member turned off or back on (no row:
 * on).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('notification_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('notification_type', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('feed_id', 'integer')
    .addColumn('comment_id', 'integer')
    .addColumn('parent_comment_id', 'integer')
    .addColumn('notice_id', 'integer')
    .addColumn('is_read', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('notifications_group', ['user_id', 'group_key'])
    .execute();
  // What a deleted post or comment takes away with it.
  await db.schema
    .createIndex('notifications_by_feed')
    .on('notifications')
    .column('feed_id')
    .execute();
  await db.schema
    .createIndex('notifications_by_comment')
    .on('notifications')
    .column('comment_id')
    .execute();
  await db.schema
    .createIndex('notifications_by_parent_comment')
    .on('notifications')
    .column('parent_comment_id')
    .execute();

  await db.schema
    .createTable('notification_acts')
    .addColumn('act_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('notification_id', 'integer', (c) =>
      c.notNull().references('notifications.notification_id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.user_id'))
    // The comment or reply of the act; 0 for a like.
    .addColumn('comment_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('acted_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('notification_acts_once', ['notification_id', 'actor_id', 'comment_id'])
    .execute();
  await db.schema
    .createIndex('notification_acts_by_comment')
    .on('notification_acts')
    .column('comment_id')
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('notification_type', 'text', (c) => c.notNull())
    .addColumn('enabled', 'text', (c) => c.notNull())
    // When the member last turned this type on or off.
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'notification_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.dropTable('notification_acts').execute();
  await db.schema.dropTable('notifications').execute();
}

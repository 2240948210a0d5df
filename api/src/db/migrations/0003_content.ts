import type { Kysely } from 'kysely';

/**
 * Content: categories, posts (feeds) with images and translations, comments and replies
 * with translations, likes, reports, search history and the link-preview cache.
 * Posts and comments are soft-deleted (deleted_at) so counts, reports and paging cursors
 * keep pointing at a row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('category_id', 'integer', (c) => c.primaryKey().autoIncrement())
    // Stable machine name; also the icon file name (<icon_name>.svg and <icon_name>_w.svg).
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('icon_name', 'text', (c) => c.notNull())
    // JSON text: the feed types a member may post in this category, e.g. '["PUBLIC","NATION"]'.
    .addColumn('category_type', 'text', (c) => c.notNull().defaultTo('["PUBLIC"]'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    // Who may post: 'MEMBER' (any member) or 'OFFICIAL' (official accounts only).
    .addColumn('write_permission', 'text', (c) => c.notNull().defaultTo('MEMBER'))
    .execute();
  await db.schema
    .createTable('category_translations')
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('categories.category_id').onDelete('cascade'),
    )
    .addColumn('iso_code', 'text', (c) => c.notNull())
    .addColumn('category_name', 'text', (c) => c.notNull())
    // Optional per-language icon; null means the category's own icon.
    .addColumn('icon_name', 'text')
    .addPrimaryKeyConstraint('category_translations_pk', ['category_id', 'iso_code'])
    .execute();

  await db.schema
    .createTable('feeds')
    .addColumn('feed_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.category_id'))
    .addColumn('feed_type', 'text', (c) => c.notNull().defaultTo('PUBLIC'))
    // The author's nation when written: NATION posts are shown to members of that nation.
    .addColumn('nation_id', 'integer', (c) => c.references('nations.nation_id'))
    .addColumn('feed_title', 'text', (c) => c.notNull())
    .addColumn('feed_text', 'text', (c) => c.notNull())
    .addColumn('detected_language_code', 'text')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('feeds_newest')
    .on('feeds')
    .columns(['created_at desc', 'feed_id desc'])
    .execute();
  await db.schema
    .createIndex('feeds_by_category')
    .on('feeds')
    .columns(['category_id', 'created_at desc', 'feed_id desc'])
    .execute();
  await db.schema
    .createIndex('feeds_by_user')
    .on('feeds')
    .columns(['user_id', 'created_at desc', 'feed_id desc'])
    .execute();

  await db.schema
    .createTable('feed_images')
    .addColumn('image_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('feed_id', 'integer', (c) =>
      c.notNull().references('feeds.feed_id').onDelete('cascade'),
    )
    // Paths relative to STORAGE_DIR, served under /api/files/.
    .addColumn('original_path', 'text', (c) => c.notNull())
    .addColumn('thumbnail_path', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('feed_images_by_feed')
    .on('feed_images')
    .columns(['feed_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('feed_translations')
    .addColumn('feed_id', 'integer', (c) =>
      c.notNull().references('feeds.feed_id').onDelete('cascade'),
    )
    // As the interface spells it: 'en', 'zh-CN'.
    .addColumn('iso_code', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('text', 'text')
    // 'PENDING' (queued), 'DONE' (title and text filled) or 'FAILED'.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_translations_pk', ['feed_id', 'iso_code'])
    .execute();

  await db.schema
    .createTable('feed_likes')
    .addColumn('feed_id', 'integer', (c) =>
      c.notNull().references('feeds.feed_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_likes_pk', ['feed_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('feed_likes_by_user')
    .on('feed_likes')
    .columns(['user_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('feed_reports')
    .addColumn('feed_id', 'integer', (c) =>
      c.notNull().references('feeds.feed_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_reports_pk', ['feed_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('comment_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('feed_id', 'integer', (c) =>
      c.notNull().references('feeds.feed_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('parent_comment_id', 'integer', (c) => c.references('comments.comment_id'))
    .addColumn('comment_text', 'text', (c) => c.notNull())
    .addColumn('detected_language_code', 'text')
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('child_comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('comments_by_feed')
    .on('comments')
    .columns(['feed_id', 'parent_comment_id', 'created_at', 'comment_id'])
    .execute();
  await db.schema
    .createIndex('comments_by_parent')
    .on('comments')
    .columns(['parent_comment_id', 'created_at', 'comment_id'])
    .execute();

  await db.schema
    .createTable('comment_translations')
    .addColumn('comment_id', 'integer', (c) =>
      c.notNull().references('comments.comment_id').onDelete('cascade'),
    )
    .addColumn('iso_code', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_translations_pk', ['comment_id', 'iso_code'])
    .execute();

  await db.schema
    .createTable('comment_likes')
    .addColumn('comment_id', 'integer', (c) =>
      c.notNull().references('comments.comment_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_likes_pk', ['comment_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('comment_reports')
    .addColumn('comment_id', 'integer', (c) =>
      c.notNull().references('comments.comment_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_reports_pk', ['comment_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('search_history')
    .addColumn('search_history_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('searched_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('search_history_unique', ['user_id', 'search_text'])
    .execute();
  await db.schema
    .createIndex('search_history_newest')
    .on('search_history')
    .columns(['user_id', 'searched_at desc'])
    .execute();

  await db.schema
    .createTable('link_preview_cache')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('json', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'link_preview_cache',
    'search_history',
    'comment_reports',
    'comment_likes',
    'comment_translations',
    'comments',
    'feed_reports',
    'feed_likes',
    'feed_translations',
    'feed_images',
    'feeds',
    'category_translations',
    'categories',
  ])
    await db.schema.dropTable(table).execute();
}

import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('languages')
    .addColumn('language_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('iso_code', 'text', (c) => c.notNull().unique())
    .addColumn('language_name', 'text', (c) => c.notNull())
    .addColumn('language_name_en', 'text', (c) => c.notNull())
    .addColumn('translate_support', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('nations')
    .addColumn('nation_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('nation_code', 'text', (c) => c.notNull().unique())
    .addColumn('nation_name', 'text', (c) => c.notNull())
    .addColumn('official_name_en', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('users')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('nation_id', 'integer', (c) => c.references('nations.nation_id'))
    .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.language_id'))
    .addColumn('self_introduce', 'text')
    .addColumn('profile_image_path', 'text')
    .addColumn('is_official', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    .execute();
  // Nicknames are unique among active members, compared case-insensitively.
  await sql`CREATE UNIQUE INDEX users_active_nickname ON users (lower(nickname)) WHERE status = 'ACTIVE'`.execute(
    db,
  );
  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_blocks', 'users', 'nations', 'languages'])
    await db.schema.dropTable(table).execute();
}

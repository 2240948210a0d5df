import type { Kysely } from 'kysely';

/**
 * Identity: sign-in codes (hashed), the log that rate-limits code sends, refresh-session
 * families and their rotating tokens (hashed), sign-up consents, terms documents,
 * notices with their translations, and share logs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verification_codes')
    .addColumn('code_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('superseded_at', 'text')
    .execute();
  await db.schema
    .createIndex('verification_codes_email')
    .on('verification_codes')
    .columns(['email', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('code_send_log')
    .addColumn('log_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('code_send_log_email')
    .on('code_send_log')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('code_send_log_ip')
    .on('code_send_log')
    .columns(['client_ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('session_families')
    .addColumn('family_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema
    .createIndex('session_families_user')
    .on('session_families')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) =>
      c.notNull().references('session_families.family_id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('rotated_at', 'text')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_family')
    .on('refresh_tokens')
    .column('family_id')
    .execute();

  await db.schema
    .createTable('user_consents')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('consent_type', 'text', (c) => c.notNull())
    .addColumn('agreed', 'text', (c) => c.notNull())
    .addColumn('terms_version', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_consents_pk', ['user_id', 'consent_type'])
    .execute();

  await db.schema
    .createTable('terms_documents')
    .addColumn('terms_document_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('terms_type', 'text', (c) => c.notNull())
    .addColumn('terms_version', 'integer', (c) => c.notNull())
    .addColumn('iso_code', 'text', (c) => c.notNull())
    .addColumn('announcement_date', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('contents', 'text', (c) => c.notNull())
    .addUniqueConstraint('terms_documents_version', ['terms_type', 'terms_version', 'iso_code'])
    .execute();

  await db.schema
    .createTable('notices')
    .addColumn('notice_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('is_fixed', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createTable('notice_translations')
    .addColumn('notice_id', 'integer', (c) =>
      c.notNull().references('notices.notice_id').onDelete('cascade'),
    )
    .addColumn('iso_code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_translations_pk', ['notice_id', 'iso_code'])
    .execute();

  await db.schema
    .createTable('share_logs')
    .addColumn('share_log_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('share_id', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.user_id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'share_logs',
    'notice_translations',
    'notices',
    'terms_documents',
    'user_consents',
    'refresh_tokens',
    'session_families',
    'code_send_log',
    'verification_codes',
  ])
    await db.schema.dropTable(table).execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * Stored files not yet referenced by a committed row (features/files/pendingFiles.ts): an
 * upload claims each key before writing it and the transaction that references the files
 * deletes their claims. A claim past `claimed_until` belongs to a write that died (a crash,
 * `kill -9`, a lost database): its files are removed by the sweep, in any API process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_files')
    .addColumn('storage_key', 'text', (c) => c.primaryKey())
    .addColumn('claimed_until', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX pending_files_claimed_until ON pending_files (claimed_until)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_files').execute();
}

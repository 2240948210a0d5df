import { sql, type Kysely } from 'kysely';

/**
 * One row per counted action (a code send, a failed code, a login, a write), kept in the
 * database so every API process sees the same counts. Rows older than a day are swept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('hit_id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX rate_limit_hits_lookup ON rate_limit_hits (bucket, subject, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}

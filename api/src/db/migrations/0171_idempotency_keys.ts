import type { Kysely } from 'kysely';

/**
 * `idempotency_keys`: the Idempotency-Key of each member's writes (http/idempotency.ts),
 * kept 24 hours so a write sent again (an offline queue, a retry after a lost answer) is
 * answered its first answer instead of running twice. One row per member and key: the
 * primary key is what makes claiming a key atomic on SQLite and PostgreSQL alike, across
 * API processes.
 * - `method`, `route`, `request_hash`: the call the key was first used for (the route's
 *   path pattern, and a SHA-256 of its path parameters, query and JSON body); another call
 *   with the same key is refused.
 * - `claimed_by`, `claimed_until`: the request running it (a random token) and until when
 *   its claim holds; the running process renews it, so a claim whose process died lapses
 *   and the key can be taken over.
 * - `response_status`, `response_body`: the answer once there is one (NULL while running).
 * - `created_at`: when the key was claimed; after 24 hours the row is swept or taken over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_at')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}

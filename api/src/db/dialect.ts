import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether a DATABASE_URL names a PostgreSQL server rather than a SQLite file. */
export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(ql)?:\/\//.test(databaseUrl);
}

/**
 * Whether a Kysely instance (any schema, a migration's included) talks to PostgreSQL: the
 * few places where the two databases need different SQL ask this.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database: only the adapter is read
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';

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

/** The first keys of the advisory locks below, one per kind of work. */
export const LOCK_SCOPES = {
  reindexFeed: 7_305_512,
  recordSearch: 7_305_513,
  /** A post's comment_count, recounted (commentRepository.ts). */
  commentCount: 7_305_514,
  /** A comment's child_comment_count, recounted. */
  replyCount: 7_305_515,
  /** The reports on a post, comment or member, counted against the hiding threshold. */
  feedReports: 7_305_516,
  commentReports: 7_305_517,
  userReports: 7_305_518,
} as const;

/**
 * Inside a transaction, wait for any other transaction (of any API process) holding the
 * same scope and id, until this one ends. PostgreSQL only: SQLite's writes are serialised
 * already. For read-then-write steps that two processes could otherwise interleave.
 */
export async function lockWithinTransaction(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database
  trx: Transaction<any>,
  scope: (typeof LOCK_SCOPES)[keyof typeof LOCK_SCOPES],
  id: number,
): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`SELECT pg_advisory_xact_lock(${scope}, ${id})`.execute(trx);
}

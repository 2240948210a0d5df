import { sql } from 'kysely';
import type { Db } from './db.ts';
import { isPostgres } from './dialect.ts';
import { CHANGE_LOG } from './migrations/0100_cache_changes.ts';

/**
 * Search tables SQLite keeps as FTS5 virtual tables (with shadow tables of their own):
 * feed_search is read through its rowid, and the contentless bigram index, which cannot
 * be read back, is rebuilt from it.
 */
const SEARCH_TABLE = 'feed_search';
const BIGRAM_TABLE = 'feed_search_bigrams';
const TITLE_BIGRAM_TABLE = 'feed_search_title_bigrams';

/**
 * A target holding any of these has been used: db:copy refuses it. Other rows a fresh
 * database holds (reference data its migrations wrote, such as the categories) are
 * replaced by the source's, which its own migrations wrote.
 */
const CONTENT_TABLES = ['users', 'feeds', 'comments'];

export interface CopyReport {
  /** Rows copied per table, in the order the tables were filled. */
  tables: { table: string; rows: number }[];
}

type Row = Record<string, unknown>;

/** Tables in an order where every table comes after the tables it references. */
async function tablesInReferenceOrder(target: Db): Promise<string[]> {
  const tables = (await target.introspection.getTables()).map((table) => table.name);
  const references = await sql<{ child: string; parent: string }>`
    SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
    FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`.execute(
    target,
  );
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const { child, parent } of references.rows) {
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, path);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, new Set());
  return ordered;
}

/**
 * Copy every row of a SQLite database into a migrated, empty PostgreSQL database, in one
 * transaction: same ids, same text, the search index rebuilt, identity counters moved
 * past the copied ids. Both databases must be at the same migration (open both with
 * openDatabase first). Refuses a target that holds members, posts or comments.
 * `bigramDocument` is the search feature's indexing of a text (passed in, so the database
 * layer does not reach up into a feature).
 */
export async function copySqliteToPostgres(
  source: Db,
  target: Db,
  bigramDocument: (...texts: string[]) => string,
): Promise<CopyReport> {
  if (isPostgres(source) || !isPostgres(target)) {
    throw new Error('db:copy copies a SQLite database into a PostgreSQL one');
  }
  const sourceTables = new Map(
    (await source.introspection.getTables()).map((table) => [
      table.name,
      new Set(table.columns.map((column) => column.name)),
    ]),
  );
  const targetTables = new Map(
    (await target.introspection.getTables()).map((table) => [
      table.name,
      table.columns.map((column) => column.name),
    ]),
  );
  const order = await tablesInReferenceOrder(target);
  const report: CopyReport = { tables: [] };

  await target.transaction().execute(async (trx) => {
    for (const table of CONTENT_TABLES) {
      const rows = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(
        trx,
      );
      if (Number(rows.rows[0]?.n) > 0) {
        throw new Error(`the target database is not empty: ${table} has rows`);
      }
    }
    // Children first, so every row can go whatever points at it.
    for (const table of [...order].reverse()) {
      await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
    }

    for (const table of order) {
      const targetColumns = targetTables.get(table) ?? [];
      const sourceColumns = sourceTables.get(table);
      // The change log is each database's own (the copy's triggers write the target's).
      if (table === BIGRAM_TABLE || table === TITLE_BIGRAM_TABLE || table === CHANGE_LOG) continue;
      if (!sourceColumns) continue;
      let rows: Row[];
      if (table === SEARCH_TABLE) {
        rows = (
          await sql<Row>`SELECT rowid, title, body FROM feed_search ORDER BY rowid`.execute(source)
        ).rows;
      } else {
        const columns = targetColumns.filter((column) => sourceColumns.has(column));
        // In rowid order: a row referring to another of its table (a reply) follows it.
        rows = (
          await sql<Row>`SELECT ${sql.join(columns.map((c) => sql.ref(c)))}
            FROM ${sql.table(table)} ORDER BY rowid`.execute(source)
        ).rows;
      }
      await insertInBatches(trx, table, rows);
      report.tables.push({ table, rows: rows.length });
      if (table === SEARCH_TABLE) {
        const grams = rows.map((row) => ({
          rowid: row.rowid,
          grams: bigramDocument(String(row.title), String(row.body)),
        }));
        await insertInBatches(trx, BIGRAM_TABLE, grams);
        report.tables.push({ table: BIGRAM_TABLE, rows: grams.length });
        const titleGrams = rows.map((row) => ({
          rowid: row.rowid,
          grams: bigramDocument(String(row.title)),
        }));
        await insertInBatches(trx, TITLE_BIGRAM_TABLE, titleGrams);
        report.tables.push({ table: TITLE_BIGRAM_TABLE, rows: titleGrams.length });
      }
    }

    // Identity columns continue after the highest copied id.
    const identities = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND is_identity = 'YES'`.execute(trx);
    for (const { table_name: table, column_name: column } of identities.rows) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}),
        coalesce((SELECT max(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
        trx,
      );
    }
  });
  await sql`ANALYZE`.execute(target);
  return report;
}

/** PostgreSQL takes at most 65535 parameters per statement. */
const MAX_PARAMETERS = 60_000;

async function insertInBatches(db: Db, table: string, rows: Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size);
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      VALUES ${sql.join(batch.map((row) => sql`(${sql.join(columns.map((c) => row[c]))})`))}`.execute(
      db,
    );
  }
}

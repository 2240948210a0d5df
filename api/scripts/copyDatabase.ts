/**
 * `npm run db:copy -- --from data/kfeed.sqlite --to postgres://user@host/kfeed`: move a
 * SQLite database into an empty PostgreSQL database. Both are migrated to the newest
 * migration first; the copy is one transaction (all or nothing) and prints the rows per
 * table. Stop the API first so nothing is written to the SQLite file meanwhile. `--to`
 * defaults to DATABASE_URL.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_URL } from '../src/config.ts';
import { isPostgresUrl, openDatabase } from '../src/db/database.ts';
import { copySqliteToPostgres } from '../src/db/copyDatabase.ts';
import { bigramDocument } from '../src/features/search/bigrams.ts';

const { values } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' } },
});
const from = values.from ?? DEFAULT_DATABASE_URL;
const to = values.to ?? process.env.DATABASE_URL ?? '';
if (isPostgresUrl(from) || !isPostgresUrl(to)) {
  console.error('usage: npm run db:copy -- --from <sqlite file> --to postgres://...');
  process.exit(2);
}

const source = await openDatabase(from);
const target = await openDatabase(to);
try {
  const report = await copySqliteToPostgres(source, target, bigramDocument);
  for (const { table, rows } of report.tables) console.log(`${table.padEnd(28)} ${rows}`);
  console.log('copied');
} catch (error) {
  console.error(`db:copy failed, nothing was copied: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await source.destroy();
  await target.destroy();
}

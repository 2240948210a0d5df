/**
 * `npm run db:migrate`: bring the database named by DATABASE_URL (a SQLite file or a
 * postgres:// URL; by default data/kfeed.sqlite) to the newest migration, then stop. The
 * API migrates on start too; this is for deployments that migrate before starting it.
 * Several processes migrating at once are safe: Kysely's migrator takes a lock.
 */
import { DEFAULT_DATABASE_URL } from '../src/config.ts';
import { isPostgresUrl, openDatabase } from '../src/db/database.ts';

const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const db = await openDatabase(databaseUrl);
await db.destroy();
console.log(`${isPostgresUrl(databaseUrl) ? 'PostgreSQL' : 'SQLite'} database migrated`);

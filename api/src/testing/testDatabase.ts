import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/**
 * Set to a PostgreSQL superuser URL (by scripts/withPostgres.ts) to run the API's tests on
 * PostgreSQL: each test database is then a fresh PostgreSQL database on that server.
 */
export const TEST_POSTGRES_ENV = 'KFEED_TEST_POSTGRES_URL';

export interface TestDatabase {
  /** A DATABASE_URL: a SQLite file in the test's folder, or a postgres:// URL. */
  url: string;
  /** Remove the database (close every connection to it first). */
  drop(): Promise<void>;
}

export function testPostgresAdminUrl(): string | undefined {
  return process.env[TEST_POSTGRES_ENV] || undefined;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated, empty database the wrapper may prepare (scripts/withPostgres.ts): copying it
 * is much cheaper than migrating every test's database.
 */
export const TEST_POSTGRES_TEMPLATE_ENV = 'KFEED_TEST_POSTGRES_TEMPLATE';

/**
 * A new PostgreSQL database on the server of `adminUrl`: a copy of the migrated template
 * when there is one, unless `empty` asks for a database without even the migrations.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  { empty = false } = {},
): Promise<TestDatabase> {
  const name = `kfeed_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const template = empty ? undefined : process.env[TEST_POSTGRES_TEMPLATE_ENV];
  await withAdmin(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdmin(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/**
 * The database a test uses: a SQLite file in `dir`, or, when the tests run on PostgreSQL,
 * a database of its own on the test server (so test files can run in parallel).
 */
export async function createTestDatabase(
  dir: string,
  { fileName = 'kfeed.sqlite', empty = false } = {},
) {
  const adminUrl = testPostgresAdminUrl();
  if (adminUrl) return createPostgresDatabase(adminUrl, { empty });
  return { url: path.join(dir, fileName), drop: async () => {} } satisfies TestDatabase;
}

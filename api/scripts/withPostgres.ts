/**
 * Run a command with a throw-away PostgreSQL server on loopback, its superuser URL in
 * KFEED_TEST_POSTGRES_URL; the server and its files are removed afterwards.
 *
 *   node --import tsx api/scripts/withPostgres.ts -- jest --selectProjects api
 *
 * Without PostgreSQL installed this fails, unless KFEED_SKIP_POSTGRES=1 is set: then it
 * says so and skips the command.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { postgresInstalled, startThrowawayPostgres } from '../src/testing/throwawayPostgres.ts';
import { openDatabase } from '../src/db/database.ts';
import { TEST_POSTGRES_ENV, TEST_POSTGRES_TEMPLATE_ENV } from '../src/testing/testDatabase.ts';

async function createTemplate(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Migrated, then left without connections: a template must have none to be copied.
  const db = await openDatabase(url.toString());
  await db.destroy();
}

const separator = process.argv.indexOf('--');
const [command, ...args] = process.argv.slice(separator === -1 ? 2 : separator + 1);
if (!command) {
  console.error('usage: withPostgres.ts -- <command> [args...]');
  process.exit(2);
}

if (!postgresInstalled() && process.env.KFEED_SKIP_POSTGRES === '1') {
  console.warn(
    'KFEED_SKIP_POSTGRES=1 and PostgreSQL is not installed: the PostgreSQL run is SKIPPED.',
  );
  process.exit(0);
}

const port = process.env.KFEED_TEST_POSTGRES_PORT
  ? Number(process.env.KFEED_TEST_POSTGRES_PORT)
  : undefined;
const server = await startThrowawayPostgres(port).catch((error: unknown) => {
  console.error(`The PostgreSQL run cannot start: ${(error as Error).message}`);
  console.error('(A machine without PostgreSQL may skip it with KFEED_SKIP_POSTGRES=1.)');
  process.exit(1);
});
console.log(`PostgreSQL for tests at ${server.adminUrl}`);
// One migrated database for the tests' databases to be copied from.
const template = 'kfeed_template';
await createTemplate(server.adminUrl, template);
const child = spawn(command, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    [TEST_POSTGRES_ENV]: server.adminUrl,
    [TEST_POSTGRES_TEMPLATE_ENV]: template,
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  server.stop();
  process.exit(code ?? (signal ? 1 : 0));
});

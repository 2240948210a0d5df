import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/db.ts';
import { ManualClock } from '../clock.ts';
import { buildApp } from '../app.ts';
import { createStorage } from '../features/files/createStorage.ts';
import type { Storage } from '../features/files/storage.ts';
import { warmUpLanguageDetector } from '../features/translation/languageDetector.ts';
import { createTestDatabase } from './testDatabase.ts';

/**
 * Load the language detector's tables now, as main.ts does at start (a test server leaves
 * them to its first post or comment): for tests that time a burst of writes.
 */
export const warmUpDetector = (): Promise<void> => warmUpLanguageDetector();

/** A secret long enough to be accepted, used only by the API's tests. */
export const TEST_JWT_SECRET = 'api-tests-only-signing-secret-0123456789';

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  config: Config;
  /** The stored files the server uses (the driver its configuration names). */
  storage: Storage;
  dir: string;
  close(): Promise<void>;
}

/**
 * A real API server on 127.0.0.1 over a real SQLite file in a fresh temporary folder (or
 * a fresh database on the test PostgreSQL server, see testDatabase.ts), with a clock the
 * test moves by hand. Pass `env` to set any configuration variable.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kfeed-api-test-'));
  const database = await createTestDatabase(dir);
  const config = loadConfig({
    // Tests ask for the development conveniences (outbox, adjustable code lifetime) outright.
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    STORAGE_DIR: path.join(dir, 'storage'),
    // What the server generates on first start (VAPID keys) stays in the test's folder, on
    // PostgreSQL too (where it would default to the repository's data/).
    DATA_DIR: dir,
    JWT_SECRET: TEST_JWT_SECRET,
    // Journeys write a lot in a moment; the limit tests set their own factor.
    WRITE_LIMIT_FACTOR: '100',
    ...env,
  });
  const clock = new ManualClock(new Date());
  const db = await openDatabase(config.databaseUrl);
  const storage = createStorage(config);
  const app = await buildApp({ config, db, clock, logger: false, storage });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db,
    clock,
    config,
    storage,
    dir,
    async close() {
      await app.close();
      await db.destroy();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

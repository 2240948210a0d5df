import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { systemClock } from './clock.ts';
import { buildApp } from './app.ts';
import { seedDemoData } from './seed/seed.ts';
import { warmUpLanguageDetector } from './features/translation/languageDetector.ts';
import { createStorage } from './features/files/createStorage.ts';
import { translationStartupReport } from './features/translation/startupReport.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`KFeed API not started: ${error.message}`);
  process.exit(1);
}
const db = await openDatabase(config.databaseUrl, { backgroundCheckpoints: true });
const storage = createStorage(config);
if (config.seedDemoData)
  await seedDemoData(db, systemClock, { storage, storageDir: config.storageDir });
const app = await buildApp({ config, db, clock: systemClock, storage });
await app.listen({ port: config.port, host: config.host });
// Once, as plain text for the operator: standard output carries the JSON log lines.
if (config.logLevel !== 'silent') console.warn(translationStartupReport(config.translation.routes));
// Load the language tables now rather than on the first post or comment.
void warmUpLanguageDetector().catch((error: unknown) =>
  app.log.warn({ err: error }, 'language detection tables could not be loaded'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
}

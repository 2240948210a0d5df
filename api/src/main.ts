import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { systemClock } from './clock.ts';
import { buildApp } from './app.ts';
import { seedDemoData } from './seed/seed.ts';

const config = loadConfig();
const db = await openDatabase(config.databaseUrl);
if (config.seedDemoData) await seedDemoData(db, systemClock, { storageDir: config.storageDir });
const app = await buildApp({ config, db, clock: systemClock });
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
}

import path from 'node:path';
import { migrateDatabase, openDatabase, seedDatabase } from '@upline/db';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { systemClock, type AppDeps } from './deps.js';
import { createCardGateway, preloadConfiguredProviders } from './features/payments/payment-providers.js';
import { startJobs } from './jobs-list.js';
import { createOutboxMailer } from './platform/mailer.js';
import { createStorage } from './platform/storage-config.js';

/** Starts the shop: configuration, database (migrated, and seeded on the embedded default), HTTP. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  await migrateDatabase(handle);
  if (config.seedOnStart) await seedDatabase(handle.db, { timeZone: config.shopTimeZone });

  const storage = createStorage(config);
  // Stripe when STRIPE_SECRET_KEY is set, else the built-in test gateway; PayPal is on with its keys.
  const payments = createCardGateway(config);
  const mailer = createOutboxMailer(handle.db, () => systemClock.now());
  const deps: AppDeps = { db: handle.db, config, clock: systemClock, storage, payments, mailer };
  const app = await buildApp(deps);
  const jobs = config.jobsEnabled ? startJobs(deps, app.log) : null;
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await jobs?.stop();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  preloadConfiguredProviders(config);
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  app.log.info(`Upline is serving http://localhost:${config.port} (database: ${where})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

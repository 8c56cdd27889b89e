// Migrates, then seeds the demo data into DATABASE_URL or the embedded PGlite at ./data/pglite.
// ADMIN_PASSWORD sets the staff admin's password when the account is created;
// SEED_DEMO_MEMBERS=false leaves out the demo sponsor tree (production).
import { migrateDatabase } from '../migrate-database.js';
import { openDatabase } from '../open-database.js';
import { seedDatabase } from '../seed/index.js';

const handle = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: './data/pglite' });
try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, {
    adminPassword: process.env.ADMIN_PASSWORD || undefined,
    includeDemoMembers: process.env.SEED_DEMO_MEMBERS !== 'false',
  });
  console.log(`Seed applied (${handle.kind}).`);
} finally {
  await handle.close();
}

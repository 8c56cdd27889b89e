// Applies the migrations to DATABASE_URL, or to the embedded PGlite database at ./data/pglite.
import { migrateDatabase } from '../migrate-database.js';
import { openDatabase } from '../open-database.js';

const handle = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: './data/pglite' });
try {
  await migrateDatabase(handle);
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}

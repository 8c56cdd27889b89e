// Public entry of @upline/db: connection, migrations, seed and the schema.
export type { Database, DbHandle, Schema, Transaction } from './database.js';
export { openDatabase, type OpenDatabaseOptions } from './open-database.js';
export { migrateDatabase, migrationsFolder } from './migrate-database.js';
export { seedDatabase, type SeedOptions } from './seed/index.js';
export { insertIntoTree, uplineIds } from './tree.js';
export * as schema from './schema/index.js';

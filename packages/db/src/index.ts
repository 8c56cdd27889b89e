// Public entry of @upline/db: connection, migrations, seed and the schema.
export type { Database, DbHandle, QueryResultHKT, QueryRows, Schema, Transaction } from './database.js';
export { openDatabase, postgresPoolOf, type OpenDatabaseOptions } from './open-database.js';
export { queryPrepared, shiftPlaceholders } from './prepared-query.js';
export { columnList, tableRecord, tableRowReader } from './table-rows.js';
export { migrateDatabase, migrationsFolder } from './migrate-database.js';
export { seedDatabase, type SeedOptions } from './seed/index.js';
export { downlinePattern, insertIntoTree, lockTreeMoves, moveInTree, pathIds, TreeCycleError, uplineIds, type MemberType, type TreeNode } from './tree.js';
export * as schema from './schema/index.js';
export { containsPattern } from './like.js';

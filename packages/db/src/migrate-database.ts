// Applies the committed migrations with the drizzle migrator of the handle's driver.
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DbHandle } from './database.js';
import { poolOf } from './open-database.js';
import { packageFolder } from './package-folder.js';

/** The package's migrations folder, whatever the current directory. */
export const migrationsFolder = path.join(packageFolder, 'migrations');

/** Arbitrary constant naming the migration advisory lock. */
const migrationLockKey = 7_430_111;

export async function migrateDatabase(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const pool = poolOf(handle);
  if (!pool) throw new Error('migrateDatabase: this postgres handle was not opened by openDatabase');
  // Several API processes may start together: one migrates while the others wait on the lock,
  // then find nothing left to apply. The lock and the migration share one connection.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}

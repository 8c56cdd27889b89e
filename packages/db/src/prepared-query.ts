import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.js';
import { postgresPoolOf } from './open-database.js';

/**
 * Runs one of the shop's hot reads as a named prepared statement: on PostgreSQL each pooled
 * connection plans it once and then only executes it (planning a recursive tree read costs about
 * as much as a third of running it). `text` uses $1, $2… placeholders. On PGlite, or for a handle
 * that is not a pool's (a transaction), the statement runs as it is.
 */
export async function queryPrepared<Row>(db: Database, name: string, text: string, values: readonly unknown[]): Promise<Row[]> {
  const pool = postgresPoolOf(db);
  if (pool) return (await pool.query({ name, text, values: [...values] })).rows as Row[];
  const client = (db as unknown as { $client?: Pick<PGlite, 'query'> }).$client;
  if (!client) throw new Error(`queryPrepared(${name}): this database handle has no client`);
  return (await client.query<Row>(text, [...values])).rows;
}

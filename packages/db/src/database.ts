// The database type shared by both drivers (PGlite in-process, node-postgres for a server).
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;

/** A drizzle database over the whole schema; both drivers' databases are used through this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction of Database: accepted wherever a Database is, so helpers compose inside one. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** An open database: the drizzle handle, which driver it runs on, and raw SQL execution. */
export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Closes the pool or the PGlite instance (and anything the handle owns). */
  close(): Promise<void>;
  /** Runs parameterless SQL, possibly several statements. */
  exec(sql: string): Promise<void>;
}

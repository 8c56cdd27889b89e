// The database type shared by both drivers (PGlite in-process, node-postgres for a server).
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;

/**
 * What `db.execute()` answers on both drivers: node-postgres and PGlite results both carry
 * `rows` (other fields differ: rowCount vs affectedRows, so they are left out).
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

export interface QueryRows<TRow> {
  rows: TRow[];
}

/**
 * A drizzle database; both drivers' databases are used through this type. Queries name the
 * schema's tables themselves (`select().from(table)`): the handle carries no relational query
 * API, which would build a query builder for every table on each transaction (decision 0043).
 */
export type Database = PgDatabase<QueryResultHKT>;

/** A transaction of Database: accepted wherever a Database is, so helpers compose inside one. */
export type Transaction = PgTransaction<QueryResultHKT, NoRelations, ExtractTablesWithRelations<NoRelations>>;

type NoRelations = Record<string, never>;

/** An open database: the drizzle handle, which driver it runs on, and raw SQL execution. */
export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Closes the pool or the PGlite instance (and anything the handle owns). */
  close(): Promise<void>;
  /** Runs parameterless SQL, possibly several statements. */
  exec(sql: string): Promise<void>;
}

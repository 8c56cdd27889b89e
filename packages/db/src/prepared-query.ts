import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database, Transaction } from './database.js';
import { postgresPoolOf } from './open-database.js';

type PgliteQuery = Pick<PGlite, 'query'>;

/** The driver client a transaction runs on: a pooled node-postgres client, or PGlite's transaction. */
function sessionClient(handle: Database | Transaction): pg.Client | PgliteQuery | undefined {
  const session = (handle as unknown as { session?: { client?: unknown } }).session;
  const client = session?.client ?? (handle as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Client) return client;
  if (client && typeof (client as PgliteQuery).query === 'function') return client as PgliteQuery;
  return undefined;
}

/**
 * Runs one of the shop's hot statements as a named prepared statement: on PostgreSQL each
 * connection plans it once and then only executes it (planning a recursive tree read costs about
 * as much as a third of running it; drizzle's query building and PostgreSQL's parsing and planning
 * are most of what a small statement costs). `text` uses $1, $2… placeholders. Works on the pool
 * (any connection) and inside a transaction (on the transaction's connection, so it sees and takes
 * part in what the transaction does). On PGlite the statement runs as it is.
 */
export async function queryPrepared<Row>(handle: Database | Transaction, name: string, text: string, values: readonly unknown[]): Promise<Row[]> {
  const pool = postgresPoolOf(handle as Database);
  if (pool) return (await pool.query({ name, text, values: [...values] })).rows as Row[];
  const client = sessionClient(handle);
  if (!client) throw new Error(`queryPrepared(${name}): this database handle has no client`);
  if (client instanceof pg.Client) return (await client.query({ name, text, values: [...values] })).rows as Row[];
  return (await client.query<Row>(text, [...values])).rows;
}

/**
 * `text` with its placeholders $1, $2… numbered from `by` + 1, to run after another statement's
 * `by` parameters in one statement (a read with a claim, writes with a move). For the shop's own
 * statement texts, which hold no `$` in a literal.
 */
export function shiftPlaceholders(text: string, by: number): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + by}`);
}

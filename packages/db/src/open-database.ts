// Opens the database: PGlite (embedded) when no URL is given, a node-postgres pool otherwise.
// PGlite is loaded only when it is used: importing it costs a server on PostgreSQL about 40 MB.
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DbHandle } from './database.js';

export interface OpenDatabaseOptions {
  /** postgres:// URL of a server; when unset, PGlite is used. */
  url?: string;
  /** PGlite data directory, or 'memory://' for an in-memory database. Default ./data/pglite. */
  dataDir?: string;
}

// Raw int8 results (count(*), sums) come back as numbers on PGlite; make node-postgres agree so
// that queries behave the same on both drivers. Scoped to our pool, not the global pg types.
const int8AsNumber = (value: string) => Number(value);
const poolTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? int8AsNumber : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DbHandle> {
  if (opts.url) return openPostgres(opts.url);
  const { openPglite } = await import('./open-pglite.js');
  return openPglite(opts.dataDir ?? './data/pglite');
}

// Keyed by the drizzle instance, which survives handles that wrap another (test databases).
const pools = new WeakMap<Database, pg.Pool>();

/** The node-postgres pool behind a database, or undefined on PGlite (the process's own session locks use it). */
export function postgresPoolOf(db: Database): pg.Pool | undefined {
  return pools.get(db);
}

/** The node-postgres pool behind a 'postgres' handle (the migrator needs one dedicated client). */
export function poolOf(handle: DbHandle): pg.Pool | undefined {
  return pools.get(handle.db);
}

function openPostgres(url: string): DbHandle {
  // No JIT compilation: the shop's statements are index-driven and run in milliseconds, and
  // PostgreSQL's cost estimate can still cross the JIT threshold for one of them (a recursive
  // tree read over a million members), which then spends 15 to 30 ms compiling what it runs in 6
  // (decision 0033).
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10), types: poolTypes, options: '-c jit=off' });
  // An idle connection ended by the server (restart, failover, a dropped test database) is
  // discarded by the pool and replaced on next use; without a listener the event would crash
  // the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Database;
  const handle: DbHandle = {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    exec: async (sql) => {
      await pool.query(sql);
    },
  };
  pools.set(db, pool);
  return handle;
}

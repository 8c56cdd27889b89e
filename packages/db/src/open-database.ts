// Opens the database: PGlite (embedded) when no URL is given, a node-postgres pool otherwise.
import { mkdir } from 'node:fs/promises';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DbHandle } from './database.js';
import { unpackPgliteTemplate } from './pglite-template.js';
import * as schema from './schema/index.js';

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
  const dataDir = opts.dataDir ?? './data/pglite';
  if (dataDir !== 'memory://') {
    await mkdir(dataDir, { recursive: true });
    // A new database starts from the committed template rather than PGlite's initdb (decision 0026).
    await unpackPgliteTemplate(dataDir);
    // V8 compiles WebAssembly twice, a quick baseline first and optimised code for the functions
    // that run often; for PostgreSQL's 9 MB the second compiler held about 100 MB while the
    // migrations and the seed ran. The shop's embedded database keeps the baseline code.
    v8.setFlagsFromString('--liftoff-only');
  }
  return wrapPglite(await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, { startParams: pgliteStartParams }));
}

/**
 * The embedded server's settings. PGlite runs one session in the shop's own process, so the
 * server defaults sized for a hundred connections and a dedicated machine (128 MB of shared
 * buffers, 64 MB per index build) only cost memory: the demo database is 40 MB on disk.
 */
export const pgliteSettings: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  wal_buffers: '1MB',
  max_connections: '5',
  maintenance_work_mem: '16MB',
};

const pgliteStartParams = [...PGlite.defaultStartParams, ...Object.entries(pgliteSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];

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
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10), types: poolTypes });
  // An idle connection ended by the server (restart, failover, a dropped test database) is
  // discarded by the pool and replaced on next use; without a listener the event would crash
  // the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
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

/** Wraps an existing PGlite instance (also used for clones of a test template). */
export function wrapPglite(client: PGlite, onClose?: () => Promise<void>): DbHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
      await onClose?.();
    },
    exec: async (sql) => {
      await client.exec(sql);
    },
  };
}

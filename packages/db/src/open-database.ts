// Opens the database: PGlite (embedded) when no URL is given, a node-postgres pool otherwise.
// PGlite is loaded only when it is used: importing it costs a server on PostgreSQL about 40 MB.
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DbHandle, Transaction } from './database.js';

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
  db.transaction = pooledTransactions(db, pool);
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

type TransactionWork = Parameters<Database['transaction']>[0];
type TransactionConfig = Parameters<Database['transaction']>[1];
type DrizzleInternals = { dialect: ConstructorParameters<typeof NodePgSession>[1]; session: { schema: unknown; options: ConstructorParameters<typeof NodePgSession>[3] } };

/**
 * `db.transaction` on the pool, run as drizzle runs it (a connection from the pool, begin, the
 * work, commit; on a failure rollback and the failure again; the connection back to the pool),
 * with one drizzle transaction object per pooled connection, made the first time that connection
 * runs a transaction and reused after: drizzle itself makes a session and a transaction object
 * for every transaction and builds its begin and commit as SQL objects each time, a twentieth of
 * what a checkout allocates. A transaction with options (an isolation level, read only) is
 * drizzle's own. Savepoints (`tx.transaction`) are drizzle's, on the reused object.
 */
function pooledTransactions(db: Database, pool: pg.Pool): Database['transaction'] {
  const drizzleOwn = db.transaction.bind(db);
  const { dialect, session } = db as unknown as DrizzleInternals;
  const transactions = new WeakMap<pg.PoolClient, Transaction>();
  const transactionOf = (client: pg.PoolClient): Transaction => {
    let tx = transactions.get(client);
    if (!tx) {
      const clientSession = new NodePgSession(client, dialect, session.schema as never, session.options);
      tx = new NodePgTransaction(dialect, clientSession, session.schema as never) as unknown as Transaction;
      transactions.set(client, tx);
    }
    return tx;
  };
  return async <T>(work: TransactionWork, config?: TransactionConfig): Promise<T> => {
    if (config) return drizzleOwn(work, config) as Promise<T>;
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('begin');
      try {
        const result = (await work(transactionOf(client))) as T;
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch((rollbackFailed: unknown) => {
          // A connection that cannot roll back is not given to another transaction.
          broken = rollbackFailed instanceof Error ? rollbackFailed : new Error('rollback failed');
        });
        throw err;
      }
    } finally {
      client.release(broken);
    }
  };
}

import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { postgresPoolOf } from '@upline/db';

// Which API processes are alive, as PostgreSQL sees them: each process holds a session-level
// advisory lock named by its own random id, on one connection kept for the process's life. When
// a process dies, its connection closes and the server releases the lock at once, so another
// process can tell "crashed" from "still working" without waiting for any timestamp to expire.
// PGlite lives inside one process: any holder other than this process is a previous run.

/** The advisory-lock namespace of process ids ('UPLN'). */
const NAMESPACE = 0x55504c4e;

export interface ProcessLiveness {
  /** This process's id, stored beside the work it holds. */
  readonly id: number;
  /** Whether the process with this id still runs (true for this process). */
  isAlive(holder: number): Promise<boolean>;
  close(): Promise<void>;
}

const registry = new WeakMap<Database, Promise<ProcessLiveness>>();

async function start(db: Database): Promise<ProcessLiveness> {
  const id = randomInt(1, 2 ** 31 - 1);
  const pool = postgresPoolOf(db);
  if (!pool) {
    return { id, isAlive: async (holder) => holder === id, close: async () => undefined };
  }
  const client = await pool.connect();
  let isReleased = false;
  const release = (err?: Error) => {
    if (isReleased) return;
    isReleased = true;
    registry.delete(db);
    client.release(err ?? true);
  };
  // A lost connection loses the lock: the next request starts again with a new id.
  client.on('error', (err) => release(err));
  await client.query('select pg_advisory_lock($1, $2)', [NAMESPACE, id]);
  return {
    id,
    async isAlive(holder) {
      if (holder === id) return true;
      // Free to take means nobody holds it: the holder's session, and so its process, is gone.
      const free = await db.transaction(async (tx) => {
        const result = await tx.execute<{ free: boolean }>(sql`select pg_try_advisory_xact_lock(${NAMESPACE}, ${holder}) as free`);
        return result.rows[0]?.free === true;
      });
      return !free;
    },
    close: async () => release(),
  };
}

/** This process's liveness on a database, started on first use. */
export function livenessOf(db: Database): Promise<ProcessLiveness> {
  let found = registry.get(db);
  if (!found) {
    found = start(db);
    found.catch(() => registry.delete(db));
    registry.set(db, found);
  }
  return found;
}

/** Lets the process's lock go (the app closes). */
export async function closeLiveness(db: Database): Promise<void> {
  const found = registry.get(db);
  registry.delete(db);
  if (found) await (await found).close();
}

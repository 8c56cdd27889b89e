// The embedded database: PGlite in the shop's own process, started from the committed template.
import { mkdir } from 'node:fs/promises';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, DbHandle } from './database.js';
import { unpackPgliteTemplate } from './pglite-template.js';

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

/** Opens PGlite in a data directory, or in memory for 'memory://'. */
export async function openPglite(dataDir: string): Promise<DbHandle> {
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

/** Wraps an existing PGlite instance (also used for clones of a test template). */
export function wrapPglite(client: PGlite, onClose?: () => Promise<void>): DbHandle {
  const db = drizzlePglite(client) as unknown as Database;
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

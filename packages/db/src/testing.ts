// Fresh, migrated and seeded databases for tests: one per call, closed (and dropped) on close().
//
// PostgreSQL (TEST_DATABASE_URL set): a new uniquely named database on that server, migrated and
// seeded, dropped again on close.
//
// PGlite (default): creating an instance, migrating and seeding costs about 4 s, loading a dump
// of an already seeded instance under 1 s (faster than clone(), and it works across processes).
// So the first call in a process builds a template once, dumps its data directory, and every
// database is a new in-memory instance loaded from that dump. The dump is also cached in the
// system temp directory, keyed by the migrations, the seed sources and the PGlite version, so
// that other test files (other processes) skip building the template entirely.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DbHandle } from './database.js';
import { migrateDatabase, migrationsFolder } from './migrate-database.js';
import { openDatabase } from './open-database.js';
import { wrapPglite } from './open-pglite.js';
import { seedDatabase } from './seed/index.js';

/**
 * Test databases hold the named demo members but not the generated year of demo business, so
 * that suites see only the rows they make; the history has its own test (seed/demo-history.test.ts).
 */
const testSeed = { includeDemoHistory: false } as const;

export async function createTestDatabase(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createServerDatabase(serverUrl, true) : createPgliteDatabase();
}

/** A brand-new database without migrations or data (for testing migrations themselves). */
export async function createEmptyTestDatabase(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createServerDatabase(serverUrl, false) : openDatabase({ dataDir: 'memory://' });
}

async function createServerDatabase(serverUrl: string, isPrepared: boolean): Promise<DbHandle> {
  const name = `upline_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DbHandle;
  try {
    handle = await openDatabase({ url: url.toString() });
  } catch (error) {
    await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  const dropping: DbHandle = {
    ...handle,
    close: async () => {
      await handle.close();
      await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
  try {
    if (isPrepared) {
      await migrateDatabase(handle);
      await seedDatabase(handle.db, testSeed);
    }
  } catch (error) {
    await dropping.close();
    throw error;
  }
  return dropping;
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let templateDump: Promise<Blob> | undefined;

async function createPgliteDatabase(): Promise<DbHandle> {
  templateDump ??= loadOrBuildTemplateDump();
  const dump = await templateDump.catch((error: unknown) => {
    templateDump = undefined;
    throw error;
  });
  return wrapPglite(await PGlite.create({ loadDataDir: dump }));
}

async function loadOrBuildTemplateDump(): Promise<Blob> {
  const useDiskCache = process.env.UPLINE_TEST_DB_CACHE !== '0';
  const cacheDir = path.join(tmpdir(), 'upline-db-test-template');
  const cacheFile = path.join(cacheDir, `${await templateKey()}.tar`);
  if (useDiskCache) {
    const cached = await readFile(cacheFile).catch(() => undefined);
    if (cached) return new Blob([cached]);
  }
  const template = await openDatabase({ dataDir: 'memory://' });
  let dump: Blob;
  try {
    await migrateDatabase(template);
    await seedDatabase(template.db, testSeed);
    dump = await (template.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  } finally {
    await template.close();
  }
  if (useDiskCache) await writeCache(cacheDir, cacheFile, dump);
  return dump;
}

/** Writes the dump atomically (temp file + rename) and removes dumps of older keys. */
async function writeCache(cacheDir: string, cacheFile: string, dump: Blob): Promise<void> {
  try {
    await mkdir(cacheDir, { recursive: true });
    const temporary = `${cacheFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(temporary, new Uint8Array(await dump.arrayBuffer()));
    await rename(temporary, cacheFile);
    for (const entry of await readdir(cacheDir)) {
      if (entry.endsWith('.tar') && path.join(cacheDir, entry) !== cacheFile) await rm(path.join(cacheDir, entry), { force: true });
    }
  } catch {
    // The cache is an optimisation only; a read-only temp directory just means no caching.
  }
}

/** Hash of everything that shapes the template: migrations, seed code and data, PGlite version. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const packageRoot = fileURLToPath(new URL('..', import.meta.url));
  const sources = [
    ...(await listFiles(migrationsFolder)),
    ...(await listFiles(path.join(packageRoot, 'src', 'seed'))),
    path.join(packageRoot, 'src', 'tree.ts'),
  ].sort();
  for (const file of sources) {
    hash.update(path.relative(packageRoot, file));
    hash.update(await readFile(file));
  }
  // The PGlite build decides the data-directory format: include its package.json.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')).catch(() => 'unknown'));
  return hash.digest('hex').slice(0, 32);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve(entry.name.endsWith('.test.ts') ? [] : [full]);
    }),
  );
  return nested.flat();
}

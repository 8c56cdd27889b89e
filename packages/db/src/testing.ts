// Fresh, migrated and seeded databases for tests: one per call, closed (and dropped) on close().
//
// PostgreSQL (TEST_DATABASE_URL set): a new uniquely named database on that server, dropped again
// on close. Migrating and seeding one costs seconds; copying a template that is already migrated
// and seeded (`create database … template …`) well under one. So the first call on a server builds
// the template once (named by the same key as the PGlite dump below, under an advisory lock so that
// test processes started together build it once) and every prepared database is a copy of it.
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
  const template = isPrepared ? await serverTemplate(serverUrl) : undefined;
  await runOnServer(serverUrl, template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  let handle: DbHandle;
  try {
    handle = await openDatabase({ url: databaseUrl(serverUrl, name) });
  } catch (error) {
    await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
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

const serverTemplates = new Map<string, Promise<string>>();

/** The name of the server's migrated and seeded template database for today's sources, built if missing. */
function serverTemplate(serverUrl: string): Promise<string> {
  let template = serverTemplates.get(serverUrl);
  if (!template) {
    template = ensureServerTemplate(serverUrl);
    template.catch(() => serverTemplates.delete(serverUrl));
    serverTemplates.set(serverUrl, template);
  }
  return template;
}

const templatePrefix = 'upline_template_';
/** Any fixed number: the advisory lock under which one process at a time looks for or builds the template. */
const templateLockKey = 0x75706c6e;

async function ensureServerTemplate(serverUrl: string): Promise<string> {
  const name = `${templatePrefix}${(await templateKey()).slice(0, 24)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [templateLockKey]);
    // A template is marked as one only once it is complete; anything else under the prefix is a
    // build that was cut off, or the template of older sources.
    const { rows } = await client.query<{ datname: string; datistemplate: boolean }>(
      `select datname, datistemplate from pg_database where starts_with(datname, $1)`,
      [templatePrefix],
    );
    if (rows.some((row) => row.datname === name && row.datistemplate)) return name;
    for (const row of rows) {
      const stale = client.escapeIdentifier(row.datname);
      if (row.datistemplate) await client.query(`alter database ${stale} with is_template false`);
      await client.query(`drop database if exists ${stale} with (force)`);
    }
    await client.query(`create database "${name}"`);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, name) });
    try {
      await migrateDatabase(handle);
      await seedDatabase(handle.db, testSeed);
    } finally {
      await handle.close();
    }
    await client.query(`alter database "${name}" with is_template true`);
    return name;
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

/** Hash of everything that shapes the template: migrations, schema, seed code and data, the domain it reads, PGlite version. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const packageRoot = fileURLToPath(new URL('..', import.meta.url));
  const sources = [
    ...(await listFiles(migrationsFolder)),
    ...(await listFiles(path.join(packageRoot, 'src', 'seed'))),
    ...(await listFiles(path.join(packageRoot, 'src', 'schema'))),
    path.join(packageRoot, 'src', 'tree.ts'),
    // The seed writes the commission plan's rules as the domain defines them.
    ...(await listFiles(path.join(packageRoot, '..', 'domain', 'src'))),
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

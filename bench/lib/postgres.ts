import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where the benchmarks look for a PostgreSQL server: BENCH_DATABASE_URL, else the local default. */
export const benchServerUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function run(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** True when the server accepts a connection within 3 s. */
export async function isReachable(serverUrl: string): Promise<boolean> {
  try {
    await run(serverUrl, 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** A new, empty database on the server; drop() removes it (even with connections left open). */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await run(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `drop database if exists "${name}" with (force)`) };
}

/** True when the bench's PostgreSQL answers; otherwise says why nothing is measured. */
export async function benchPostgresReady(): Promise<boolean> {
  if (await isReachable(benchServerUrl)) return true;
  console.log(`PostgreSQL not reachable at ${new URL(benchServerUrl).host}: set BENCH_DATABASE_URL. Nothing measured.`);
  return false;
}

/**
 * Runs `run` on a new scratch database of the bench's PostgreSQL (named `<prefix>_<random>`), then
 * drops it, whatever happened; BENCH_KEEP_DATABASE=1 keeps it and prints its address.
 */
export async function withBenchDatabase(prefix: string, run: (databaseUrl: string) => Promise<void>): Promise<void> {
  const database = await createScratchDatabase(benchServerUrl, prefix);
  try {
    await run(database.url);
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`database kept: ${database.url}`);
    else await database.drop();
  }
}

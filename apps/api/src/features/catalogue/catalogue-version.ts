import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@upline/db';
import { schema } from '@upline/db';

// The catalogue version is one row of the settings table. Every write to products, prices,
// tiers, texts, media or categories bumps it in the same transaction; each API process compares
// it with the version its cached catalogue was built from (see catalogue-cache.ts), so a change
// made by one process reaches the others within their check interval.

const VERSION_KEY = 'catalogue_version';

/** Caches in this process, told at once when a write here bumps the version (whatever handle or transaction it used). */
const localListeners = new Set<() => void>();

/** The current catalogue version (0 before the first bump). */
export async function readCatalogueVersion(db: Database): Promise<number> {
  const { settings } = schema;
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, VERSION_KEY)).limit(1);
  const value = rows[0]?.value;
  return typeof value === 'number' ? value : Number(value ?? 0) || 0;
}

/**
 * Marks the catalogue as changed: call it inside the transaction of every catalogue write (or
 * right after it). Returns the new version. Caches of this process look for the new version on
 * their next reads; other processes find it within their check interval.
 */
export async function bumpCatalogueVersion(db: Database): Promise<number> {
  const { settings } = schema;
  const rows = await db
    .insert(settings)
    .values({ key: VERSION_KEY, value: sql`'1'::jsonb`, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`to_jsonb(coalesce((${settings.value} #>> '{}')::bigint, 0) + 1)`, updatedAt: sql`now()` },
    })
    .returning({ value: settings.value });
  for (const listener of localListeners) listener();
  return Number(rows[0]?.value ?? 0);
}

/**
 * Runs a catalogue write in a transaction (the work calls bumpCatalogueVersion) and, once it has
 * committed, tells this process's caches again: a version read that began before the commit saw
 * the old version, and a request that arrives after the write answered must not be served from it.
 */
export async function catalogueTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const result = await db.transaction(work);
  for (const listener of localListeners) listener();
  return result;
}

/** Registers a callback run whenever this process bumps the version or commits a catalogue write; returns its removal. */
export function onLocalCatalogueBump(listener: () => void): () => void {
  localListeners.add(listener);
  return () => localListeners.delete(listener);
}

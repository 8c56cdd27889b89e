import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresPoolOf, schema } from '@upline/db';
import { livenessOf } from '../../platform/process-liveness.js';
import { requestHashOf, runIdempotent } from './idempotent-request.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// After a crash, a checkout that was in flight must not stay blocked until its key's lock
// expires: the key names the process that holds it, and a repeat takes it over as soon as that
// process is gone (its session lock released), while a live holder is still waited for.

let t: TestApp;
const NAMESPACE = 0x55504c4e;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function abandonedClaim(key: string, body: unknown, holder: number) {
  await t.handle.db.insert(schema.idempotencyKeys).values({
    scope: 'guest-orders',
    key,
    userId: null,
    requestHash: requestHashOf(body),
    lockedUntil: new Date(t.clock.now().getTime() + 60_000),
    holder,
  });
}

describe('a key held by a process that died', () => {
  it('is taken over at once by the repeat, which runs and stores its answer', async () => {
    const key = `crashed-${Date.now()}-key`;
    const body = { order: 1 };
    await abandonedClaim(key, body, 424242);
    let runs = 0;
    const answer = await runIdempotent({ db: t.handle.db, clock: t.clock }, { scope: 'guest-orders', key, userId: null, body }, async () => {
      runs++;
      return { statusCode: 201, body: { ok: true } };
    });
    expect(runs).toBe(1);
    expect(answer).toEqual({ ok: true, value: { statusCode: 201, body: { ok: true }, isReplay: false } });
    const [row] = await t.handle.db
      .select()
      .from(schema.idempotencyKeys)
      .where(and(eq(schema.idempotencyKeys.scope, 'guest-orders'), eq(schema.idempotencyKeys.key, key)));
    expect(row).toMatchObject({ statusCode: 201, holder: (await livenessOf(t.handle.db)).id });
  });

  it('tells a live process from a dead one by its session lock', async () => {
    const liveness = await livenessOf(t.handle.db);
    expect(await liveness.isAlive(liveness.id)).toBe(true);
    expect(await liveness.isAlive(31337)).toBe(false);
    const pool = postgresPoolOf(t.handle.db);
    if (!pool) {
      // PGlite lives in one process: any other holder is a previous run.
      expect(t.handle.kind).toBe('pglite');
      return;
    }
    // Another API process, as PostgreSQL sees it: a session holding its id's lock.
    const other = await pool.connect();
    try {
      await other.query('select pg_advisory_lock($1, $2)', [NAMESPACE, 31338]);
      expect(await liveness.isAlive(31338)).toBe(true);
      await other.query('select pg_advisory_unlock($1, $2)', [NAMESPACE, 31338]);
      expect(await liveness.isAlive(31338)).toBe(false);
    } finally {
      other.release();
    }
    const locks = await t.handle.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${NAMESPACE}`);
    expect(locks.rows[0]?.n).toBeGreaterThanOrEqual(1);
  });
});

describe('a read that rides on the claim', () => {
  const read = { name: 'test_claim_read', text: 'select $1::text as word, $2::int + 1 as next', values: ['hello', 41] };

  it('reaches the first run of a key with the read row, and a repeat gets the stored answer without running', async () => {
    const key = `claim-read-${Date.now()}-key`;
    const seen: (Record<string, unknown> | undefined)[] = [];
    const run = async (row?: Record<string, unknown>) => {
      seen.push(row);
      return { statusCode: 201, body: { word: row?.word } };
    };
    const first = await runIdempotent({ db: t.handle.db, clock: t.clock }, { scope: 'guest-orders', key, userId: null, body: { a: 1 } }, run, read);
    const again = await runIdempotent({ db: t.handle.db, clock: t.clock }, { scope: 'guest-orders', key, userId: null, body: { a: 1 } }, run, read);
    expect(seen).toEqual([{ word: 'hello', next: 42 }]);
    expect(first).toEqual({ ok: true, value: { statusCode: 201, body: { word: 'hello' }, isReplay: false } });
    expect(again).toEqual({ ok: true, value: { statusCode: 201, body: { word: 'hello' }, isReplay: true } });
  });

  it('is not handed to a run that took over a dead holder\'s key: that run reads for itself', async () => {
    const key = `claim-read-taken-${Date.now()}-key`;
    await abandonedClaim(key, { b: 2 }, 424243);
    const seen: (Record<string, unknown> | undefined)[] = [];
    const answer = await runIdempotent(
      { db: t.handle.db, clock: t.clock },
      { scope: 'guest-orders', key, userId: null, body: { b: 2 } },
      async (row) => {
        seen.push(row);
        return { statusCode: 201, body: {} };
      },
      read,
    );
    expect(answer.ok).toBe(true);
    expect(seen).toEqual([undefined]);
  });

  it('refuses the same key with another body without running, the read notwithstanding', async () => {
    const key = `claim-read-reused-${Date.now()}-key`;
    const ok = async () => ({ statusCode: 201, body: {} });
    await runIdempotent({ db: t.handle.db, clock: t.clock }, { scope: 'guest-orders', key, userId: null, body: { c: 1 } }, ok, read);
    let runs = 0;
    const other = await runIdempotent({ db: t.handle.db, clock: t.clock }, { scope: 'guest-orders', key, userId: null, body: { c: 2 } }, async () => {
      runs++;
      return { statusCode: 201, body: {} };
    }, read);
    expect(other.ok).toBe(false);
    expect(runs).toBe(0);
  });
});

import { sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './database.js';
import { postgresPoolOf } from './open-database.js';
import { createTestDatabase } from './testing.js';

// db.transaction as every feature uses it: on PostgreSQL (TEST_DATABASE_URL) the pool's own
// transactions with one drizzle transaction object per connection (open-database.ts), on PGlite
// drizzle's. The rows are read back after each case.

let handle: DbHandle;
const notes = async () => (await handle.db.execute<{ note: string }>(sql`select note from tx_notes order by id`)).rows.map((r) => r.note);
const add = (db: Pick<DbHandle['db'], 'execute'>, note: string) => db.execute(sql`insert into tx_notes (note) values (${note})`);

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.exec('create table tx_notes (id serial primary key, note text not null); create table tx_counter (id int primary key, n int not null); insert into tx_counter values (1, 0)');
});
afterAll(async () => {
  await handle.close();
});

describe('transactions', () => {
  it('commit the work and answer its value; a failure rolls it all back and is thrown again', async () => {
    await handle.db.execute(sql`truncate tx_notes`);
    const value = await handle.db.transaction(async (tx) => {
      await add(tx, 'kept');
      return 42;
    });
    expect(value).toBe(42);
    await expect(
      handle.db.transaction(async (tx) => {
        await add(tx, 'lost');
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    await expect(
      handle.db.transaction(async (tx) => {
        await add(tx, 'rolled back');
        tx.rollback();
      }),
    ).rejects.toBeInstanceOf(TransactionRollbackError);
    // A statement that fails inside the transaction aborts it; the connection still serves the next one.
    await expect(handle.db.transaction((tx) => tx.execute(sql`select 1 / 0`))).rejects.toThrow();
    await handle.db.transaction((tx) => add(tx, 'after the failures'));
    expect(await notes()).toEqual(['kept', 'after the failures']);
  });

  it('keep the outer work when a savepoint inside fails, and honour options', async () => {
    await handle.db.execute(sql`truncate tx_notes`);
    await handle.db.transaction(async (tx) => {
      await add(tx, 'outer');
      await expect(
        tx.transaction(async (inner) => {
          await add(inner, 'inner');
          throw new Error('inner failed');
        }),
      ).rejects.toThrow('inner failed');
    });
    expect(await notes()).toEqual(['outer']);
    const level = async (config?: Parameters<DbHandle['db']['transaction']>[1]) =>
      handle.db.transaction(async (tx) => (await tx.execute<{ transaction_isolation: string }>(sql`show transaction_isolation`)).rows[0]?.transaction_isolation, config);
    expect(await level()).toBe('read committed');
    expect(await level({ isolationLevel: 'serializable' })).toBe('serializable');
  });

  it('run side by side, each on its own connection, many at once, and give every connection back', async () => {
    await handle.db.execute(sql`truncate tx_notes`);
    await handle.db.execute(sql`update tx_counter set n = 0`);
    const runs = 40;
    const results = await Promise.allSettled(
      Array.from({ length: runs }, (_, i) =>
        handle.db.transaction(async (tx) => {
          const [row] = (await tx.execute<{ n: number }>(sql`select n from tx_counter where id = 1 for update`)).rows;
          await tx.execute(sql`update tx_counter set n = ${Number(row?.n) + 1} where id = 1`);
          const [own] = (await tx.execute<{ xid: string }>(sql`select txid_current()::text as xid`)).rows;
          await add(tx, `run ${i} in ${own?.xid}`);
          if (i % 4 === 3) throw new Error(`run ${i} fails`);
        }),
      ),
    );
    const failed = results.filter((r) => r.status === 'rejected').length;
    expect(failed).toBe(runs / 4);
    const [counter] = (await handle.db.execute<{ n: number }>(sql`select n from tx_counter where id = 1`)).rows;
    expect(Number(counter?.n)).toBe(runs - failed);
    const written = await notes();
    expect(written).toHaveLength(runs - failed);
    // Each committed run wrote in a transaction of its own.
    expect(new Set(written.map((note) => note.split(' in ')[1])).size).toBe(runs - failed);
    expect(written.some((note) => /^run (3|7|11) in/.test(note))).toBe(false);
    const pool = postgresPoolOf(handle.db);
    if (pool) {
      expect(pool.waitingCount).toBe(0);
      expect(pool.idleCount).toBe(pool.totalCount);
    }
  });
});

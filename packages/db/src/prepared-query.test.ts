import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './database.js';
import { queryPrepared, shiftPlaceholders } from './prepared-query.js';
import { createEmptyTestDatabase } from './testing.js';

describe('queryPrepared', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('runs a named statement again and again with new values, on the database the tests run on', async () => {
    const text = 'select $1::int + $2::int as sum, $3::text as label';
    for (const [a, b] of [
      [1, 2],
      [40, 2],
      [-5, 5],
    ] as const) {
      const rows = await queryPrepared<{ sum: number; label: string }>(handle.db, 'prepared_query_test_sum', text, [a, b, `${a}+${b}`]);
      expect(rows).toEqual([{ sum: a + b, label: `${a}+${b}` }]);
    }
  });

  it('passes values as parameters, never as SQL', async () => {
    const hostile = "x'; drop table users; --";
    const rows = await queryPrepared<{ label: string }>(handle.db, 'prepared_query_test_label', 'select $1::text as label', [hostile]);
    expect(rows).toEqual([{ label: hostile }]);
  });

  it('runs inside a transaction on its connection: it sees what the transaction wrote, and a rollback takes back what it wrote', async () => {
    await handle.db.execute(sql`create table if not exists prepared_query_test_rows (id int primary key, label text not null)`);
    const rollback = new Error('roll back');
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_query_test_rows values (1, 'written by the transaction')`);
        const seen = await queryPrepared<{ label: string }>(tx, 'prepared_query_test_read', 'select label from prepared_query_test_rows where id = $1', [1]);
        expect(seen).toEqual([{ label: 'written by the transaction' }]);
        await queryPrepared(tx, 'prepared_query_test_write', 'insert into prepared_query_test_rows values ($1, $2)', [2, 'written prepared']);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    const rows = await queryPrepared<{ id: number }>(handle.db, 'prepared_query_test_count', 'select id from prepared_query_test_rows order by id', []);
    expect(rows).toEqual([]);
    await handle.db.transaction(async (tx) => {
      await queryPrepared(tx, 'prepared_query_test_write', 'insert into prepared_query_test_rows values ($1, $2)', [3, 'kept']);
    });
    expect(await queryPrepared<{ id: number }>(handle.db, 'prepared_query_test_count', 'select id from prepared_query_test_rows order by id', [])).toEqual([{ id: 3 }]);
  });
});

describe('shiftPlaceholders', () => {
  it('numbers every placeholder after the given count, two-digit ones and repeats included', () => {
    expect(shiftPlaceholders('select $1, $2::int, $1 || $10', 7)).toBe('select $8, $9::int, $8 || $17');
    expect(shiftPlaceholders('select 1', 7)).toBe('select 1');
  });
});

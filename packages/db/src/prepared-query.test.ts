import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './database.js';
import { queryPrepared } from './prepared-query.js';
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
});

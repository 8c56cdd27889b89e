import { eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './database.js';
import { queryPrepared } from './prepared-query.js';
import * as schema from './schema/index.js';
import { columnList, tableRecord, tableRowReader } from './table-rows.js';
import { createTestDatabase } from './testing.js';

describe('rows of statements written as SQL text', () => {
  let handle: DbHandle;
  let paymentId: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const now = new Date('2026-11-27T10:15:30.123Z');
    const [payment] = await handle.db
      .insert(schema.payments)
      .values({
        provider: 'test',
        method: 'card',
        status: 'succeeded',
        amountMinor: 123_456_789_012,
        currency: 'USD',
        idempotencyKey: 'table-rows-test',
        raw: { paymentMethodId: 'pm_card_visa', attempt: 1 },
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: schema.payments.id });
    paymentId = payment!.id;
  });
  afterAll(async () => {
    await handle.close();
  });

  it('reads select *, row_to_json and json_agg rows as drizzle reads the table', async () => {
    const [expected] = await handle.db.select().from(schema.payments).where(eq(schema.payments.id, paymentId));
    const read = tableRowReader(schema.payments);
    const [plain] = await queryPrepared<Record<string, unknown>>(handle.db, 'table_rows_test_plain', 'select * from payments where id = $1', [paymentId]);
    const [json] = await queryPrepared<{ row: Record<string, unknown>; rows: Record<string, unknown>[] }>(
      handle.db,
      'table_rows_test_json',
      'select (select row_to_json(p) from payments p where p.id = $1) as row, (select json_agg(p) from payments p where p.id = $1) as rows',
      [paymentId],
    );
    expect(read(plain!)).toEqual(expected);
    expect(read(json!.row)).toEqual(expected);
    expect(json!.rows.map(read)).toEqual([expected]);
    expect(read(plain!).createdAt).toBeInstanceOf(Date);
  });

  it('names columns by their database names and keys a record by them, a missing value as null', () => {
    expect(columnList(schema.payments, ['orderId', 'amountMinor', 'idempotencyKey'])).toBe('"order_id", "amount_minor", "idempotency_key"');
    const at = new Date('2026-11-27T10:15:30.123Z');
    expect(tableRecord(schema.payments, ['orderId', 'amountMinor', 'createdAt'], { amountMinor: 5, createdAt: at })).toEqual({ order_id: null, amount_minor: 5, created_at: at });
  });

  it('fills a record of the same keys afresh on each call, in the order given, and refuses a key the table lacks', () => {
    const keys = ['amountMinor', 'orderId', 'status'] as const;
    const first = tableRecord(schema.payments, keys, { amountMinor: 1, orderId: 2, status: 'pending' });
    const second = tableRecord(schema.payments, keys, { amountMinor: 3 });
    expect(Object.keys(first)).toEqual(['amount_minor', 'order_id', 'status']);
    expect(first).toEqual({ amount_minor: 1, order_id: 2, status: 'pending' });
    expect(second).toEqual({ amount_minor: 3, order_id: null, status: null });
    // The same list of keys for another table is that table's columns.
    expect(tableRecord(schema.orders, ['status'], { status: 'Pending' })).toEqual({ status: 'Pending' });
    expect(() => tableRecord(schema.payments, ['nope' as never], {})).toThrow('nope is not a column of this table');
  });

  it('reads every column into its key, in the schema order, whatever the raw row holds', () => {
    const read = tableRowReader(schema.payments);
    const row = read({ id: 7, status: 'succeeded', unrelated: 'x' }) as Record<string, unknown>;
    expect(Object.keys(row)).toEqual(Object.keys(getTableColumns(schema.payments)));
    expect(row).toMatchObject({ id: 7, status: 'succeeded', orderId: null, amountMinor: null });
    expect(row).not.toHaveProperty('unrelated');
    expect(read({ id: 8 })).toMatchObject({ id: 8, status: null });
  });
});

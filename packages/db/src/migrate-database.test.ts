import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './database.js';
import { migrateDatabase } from './migrate-database.js';
import { createEmptyTestDatabase } from './testing.js';

const expectedTables = [
  'users', 'sessions', 'member_tree', 'products', 'product_prices', 'orders', 'order_lines', 'payments',
  'coupons', 'coupon_redemptions', 'commission_ledger_lines', 'languages', 'navigation_items', 'cms_pages',
  'countries', 'states', 'tax_rates', 'shipping_rates', 'subscriptions', 'idempotency_keys', 'webhook_events',
];

describe('migrations', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('create every table on an empty database', async () => {
    await migrateDatabase(handle);
    const result = await handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = result.rows.map((r) => r.table_name);
    for (const table of expectedTables) expect(tables).toContain(table);
  });

  it('apply nothing the second time', async () => {
    const count = async () =>
      (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0]?.n;
    const before = await count();
    await migrateDatabase(handle);
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it('enforce e-mail uniqueness regardless of case', async () => {
    await handle.exec(
      `insert into users (email, password_hash, member_type, firstname, lastname) values ('Case@Example.test', 'x', 'customer', 'A', 'B')`,
    );
    await expect(
      handle.exec(`insert into users (email, password_hash, member_type, firstname, lastname) values ('case@example.TEST', 'x', 'customer', 'A', 'B')`),
    ).rejects.toThrow();
  });
});

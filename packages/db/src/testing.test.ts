import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './database.js';
import { createTestDatabase } from './testing.js';

async function count(handle: DbHandle, statement: ReturnType<typeof sql>): Promise<number> {
  const result = await handle.db.execute<{ n: number }>(statement);
  return Number(result.rows[0]?.n);
}

describe('test databases', () => {
  const opened: DbHandle[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((handle) => handle.close()));
  });

  it('are migrated and seeded, and each is its own: made at once, a write in one is not seen in another', async () => {
    const [first, second, third] = await Promise.all([createTestDatabase(), createTestDatabase(), createTestDatabase()]);
    if (!first || !second || !third) throw new Error('three databases expected');
    opened.push(first, second, third);
    const products = await count(first, sql`select count(*)::int as n from products`);
    expect(products).toBeGreaterThan(0);
    expect(await count(first, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBeGreaterThan(0);

    await first.db.execute(sql`delete from order_lines`);
    await first.db.execute(sql`delete from products where id not in (select product_id from order_lines)`);
    expect(await count(first, sql`select count(*)::int as n from products`)).toBeLessThan(products);
    expect(await count(second, sql`select count(*)::int as n from products`)).toBe(products);
    expect(await count(third, sql`select count(*)::int as n from products`)).toBe(products);
  });

  // The template is PostgreSQL's (the suites run there in CI); PGlite's databases load a dump instead.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) it('on PostgreSQL are copies of one complete template per version of the sources, and are dropped on close', async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const templates = await client.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, 'upline_template_') and datistemplate`,
      );
      expect(templates.rows).toHaveLength(1);
      const handle = await createTestDatabase();
      const { rows } = await handle.db.execute<{ name: string }>(sql`select current_database() as name`);
      const name = rows[0]?.name;
      expect(name).toMatch(/^upline_test_/);
      await handle.close();
      const left = await client.query('select 1 from pg_database where datname = $1', [name]);
      expect(left.rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });
});

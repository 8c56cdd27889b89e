import { verify } from '@node-rs/argon2';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.js';
import { productPrices, products, productTranslations, users } from '../schema/index.js';
import { migrateDatabase } from '../migrate-database.js';
import { createEmptyTestDatabase, createTestDatabase } from '../testing.js';
import { adminEmail, defaultAdminPassword, seedDatabase } from './index.js';

async function rowCounts(handle: DbHandle): Promise<Record<string, number>> {
  const tables = await handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const result = await handle.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table_name}"`));
    counts[table_name] = result.rows[0]?.n ?? -1;
  }
  return counts;
}

describe('seed', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('is idempotent: seeding again leaves every table as it was', async () => {
    const before = await rowCounts(handle);
    const treeBefore = await handle.db.execute(sql`select * from member_tree order by member_id`);
    // Test databases leave out the generated demo history; its own test checks that it is written once.
    await seedDatabase(handle.db, { includeDemoHistory: false });
    expect(await rowCounts(handle)).toEqual(before);
    expect((await handle.db.execute(sql`select * from member_tree order by member_id`)).rows).toEqual(treeBefore.rows);
    expect(before.users).toBeGreaterThan(5);
    expect(before.languages).toBe(2);
  });

  it('has the special products with every price in USD and CAD for all three member types', async () => {
    const ids = [1, 2, 5, 6, 8, 16, 19];
    const found = await handle.db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
    expect(found.map((p) => p.id).sort((a, b) => a - b)).toEqual(ids);
    const prices = await handle.db.select().from(productPrices).where(inArray(productPrices.productId, ids));
    for (const id of ids) {
      for (const currency of ['USD', 'CAD'] as const) {
        for (const memberType of ['customer', 'ambassador', 'scholar'] as const) {
          const price = prices.find((p) => p.productId === id && p.currency === currency && p.memberType === memberType);
          expect(price, `product ${id} ${currency} ${memberType}`).toBeDefined();
          expect(Number.isInteger(price?.saleMinor)).toBe(true);
          expect(price?.saleMinor).toBeGreaterThan(0);
        }
      }
    }
  });

  it('sells the product range of the spec in the shop: whey complex, hydration water, enzyme tablets, weight-loss formula, skin care', async () => {
    const shown = await handle.db
      .select({ name: productTranslations.name })
      .from(products)
      .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, 'en')))
      .where(and(eq(products.displayShop, true), eq(products.isActive, true)));
    const names = shown.map((row) => row.name);
    for (const line of [/^Antioxidant Whey Complex/, /^Structured Hydration Water/, /^Digestive Enzyme Tablets/, /Weight Management Formula/, /Serum|Cleanser|Night Cream/]) {
      expect(names.some((name) => line.test(name)), String(line)).toBe(true);
    }
  });

  it('moves identity sequences past seeded ids', async () => {
    const [max] = await handle.db.select({ max: sql<number>`max(${products.id})` }).from(products);
    const [created] = await handle.db
      .insert(products)
      .values({ slug: `sequence-check-${Date.now()}` })
      .returning({ id: products.id });
    expect(created?.id).toBeGreaterThan(Number(max?.max));
    await handle.db.delete(products).where(eq(products.id, created?.id ?? -1));
  });

  it('creates the admin with an argon2id hash of the default password', async () => {
    const [admin] = await handle.db.select().from(users).where(and(eq(users.email, adminEmail), eq(users.isAdmin, true)));
    expect(admin?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(admin?.passwordHash ?? '', defaultAdminPassword)).toBe(true);
  });

  it('gives the demo scholar sara a stopped plan and makes the company the default sponsor', async () => {
    const [sara] = await handle.db.select().from(users).where(eq(users.urlName, 'sara'));
    expect(sara?.memberType).toBe('scholar');
    expect(sara?.planStatus).toBe('stop');
    const setting = await handle.db.execute<{ value: number }>(sql`select value from settings where key = 'default_sponsor_id'`);
    const [company] = await handle.db.select().from(users).where(eq(users.urlName, 'upline'));
    expect(setting.rows[0]?.value).toBe(company?.id);
    expect(company?.isCompany).toBe(true);
  });
});

describe('seed without demo members', () => {
  it('creates only the company account and the admin, with the given admin password', async () => {
    const handle = await createEmptyTestDatabase();
    try {
      await migrateDatabase(handle);
      await seedDatabase(handle.db, { adminPassword: 'Staff-Only#1', includeDemoMembers: false });
      const accounts = await handle.db.select().from(users);
      expect(accounts.map((u) => u.email).sort()).toEqual(['company@upline.test', adminEmail].sort());
      const admin = accounts.find((u) => u.isAdmin);
      expect(await verify(admin?.passwordHash ?? '', 'Staff-Only#1')).toBe(true);
      const company = accounts.find((u) => u.isCompany);
      expect(await verify(company?.passwordHash ?? '', 'Demo#2026')).toBe(false);
    } finally {
      await handle.close();
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Database, type DbHandle } from '@upline/db';
import { createTestDatabase } from '@upline/db/testing';
import { pricingReference } from './pricing-reference.js';

// What pricing reads of the pricing tables is kept under the database's pricing version, a token
// every write to those tables renews (migration 0013): kept reads cost one query, and a write made
// by any means (staff, another process, plain SQL) is seen by the next pricing.

let a: DbHandle;
let b: DbHandle;
let productId: number;

/**
 * The database with a count of the reads started through it: drizzle selects, and statements run
 * as SQL text (queryPrepared reaches the driver through the handle's `session`).
 */
function counting(db: Database) {
  const counter = { selects: 0 };
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'select' || prop === 'session') counter.selects++;
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy, counter };
}

async function customerSale(db: Database, id: number): Promise<number | undefined> {
  const products = await (await pricingReference(db)).products({ productIds: [id], currency: 'USD' });
  return products.get(id)?.prices.customer?.sale;
}

async function setCustomerSale(db: Database, id: number, saleMinor: number) {
  const { productPrices: p } = schema;
  await db.update(p).set({ saleMinor }).where(and(eq(p.productId, id), eq(p.currency, 'USD'), eq(p.memberType, 'customer')));
}

beforeAll(async () => {
  [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  const [row] = await a.db
    .select({ productId: schema.productPrices.productId })
    .from(schema.productPrices)
    .where(and(eq(schema.productPrices.currency, 'USD'), eq(schema.productPrices.memberType, 'customer')))
    .limit(1);
  if (!row) throw new Error('the seed has no USD customer price');
  productId = row.productId;
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

describe('pricing reference', () => {
  it('reads the pricing tables once per version: a pricing after the first runs one query', async () => {
    const { db, counter } = counting(a.db);
    const read = async () => {
      const reference = await pricingReference(db);
      await reference.products({ productIds: [productId], currency: 'USD' });
      await reference.activeOffers(new Date());
      await reference.zoneRates('US', 'USD');
      await reference.stateTax(1);
    };
    await read();
    expect(counter.selects).toBeGreaterThan(1);
    counter.selects = 0;
    await read();
    expect(counter.selects).toBe(1);
  });

  it('sees a price written with plain SQL at the next pricing, and only in the database written to', async () => {
    const before = await customerSale(a.db, productId);
    expect(before).toBeGreaterThan(0);
    expect(await customerSale(b.db, productId)).toBe(before);

    await setCustomerSale(a.db, productId, (before ?? 0) + 123);
    expect(await customerSale(a.db, productId)).toBe((before ?? 0) + 123);
    // The other database (made from the same template) still shows its own row.
    expect(await customerSale(b.db, productId)).toBe(before);
  });

  it('sees a price changed inside a transaction inside it, and the old price again after a rollback', async () => {
    const before = (await customerSale(a.db, productId)) ?? 0;
    await a.db
      .transaction(async (tx) => {
        await setCustomerSale(tx, productId, before + 1);
        expect(await customerSale(tx, productId)).toBe(before + 1);
        throw new Error('roll back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'roll back') throw error;
      });
    expect(await customerSale(a.db, productId)).toBe(before);
  });

  it('answers the offers whose window holds the moment asked, from one read of the switched-on offers', async () => {
    const startsAt = new Date('2031-03-01T00:00:00Z');
    const endsAt = new Date('2031-03-02T00:00:00Z');
    await a.db.insert(schema.offers).values({ kind: 'freeShipping', data: { productIds: [productId], countryCodes: ['US'] }, isActive: true, startsAt, endsAt });
    const reference = await pricingReference(a.db);
    const running = (at: string) => reference.activeOffers(new Date(at)).then((offers) => offers.filter((o) => o.kind === 'freeShipping' && o.endsAt?.getTime() === endsAt.getTime()).length);
    expect(await running('2031-02-28T23:59:59Z')).toBe(0);
    expect(await running('2031-03-01T00:00:00Z')).toBe(1);
    expect(await running('2031-03-02T00:00:00Z')).toBe(0);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { postQuote } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// The storefront's claims come from data and hold at checkout: every product a free-shipping
// claim names ships free to every country it names until the date it gives, and the guarantee
// states the numbers of the refund policy the Return action applies.

let t: TestApp;

interface FreeShippingWire {
  kind: 'freeShipping';
  product_ids: number[];
  countries: string[];
  ends_at: string | null;
}

async function freeShippingClaims(): Promise<FreeShippingWire[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/offers/en' });
  expect(res.statusCode).toBe(200);
  return (res.json().offers as { kind: string }[]).filter((o): o is FreeShippingWire => o.kind === 'freeShipping');
}

async function cheapestShipping(productId: number, countryCode: string) {
  const res = await postQuote(t.app, { lines: [{ productId, quantity: 1 }], currency: countryCode === 'CA' ? 'CAD' : 'USD', address: { countryCode } });
  expect(res.statusCode, res.body).toBe(200);
  const q = res.json() as { shipping: { isFree: boolean; options: { rate: number }[] } };
  return { isFree: q.shipping.isFree, cheapest: Math.min(...q.shipping.options.map((o) => o.rate)) };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('free-shipping claims', () => {
  it('name their products, countries and an end date, and each product alone ships free there at checkout', async () => {
    const claims = await freeShippingClaims();
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      expect(claim.ends_at).not.toBeNull();
      expect(new Date(claim.ends_at ?? 0).getTime()).toBeGreaterThan(t.clock.now().getTime());
      for (const productId of claim.product_ids) {
        for (const country of claim.countries) {
          expect(await cheapestShipping(productId, country)).toEqual({ isFree: true, cheapest: 0 });
        }
      }
    }
  });

  it('are not made for products that pay shipping: a product no claim names pays for shipping to the US', async () => {
    const claimed = new Set((await freeShippingClaims()).flatMap((c) => c.product_ids));
    const [other] = await t.handle.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(sql`${schema.products.isActive} and ${schema.products.id} not in (${sql.join([...claimed].map((id) => sql`${id}`), sql`, `)})`)
      .limit(1);
    if (!other) throw new Error('every product ships free in the demo data');
    const quote = await cheapestShipping(other.id, 'US');
    expect(quote.isFree).toBe(false);
    expect(quote.cheapest).toBeGreaterThan(0);
  });

  it('disappear with the offer at its end date, when the quote stops shipping free', async () => {
    const [claim] = await freeShippingClaims();
    const productId = claim?.product_ids[0];
    const country = claim?.countries[0];
    if (!claim?.ends_at || productId === undefined || country === undefined) throw new Error('no dated claim');
    const before = t.clock.now();
    t.clock.set(new Date(new Date(claim.ends_at).getTime() + 1000));
    try {
      expect(await freeShippingClaims()).toEqual([]);
      expect((await cheapestShipping(productId, country)).isFree).toBe(false);
    } finally {
      t.clock.set(before);
    }
  });
});

describe('GET guarantee', () => {
  const settings = schema.settings;
  const guarantee = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/guarantee' });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  async function withSetting(key: string, change: (value: object) => object | null, check: () => Promise<void>) {
    const [row] = await t.handle.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    if (!row) throw new Error(`no ${key} setting in the demo data`);
    const next = change(row.value as object);
    if (next === null) await t.handle.db.delete(settings).where(eq(settings.key, key));
    else await t.handle.db.update(settings).set({ value: next }).where(eq(settings.key, key));
    try {
      await check();
    } finally {
      await t.handle.db.insert(settings).values({ key, value: row.value }).onConflictDoUpdate({ target: settings.key, set: { value: row.value } });
    }
  }

  it("states the spec's 45-day money-back guarantee with its terms and the refund policy the Return action applies", async () => {
    expect(await guarantee()).toEqual({
      money_back: { days: 45, first_purchase_only: true, units_per_product: 1, refunds_shipping: false, product_ids: null },
      returns: { cancel_business_hours: 8, return_window_days: 30, restocking_fee_bps: 1500, refunds_shipping: false },
    });
  });

  it('follows a change of the refund policy row', async () => {
    await withSetting('refund_policy', (v) => ({ ...v, return_window_days: 45, restocking_fee_bps: 0 }), async () => {
      expect((await guarantee()).returns).toMatchObject({ return_window_days: 45, restocking_fee_bps: 0 });
    });
  });

  it('claims no money-back guarantee when the row is gone or broken', async () => {
    await withSetting('money_back_guarantee', () => null, async () => {
      expect((await guarantee()).money_back).toBeNull();
    });
    await withSetting('money_back_guarantee', (v) => ({ ...v, days: 'forty-five' }), async () => {
      expect((await guarantee()).money_back).toBeNull();
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import {
  bearerOf,
  dec,
  memberEmail,
  offerData,
  pct,
  postQuote,
  priceOf,
  productsWhere,
  tiersOf,
  type MemberType,
} from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// POST cart/quote, the server's pricing of the browser's cart: member-type price lists, currencies,
// quantity tiers, autoship, buy-2-get-1-free, and requests that try to set their own prices.

let t: TestApp;
/** A product with autoship that runs no buy-2-get-1-free offer, and one without autoship. */
let plain: number;
let noAutoship: number;
let bogoIds: number[];
const tokens = {} as Record<MemberType, string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  bogoIds = (await offerData<{ productIds: number[] }>(db, 'buyTwoGetOneFree')).flatMap((o) => o.productIds);
  const withAutoship = (await productsWhere(db, true)).filter((id) => !bogoIds.includes(id));
  plain = withAutoship[0] ?? 0;
  noAutoship = (await productsWhere(db, false))[0] ?? 0;
  for (const type of ['customer', 'ambassador', 'scholar'] as const) tokens[type] = await bearerOf(db, await memberEmail(db, type), t.clock.now());
});
afterAll(async () => t.close());

/** The unit price a tier list gives at a quantity: sale less the first matching tier's percent. */
function expectedUnit(sale: number, tiers: { rangeText: string; discountBps: number }[], quantity: number): number {
  for (const tier of tiers) {
    const [lo, hi] = tier.rangeText.endsWith('+')
      ? [Number(tier.rangeText.slice(0, -1)), Infinity]
      : tier.rangeText.split('-').map(Number);
    if (lo !== undefined && hi !== undefined && quantity >= lo && quantity <= hi) return sale - pct(sale, tier.discountBps);
  }
  return sale;
}

describe('member types and currencies', () => {
  it('prices each member type from its own list; a guest pays customer prices', async () => {
    expect(plain).toBeGreaterThan(0);
    const guest = await postQuote(t.app, { lines: [{ productId: plain, quantity: 1 }], currency: 'USD' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().memberType).toBe('customer');
    expect(guest.json().items[0].unitPrice).toBe(dec((await priceOf(t.handle.db, plain, 'USD', 'customer')).saleMinor));
    const seen = new Set<number>();
    for (const type of ['customer', 'ambassador', 'scholar'] as const) {
      const res = await postQuote(t.app, { lines: [{ productId: plain, quantity: 1 }], currency: 'USD' }, tokens[type]);
      const price = await priceOf(t.handle.db, plain, 'USD', type);
      expect(res.json().memberType).toBe(type);
      expect(res.json().items[0]).toMatchObject({ unitPrice: dec(price.saleMinor), listPrice: dec(price.saleMinor), lineTotal: dec(price.saleMinor) });
      seen.add(price.saleMinor);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('never takes the member type from the body', async () => {
    const res = await postQuote(t.app, { lines: [{ productId: plain, quantity: 1 }], currency: 'USD', memberType: 'scholar' });
    expect(res.json().memberType).toBe('customer');
    expect(res.json().items[0].unitPrice).toBe(dec((await priceOf(t.handle.db, plain, 'USD', 'customer')).saleMinor));
  });

  it('answers in the currency asked for, else in the member\'s account currency, else USD', async () => {
    const cad = await postQuote(t.app, { lines: [{ productId: plain, quantity: 1 }], currency: 'cad' });
    expect(cad.json().currency).toBe('CAD');
    expect(cad.json().items[0].unitPrice).toBe(dec((await priceOf(t.handle.db, plain, 'CAD', 'customer')).saleMinor));
    expect((await postQuote(t.app, { lines: [{ productId: plain, quantity: 1 }] })).json().currency).toBe('USD');

    const [canadian] = await t.handle.db.select().from(schema.users).where(eq(schema.users.currency, 'CAD')).limit(1);
    if (!canadian) throw new Error('no member with a CAD account');
    const token = await bearerOf(t.handle.db, canadian.email, t.clock.now());
    const res = await postQuote(t.app, { lines: [{ productId: plain, quantity: 1 }] }, token);
    expect(res.json().currency).toBe('CAD');
    expect(res.json().items[0].unitPrice).toBe(dec((await priceOf(t.handle.db, plain, 'CAD', canadian.memberType)).saleMinor));
  });
});

describe('quantity tiers', () => {
  it('match both ends of every range, for customers and for members', async () => {
    for (const [type, audience] of [['customer', 'customer'], ['ambassador', 'member']] as const) {
      const tiers = await tiersOf(t.handle.db, plain, audience);
      expect(tiers.length).toBeGreaterThan(0);
      const sale = (await priceOf(t.handle.db, plain, 'USD', type)).saleMinor;
      const bounds = new Set<number>([1]);
      for (const tier of tiers) {
        bounds.add(tier.minQuantity - 1).add(tier.minQuantity);
        if (tier.maxQuantity !== null) bounds.add(tier.maxQuantity).add(tier.maxQuantity + 1);
      }
      const quantities = [...bounds].filter((q) => q >= 1 && q <= 60).sort((a, b) => a - b);
      for (const quantity of quantities) {
        const res = await postQuote(t.app, { lines: [{ productId: plain, quantity }], currency: 'USD' }, tokens[type]);
        const item = res.json().items[0];
        const unit = expectedUnit(sale, tiers, quantity);
        expect(item.unitPrice, `${type} × ${quantity}`).toBe(dec(unit));
        expect(item.lineTotal).toBe(dec(unit * quantity));
        expect(item.tier === null).toBe(unit === sale);
      }
    }
  });

  it('match the total units of the product across lines', async () => {
    const tiers = await tiersOf(t.handle.db, plain, 'customer');
    const first = tiers[0];
    if (!first || first.minQuantity < 2) throw new Error('expected a first tier starting at 2 or more');
    const sale = (await priceOf(t.handle.db, plain, 'USD', 'customer')).saleMinor;
    const half = Math.ceil(first.minQuantity / 2);
    const res = await postQuote(t.app, {
      lines: [
        { productId: plain, quantity: half },
        { productId: plain, quantity: first.minQuantity - half },
      ],
      currency: 'USD',
    });
    for (const item of res.json().items) expect(item.unitPrice).toBe(dec(sale - pct(sale, first.discountBps)));
    const alone = await postQuote(t.app, { lines: [{ productId: plain, quantity: half }], currency: 'USD' });
    if (half < first.minQuantity) expect(alone.json().items[0].unitPrice).toBe(dec(sale));
  });
});

describe('autoship', () => {
  it('takes the member type\'s autoship price and never a tier, and still counts toward the one-time line\'s tier', async () => {
    const price = await priceOf(t.handle.db, plain, 'USD', 'ambassador');
    const res = await postQuote(t.app, {
      lines: [
        { productId: plain, quantity: 12, purchaseType: 2 },
        { productId: plain, quantity: 1, purchaseType: 1 },
      ],
      currency: 'USD',
    }, tokens.ambassador);
    expect(res.statusCode).toBe(200);
    const [autoship, oneTime] = res.json().items;
    expect(autoship).toMatchObject({ purchaseType: 2, unitPrice: dec(price.autoshipMinor), lineTotal: dec(price.autoshipMinor * 12), tier: null });
    const tiers = await tiersOf(t.handle.db, plain, 'member');
    expect(oneTime.unitPrice).toBe(dec(expectedUnit(price.saleMinor, tiers, 13)));
  });

  it('is refused for a product without autoship, naming the line', async () => {
    expect(noAutoship).toBeGreaterThan(0);
    const res = await postQuote(t.app, {
      lines: [
        { productId: plain, quantity: 1 },
        { productId: noAutoship, quantity: 1, purchaseType: 2 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_cart');
    expect(res.json().errors).toEqual({ 'lines.1.purchaseType': 'This product is not available on autoship.' });
  });
});

describe('buy 2 get 1 free', () => {
  it('gives 3 units for exactly twice the member type\'s sale price, only on products whose offer is in the data', async () => {
    expect(bogoIds.length).toBeGreaterThan(0);
    for (const productId of bogoIds) {
      for (const type of ['customer', 'scholar'] as const) {
        const sale = (await priceOf(t.handle.db, productId, 'CAD', type)).saleMinor;
        const res = await postQuote(t.app, {
          lines: [{ productId, quantity: 3 }],
          currency: 'CAD',
          offer: { kind: 'buyTwoGetOneFree', productId },
        }, tokens[type]);
        expect(res.statusCode).toBe(200);
        const item = res.json().items[0];
        expect(item).toMatchObject({ isBogo: true, quantity: 3, listPrice: dec(sale), lineTotal: dec(2 * sale), tier: null });
        // The shown unit price is two thirds of the sale price; the line is never a cent off 2 × sale.
        expect(Math.abs(item.unitPrice * 100 - (2 * sale) / 3)).toBeLessThanOrEqual(0.5);
        expect(res.json().itemsTotal).toBe(dec(2 * sale));
      }
    }
  });

  it('is refused for a product that does not run it, for another quantity than 3 and for autoship', async () => {
    const notOffered = await postQuote(t.app, { lines: [{ productId: plain, quantity: 3 }], offer: { kind: 'buyTwoGetOneFree', productId: plain } });
    expect(notOffered.statusCode).toBe(400);
    expect(Object.keys(notOffered.json().errors)).toEqual(['offer.productId']);

    const bogo = bogoIds[0] ?? 0;
    const two = await postQuote(t.app, { lines: [{ productId: bogo, quantity: 2 }], offer: { kind: 'buyTwoGetOneFree', productId: bogo } });
    expect(two.statusCode).toBe(400);
    expect(two.json().errors['lines.0.quantity']).toMatch(/3 units/);

    const autoship = await postQuote(t.app, { lines: [{ productId: bogo, quantity: 3, purchaseType: 2 }], offer: { kind: 'buyTwoGetOneFree', productId: bogo } });
    expect(autoship.statusCode).toBe(400);
    expect(autoship.json().errors['lines.0.purchaseType']).toMatch(/one-time/);
  });

  it('does not apply without the offer: three units are priced by the tiers', async () => {
    const bogo = bogoIds[0] ?? 0;
    const res = await postQuote(t.app, { lines: [{ productId: bogo, quantity: 3 }], currency: 'USD' });
    const sale = (await priceOf(t.handle.db, bogo, 'USD', 'customer')).saleMinor;
    const item = res.json().items[0];
    expect(item.isBogo).toBe(false);
    expect(item.unitPrice).toBe(dec(expectedUnit(sale, await tiersOf(t.handle.db, bogo, 'customer'), 3)));
  });
});

describe('requests that try to set their own prices or quantities', () => {
  it('ignores price, total and discount fields anywhere in the body', async () => {
    const honest = await postQuote(t.app, { lines: [{ productId: plain, quantity: 2 }], currency: 'USD' });
    const forged = await postQuote(t.app, {
      lines: [{ productId: plain, quantity: 2, price: 0.01, sale_price: 0.01, unitPriceMinor: 1, lineTotal: 0 }],
      currency: 'USD',
      total: 0.02,
      discount: 999,
      itemsTotal: 0,
      tax: 0,
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual(honest.json());
    expect(forged.json().total).toBeGreaterThan(1);
  });

  it.each([
    [0, 'Quantity can not be zero.'],
    [-3, 'Quantity can not be zero.'],
    [1.5, 'Quantity can not be zero.'],
    [61, 'Quantity can not be more than 60.'],
  ])('refuses a quantity of %s with the field path', async (quantity, message) => {
    const res = await postQuote(t.app, { lines: [{ productId: plain, quantity: 1 }, { productId: plain, quantity }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'lines.1.quantity': message });
  });

  it('refuses an unknown product and an empty cart', async () => {
    const unknown = await postQuote(t.app, { lines: [{ productId: plain, quantity: 1 }, { productId: 987_654, quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'lines.1.productId': 'Unknown product' });
    const empty = await postQuote(t.app, { lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Your cart is empty');
  });

  it('refuses a product taken out of the shop', async () => {
    const { products } = schema;
    await t.handle.db.update(products).set({ isActive: false }).where(eq(products.id, noAutoship));
    try {
      const res = await postQuote(t.app, { lines: [{ productId: noAutoship, quantity: 1 }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ 'lines.0.productId': 'This product is no longer available.' });
    } finally {
      await t.handle.db.update(products).set({ isActive: true }).where(eq(products.id, noAutoship));
    }
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { VISITOR_COOKIE } from './visitor-cookie.js';
import { bearerOf, memberEmail, offerData, productsWhere } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// Flash sales valid 24 hours from the shopper's first view (checkout §2, §9), recorded per
// visitor (the signed-in member, else a first-party visitor cookie), and GET offers: the active
// offers as data, localised.

interface FlashSale {
  productId: number;
  couponCode: string;
  hours: number;
  headline: Record<string, string>;
}

let t: TestApp;
let sale: FlashSale;
let other: number;
const start = new Date('2026-11-21T12:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  const sales = await offerData<FlashSale>(t.handle.db, 'flashSale');
  if (!sales[0]) throw new Error('no flash sale in the demo data');
  sale = sales[0];
  const saleIds = sales.map((s) => s.productId);
  other = (await productsWhere(t.handle.db, true)).find((id) => !saleIds.includes(id)) ?? 0;
});
beforeEach(() => t.clock.set(start));
afterAll(async () => t.close());

function view(productId: number, opts: { visitor?: string; token?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/promotions/flash-sale/view',
    payload: { product_id: productId },
    ...(opts.visitor ? { cookies: { [VISITOR_COOKIE]: opts.visitor } } : {}),
    ...(opts.token ? { headers: { authorization: `Bearer ${opts.token}` } } : {}),
  });
}
function discount(opts: { visitor?: string; token?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/discount',
    payload: { name: sale.couponCode, product: [{ id: sale.productId, quantity: 1 }] },
    ...(opts.visitor ? { cookies: { [VISITOR_COOKIE]: opts.visitor } } : {}),
    ...(opts.token ? { headers: { authorization: `Bearer ${opts.token}` } } : {}),
  });
}
function visitorCookieOf(res: { cookies: { name: string; value: string; httpOnly?: boolean }[] }) {
  const cookie = res.cookies.find((c) => c.name === VISITOR_COOKIE);
  if (!cookie) throw new Error('no visitor cookie');
  return cookie;
}

describe('flash sales', () => {
  it('name a guest\'s browser with an HttpOnly visitor cookie and start the window at the first view', async () => {
    const first = await view(sale.productId);
    expect(first.statusCode).toBe(200);
    const cookie = visitorCookieOf(first);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.json()).toEqual({
      code: sale.couponCode,
      expires_at: new Date(start.getTime() + sale.hours * HOUR).toISOString(),
      percent: 10,
      is_expired: false,
    });
    // A later view keeps the first one's window.
    t.clock.advance(5 * HOUR);
    const later = await view(sale.productId, { visitor: cookie.value });
    expect(later.json().expires_at).toBe(first.json().expires_at);
    expect(later.cookies.find((c) => c.name === VISITOR_COOKIE)).toBeUndefined();
  });

  it('the coupon applies inside the window and expires at its end, for the same visitor', async () => {
    const cookie = visitorCookieOf(await view(sale.productId));
    t.clock.set(new Date(start.getTime() + sale.hours * HOUR - 60_000));
    expect((await discount({ visitor: cookie.value })).statusCode).toBe(200);
    t.clock.set(new Date(start.getTime() + sale.hours * HOUR));
    const expired = await discount({ visitor: cookie.value });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ error: 'This coupon code has expired', code: 'coupon_expired' });
    expect((await view(sale.productId, { visitor: cookie.value })).json().is_expired).toBe(true);
  });

  it('a code typed without the banner starts the window at that moment', async () => {
    const first = await discount();
    expect(first.statusCode).toBe(200);
    const cookie = visitorCookieOf(first);
    t.clock.advance(sale.hours * HOUR + 1);
    expect((await discount({ visitor: cookie.value })).statusCode).toBe(422);
  });

  it('a member keeps the window of the first view made before signing in, across browsers', async () => {
    const token = await bearerOf(t.handle.db, await memberEmail(t.handle.db, 'scholar'), start);
    const cookie = visitorCookieOf(await view(sale.productId));
    t.clock.advance(10 * HOUR);
    const signedIn = await view(sale.productId, { visitor: cookie.value, token });
    expect(signedIn.json().expires_at).toBe(new Date(start.getTime() + sale.hours * HOUR).toISOString());
    // In another browser (no visitor cookie) the member's record carries the first view.
    t.clock.set(new Date(start.getTime() + sale.hours * HOUR - 60_000));
    expect((await discount({ token })).statusCode).toBe(200);
    t.clock.set(new Date(start.getTime() + sale.hours * HOUR));
    expect((await discount({ token })).statusCode).toBe(422);
  });

  it('a visitor cookie that is not ours is replaced', async () => {
    const res = await view(sale.productId, { visitor: 'not-a-uuid' });
    expect(visitorCookieOf(res).value).toMatch(/^[0-9a-f]{8}-/);
  });

  it('a product without a flash sale answers 404', async () => {
    const res = await view(other);
    expect(res.statusCode).toBe(404);
  });
});

describe('GET offers', () => {
  it('lists the active offers from the data, in the requested language', async () => {
    const en = await t.app.inject('/api/offers');
    const fr = await t.app.inject('/api/offers/fr');
    expect(en.statusCode).toBe(200);
    const kinds = en.json().offers.map((o: { kind: string }) => o.kind);
    expect(new Set(kinds)).toEqual(new Set(['buyTwoGetOneFree', 'landing', 'exitOffer', 'flashSale', 'freeShipping']));
    const flashEn = en.json().offers.find((o: { kind: string; product_id?: number }) => o.kind === 'flashSale' && o.product_id === sale.productId);
    const flashFr = fr.json().offers.find((o: { kind: string; product_id?: number }) => o.kind === 'flashSale' && o.product_id === sale.productId);
    expect(flashEn).toEqual({ kind: 'flashSale', product_id: sale.productId, coupon_code: sale.couponCode, hours: sale.hours, headline: sale.headline.en });
    expect(flashFr.headline).toBe(sale.headline.fr);
    const bogo = en.json().offers.find((o: { kind: string }) => o.kind === 'buyTwoGetOneFree');
    const stored = await offerData<{ productIds: number[] }>(t.handle.db, 'buyTwoGetOneFree');
    expect(bogo.product_ids).toEqual(stored[0]?.productIds);
    expect((await t.app.inject('/api/offers/xx')).statusCode).toBe(400);
  });

  it('offers the two seeded sale banners: 10% off a first purchase for 24 hours, each with its own code (products 16 and 19)', async () => {
    const offers = (await t.app.inject('/api/offers')).json().offers as { kind: string; product_id?: number; coupon_code?: string; hours?: number }[];
    const banners = offers.filter((offer) => offer.kind === 'flashSale').map(({ product_id, coupon_code, hours }) => ({ product_id, coupon_code, hours }));
    expect(banners).toEqual(
      expect.arrayContaining([
        { product_id: 16, coupon_code: 'FLASH16', hours: 24 },
        { product_id: 19, coupon_code: 'FLASH19', hours: 24 },
      ]),
    );
    const codes = await t.handle.db.select().from(schema.coupons).where(inArray(schema.coupons.code, ['FLASH16', 'FLASH19']));
    expect(codes.map(({ code, kind, amount }) => ({ code, kind, amount })).sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: 'FLASH16', kind: 'percentage', amount: 1000 },
      { code: 'FLASH19', kind: 'percentage', amount: 1000 },
    ]);
  });

  it('leaves out offers switched off, ended, or whose coupon is switched off', async () => {
    const { offers, coupons } = schema;
    const count = async () => (await t.app.inject('/api/offers')).json().offers.length as number;
    const all = await count();
    await t.handle.db.update(offers).set({ isActive: false }).where(eq(offers.kind, 'landing'));
    await t.handle.db.update(offers).set({ endsAt: new Date(start.getTime() - 1) }).where(eq(offers.kind, 'freeShipping'));
    await t.handle.db.update(coupons).set({ isActive: false }).where(eq(coupons.code, sale.couponCode));
    try {
      const left = (await t.app.inject('/api/offers')).json().offers as { kind: string; product_id?: number }[];
      expect(left.some((o) => o.kind === 'landing' || o.kind === 'freeShipping')).toBe(false);
      expect(left.some((o) => o.kind === 'flashSale' && o.product_id === sale.productId)).toBe(false);
      expect(left.length).toBe(all - 3);
      // The banner call and the quote follow the same data.
      expect((await view(sale.productId)).statusCode).toBe(404);
    } finally {
      await t.handle.db.update(offers).set({ isActive: true }).where(eq(offers.kind, 'landing'));
      await t.handle.db.update(offers).set({ endsAt: null }).where(eq(offers.kind, 'freeShipping'));
      await t.handle.db.update(coupons).set({ isActive: true }).where(and(eq(coupons.code, sale.couponCode)));
    }
    expect(await count()).toBe(all);
  });
});

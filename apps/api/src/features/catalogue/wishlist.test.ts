import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { bumpCatalogueVersion } from './catalogue-version.js';
import { bearerOf, dec, memberEmail, priceOf, productsWhere } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// The wishlist (storefront §2, §7): served to the session, never to a token in the URL.

let t: TestApp;
let ids: number[];
let ava: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = (await productsWhere(t.handle.db, true)).slice(0, 3);
  ava = await bearerOf(t.handle.db, await memberEmail(t.handle.db, 'ambassador'), t.clock.now());
  other = await bearerOf(t.handle.db, await memberEmail(t.handle.db, 'scholar'), t.clock.now());
});
afterAll(async () => t.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const add = (token: string, productId: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/wishlist', headers: as(token), payload: { product_id: productId } });
const list = async (token: string, url = '/api/wishlist') => {
  const res = await t.app.inject({ url, headers: as(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().products as { id: number; sale_price: number; currency: string }[]);
};

describe('wishlist', () => {
  it('requires a session for every call', async () => {
    expect((await t.app.inject('/api/wishlist')).statusCode).toBe(401);
    expect((await t.app.inject('/api/wishlist/some-token')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/wishlist', payload: { product_id: ids[0] } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/wishlist/${ids[0]}` })).statusCode).toBe(401);
  });

  it('adds products once each and lists them newest first, as the shop lists them', async () => {
    const [a, b] = ids;
    const first = await add(ava, a);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Added to your wishlist.' });
    t.clock.advance(1000);
    expect((await add(ava, b)).statusCode).toBe(200);
    expect((await add(ava, String(b))).statusCode).toBe(200);
    const products = await list(ava);
    expect(products.map((p) => p.id)).toEqual([b, a]);
    const rows = await t.handle.db.select().from(schema.wishlistItems);
    expect(rows.filter((r) => r.productId === b)).toHaveLength(1);
    expect(products[0]?.sale_price).toBe(dec((await priceOf(t.handle.db, b ?? 0, 'USD', 'customer')).saleMinor));
  });

  it('answers in the currency asked for', async () => {
    const products = await list(ava, '/api/wishlist?currency=cad');
    expect(products.every((p) => p.currency === 'CAD')).toBe(true);
    expect(products[0]?.sale_price).toBe(dec((await priceOf(t.handle.db, products[0]?.id ?? 0, 'CAD', 'customer')).saleMinor));
  });

  it('the legacy path answers the session\'s list whatever token it carries', async () => {
    const mine = (await list(ava)).map((p) => p.id);
    expect((await list(ava, `/api/wishlist/${other}`)).map((p) => p.id)).toEqual(mine);
    // Another member's token in the path never reveals that member's list to anyone else.
    expect(await list(other, `/api/wishlist/${ava}`)).toEqual([]);
  });

  it('removes a product, and removing it again is harmless', async () => {
    const [a] = ids;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/wishlist/${a}`, headers: as(ava) });
    expect(res.json()).toEqual({ message: 'Removed from your wishlist.' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/wishlist/${a}`, headers: as(ava) })).statusCode).toBe(200);
    expect((await list(ava)).map((p) => p.id)).not.toContain(a);
  });

  it('refuses unknown and retired products, and drops retired ones from the list', async () => {
    expect((await add(ava, 987_654)).statusCode).toBe(404);
    expect((await add(ava, 'abc')).statusCode).toBe(400);
    const c = ids[2] ?? 0;
    await add(ava, c);
    // As the admin's product edit does: the write and a catalogue version bump.
    await t.handle.db.update(schema.products).set({ isActive: false }).where(eq(schema.products.id, c));
    await bumpCatalogueVersion(t.handle.db);
    try {
      expect((await list(ava)).map((p) => p.id)).not.toContain(c);
      expect((await add(other, c)).statusCode).toBe(404);
    } finally {
      await t.handle.db.update(schema.products).set({ isActive: true }).where(eq(schema.products.id, c));
      await bumpCatalogueVersion(t.handle.db);
    }
    expect((await list(ava)).map((p) => p.id)).toContain(c);
  });
});

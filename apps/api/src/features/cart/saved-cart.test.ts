import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { bearerOf, priceOf } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { productId } from '../../../test/orders-helpers.js';

let t: TestApp;
let product: number;
let carl: string;
let leo: string;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
  [carl, leo] = await Promise.all([bearerOf(t.handle.db, 'carl@upline.test', t.clock.now()), bearerOf(t.handle.db, 'leo@upline.test', t.clock.now())]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });

describe('the saved cart: PUT cart, GET cart/, DELETE cart/delete/{id}', () => {
  it("saves the member's lines and answers them at today's price for the member's type", async () => {
    expect((await call('GET', 'cart/', carl)).json()).toMatchObject({ cartItems: [], totalCost: 0 });
    const saved = await call('PUT', 'cart', carl, { lines: [{ productId: product, quantity: 2, purchaseType: 1 }], currency: 'USD' });
    expect(saved.statusCode).toBe(200);
    // The same price the cart quote gives the member now (the sale price less the 2-unit tier).
    const quote = (await t.app.inject({ method: 'POST', url: '/api/cart/quote', headers: { authorization: `Bearer ${carl}` }, payload: { lines: [{ productId: product, quantity: 2 }], currency: 'USD' } })).json();
    const sale = (await priceOf(t.handle.db, product, 'USD', 'customer')).saleMinor;
    expect(quote.items[0].unitPrice).toBeLessThan(sale / 100);
    const cart = (await call('GET', 'cart/?token=ignored', carl)).json();
    expect(cart.cartItems).toEqual([expect.objectContaining({ id: product, product_id: product, quantity: 2, purchaseType: 1, price: quote.items[0].unitPrice, product: expect.objectContaining({ id: product, price: quote.items[0].unitPrice }) })]);
    expect(cart.totalCost).toBe(quote.items[0].lineTotal);
    // Leo is an ambassador: his price for the same lines is his own.
    await call('PUT', 'cart', leo, { lines: [{ productId: product, quantity: 2, purchaseType: 1 }], currency: 'USD' });
    expect((await call('GET', 'cart/', leo)).json().cartItems[0].price).toBeLessThan(cart.cartItems[0].price);
    await call('PUT', 'cart', leo, { lines: [], currency: 'USD' });
  });

  it('each member sees only their own cart; a guest is asked to sign in, whatever token the URL carries', async () => {
    expect((await call('GET', 'cart/', leo)).json().cartItems).toEqual([]);
    expect((await call('GET', `cart/?token=${carl}`)).statusCode).toBe(401);
  });

  it('removes a product with DELETE cart/delete/{id}; an empty save forgets the cart', async () => {
    const removed = await call('DELETE', `cart/delete/${product}`, carl);
    expect(removed.json()).toMatchObject({ cartItems: [], totalCost: 0 });
    await call('PUT', 'cart', carl, { lines: [{ productId: product, quantity: 1, purchaseType: 2 }], currency: 'USD' });
    expect((await call('GET', 'cart/', carl)).json().cartItems[0]).toMatchObject({ purchaseType: 2 });
    await call('PUT', 'cart', carl, { lines: [], currency: 'USD' });
    expect(await t.handle.db.select().from(schema.memberCarts).where(eq(schema.memberCarts.userId, (await t.handle.db.select().from(schema.users).where(eq(schema.users.email, 'carl@upline.test')))[0]!.id))).toEqual([]);
  });

  it('refuses a negative quantity, a forged product id and a currency it does not sell in', async () => {
    expect((await call('PUT', 'cart', carl, { lines: [{ productId: product, quantity: -1 }], currency: 'USD' })).statusCode).toBe(400);
    expect((await call('PUT', 'cart', carl, { lines: [{ productId: 2147483648, quantity: 1 }], currency: 'USD' })).statusCode).toBe(400);
    expect((await call('PUT', 'cart', carl, { lines: [], currency: 'EUR' })).statusCode).toBe(400);
  });

  it('drops a line whose product left the catalogue from the answer', async () => {
    await call('PUT', 'cart', carl, { lines: [{ productId: product, quantity: 1 }, { productId: 999_999, quantity: 1 }], currency: 'USD' });
    const cart = (await call('GET', 'cart/', carl)).json();
    expect(cart.cartItems.map((i: { id: number }) => i.id)).toEqual([product]);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { reserveCoupon } from './coupon-redemptions.js';
import { bearerOf, insertOrder, memberEmail, offerData, priceOf, productsWhere, userIdOf } from '../../../test/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// POST discount (storefront §7): the spec's answer shapes, every refusal with a status below 500,
// the session deciding who shops whatever `user` says, and coupons limited per customer and to
// first orders.

let t: TestApp;
let plain: number;
const start = new Date('2026-11-21T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const bogoIds = (await offerData<{ productIds: number[] }>(t.handle.db, 'buyTwoGetOneFree')).flatMap((o) => o.productIds);
  plain = (await productsWhere(t.handle.db, true)).find((id) => !bogoIds.includes(id)) ?? 0;
});
beforeEach(() => t.clock.set(start));
afterAll(async () => t.close());

function discount(payload: object, token?: string) {
  return t.app.inject({ method: 'POST', url: '/api/discount', payload, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
}
const cart = (quantity = 1, purchaseType = 1) => [{ id: plain, quantity, purchaseType, name: 'x', price: 0.01 }];

describe('applied coupons', () => {
  it('answer 200 with the coupon id, value, kind, target and the spec\'s message', async () => {
    const [tenOff] = await t.handle.db.select().from(schema.coupons).where(eq(schema.coupons.code, '10OFF'));
    const res = await discount({ user: 999999, name: '10off', qty: 1, product: cart() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: tenOff?.id, discount_value: 10, discount_type: 'percentage', type: 'product', code: '10OFF', message: 'Coupon code applied' });
  });

  it('give a value coupon\'s amount with 2 decimals and a shipping coupon\'s target', async () => {
    const sale = (await priceOf(t.handle.db, plain, 'USD', 'customer')).saleMinor;
    const value = await discount({ name: 'SAVE5', product: cart(Math.ceil(5000 / sale)) });
    expect(value.json()).toMatchObject({ discount_value: 5, discount_type: 'value', type: 'product' });
    const shipping = await discount({ name: 'FREESHIP', product: cart() });
    expect(shipping.json()).toMatchObject({ discount_value: 100, discount_type: 'percentage', type: 'shipping' });
  });

  it('check the minimum against the server\'s prices, not the ones sent', async () => {
    const sale = (await priceOf(t.handle.db, plain, 'USD', 'customer')).saleMinor;
    expect(sale).toBeLessThan(5000);
    const res = await discount({ name: 'SAVE5', qty: 1, product: [{ id: plain, quantity: 1, price: 9999, sale_price: 9999 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('coupon_below_minimum');
  });
});

describe('refusals', () => {
  it('an unknown code is a 404 with the spec\'s text', async () => {
    const res = await discount({ name: 'NOT-A-CODE', product: cart() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Invalid coupon code', code: 'coupon_invalid' });
  });

  it('an expired code is a 422', async () => {
    const res = await discount({ name: 'SUMMER25', product: cart() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'This coupon code has expired', code: 'coupon_expired' });
  });

  it('a used-up code is a 422', async () => {
    const [limited] = await t.handle.db.select().from(schema.coupons).where(eq(schema.coupons.code, 'LIMITED1'));
    if (!limited) throw new Error('no LIMITED1');
    const orderId = await insertOrder(t.handle.db, { email: 'someone@example.test' });
    const reserved = await t.handle.db.transaction((tx) => reserveCoupon(tx, { couponId: limited.id, orderId, email: 'someone@example.test', now: start }));
    expect(reserved.ok).toBe(true);
    const res = await discount({ name: 'limited1', product: cart() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'This coupon code has reached its usage limit', code: 'coupon_used_up' });
  });

  it('any autoship item is refused by the server itself, whatever the client checked', async () => {
    for (const product of [
      cart(1, 2),
      [...cart(1, 1), { id: plain, quantity: 2, purchaseType: '2' }],
    ]) {
      const res = await discount({ name: '10OFF', product });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'Autoship discount price is already applied.', code: 'coupon_autoship_in_cart' });
    }
    // Even before looking at the code.
    const unknown = await discount({ name: 'NOT-A-CODE', product: cart(1, 2) });
    expect(unknown.json().error).toBe('Autoship discount price is already applied.');
  });

  it('a broken cart is a 400 naming the item', async () => {
    const zero = await discount({ name: '10OFF', product: [{ id: plain, quantity: 0 }] });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual({ 'product.0.quantity': 'Quantity can not be zero.' });
    const unknown = await discount({ name: '10OFF', product: [{ id: 987_654, quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'product.0.id': 'Unknown product' });
  });
});

describe('the shopper is the session\'s', () => {
  it('ignores `user`: a member with a paid order cannot use a first-order code, a guest naming that member can', async () => {
    const email = await memberEmail(t.handle.db, 'customer');
    const userId = await userIdOf(t.handle.db, email);
    await insertOrder(t.handle.db, { userId, email, paidAt: start });
    const token = await bearerOf(t.handle.db, email, start);
    const member = await discount({ user: 999999, name: '10OFF', product: cart() }, token);
    expect(member.statusCode).toBe(422);
    expect(member.json().code).toBe('coupon_first_order_only');
    const guest = await discount({ user: userId, name: '10OFF', product: cart() });
    expect(guest.statusCode).toBe(200);
  });

  it('counts a member\'s uses by id and by the e-mail of their guest orders', async () => {
    const email = await memberEmail(t.handle.db, 'ambassador');
    const token = await bearerOf(t.handle.db, email, start);
    expect((await discount({ name: 'FREESHIP', product: cart() }, token)).statusCode).toBe(200);
    // A guest order placed with the member's e-mail (other case) used FREESHIP (one per customer).
    const [freeShip] = await t.handle.db.select().from(schema.coupons).where(eq(sql`lower(${schema.coupons.code})`, 'freeship'));
    if (!freeShip) throw new Error('no FREESHIP');
    const orderId = await insertOrder(t.handle.db, { email: email.toUpperCase() });
    await t.handle.db.transaction((tx) => reserveCoupon(tx, { couponId: freeShip.id, orderId, email: email.toUpperCase(), now: start }));
    const again = await discount({ name: 'FREESHIP', product: cart() }, token);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('coupon_customer_limit');
    // Another shopper is not affected.
    expect((await discount({ name: 'FREESHIP', product: cart() })).statusCode).toBe(200);
  });
});

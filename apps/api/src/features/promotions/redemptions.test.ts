import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@upline/db';
import { schema } from '@upline/db';
import { createTestDatabase } from '@upline/db/testing';
import { quoteCart } from '../cart/quote-cart.js';
import { confirmRedemption, releaseRedemption, reserveCoupon } from './coupon-redemptions.js';
import { closeIdleConnections, insertOrder, memberEmail, userIdOf } from '../../../test/cart-fixtures.js';

// Coupon uses are counted atomically at order creation: reserveCoupon locks the coupon row, so
// concurrent orders never hold a limited coupon more times than its limit (checked on PostgreSQL
// with TEST_DATABASE_URL, where the transactions really overlap, and on PGlite). Payment confirms
// the use; a failed payment releases it.

let handle: DbHandle;
const now = new Date('2026-11-21T12:00:00Z');

async function couponId(code: string): Promise<number> {
  const [row] = await handle.db.select({ id: schema.coupons.id }).from(schema.coupons).where(eq(schema.coupons.code, code));
  if (!row) throw new Error(`no coupon ${code}`);
  return row.id;
}
async function statuses(orderIds: number[]) {
  const r = schema.couponRedemptions;
  const rows = await handle.db.select({ orderId: r.orderId, status: r.status }).from(r).where(inArray(r.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, row.status]));
}
async function holding(id: number) {
  const r = schema.couponRedemptions;
  const rows = await handle.db.select().from(r).where(and(eq(r.couponId, id), inArray(r.status, ['reserved', 'redeemed'])));
  return rows.length;
}
const reserve = (input: Parameters<typeof reserveCoupon>[1]) => handle.db.transaction((tx) => reserveCoupon(tx, input));

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await closeIdleConnections(handle);
  await handle.close();
});

describe('reserve, confirm, release', () => {
  it('holds a limited coupon once, gives it back on release, and keeps a redeemed use', async () => {
    const id = await couponId('LIMITED1');
    const [a, b, c] = await Promise.all([1, 2, 3].map((n) => insertOrder(handle.db, { email: `buyer${n}@example.test` })));
    if (!a || !b || !c) throw new Error('orders missing');

    expect(await reserve({ couponId: id, orderId: a, email: 'buyer1@example.test', now })).toMatchObject({ ok: true });
    expect(await reserve({ couponId: id, orderId: b, email: 'buyer2@example.test', now })).toEqual({ ok: false, reason: 'used-up' });

    // The payment of order a failed: its use is free again.
    expect(await handle.db.transaction((tx) => releaseRedemption(tx, a, now))).toBe(true);
    expect((await statuses([a])).get(a)).toBe('released');
    expect(await reserve({ couponId: id, orderId: b, email: 'buyer2@example.test', now })).toMatchObject({ ok: true });

    // Order b is paid: redeemed, and a release afterwards changes nothing.
    expect(await handle.db.transaction((tx) => confirmRedemption(tx, b, now))).toBe(true);
    expect(await handle.db.transaction((tx) => releaseRedemption(tx, b, now))).toBe(false);
    expect((await statuses([b])).get(b)).toBe('redeemed');
    expect(await reserve({ couponId: id, orderId: c, email: 'buyer3@example.test', now })).toEqual({ ok: false, reason: 'used-up' });
    expect(await holding(id)).toBe(1);

    // Order a retries its payment: it may hold the coupon again only if a use is free.
    expect(await reserve({ couponId: id, orderId: a, email: 'buyer1@example.test', now })).toEqual({ ok: false, reason: 'used-up' });
  });

  it('a retried order creation keeps the use it already holds', async () => {
    const id = await couponId('SAVE5');
    const order = await insertOrder(handle.db, { email: 'retry@example.test' });
    const first = await reserve({ couponId: id, orderId: order, email: 'retry@example.test', now });
    const again = await reserve({ couponId: id, orderId: order, email: 'retry@example.test', now });
    expect(first.ok && again.ok && first.redemptionId === again.redemptionId).toBe(true);
    expect(await holding(id)).toBe(1);
  });

  it('limits per customer by member id and by e-mail, whatever its case', async () => {
    const id = await couponId('FREESHIP');
    const email = await memberEmail(handle.db, 'scholar');
    const userId = await userIdOf(handle.db, email);
    const [first, second, guest, stranger] = await Promise.all([0, 1, 2, 3].map(() => insertOrder(handle.db, { email })));
    if (!first || !second || !guest || !stranger) throw new Error('orders missing');
    expect((await reserve({ couponId: id, orderId: first, userId, email, now })).ok).toBe(true);
    expect(await reserve({ couponId: id, orderId: second, userId, email: 'other-address@example.test', now })).toEqual({ ok: false, reason: 'customer-limit' });
    expect(await reserve({ couponId: id, orderId: guest, email: ` ${email.toUpperCase()} `, now })).toEqual({ ok: false, reason: 'customer-limit' });
    expect((await reserve({ couponId: id, orderId: stranger, email: 'stranger@example.test', now })).ok).toBe(true);
  });

  it('refuses a coupon that is switched off, and leaves nothing behind when the order\'s transaction fails', async () => {
    const id = await couponId('SUMMER25');
    const order = await insertOrder(handle.db, { email: 'rollback@example.test' });
    await expect(
      handle.db.transaction(async (tx) => {
        await reserveCoupon(tx, { couponId: id, orderId: order, email: 'rollback@example.test', now });
        throw new Error('order creation failed after the reservation');
      }),
    ).rejects.toThrow('order creation failed');
    expect((await statuses([order])).size).toBe(0);

    await handle.db.update(schema.coupons).set({ isActive: false }).where(eq(schema.coupons.id, id));
    try {
      expect(await reserve({ couponId: id, orderId: order, email: 'rollback@example.test', now })).toEqual({ ok: false, reason: 'invalid' });
    } finally {
      await handle.db.update(schema.coupons).set({ isActive: true }).where(eq(schema.coupons.id, id));
    }
  });
});

describe('concurrent orders', () => {
  it('20 simultaneous reservations of a one-use coupon: exactly one succeeds, again after a release', async () => {
    const id = await couponId('LIMITED1');
    const limitedOrders = await handle.db
      .select({ orderId: schema.couponRedemptions.orderId })
      .from(schema.couponRedemptions)
      .where(eq(schema.couponRedemptions.couponId, id));
    // Start from a free coupon: release every reserved use, forget the redeemed one of the first test.
    for (const { orderId } of limitedOrders) await handle.db.transaction((tx) => releaseRedemption(tx, orderId, now));
    await handle.db.delete(schema.couponRedemptions).where(and(eq(schema.couponRedemptions.couponId, id), eq(schema.couponRedemptions.status, 'redeemed')));
    expect(await holding(id)).toBe(0);

    for (let round = 0; round < 2; round += 1) {
      const orders = await Promise.all(Array.from({ length: 20 }, (_, i) => insertOrder(handle.db, { email: `rush${round}-${i}@example.test` })));
      const results = await Promise.all(
        orders.map((orderId, i) => reserve({ couponId: id, orderId, email: `rush${round}-${i}@example.test`, now })),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'used-up')).toBe(true);
      expect(await holding(id)).toBe(1);
      const winner = orders[results.findIndex((r) => r.ok)];
      if (winner === undefined) throw new Error('no winner');
      expect(await handle.db.transaction((tx) => releaseRedemption(tx, winner, now))).toBe(true);
      expect(await holding(id)).toBe(0);
    }
  });
});

describe('pricing the order again at payment', () => {
  it('does not count the order\'s own reservation against it', async () => {
    const id = await couponId('LIMITED1');
    expect(await holding(id)).toBe(0);
    const order = await insertOrder(handle.db, { email: 'payer@example.test' });
    expect((await reserve({ couponId: id, orderId: order, email: 'payer@example.test', now })).ok).toBe(true);
    const [product] = await handle.db.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.isActive, true)).limit(1);
    const input = {
      lines: [{ productId: product?.id ?? 0, quantity: 1, purchaseType: 1 }],
      memberType: 'customer' as const,
      currency: 'USD' as const,
      couponCode: 'LIMITED1',
      customer: { email: 'payer@example.test' },
    };
    const own = await quoteCart(handle.db, { ...input, orderId: order }, now);
    expect(own.ok && own.quote.coupon?.applied).toBe(true);
    const other = await quoteCart(handle.db, input, now);
    expect(other.ok && other.quote.coupon).toMatchObject({ applied: false, reason: 'used-up' });
  });
});

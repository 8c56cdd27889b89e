import { eq } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import { couponMessages } from '@upline/domain/promotions';
import { reserveCoupon } from '../promotions/coupon-redemptions.js';
import type { OrderDraft, OrderRow } from './order-draft.js';
import { orderFailure, type OrderResult } from './order-failure.js';
import { newOrderNumber } from './order-number.js';
import { amountColumns, billColumns, recordPricingInput, recordStatusEvent, shipColumns, writeOrderLines } from './order-rows.js';

const reserveRefusals = { invalid: 'invalid', 'used-up': 'used-up', 'customer-limit': 'customer-limit' } as const;

/**
 * Writes a new order, Pending and Not Shipped, with its lines, tax lines, first status event,
 * pricing input and coupon reservation, inside the caller's transaction. An order already
 * written under the same idempotency key is returned instead (isNew false), untouched. A coupon
 * whose last use went to another order is coupon_unavailable: the caller's transaction must roll
 * back what was written (inOrderTransaction does).
 */
export async function insertOrder(tx: Transaction, draft: OrderDraft, now: Date): Promise<OrderResult<{ order: OrderRow; isNew: boolean }>> {
  const { orders } = schema;
  if (draft.idempotencyKey) {
    const [existing] = await tx.select().from(orders).where(eq(orders.idempotencyKey, draft.idempotencyKey)).for('no key update');
    if (existing) return { ok: true, value: { order: existing, isNew: false } };
  }

  const values = {
    userId: draft.userId,
    email: draft.email,
    firstName: draft.firstName,
    lastName: draft.lastName,
    mobile: draft.mobile,
    sponsorId: draft.sponsorId,
    referalId: draft.referalId,
    pricingMemberType: draft.memberType,
    status: 'Pending' as const,
    paymentStatus: 'unpaid' as const,
    paymentMethod: draft.paymentMethod,
    shippingStatus: 'Not Shipped' as const,
    shoppingCountryCode: draft.shoppingCountryCode,
    ...amountColumns(draft.quote),
    ...shipColumns(draft.shipTo),
    ...billColumns(draft.billTo),
    notes: draft.notes,
    checkoutId: draft.checkoutId,
    autoshipConsent: draft.autoshipConsent ?? null,
    idempotencyKey: draft.idempotencyKey,
    createdAt: now,
    updatedAt: now,
  };
  let order: OrderRow | undefined;
  // A random order number can collide (about once in 10^12 per day): draw again. A concurrent
  // insert under the same idempotency key makes this one wait, then find that order.
  for (let i = 0; !order && i < 3; i++) {
    [order] = await tx.insert(orders).values({ ...values, orderNumber: newOrderNumber(now) }).onConflictDoNothing().returning();
    if (!order && draft.idempotencyKey) {
      const [existing] = await tx.select().from(orders).where(eq(orders.idempotencyKey, draft.idempotencyKey));
      if (existing) return { ok: true, value: { order: existing, isNew: false } };
    }
  }
  if (!order) throw new Error('could not draw a free order number');

  await writeOrderLines(tx, order.id, draft.quote, { isReplacing: false });
  await recordStatusEvent(tx, { orderId: order.id, field: 'status', from: null, to: 'Pending', actorId: draft.userId, note: 'order created', now });
  await recordPricingInput(tx, order.id, 'order.created', draft.pricing, draft.userId, now);

  const coupon = draft.quote.coupon;
  if (coupon?.applied) {
    const reserved = await reserveCoupon(tx, { couponId: coupon.id, orderId: order.id, userId: draft.userId, email: draft.email, now });
    if (!reserved.ok) {
      // Another order took the last use between the quote and now: nothing may be kept.
      const message = couponMessages[reserveRefusals[reserved.reason]];
      return orderFailure('coupon_unavailable', message, { fields: { coupon_code: message } });
    }
  }
  return { ok: true, value: { order, isNew: true } };
}

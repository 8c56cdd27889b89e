import { and, desc, eq, inArray } from 'drizzle-orm';
import { schema } from '@upline/db';
import { checkoutMessages } from '@upline/contract/checkout';
import { orderMessages } from '@upline/contract/orders';
import { couponMessages } from '@upline/domain/promotions';
import type { AppDeps } from '../../deps.js';
import type { OrderRow } from '../orders/order-draft.js';
import type { PricingReference } from '../cart/pricing-reference.js';
import { requoteOrder } from '../orders/order-pricing.js';
import { cancelUnpaidOrder } from '../orders/cancel-unpaid-order.js';
import { isOrderPaid, syncOrderWithPayment } from '../orders/sync-order-payment.js';
import type { PaymentRow } from '../payments/payment-events.js';
import { reserveCoupon } from '../promotions/coupon-redemptions.js';
import { checkoutFailure, type CheckoutRefusal } from './checkout-failure.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export type Readiness = { ok: true; kind: 'paid'; order: OrderRow; payment: PaymentRow | null } | { ok: true; kind: 'payable'; order: OrderRow } | CheckoutRefusal;

/**
 * Checks an order before money is asked for (card or PayPal):
 * - already paid, or a payment already succeeded that the order does not show yet: the order is
 *   brought in line and answered as paid, never charged again;
 * - no longer Pending, or its cart no longer priced: order_not_payable;
 * - priced again with today's prices, coupon and shipping: a different total cancels this order
 *   (the shopper places a new one at the new total): price_changed with the fresh quote;
 * - its coupon use is held again (a refused card had given it back); gone: coupon_unavailable.
 * `known`: the order's payments as the caller has just read them, and the pricing version read with them.
 */
export async function prepareOrderPayment(deps: Deps, order: OrderRow, known?: { payments: readonly PaymentRow[]; reference?: PricingReference }): Promise<Readiness> {
  const succeededOf = async () => (known ? lastSucceeded(known.payments) : latestSucceeded(deps, order.id));
  if (isOrderPaid(order)) return { ok: true, kind: 'paid', order, payment: await succeededOf() };
  const succeeded = await succeededOf();
  if (succeeded) {
    const synced = await deps.db.transaction((tx) => syncOrderWithPayment(tx, succeeded, deps.clock.now()));
    return { ok: true, kind: 'paid', order: synced ?? order, payment: succeeded };
  }
  if (order.status !== 'Pending') return checkoutFailure('order_not_payable', checkoutMessages.orderNotPayable);

  const quoted = await requoteOrder(deps.db, order, deps.clock.now(), undefined, known?.reference);
  if (!quoted.ok) return checkoutFailure('order_not_payable', quoted.failure.message, { fields: quoted.failure.fields });
  if (quoted.quote.totalMinor !== order.totalMinor || quoted.quote.currency !== order.currency) {
    await cancelUnpaidOrder(deps, order, 'prices changed before payment');
    return checkoutFailure('price_changed', orderMessages.priceChanged, { quote: quoted.quote });
  }
  if (order.couponId !== null) {
    const couponId = order.couponId;
    const reserved = await deps.db.transaction((tx) => reserveCoupon(tx, { couponId, orderId: order.id, userId: order.userId, email: order.email, now: deps.clock.now() }));
    if (!reserved.ok) {
      await cancelUnpaidOrder(deps, order, 'coupon no longer available');
      const message = couponMessages[reserved.reason];
      return checkoutFailure('coupon_unavailable', message, { fields: { coupon_code: message } });
    }
  }
  return { ok: true, kind: 'payable', order };
}

const succeededStatuses: readonly PaymentRow['status'][] = ['succeeded', 'partially_refunded', 'refunded'];

/** The latest payment that took money, of payments in id order. */
const lastSucceeded = (payments: readonly PaymentRow[]) => payments.findLast((p) => succeededStatuses.includes(p.status)) ?? null;

async function latestSucceeded(deps: Deps, orderId: number): Promise<PaymentRow | null> {
  const { payments } = schema;
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['succeeded', 'partially_refunded', 'refunded'])))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

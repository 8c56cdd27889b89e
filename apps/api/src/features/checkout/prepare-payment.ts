import { and, desc, eq, inArray } from 'drizzle-orm';
import { schema } from '@upline/db';
import { checkoutErrorCodes, checkoutMessages } from '@upline/contract/checkout';
import { orderErrorCodes } from '@upline/contract/orders';
import { couponMessages } from '@upline/domain/promotions';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import type { OrderRow } from '../orders/order-draft.js';
import { requoteOrder } from '../orders/order-pricing.js';
import { cancelUnpaidOrder } from '../orders/cancel-unpaid-order.js';
import { priceChanged } from '../orders/price-changed.js';
import { isOrderPaid, syncOrderWithPayment } from '../orders/sync-order-payment.js';
import type { PaymentRow } from '../payments/payment-events.js';
import { reserveCoupon } from '../promotions/coupon-redemptions.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export type Readiness = { kind: 'paid'; order: OrderRow; payment: PaymentRow | null } | { kind: 'payable'; order: OrderRow };

/**
 * Checks an order before money is asked for (card or PayPal):
 * - already paid, or a payment already succeeded that the order does not show yet: the order is
 *   brought in line and answered as paid, never charged again;
 * - no longer Pending: 409;
 * - priced again with today's prices, coupon and shipping: a different total cancels this order
 *   (the shopper places a new one at the new total) and answers 409 with the fresh quote;
 * - its coupon use is held again (a refused card had given it back).
 */
export async function prepareOrderPayment(deps: Deps, order: OrderRow): Promise<Readiness> {
  if (isOrderPaid(order)) return { kind: 'paid', order, payment: await latestSucceeded(deps, order.id) };
  const succeeded = await latestSucceeded(deps, order.id);
  if (succeeded) {
    const synced = await deps.db.transaction((tx) => syncOrderWithPayment(tx, succeeded, deps.clock.now()));
    return { kind: 'paid', order: synced ?? order, payment: succeeded };
  }
  if (order.status !== 'Pending') throw new AppError(409, checkoutErrorCodes.orderNotPayable, checkoutMessages.orderNotPayable);

  const quoted = await requoteOrder(deps.db, order, deps.clock.now());
  if (!quoted.ok) throw new AppError(409, checkoutErrorCodes.orderNotPayable, quoted.failure.message, quoted.failure.fields);
  if (quoted.quote.totalMinor !== order.totalMinor || quoted.quote.currency !== order.currency) {
    await cancelUnpaidOrder(deps, order, 'prices changed before payment');
    throw priceChanged(quoted.quote);
  }
  if (order.couponId !== null) {
    const couponId = order.couponId;
    const reserved = await deps.db.transaction((tx) => reserveCoupon(tx, { couponId, orderId: order.id, userId: order.userId, email: order.email, now: deps.clock.now() }));
    if (!reserved.ok) {
      await cancelUnpaidOrder(deps, order, 'coupon no longer available');
      const message = couponMessages[reserved.reason];
      throw new AppError(409, orderErrorCodes.couponUnavailable, message, { coupon_code: message });
    }
  }
  return { kind: 'payable', order };
}

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

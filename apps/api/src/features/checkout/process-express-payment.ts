import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { schema } from '@upline/db';
import { checkoutMessages, type expressProcessPaymentRequestSchema } from '@upline/contract/checkout';
import type { AppDeps } from '../../deps.js';
import type { OrderRow } from '../orders/order-draft.js';
import { isOrderPaid } from '../orders/sync-order-payment.js';
import { paypalGatewayFor } from '../payments/payment-providers.js';
import { applyWalletAddress } from './apply-wallet-address.js';
import { checkoutFailure, type CheckoutResult } from './checkout-failure.js';
import { ensureExpressOrder } from './express-order.js';
import { loadExpressSession } from './express-session.js';
import { capturePayPalOrderFor, createPayPalOrderFor, refuseAutoship } from './paypal-order-payment.js';
import { walletGatewayFor } from './wallet-gateway.js';

type Body = z.output<typeof expressProcessPaymentRequestSchema>;

export interface ExpressPaid {
  order: OrderRow;
  transactionId: string | null;
}

async function latestTransaction(deps: Pick<AppDeps, 'db'>, orderId: number): Promise<string | null> {
  const { payments } = schema;
  const [row] = await deps.db.select({ ref: payments.providerRef }).from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  return row?.ref ?? null;
}

/**
 * express-checkout/process-payment (checkout §4 steps 5 and the wallet flows): the session's
 * pending order is created (or found), its approved PayPal order captured (Google Pay and Apple
 * Pay too, through PayPal: their address completes an order that had none), the order becomes
 * paid and Processing, and the session completed.
 * Called again after success, it answers the same order without charging.
 */
export async function processExpressPayment(deps: AppDeps, request: FastifyRequest, body: Body): Promise<CheckoutResult<ExpressPaid>> {
  const loaded = await loadExpressSession(deps, request, body.checkout_id);
  if (!loaded.ok) return loaded;
  const session = loaded.value;
  const { orders, payments, expressCheckoutSessions: s } = schema;
  if (session.status === 'completed' && session.orderId !== null) {
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, session.orderId));
    if (order && isOrderPaid(order)) return { ok: true, value: { order, transactionId: await latestTransaction(deps, order.id) } };
  }
  const gateway = walletGatewayFor(deps);
  if (!gateway.ok) return gateway;
  const paypal = gateway.value;
  const isStandIn = paypalGatewayFor(deps) === null;
  if (!body.payment_token && !isStandIn) return checkoutFailure('payment_validation_failed', checkoutMessages.paymentValidation('Invalid payment data'));

  const pending = await ensureExpressOrder(deps, session, {
    user: request.currentUser,
    method: body.payment_method,
    shippingAddress: body.shipping_address ?? null,
    ...(body.customer_data ? { customer: body.customer_data } : {}),
  });
  if (!pending.ok) return pending;
  const autoship = refuseAutoship(pending.value, body.payment_method);
  if (autoship) return autoship;
  // Google Pay and Apple Pay: the wallet's address completes an order created without one.
  const withAddress = await applyWalletAddress(deps, session, pending.value, body.payment_method, body.shipping_address);
  if (!withAddress.ok) return withAddress;
  const order = withAddress.value;

  let paypalOrderId: string | null = null;
  if (body.payment_token) {
    const [known] = await deps.db.select({ id: payments.id }).from(payments).where(and(eq(payments.provider, 'paypal'), eq(payments.providerRef, body.payment_token), eq(payments.orderId, order.id)));
    if (known) paypalOrderId = body.payment_token;
  }
  if (!paypalOrderId && isStandIn && !isOrderPaid(order)) {
    const created = await createPayPalOrderFor(deps, paypal, order, body.payment_method);
    if (!created.ok) return created;
    paypalOrderId = created.value;
  }
  if (!paypalOrderId && !isOrderPaid(order)) return checkoutFailure('payment_validation_failed', checkoutMessages.paymentValidation('This payment does not belong to the checkout.'));

  let paid: { order: OrderRow; captureId: string | null };
  if (paypalOrderId) {
    const captured = await capturePayPalOrderFor(deps, paypal, order, paypalOrderId, { method: body.payment_method });
    if (!captured.ok) return captured;
    paid = captured.value;
  } else {
    paid = { order, captureId: await latestTransaction(deps, order.id) };
  }
  await deps.db.update(s).set({ status: 'completed', orderId: order.id, method: body.payment_method, updatedAt: deps.clock.now() }).where(eq(s.checkoutId, session.checkoutId));
  return { ok: true, value: { order: paid.order, transactionId: paid.captureId ?? paypalOrderId } };
}

import { and, asc, eq } from 'drizzle-orm';
import { schema, type Database } from '@upline/db';
import { checkoutMessages, type WalletMethod } from '@upline/contract/checkout';
import type { AppDeps } from '../../deps.js';
import { hasPlaceholderAddress, type OrderRow } from '../orders/order-draft.js';
import { syncOrderWithPayment } from '../orders/sync-order-payment.js';
import type { PayPalAmountsInput, PayPalAddressInput } from '../payments/paypal-order-request.js';
import { capturePayPalPayment, startPayPalPayment } from '../payments/paypal-payments.js';
import type { PayPalGateway } from '../payments/paypal-gateway.js';
import { checkoutFailure, type CheckoutRefusal, type CheckoutResult } from './checkout-failure.js';
import type { PaidOrder } from './pay-order-by-card.js';
import { fillOrderFromCapture } from './fill-order-from-capture.js';
import { prepareOrderPayment } from './prepare-payment.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer'>;

/** The order's stored amounts as PayPal's breakdown (items, shipping, both taxes, discount). */
export async function paypalAmountsOf(db: Database, order: OrderRow): Promise<PayPalAmountsInput> {
  const { orderLines } = schema;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  return {
    currency: order.currency,
    lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, lineTotalMinor: l.lineTotalMinor, ...(l.productId ? { sku: String(l.productId) } : {}) })),
    shippingMinor: order.shippingMinor,
    taxMinor: order.taxMinor + order.shippingTaxMinor,
    discountMinor: order.discountMinor,
    totalMinor: order.totalMinor,
  };
}

async function shippingAddressOf(db: Database, order: OrderRow): Promise<PayPalAddressInput | undefined> {
  if (hasPlaceholderAddress(order) || order.shipCountryId === null) return undefined;
  const [country] = await db.select({ code: schema.countries.shortname }).from(schema.countries).where(eq(schema.countries.id, order.shipCountryId));
  const [state] = order.shipStateId === null ? [] : await db.select({ code: schema.states.code }).from(schema.states).where(eq(schema.states.id, order.shipStateId));
  if (!country) return undefined;
  return {
    fullName: `${order.shipFirstName ?? order.firstName} ${order.shipLastName ?? order.lastName}`.trim(),
    addressLine1: order.shipAddress1 ?? '',
    ...(order.shipAddress2 ? { addressLine2: order.shipAddress2 } : {}),
    city: order.shipCity ?? '',
    state: state?.code ?? order.shipState ?? '',
    postalCode: order.shipZip ?? '',
    countryCode: country.code.toUpperCase(),
  };
}

/** Autoship items are not paid through PayPal or the wallets (checkout §5): the refusal, or null. */
export function refuseAutoship(order: Pick<OrderRow, 'isAutoship'>, method: WalletMethod): CheckoutRefusal | null {
  if (!order.isAutoship) return null;
  return checkoutFailure('autoship_not_supported', method === 'paypal' ? checkoutMessages.paypalAutoship : checkoutMessages.walletAutoship);
}

const paymentValidation = (detail: string) => checkoutFailure('payment_validation_failed', checkoutMessages.paymentValidation(detail));

/**
 * Creates the PayPal order for an order's stored total (checked and priced again first): the
 * server-priced pending order exists before any money moves (docs/spec-deviations.md). With a
 * real address PayPal ships there; with the express placeholders the buyer picks one in PayPal.
 * The same attempt answers the same PayPal order; its id is the value.
 */
export async function createPayPalOrderFor(deps: Deps, paypal: PayPalGateway, order: OrderRow, method: WalletMethod): Promise<CheckoutResult<string>> {
  const autoship = refuseAutoship(order, method);
  if (autoship) return autoship;
  const ready = await prepareOrderPayment(deps, order);
  if (!ready.ok) return ready;
  if (ready.kind === 'paid') return checkoutFailure('already_paid', checkoutMessages.alreadyPaid);
  const { payments } = schema;
  const earlier = await deps.db.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.provider, 'paypal')));
  const open = earlier.find((p) => p.status === 'pending' && p.amountMinor === order.totalMinor);
  // A new PayPal order only after the previous one failed or its amount no longer applies.
  const attempt = open ? Number(open.idempotencyKey.split(':').pop()) || earlier.length : earlier.length + 1;
  const shippingAddress = await shippingAddressOf(deps.db, order);
  const { result } = await startPayPalPayment(deps, paypal, {
    orderId: order.id,
    orderNumber: order.orderNumber,
    attempt,
    method,
    ...(await paypalAmountsOf(deps.db, order)),
    shippingPreference: shippingAddress ? 'SET_PROVIDED_ADDRESS' : 'GET_FROM_FILE',
    ...(shippingAddress ? { shippingAddress } : {}),
  });
  if (!result.ok) return checkoutFailure('paypal_provider_error', result.message);
  return { ok: true, value: result.paypalOrderId };
}

/**
 * Captures the approved PayPal order of an order (PayPal-Request-Id derived from the payment, so
 * a repeat answers the first capture). PayPal's amount and currency are checked against the
 * payment and the order before anything is marked paid; then the order follows, its 'Pending'
 * address completed from the capture. A payment of another order, an amount that does not
 * match, PayPal declining or unreachable, or a capture still processing: the failure.
 */
export async function capturePayPalOrderFor(
  deps: Deps,
  paypal: PayPalGateway,
  order: OrderRow,
  paypalOrderId: string,
  opts: { method?: WalletMethod; notesAppend?: string } = {},
): Promise<CheckoutResult<PaidOrder & { captureId: string | null }>> {
  const { payments } = schema;
  const [payment] = await deps.db.select().from(payments).where(and(eq(payments.provider, 'paypal'), eq(payments.providerRef, paypalOrderId), eq(payments.orderId, order.id)));
  if (!payment) return paymentValidation('This PayPal payment does not belong to the order.');

  const captured = await capturePayPalPayment(deps, paypal, paypalOrderId);
  const result = captured.result;
  const now = deps.clock.now();
  const synced = await deps.db.transaction(async (tx) => {
    const after = captured.payment ?? payment;
    const order1 = await syncOrderWithPayment(tx, after, now);
    if (result.ok) await fillOrderFromCapture(tx, order.id, result, { ...opts, now });
    const [fresh] = await tx.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    return fresh ?? order1 ?? order;
  });
  if (result.ok && captured.payment?.status === 'succeeded') return { ok: true, value: { order: synced, payment: captured.payment, captureId: result.captureId ?? null } };
  if (!result.ok) {
    if (result.code === 'provider_error') return checkoutFailure('paypal_provider_error', result.message);
    if (result.code === 'amount_mismatch') return paymentValidation(result.message);
    return checkoutFailure('paypal_declined', result.message);
  }
  if (captured.applied && !captured.applied.ok) return paymentValidation('The PayPal amount does not match the order.');
  return checkoutFailure('payment_in_progress', checkoutMessages.paymentInProgress);
}

import { and, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import { alertStaff } from '../../platform/staff-alerts.js';
import { applyPaymentEventToPayment } from './apply-payment-event.js';
import type { ApplyOutcome, ApplyPaymentEvent, PaymentEventKind, PaymentRow } from './payment-events.js';
import type { PayPalFailure, PayPalGateway, PayPalOrderState, PayPalPaymentStatus } from './paypal-gateway.js';
import type { PayPalAmountsInput, PayPalMethod, PayPalOrderInput } from './paypal-order-request.js';
import { recordPayment } from './record-payment.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type CaptureDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer'>;

/** The key of one PayPal attempt for an order; also the PayPal-Request-Id of its create. */
export const paypalPaymentKey = (orderId: number, attempt: number | string) => `order:${orderId}:paypal:${attempt}`;

const captureAttemptOf = (payment: Pick<PaymentRow, 'raw'>) => {
  const attempt = (payment.raw as { paypalCaptureAttempt?: unknown } | null)?.paypalCaptureAttempt;
  return typeof attempt === 'number' ? attempt : 0;
};

/**
 * The PayPal-Request-Id of a payment's capture, the same for the checkout and for reconciliation,
 * so a repeated capture answers the first. It changes only after PayPal refused a capture outright
 * (not approved yet, declined), when nothing was captured: PayPal may answer a reused id with the
 * stored refusal, and the buyer may since have approved or picked another funding source.
 */
export const paypalCaptureRequestId = (payment: Pick<PaymentRow, 'idempotencyKey' | 'raw'>) => {
  const attempt = captureAttemptOf(payment);
  return attempt === 0 ? `${payment.idempotencyKey}:capture` : `${payment.idempotencyKey}:capture:${attempt}`;
};

const kinds: Partial<Record<PayPalPaymentStatus, PaymentEventKind>> = {
  succeeded: 'succeeded',
  processing: 'processing',
  failed: 'failed',
  cancelled: 'cancelled',
};

export interface StartPayPalInput extends Omit<PayPalOrderInput, 'idempotencyKey'> {
  /** 1 for the first try; a new attempt after a cancelled window gets a new PayPal order. */
  attempt: number | string;
  method?: PayPalMethod;
}

/**
 * Creates the PayPal order for one of our orders and records the payment (pending, referencing
 * the PayPal order). A repeated call for the same attempt answers the same PayPal order.
 */
export async function startPayPalPayment(deps: Deps, paypal: PayPalGateway, input: StartPayPalInput): Promise<{ payment: PaymentRow; result: { ok: true; paypalOrderId: string } | PayPalFailure }> {
  const idempotencyKey = paypalPaymentKey(input.orderId, input.attempt);
  const recorded = await recordPayment(deps.db, {
    orderId: input.orderId,
    provider: 'paypal',
    method: input.method ?? 'paypal',
    amountMinor: input.totalMinor,
    currency: input.currency,
    idempotencyKey,
    now: deps.clock.now(),
  });
  if (!recorded.ok) return { payment: recorded.payment, result: recorded.failure };
  const payment = recorded.payment;
  if (payment.providerRef) return { payment, result: { ok: true, paypalOrderId: payment.providerRef } };
  const created = await paypal.createOrder({ ...input, idempotencyKey });
  if (!created.ok) return { payment, result: created };
  const [updated] = await deps.db
    .update(schema.payments)
    .set({ providerRef: created.paypalOrderId, updatedAt: deps.clock.now() })
    .where(eq(schema.payments.id, payment.id))
    .returning();
  return { payment: updated ?? payment, result: { ok: true, paypalOrderId: created.paypalOrderId } };
}

/** Finds our PayPal payment for a PayPal order id. */
async function findPayPalPayment(deps: Deps, paypalOrderId: string): Promise<PaymentRow | undefined> {
  const { payments } = schema;
  const [row] = await deps.db.select().from(payments).where(and(eq(payments.provider, 'paypal'), eq(payments.providerRef, paypalOrderId)));
  return row;
}

/**
 * New amounts for an open PayPal payment (express checkout: shipping and tax for the address the
 * buyer picked). PayPal's order and our payment change together, so the capture still matches.
 */
export async function updatePayPalPaymentAmounts(deps: Deps, paypal: PayPalGateway, paypalOrderId: string, amounts: PayPalAmountsInput): Promise<{ ok: true } | PayPalFailure> {
  const payment = await findPayPalPayment(deps, paypalOrderId);
  if (!payment || payment.status !== 'pending') return { ok: false, code: 'not_found', message: 'No open PayPal payment for this order.' };
  const updated = await paypal.updateOrderAmounts(paypalOrderId, amounts);
  if (!updated.ok) return updated;
  await deps.db
    .update(schema.payments)
    .set({ amountMinor: amounts.totalMinor, updatedAt: deps.clock.now() })
    .where(eq(schema.payments.id, payment.id));
  return { ok: true };
}

export interface PayPalCaptureOutcome {
  payment: PaymentRow | null;
  result: PayPalOrderState | PayPalFailure;
  /** How the handler took the capture; null when nothing was applied. */
  applied: ApplyOutcome | null;
}

const amountMismatch: PayPalFailure = { ok: false, code: 'amount_mismatch', message: 'The PayPal amount does not match the order.' };
const isSameAmount = (state: PayPalOrderState, payment: PaymentRow) => state.amountMinor === payment.amountMinor && state.currency.toUpperCase() === payment.currency;

/**
 * A capture PayPal made for another amount than ours (checked before, so only a change between
 * the check and the capture gets here): the money is given back at once, the payment is closed
 * as failed so the shopper can pay again, and staff are told.
 */
async function refundMismatchedCapture(deps: CaptureDeps, paypal: PayPalGateway, payment: PaymentRow, state: PayPalOrderState): Promise<PaymentRow> {
  const currency = state.currency.toUpperCase() === 'CAD' ? 'CAD' : 'USD';
  const refund = state.captureId
    ? await paypal.refundCapture(state.captureId, state.amountMinor, currency, `${payment.idempotencyKey}:mismatch-refund`)
    : { ok: false as const, code: 'provider_error' as const, message: 'PayPal did not give the capture.' };
  const captured = `${(state.amountMinor / 100).toFixed(2)} ${state.currency}`;
  const expected = `${(payment.amountMinor / 100).toFixed(2)} ${payment.currency}`;
  await alertStaff(deps, {
    subject: refund.ok ? `PayPal captured another amount for payment ${payment.id}: refunded` : `PayPal captured another amount for payment ${payment.id}: refund failed`,
    text: refund.ok
      ? `PayPal order ${state.paypalOrderId} was captured for ${captured} while order ${payment.orderId ?? '-'} expected ${expected}. The capture was refunded in full (refund ${refund.refundRef}); the order was not marked paid.`
      : `PayPal order ${state.paypalOrderId} was captured for ${captured} while order ${payment.orderId ?? '-'} expected ${expected}, and the automatic refund failed: ${refund.message}\nRefund capture ${state.captureId ?? '(unknown)'} in PayPal.`,
  });
  const raw = { ...((payment.raw as Record<string, unknown> | null) ?? {}), mismatchRefund: refund.ok ? refund.refundRef : null };
  const [closed] = await deps.db
    .update(schema.payments)
    .set({ status: 'failed', failureCode: 'amount_mismatch', failureMessage: amountMismatch.message, raw, updatedAt: deps.clock.now() })
    .where(eq(schema.payments.id, payment.id))
    .returning();
  return closed ?? payment;
}

/**
 * Captures an approved PayPal order and applies the answer like a webhook would (amount and
 * currency checked against the payment). PayPal's order is read first: one for another amount
 * or currency is never captured. Sent twice, PayPal answers the first capture; an order already
 * paid is only looked up.
 */
export async function capturePayPalPayment(
  deps: CaptureDeps,
  paypal: PayPalGateway,
  paypalOrderId: string,
  apply: ApplyPaymentEvent = applyPaymentEventToPayment,
): Promise<PayPalCaptureOutcome> {
  const payment = await findPayPalPayment(deps, paypalOrderId);
  if (!payment) return { payment: null, result: { ok: false, code: 'not_found', message: 'No PayPal payment for this order.' }, applied: null };
  if (payment.status !== 'succeeded') {
    const before = await paypal.getOrder(paypalOrderId);
    if (before.ok && before.status !== 'succeeded' && !isSameAmount(before, payment)) return { payment, result: amountMismatch, applied: null };
  }
  let result = payment.status === 'succeeded' ? await paypal.getOrder(paypalOrderId) : await paypal.captureOrder(paypalOrderId, paypalCaptureRequestId(payment));
  if (!result.ok && result.code === 'already_captured') result = await paypal.getOrder(paypalOrderId);
  if (!result.ok && (result.code === 'not_approved' || result.code === 'declined')) {
    const raw = { ...((payment.raw as Record<string, unknown> | null) ?? {}), paypalCaptureAttempt: captureAttemptOf(payment) + 1 };
    await deps.db.update(schema.payments).set({ raw, updatedAt: deps.clock.now() }).where(eq(schema.payments.id, payment.id));
  }
  const kind = result.ok ? kinds[result.status] : undefined;
  if (!result.ok || !kind) return { payment, result, applied: null };
  const event = { provider: 'paypal' as const, kind, providerRef: paypalOrderId, amountMinor: result.amountMinor, currency: result.currency, source: 'response' as const };
  const now = deps.clock.now();
  const applied = await deps.db.transaction((tx) => apply(tx, event, now));
  const isMismatch = !applied.ok && (applied.reason === 'amount_mismatch' || applied.reason === 'currency_mismatch');
  if (isMismatch && kind === 'succeeded' && payment.status !== 'succeeded') {
    return { payment: await refundMismatchedCapture(deps, paypal, payment, result), result: amountMismatch, applied };
  }
  return { payment: applied.payment ?? payment, result, applied };
}

import type { Transaction } from '@upline/db';
import { queryPrepared } from '@upline/db';
import type { ApplyOutcome, PaymentEvent, PaymentRow, PaymentRowStatus } from './payment-events.js';
import { readPaymentRow } from './read-payment-row.js';

/**
 * How far along a payment is. An event moves a payment forward only: a late 'processing' after
 * 'succeeded' changes nothing, and a success reported after a failure wins (the provider is the
 * truth about money taken). Refunds only follow a success.
 */
const rank: Record<PaymentRowStatus, number> = {
  pending: 0,
  requires_action: 0,
  failed: 1,
  cancelled: 1,
  succeeded: 2,
  partially_refunded: 3,
  refunded: 4,
};

/** The status an event asks for, or null when it does not apply to a payment in this state. */
export function nextStatus(current: PaymentRow, event: PaymentEvent): { status: PaymentRowStatus; refundedMinor: number } | null {
  const keep = { status: current.status, refundedMinor: current.refundedMinor };
  if (event.kind === 'refunded') {
    if (rank[current.status] < rank.succeeded) return null;
    const refundedMinor = Math.max(current.refundedMinor, event.refundedMinor ?? 0);
    if (refundedMinor === current.refundedMinor) return keep;
    return { status: refundedMinor >= current.amountMinor ? 'refunded' : 'partially_refunded', refundedMinor };
  }
  const wanted: PaymentRowStatus =
    event.kind === 'processing' ? 'pending'
    : event.kind === 'requires_action' ? 'requires_action'
    : event.kind === 'cancelled' ? 'cancelled'
    : event.kind;
  if (wanted === current.status) return keep;
  const isForward = rank[wanted] > rank[current.status] || (rank[wanted] === 0 && rank[current.status] === 0);
  return isForward ? { status: wanted, refundedMinor: current.refundedMinor } : null;
}

/**
 * The payment an event is about, locked: by provider reference, else by our own id while it has
 * no reference yet (the webhook can overtake the answer to our own call: the row exists, its
 * reference not yet). One statement, two primary-key lookups.
 */
const lockText = `
select * from payments
where id = coalesce((select id from payments where provider = $1 and provider_ref = $2), $3::int)
  and provider = $1 and (provider_ref = $2 or provider_ref is null)
for no key update`;

/** An order row, locked for the change of its payment state (the same text wherever it is locked so, one prepared statement). */
export const orderLockText = 'select * from orders where id = $1 for no key update';

const movedText = `
update payments set provider_ref = $2, status = $3, refunded_minor = $4, failure_code = $5, failure_message = $6, updated_at = $7
where id = $1 returning *`;

async function lockPayment(tx: Transaction, event: PaymentEvent): Promise<PaymentRow | undefined> {
  const [row] = await queryPrepared<Record<string, unknown>>(tx, 'payment_lock', lockText, [event.provider, event.providerRef, event.paymentId ?? null]);
  return row ? readPaymentRow(row) : undefined;
}

/**
 * The default handler: checks the event against the payment (and its order) and moves the
 * payments row forward. Amount or currency that differ from ours are refused, never applied.
 */
export async function applyPaymentEventToPayment(tx: Transaction, event: PaymentEvent, now: Date): Promise<ApplyOutcome> {
  const payment = await lockPayment(tx, event);
  if (!payment) return { ok: false, reason: 'unknown_payment' };
  if (event.currency.toUpperCase() !== payment.currency) return { ok: false, reason: 'currency_mismatch', payment };
  if (event.amountMinor !== payment.amountMinor) return { ok: false, reason: 'amount_mismatch', payment };
  let lockedOrder: Record<string, unknown> | undefined;
  if (payment.orderId !== null && event.kind === 'succeeded') {
    // Locked as the order's handler locks it next (payment, then order): it reads it from here.
    [lockedOrder] = await queryPrepared<Record<string, unknown>>(tx, 'order_lock', orderLockText, [payment.orderId]);
    if (lockedOrder && lockedOrder.currency !== payment.currency) return { ok: false, reason: 'currency_mismatch', payment };
    if (lockedOrder && Number(lockedOrder.total_minor) !== payment.amountMinor) return { ok: false, reason: 'amount_mismatch', payment };
  }
  const withOrder = lockedOrder ? { lockedOrder } : {};

  const next = nextStatus(payment, event);
  const isRefAttached = payment.providerRef === null;
  const isChanged = next !== null && (next.status !== payment.status || next.refundedMinor !== payment.refundedMinor);
  if (!isChanged && !isRefAttached) return { ok: true, isChanged: false, payment, ...withOrder };

  // The row is locked: what the event leaves alone is written back as it is.
  const moved = isChanged && next ? next : { status: payment.status, refundedMinor: payment.refundedMinor };
  const failure =
    next?.status === 'failed' ? { failureCode: event.failureCode ?? 'failed', failureMessage: event.failureMessage ?? null }
    : next?.status === 'succeeded' ? { failureCode: null, failureMessage: null }
    : { failureCode: payment.failureCode, failureMessage: payment.failureMessage };
  const [updated] = await queryPrepared<Record<string, unknown>>(tx, 'payment_moved', movedText, [
    payment.id,
    event.providerRef,
    moved.status,
    moved.refundedMinor,
    failure.failureCode,
    failure.failureMessage,
    now,
  ]);
  return { ok: true, isChanged: true, payment: updated ? readPaymentRow(updated) : payment, ...withOrder };
}

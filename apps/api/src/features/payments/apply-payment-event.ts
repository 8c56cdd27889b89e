import type { Transaction } from '@upline/db';
import { queryPrepared, shiftPlaceholders } from '@upline/db';
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
 * reference not yet). With `$4`, its order is locked and read in the same statement, after the
 * payment (payment, then order, as everywhere): a success moves both. Each row comes back as it
 * is once its lock is held (a row changed while the lock was awaited is read again).
 */
const lockText = `
with p as materialized (
  select * from payments
  where id = coalesce((select id from payments where provider = $1 and provider_ref = $2), $3::int)
    and provider = $1 and (provider_ref = $2 or provider_ref is null)
  for no key update
), o as materialized (
  select * from orders where $4::boolean and id = (select order_id from p) for no key update
)
select row_to_json(p) as payment, (select row_to_json(o) from o where o.id = p.order_id) as "order" from p`;

/** An order row, locked for the change of its payment state (the same text wherever it is locked so, one prepared statement). */
export const orderLockText = 'select * from orders where id = $1 for no key update';

/** The payment's move, with its seven parameters. */
const moveCte = `
m as (
  update payments set provider_ref = $2, status = $3, refunded_minor = $4, failure_code = $5, failure_message = $6, updated_at = $7
  where id = $1 returning *
)`;

/** The payment moved, answered as one JSON value (the table's row reader reads it). */
const movedText = `with ${moveCte} select row_to_json(m) as payment from m`;

const moveParameters = 7;

/**
 * Writes another capability adds to the statement that moves a payment (one round trip for
 * both): common table expressions and answer columns, with placeholders from $1 of their own
 * (they follow the move's seven). `name` names the statement with them; the same name, the same
 * text.
 */
export interface MoveRider {
  name: string;
  ctes: string;
  columns: string;
  values: readonly unknown[];
}

/** Asked with the payment as the move will leave it and its locked order: a rider, or null to move it alone. */
export type RideWithMove = (moved: PaymentRow, lockedOrder: Record<string, unknown> | undefined) => MoveRider | null;

const movedWithRiderTexts = new Map<string, string>();

/** The move and a rider as one statement: the payment as one JSON value, then the rider's columns. */
function movedWithRiderText(rider: MoveRider): string {
  let text = movedWithRiderTexts.get(rider.name);
  if (text === undefined) {
    text = `with ${moveCte}, ${shiftPlaceholders(rider.ctes, moveParameters)}
select (select row_to_json(m) from m) as payment, ${shiftPlaceholders(rider.columns, moveParameters)}`;
    movedWithRiderTexts.set(rider.name, text);
  }
  return text;
}

/** The payment locked, and with `withOrder` its order locked after it (undefined when it has none). */
async function lockPayment(tx: Transaction, event: PaymentEvent, withOrder: boolean): Promise<{ payment: PaymentRow; order: Record<string, unknown> | undefined } | undefined> {
  const [row] = await queryPrepared<{ payment: Record<string, unknown>; order: Record<string, unknown> | null }>(tx, 'payment_lock', lockText, [
    event.provider,
    event.providerRef,
    event.paymentId ?? null,
    withOrder,
  ]);
  return row ? { payment: readPaymentRow(row.payment), order: row.order ?? undefined } : undefined;
}

/**
 * The default handler: checks the event against the payment (and its order) and moves the
 * payments row forward. Amount or currency that differ from ours are refused, never applied.
 * `ride`: another handler's writes that run with the move (the order made paid), answered in
 * the outcome's `rode`.
 */
export async function applyPaymentEventToPayment(tx: Transaction, event: PaymentEvent, now: Date, ride?: RideWithMove): Promise<ApplyOutcome> {
  // A success moves the order too: it is locked with the payment, and the order's handler reads it from here.
  const locked = await lockPayment(tx, event, event.kind === 'succeeded');
  if (!locked) return { ok: false, reason: 'unknown_payment' };
  const { payment } = locked;
  if (event.currency.toUpperCase() !== payment.currency) return { ok: false, reason: 'currency_mismatch', payment };
  if (event.amountMinor !== payment.amountMinor) return { ok: false, reason: 'amount_mismatch', payment };
  let lockedOrder: Record<string, unknown> | undefined;
  if (payment.orderId !== null && event.kind === 'succeeded') {
    lockedOrder = locked.order;
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
  const values = [payment.id, event.providerRef, moved.status, moved.refundedMinor, failure.failureCode, failure.failureMessage, now];
  const rider = ride?.({ ...payment, providerRef: event.providerRef, status: moved.status, refundedMinor: moved.refundedMinor, ...failure, updatedAt: now }, lockedOrder) ?? null;
  if (rider) {
    const [row] = await queryPrepared<{ payment: Record<string, unknown> | null }>(tx, `payment_moved+${rider.name}`, movedWithRiderText(rider), [...values, ...rider.values]);
    // The row is locked by this transaction: it cannot have gone.
    if (!row?.payment) throw new Error(`payment ${payment.id} was not moved`);
    return { ok: true, isChanged: true, payment: readPaymentRow(row.payment), rode: row, ...withOrder };
  }
  const [updated] = await queryPrepared<{ payment: Record<string, unknown> }>(tx, 'payment_moved', movedText, values);
  return { ok: true, isChanged: true, payment: updated ? readPaymentRow(updated.payment) : payment, ...withOrder };
}

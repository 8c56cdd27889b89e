import type { Transaction } from '@upline/db';
import { applyPaymentEventToPayment } from '../payments/apply-payment-event.js';
import type { ApplyOutcome, PaymentEvent } from '../payments/payment-events.js';
import type { OrderRow } from './order-draft.js';
import { paidOrderRider, syncOrderWithPayment } from './sync-order-payment.js';

/**
 * The orders capability's handler of provider events (webhooks, reconciliation): the payments
 * handler moves the payment (checking amount and currency against it and its order), then the
 * order follows, in the same transaction, so an event is applied to both exactly once. The
 * order is brought in line even when the payment itself did not change: that is how an order
 * whose update failed after the charge is settled later.
 */
export async function applyOrderPaymentEvent(tx: Transaction, event: PaymentEvent, now: Date): Promise<ApplyOutcome> {
  return (await applyOrderPaymentEventWithOrder(tx, event, now)).outcome;
}

/** applyOrderPaymentEvent, answering the order as it left it too (undefined when the event was refused). */
export async function applyOrderPaymentEventWithOrder(tx: Transaction, event: PaymentEvent, now: Date): Promise<{ outcome: ApplyOutcome; order?: OrderRow | null }> {
  // An order a success makes paid is written in the statement that moves the payment.
  const outcome = await applyPaymentEventToPayment(tx, event, now, paidOrderRider(now));
  if (!outcome.ok) return { outcome };
  return { outcome, order: await syncOrderWithPayment(tx, outcome.payment, now, outcome.lockedOrder, outcome.rode) };
}

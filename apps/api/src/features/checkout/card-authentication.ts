import { and, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { checkoutMessages } from '@upline/contract/checkout';
import type { AppDeps } from '../../deps.js';
import type { OrderRow } from '../orders/order-draft.js';
import type { CardAttemptRaw } from '../orders/reconcile-order-payments.js';
import { cardPaymentKey, confirmCardPaymentWith, startCardPayment, type CardPaymentOutcome } from '../payments/card-payments.js';
import type { PaymentRow } from '../payments/payment-events.js';
import { checkoutFailure, type CheckoutResult } from './checkout-failure.js';

// A card payment that answered requires_action waits for the shopper's 3-D Secure challenge,
// run by the browser with the intent's client secret. These helpers find that payment again and
// take the provider's word on how the challenge ended; they never start a second intent for it.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

/** payments.raw of a card attempt: the reconciliation's fields, and how often another card was tried on its intent. */
export interface CardRaw extends CardAttemptRaw {
  cardChanges?: number;
}

export function cardRawOf(payment: PaymentRow): CardRaw {
  const raw = payment.raw as Partial<CardRaw> | null;
  if (!raw?.paymentMethodId || typeof raw.attempt !== 'number') throw new Error(`card payment ${payment.id} has no attempt data`);
  return { paymentMethodId: raw.paymentMethodId, attempt: raw.attempt, ...(raw.cardChanges ? { cardChanges: raw.cardChanges } : {}) };
}

const cardPaymentsOf = (deps: Deps, orderId: number) => {
  const { payments } = schema;
  return and(eq(payments.orderId, orderId), eq(payments.method, 'card'), eq(payments.provider, deps.payments.name));
};

/** Of an order's payments in id order, the latest card payment still waiting for its 3-D Secure challenge, if any. */
export function waitingCardPaymentOf(deps: Deps, payments: readonly PaymentRow[]): PaymentRow | null {
  return payments.findLast((p) => p.method === 'card' && p.provider === deps.payments.name && p.status === 'requires_action') ?? null;
}

/** The order's card payment named by an authentication_required answer (its provider reference); unknown_payment otherwise. */
export async function cardPaymentByReference(deps: Deps, orderId: number, reference: string): Promise<CheckoutResult<PaymentRow>> {
  const { payments } = schema;
  const [row] = await deps.db.select().from(payments).where(and(cardPaymentsOf(deps, orderId), eq(payments.providerRef, reference)));
  if (!row) return checkoutFailure('unknown_payment', checkoutMessages.unknownPayment);
  return { ok: true, value: row };
}

/**
 * The attempt of this payment again, under its own key: a decided payment answers from our row,
 * an open one from the provider's intent as it stands now (after the challenge: succeeded, still
 * waiting, or refused with the bank's reason), applied to the row like a webhook would be.
 */
export async function resumeCardPayment(deps: Deps, order: OrderRow, payment: PaymentRow): Promise<CardPaymentOutcome> {
  const raw = cardRawOf(payment);
  if (payment.idempotencyKey !== cardPaymentKey(order.id, raw.attempt)) throw new Error(`card payment ${payment.id} does not belong to order ${order.id}`);
  return startCardPayment(deps, {
    orderId: order.id,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    customerEmail: order.email,
    paymentMethodId: raw.paymentMethodId,
    confirm: true,
    attempt: raw.attempt,
  });
}

/**
 * Another card for a payment whose challenge was never finished: the waiting intent is confirmed
 * with it (never a second intent beside it, so at most one card is charged). The card is kept on
 * the row first, so that a repeat with the same card finds this payment.
 */
export async function confirmWithAnotherCard(deps: Deps, payment: PaymentRow, paymentMethodId: string): Promise<CardPaymentOutcome> {
  const raw = cardRawOf(payment);
  const cardChanges = (raw.cardChanges ?? 0) + 1;
  const next: CardRaw = { ...raw, paymentMethodId, cardChanges };
  await deps.db.update(schema.payments).set({ raw: next, updatedAt: deps.clock.now() }).where(eq(schema.payments.id, payment.id));
  return confirmCardPaymentWith(deps, payment, { paymentMethodId, idempotencyKey: `${payment.idempotencyKey}:card:${cardChanges}` });
}

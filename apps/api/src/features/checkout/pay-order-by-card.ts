import { asc, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { checkoutErrorCodes, checkoutMessages } from '@upline/contract/checkout';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import type { OrderRow } from '../orders/order-draft.js';
import type { CardAttemptRaw } from '../orders/reconcile-order-payments.js';
import { syncOrderWithPayment } from '../orders/sync-order-payment.js';
import { cardPaymentKey, startCardPayment } from '../payments/card-payments.js';
import type { PaymentRow } from '../payments/payment-events.js';
import { recordPayment } from '../payments/record-payment.js';
import { prepareOrderPayment } from './prepare-payment.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

export interface PaidOrder {
  order: OrderRow;
  payment: PaymentRow | null;
}

const refusalCodes = {
  card_declined: checkoutErrorCodes.cardDeclined,
  authentication_required: checkoutErrorCodes.authenticationRequired,
  invalid_payment_method: checkoutErrorCodes.invalidPaymentMethod,
} as const;

/**
 * The attempt a card payment belongs to: the open attempt made with this same card is repeated
 * (its key replays the provider's first answer); with none open, a new attempt. An open attempt
 * with another card is still being decided: the shopper waits (409) rather than risk two charges.
 */
async function attemptFor(deps: Deps, orderId: number, paymentMethodId: string): Promise<number> {
  const { payments } = schema;
  const rows = await deps.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
  const card = rows.filter((p) => p.method === 'card');
  const open = card.find((p) => p.status === 'pending');
  if (open) {
    const raw = open.raw as Partial<CardAttemptRaw> | null;
    if (raw?.paymentMethodId === paymentMethodId && typeof raw.attempt === 'number') return raw.attempt;
    throw new AppError(409, checkoutErrorCodes.paymentInProgress, checkoutMessages.paymentInProgress);
  }
  return card.length + 1;
}

/**
 * Pays an order by card (checkout §4 card flow: process-payment with the card's payment-method
 * id), exactly once: the order is checked and priced again (prepareOrderPayment), the payments
 * row is written before the provider is called, under `order:<id>:pay:<attempt>`, and the
 * provider's answer is recorded on the payment before the order follows in its own transaction,
 * so a failure between the two leaves a paid payment that reconciliation brings to the order.
 * A refusal answers 402 with the provider's message; the order stays Pending for another card.
 */
export async function payOrderByCard(deps: Deps, order: OrderRow, paymentMethodId: string): Promise<PaidOrder> {
  const ready = await prepareOrderPayment(deps, order);
  if (ready.kind === 'paid') return { order: ready.order, payment: ready.payment };

  const attempt = await attemptFor(deps, order.id, paymentMethodId);
  const recorded = await recordPayment(deps.db, {
    orderId: order.id,
    provider: deps.payments.name,
    method: 'card',
    amountMinor: order.totalMinor,
    currency: order.currency,
    idempotencyKey: cardPaymentKey(order.id, attempt),
    now: deps.clock.now(),
  });
  if (!recorded.ok) throw new AppError(409, checkoutErrorCodes.paymentInProgress, checkoutMessages.paymentInProgress);
  if (recorded.isNew) {
    // Kept so that reconciliation can replay this attempt if its answer is never recorded.
    const raw: CardAttemptRaw = { paymentMethodId, attempt };
    await deps.db.update(schema.payments).set({ raw }).where(eq(schema.payments.id, recorded.payment.id));
  }

  const outcome = await startCardPayment(deps, {
    orderId: order.id,
    amountMinor: order.totalMinor,
    currency: order.currency,
    customerEmail: order.email,
    paymentMethodId,
    confirm: true,
    attempt,
  });
  const synced = await deps.db.transaction((tx) => syncOrderWithPayment(tx, outcome.payment, deps.clock.now()));
  const result = outcome.result;
  if (outcome.payment.status === 'succeeded') return { order: synced ?? order, payment: outcome.payment };
  if (result.ok && result.status === 'requires_action') {
    throw new AppError(402, checkoutErrorCodes.authenticationRequired, checkoutMessages.authenticationRequired);
  }
  if (!result.ok && result.code !== 'provider_error') {
    const message = result.code === 'authentication_required' ? checkoutMessages.authenticationRequired : result.message;
    throw new AppError(402, refusalCodes[result.code], message);
  }
  if (!result.ok) throw new AppError(503, checkoutErrorCodes.providerError, 'We could not reach the payment provider. Please try again.');
  throw new AppError(409, checkoutErrorCodes.paymentInProgress, checkoutMessages.paymentInProgress);
}

import { and, asc, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import { startCardPayment } from '../payments/card-payments.js';
import { reconcilePayments } from '../payments/reconcile-payments.js';
import { applyOrderPaymentEvent } from './apply-order-payment-event.js';
import { refundDuplicateCharges } from './refund-duplicate-charges.js';
import { syncOrderWithPayment } from './sync-order-payment.js';

type Deps = Pick<AppDeps, 'db' | 'payments' | 'config' | 'clock' | 'mailer'>;

/** Providers keep an idempotency key for 24 hours: an attempt is replayed only well inside that. */
const replayWindowMs = 20 * 3_600_000;

/** What the card flow keeps in payments.raw before it calls the provider. */
export interface CardAttemptRaw {
  paymentMethodId: string;
  attempt: number;
}

/**
 * Card attempts whose provider answer was never recorded (the process stopped between the
 * provider call and the payments row update): the provider reference is unknown, so no lookup
 * can find them. Calling the provider again under the attempt's own idempotency key replays
 * its first answer (never a second charge), which is then applied to the payment and the order.
 */
async function replayUnansweredCardAttempts(deps: Deps, now: Date): Promise<number> {
  const { payments } = schema;
  const cutoff = new Date(now.getTime() - deps.config.payments.reconcileAfterMinutes * 60_000);
  const rows = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, deps.payments.name),
        eq(payments.method, 'card'),
        eq(payments.status, 'pending'),
        isNull(payments.providerRef),
        isNotNull(payments.orderId),
        lte(payments.createdAt, cutoff),
        gte(payments.createdAt, new Date(now.getTime() - replayWindowMs)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(50);
  let changed = 0;
  for (const row of rows) {
    const raw = row.raw as Partial<CardAttemptRaw> | null;
    if (!raw?.paymentMethodId || typeof raw.attempt !== 'number' || row.orderId === null) continue;
    const [order] = await deps.db.select({ email: schema.orders.email }).from(schema.orders).where(eq(schema.orders.id, row.orderId));
    const outcome = await startCardPayment(deps, {
      orderId: row.orderId,
      amountMinor: row.amountMinor,
      currency: row.currency,
      customerEmail: order?.email ?? '',
      paymentMethodId: raw.paymentMethodId,
      confirm: true,
      attempt: raw.attempt,
    });
    if (outcome.payment.status !== 'pending') {
      await deps.db.transaction((tx) => syncOrderWithPayment(tx, outcome.payment, now));
      changed++;
    }
  }
  return changed;
}

/**
 * The reconciliation job of orders: replays unanswered card attempts, then asks the providers
 * about every payment that may disagree with them (the payments capability's reconciliation)
 * and applies their answers to payments and orders together; last, any order found charged
 * more than once gets its extra charges refunded (staff are told). Returns how many changed.
 */
export async function reconcileOrderPayments(deps: Deps, now: Date): Promise<number> {
  const replayed = await replayUnansweredCardAttempts(deps, now);
  const reconciled = await reconcilePayments(deps, now, { applyPaymentEvent: applyOrderPaymentEvent });
  return replayed + reconciled + (await refundDuplicateCharges(deps));
}

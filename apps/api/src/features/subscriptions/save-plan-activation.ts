import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { nextPeriodEnd } from '@upline/domain/subscriptions';
import type { Currency } from '@upline/domain/money';
import type { PaymentProvider } from '../payments/gateway.js';
import type { PaidPlan } from './charge-plan-fee.js';

/** A paid website fee (from chargePlanFee) for a member, at a moment. */
export interface PlanActivation extends PaidPlan {
  userId: number;
  now: Date;
}

/**
 * Records a paid scholar website fee, in the caller's transaction: the member's plan
 * subscription (created, or restarted when it lapsed) gets a new period from now, the payment is
 * stored against it, and the member's plan_status becomes 'continue'. The fee is a plan payment,
 * never an order, so it carries no commission volume.
 */
export async function savePlanActivation(tx: Database, a: PlanActivation): Promise<{ subscriptionId: number }> {
  const { subscriptions, payments, users } = schema;
  const periodEnd = nextPeriodEnd(a.now, a.planMonths);
  const period = {
    planMonths: a.planMonths,
    quantity: a.quantity,
    amountMinor: a.amountMinor,
    currency: a.currency,
    status: 'active' as const,
    paymentProvider: a.provider,
    paymentMethodRef: a.paymentMethodRef,
    providerCustomerRef: a.customerRef,
    currentPeriodStart: a.now,
    currentPeriodEnd: periodEnd,
    nextChargeAt: periodEnd,
    failures: 0,
    lastFailureMessage: null,
    cancelledAt: null,
    updatedAt: a.now,
  };

  const [existing] = await tx
    .select({ id: subscriptions.id, cycle: subscriptions.cycle })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, a.userId), eq(subscriptions.kind, 'scholar_plan')))
    .orderBy(desc(subscriptions.id))
    .limit(1)
    .for('no key update');
  let subscriptionId: number;
  if (existing) {
    await tx.update(subscriptions).set({ ...period, cycle: existing.cycle + 1 }).where(eq(subscriptions.id, existing.id));
    subscriptionId = existing.id;
  } else {
    const [row] = await tx
      .insert(subscriptions)
      .values({ ...period, userId: a.userId, kind: 'scholar_plan', cycle: 1, createdAt: a.now })
      .returning({ id: subscriptions.id });
    if (!row) throw new Error('subscription insert returned nothing');
    subscriptionId = row.id;
  }

  await tx
    .insert(payments)
    .values({
      subscriptionId,
      provider: a.provider,
      providerRef: a.providerRef,
      method: 'card',
      status: 'succeeded',
      amountMinor: a.amountMinor,
      currency: a.currency,
      idempotencyKey: a.idempotencyKey,
      createdAt: a.now,
      updatedAt: a.now,
    })
    // A replayed charge (same key) may already have left an unattached row: attach it.
    .onConflictDoUpdate({ target: payments.idempotencyKey, set: { subscriptionId, status: 'succeeded', updatedAt: a.now } });

  await tx.update(users).set({ planStatus: 'continue', updatedAt: a.now }).where(eq(users.id, a.userId));
  return { subscriptionId };
}

/**
 * Keeps a trace of a successful charge whose account or plan could not be saved afterwards, so
 * that staff and the reconciliation job find money taken without a plan.
 */
export async function recordUnattachedPayment(
  db: Database,
  p: { provider: PaymentProvider; providerRef: string; amountMinor: number; currency: Currency; idempotencyKey: string; reason: string; now: Date },
) {
  await db
    .insert(schema.payments)
    .values({
      provider: p.provider,
      providerRef: p.providerRef,
      method: 'card',
      status: 'succeeded',
      amountMinor: p.amountMinor,
      currency: p.currency,
      idempotencyKey: p.idempotencyKey,
      raw: { unattached: p.reason },
      createdAt: p.now,
      updatedAt: p.now,
    })
    .onConflictDoNothing();
}

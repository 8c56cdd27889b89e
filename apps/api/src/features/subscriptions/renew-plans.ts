import { and, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { nextPeriodEnd } from '@upline/domain/subscriptions';
import type { AppDeps } from '../../deps.js';
import { workDueSubscriptions } from '../../platform/jobs.js';
import type { ChargeResult } from '../payments/gateway.js';
import { planRenewalFailedEmail } from './plan-emails.js';

type Subscription = typeof schema.subscriptions.$inferSelect;

/** The idempotency key of one renewal: one per subscription and period, so one charge per cycle. */
export const planRenewalKey = (subscriptionId: number, periodEnd: Date) => `plan-renewal:${subscriptionId}:${periodEnd.toISOString()}`;

/**
 * Renews the scholar website plans that are due at `now`: charges the saved payment method
 * off-session and, on success, starts the next period; on refusal sets plan_status 'stop' (the
 * next login goes to the Plan page) and e-mails the member. Returns how many it handled.
 */
export async function renewDuePlans(deps: Pick<AppDeps, 'db' | 'payments' | 'mailer' | 'config'>, now: Date, batch = 100): Promise<number> {
  const { subscriptions } = schema;
  const which = and(eq(subscriptions.kind, 'scholar_plan'), eq(subscriptions.status, 'active'));
  return workDueSubscriptions(deps.db, now, { which, batch }, (claimed) => renewOne(deps, claimed, now));
}

async function renewOne(deps: Pick<AppDeps, 'db' | 'payments' | 'mailer' | 'config'>, sub: Subscription, now: Date) {
  const { subscriptions, payments, users } = schema;
  const periodEnd = sub.currentPeriodEnd ?? now;
  const key = planRenewalKey(sub.id, periodEnd);

  // A succeeded payment under this key means an earlier run charged and stopped before saving.
  const [earlier] = await deps.db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  const result: ChargeResult =
    earlier?.status === 'succeeded' && earlier.providerRef
      ? { ok: true, providerRef: earlier.providerRef, status: 'succeeded' }
      : await deps.payments.charge({
          amountMinor: sub.amountMinor,
          currency: sub.currency,
          paymentMethodId: sub.paymentMethodRef ?? '',
          ...(sub.providerCustomerRef ? { customerRef: sub.providerCustomerRef } : {}),
          idempotencyKey: key,
          description: `Scholar website fee renewal (${sub.planMonths === 12 ? 'annual' : 'monthly'} x ${sub.quantity})`,
          offSession: true,
          metadata: { kind: 'scholar_plan_renewal', subscriptionId: String(sub.id) },
        });

  const notify = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx.select().from(subscriptions).where(eq(subscriptions.id, sub.id)).for('no key update');
    // Renewed or changed meanwhile (another worker, or the member paid on the Plan page): nothing to do.
    if (!fresh || fresh.currentPeriodEnd?.getTime() !== sub.currentPeriodEnd?.getTime() || fresh.status !== 'active') return null;
    const payment = {
      subscriptionId: sub.id,
      provider: deps.payments.name,
      method: 'card',
      amountMinor: sub.amountMinor,
      currency: sub.currency,
      idempotencyKey: key,
      createdAt: now,
      updatedAt: now,
    };
    if (result.ok) {
      await tx.insert(payments).values({ ...payment, providerRef: result.providerRef, status: 'succeeded' }).onConflictDoNothing();
      // Keep the original day of the month: a clamped end (28 Feb) still renews on the 31st after.
      const anchorDay = Math.max(periodEnd.getUTCDate(), (sub.currentPeriodStart ?? periodEnd).getUTCDate());
      const end = nextPeriodEnd(periodEnd, sub.planMonths, anchorDay);
      await tx
        .update(subscriptions)
        .set({ currentPeriodStart: periodEnd, currentPeriodEnd: end, nextChargeAt: end, cycle: fresh.cycle + 1, failures: 0, lastFailureMessage: null, updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
      await tx.update(users).set({ planStatus: 'continue', updatedAt: now }).where(eq(users.id, sub.userId));
      return null;
    }
    await tx
      .insert(payments)
      .values({ ...payment, status: 'failed', failureCode: result.code, failureMessage: result.message })
      .onConflictDoNothing();
    await tx
      .update(subscriptions)
      .set({ status: 'past_due', nextChargeAt: null, failures: fresh.failures + 1, lastFailureMessage: result.message, updatedAt: now })
      .where(eq(subscriptions.id, sub.id));
    const [user] = await tx
      .update(users)
      .set({ planStatus: 'stop', updatedAt: now })
      .where(eq(users.id, sub.userId))
      .returning({ email: users.email, firstname: users.firstname });
    return user ? { ...user, reason: result.message } : null;
  });

  if (notify) {
    await deps.mailer.send(planRenewalFailedEmail({ to: notify.email, firstname: notify.firstname, reason: notify.reason, publicUrl: deps.config.publicUrl }));
  }
}

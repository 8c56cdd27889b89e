import { and, desc, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import type { SubscribePaymentRequest } from '@upline/contract/subscriptions';
import { fromDecimal, toDecimal } from '@upline/domain/money';
import { defaultScholarPlans } from '@upline/domain/subscriptions';
import type { AppDeps } from '../../deps.js';
import type { SessionUser } from '../../http/session.js';
import { fingerprint } from '../../platform/crypto.js';
import { chargePlanFee, quotePlan } from './charge-plan-fee.js';
import { recordUnattachedPayment, savePlanActivation } from './save-plan-activation.js';
import { subscriptionFailure, type SubscriptionResult } from './subscription-failure.js';

/**
 * POST user/subscribepayment: a scholar pays the website fee on the Plan page. The amount is
 * the server's (plan price × quantity in the member's currency); the client's total is only
 * compared. On success the plan starts a new period and plan_status becomes 'continue'.
 */
export async function subscribePlan(deps: AppDeps, caller: SessionUser, input: SubscribePaymentRequest): Promise<SubscriptionResult<null>> {
  if (caller.memberType !== 'scholar') return subscriptionFailure('not_scholar', 'Only scholars have a website plan.');
  // The session decides who pays; a user_id naming someone else is refused (docs/spec-deviations.md).
  if (input.user_id !== null && input.user_id !== undefined && String(input.user_id) !== String(caller.id)) {
    return subscriptionFailure('not_own_plan', 'You can only pay for your own plan.');
  }
  const now = deps.clock.now();
  const { users, subscriptions } = schema;
  const [user] = await deps.db
    .select({ email: users.email, currency: users.currency, planStatus: users.planStatus })
    .from(users)
    .where(eq(users.id, caller.id))
    .limit(1);
  if (!user) return subscriptionFailure('member_missing', 'You do not have access to this.');
  const [current] = await deps.db
    .select({ id: subscriptions.id, cycle: subscriptions.cycle, status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, caller.id), eq(subscriptions.kind, 'scholar_plan')))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  if (user.planStatus === 'continue' && current?.status === 'active') {
    return subscriptionFailure('already_active', 'Your subscription is already active.');
  }

  const quantity = input.quantity ?? quantityFromTotal(input.plan, input.total) ?? 1;
  const quote = quotePlan(input.plan, quantity);
  if (!quote.ok) return quote;
  if (input.total !== null && input.total !== undefined && fromDecimal(input.total) !== quote.amountMinor) {
    const total = toDecimal(quote.amountMinor);
    return subscriptionFailure('total_mismatch', 'The total has changed. Please review it and try again.', { extra: { total } });
  }

  // One key per lapse of the plan and per card and amount: a resubmitted form never charges
  // twice, and a later lapse (a new cycle) is a new payment even with the same saved card.
  const idempotencyKey = `plan-payment:${caller.id}:${current?.id ?? 0}:${current?.cycle ?? 0}:${fingerprint(input.authorization_key, input.plan, quantity, user.currency)}`;
  const charge = await chargePlanFee(deps.payments, {
    planMonths: input.plan,
    quantity,
    currency: user.currency,
    paymentMethodId: input.authorization_key,
    idempotencyKey,
    email: user.email,
  });
  if (!charge.ok) return charge;
  const paid = charge.value;
  try {
    await deps.db.transaction((tx) => savePlanActivation(tx, { ...paid, userId: caller.id, now }));
  } catch (err) {
    await recordUnattachedPayment(deps.db, { ...paid, reason: 'plan activation not saved', now });
    throw err;
  }
  return { ok: true, value: null };
}

/** The spec's Plan page sends a total and no quantity: read the quantity from it when it divides evenly. */
function quantityFromTotal(plan: 1 | 12, total: number | string | null | undefined): number | null {
  if (total === null || total === undefined) return null;
  const unit = defaultScholarPlans.find((p) => p.planMonths === plan)?.unitPriceMinor;
  const minor = fromDecimal(total);
  if (!unit || minor <= 0 || minor % unit !== 0) return null;
  return minor / unit;
}

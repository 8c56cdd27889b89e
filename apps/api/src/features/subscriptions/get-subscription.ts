import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { SubscriptionResponse } from '@upline/contract/subscriptions';
import { toDecimal } from '@upline/domain/money';

/** GET user/subscription: the caller's plan status and latest website plan. */
export async function getSubscription(db: Database, userId: number): Promise<SubscriptionResponse> {
  const { users, subscriptions } = schema;
  const [user] = await db.select({ planStatus: users.planStatus }).from(users).where(eq(users.id, userId)).limit(1);
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.kind, 'scholar_plan')))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return {
    plan_status: user?.planStatus ?? null,
    subscription: sub
      ? {
          plan: sub.planMonths === 12 ? 12 : 1,
          quantity: sub.quantity,
          amount: toDecimal(sub.amountMinor),
          currency: sub.currency,
          current_period_end: sub.currentPeriodEnd?.toISOString() ?? null,
          status: sub.status,
        }
      : null,
  };
}

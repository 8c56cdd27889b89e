import { and, eq, isNull, lte, lt, or, sql } from 'drizzle-orm';
import { schema } from '@upline/db';
import { AUTOSHIP_REMINDER_DAYS, addDays } from '@upline/domain/subscriptions';
import type { AppDeps } from '../../deps.js';
import { autoshipEmail } from './autoship-emails.js';
import { quoteRenewal } from './autoship-renewal-order.js';

/**
 * Sends the reminder three days before each autoship charge, once per cycle: the subscription row
 * is marked with the cycle it reminded of by a conditional update, so two runners never both send.
 * The amount is today's price of the products (shipping and tax come on top).
 */
export async function remindUpcomingAutoships(deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>, now: Date, batch = 100): Promise<number> {
  const { subscriptions, users } = schema;
  const horizon = addDays(now, AUTOSHIP_REMINDER_DAYS);
  const due = await deps.db
    .update(subscriptions)
    .set({ remindedCycle: sql`${subscriptions.cycle} + 1` })
    .where(
      sql`${subscriptions.id} in (select id from subscriptions where ${and(
        eq(subscriptions.kind, 'autoship'),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.currentPeriodEnd, horizon),
        or(isNull(subscriptions.remindedCycle), lt(subscriptions.remindedCycle, sql`${subscriptions.cycle} + 1`)),
      )} order by id limit ${batch} for update skip locked)`,
    )
    .returning();
  for (const sub of due) {
    const [member] = await deps.db.select().from(users).where(eq(users.id, sub.userId));
    if (!member || !sub.currentPeriodEnd) continue;
    const { result } = await quoteRenewal(deps, sub, member, now);
    const amountMinor = result.ok ? result.quote.itemsMinor : sub.amountMinor;
    await deps.mailer.send(
      autoshipEmail('reminder', {
        to: member.email,
        firstname: member.firstname,
        lang: sub.lang,
        subscriptionId: sub.id,
        publicUrl: deps.config.publicUrl,
        amountMinor,
        currency: sub.currency,
        date: sub.currentPeriodEnd.toISOString().slice(0, 10),
      }),
    );
  }
  return due.length;
}

import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { schema } from '@upline/db';
import { addDays, isPriceChange } from '@upline/domain/subscriptions';
import type { AppDeps } from '../../deps.js';
import { autoshipEmail } from './autoship-emails.js';
import { quoteRenewal } from './autoship-renewal-order.js';

/** The price-change notice goes this many days before the renewal (issue 17: "a week before"). */
export const AUTOSHIP_PRICE_NOTICE_DAYS = 7;

type Subscription = typeof schema.subscriptions.$inferSelect;

/**
 * The amount the products were last charged at, for today's quantities: each product at the unit
 * price of the last paid order of the autoship (its first order or a renewal). A product added
 * since then counts at today's price, so that only a price change, never the member's own change
 * of quantities or products, makes the two amounts differ. Null when nothing was paid yet.
 */
async function lastChargedAmount(deps: Pick<AppDeps, 'db'>, sub: Subscription, today: ReadonlyMap<number, { unit: number; quantity: number }>): Promise<number | null> {
  const { orders, orderLines } = schema;
  const [last] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(or(eq(orders.subscriptionId, sub.id), sub.sourceOrderId === null ? undefined : eq(orders.id, sub.sourceOrderId)), eq(orders.paymentStatus, 'paid')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!last) return null;
  const lines = await deps.db
    .select({ productId: orderLines.productId, unit: orderLines.unitPriceMinor })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, last.id), eq(orderLines.isAutoship, true), inArray(orderLines.productId, [...today.keys()])));
  let total = 0;
  for (const [productId, line] of today) total += (lines.find((l) => l.productId === productId)?.unit ?? line.unit) * line.quantity;
  return total;
}

/**
 * A week before each renewal, tells the member when the renewal at today's autoship prices will
 * cost a different amount than the same products at the prices last charged (English or French).
 * Once per subscription and cycle: the row is marked with the cycle it checked by a conditional
 * update, so two runners never both check (and a check without a change sends nothing).
 */
export async function noticeAutoshipPriceChanges(deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>, now: Date, batch = 100): Promise<number> {
  const { subscriptions, users } = schema;
  const horizon = addDays(now, AUTOSHIP_PRICE_NOTICE_DAYS);
  const due = await deps.db
    .update(subscriptions)
    .set({ priceNoticedCycle: sql`${subscriptions.cycle} + 1` })
    .where(
      sql`${subscriptions.id} in (select id from subscriptions where ${and(
        eq(subscriptions.kind, 'autoship'),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.currentPeriodEnd, horizon),
        gt(subscriptions.currentPeriodEnd, now),
        or(isNull(subscriptions.priceNoticedCycle), lt(subscriptions.priceNoticedCycle, sql`${subscriptions.cycle} + 1`)),
      )} order by id limit ${batch} for update skip locked)`,
    )
    .returning();
  for (const sub of due) {
    const [member] = await deps.db.select().from(users).where(eq(users.id, sub.userId));
    if (!member || !sub.currentPeriodEnd) continue;
    const { result, items } = await quoteRenewal(deps, sub, member, now);
    if (!result.ok) continue;
    const today = new Map(items.map((i) => [i.productId, { unit: result.quote.items.find((q) => q.productId === i.productId)?.unitPriceMinor ?? 0, quantity: i.quantity }]));
    const nextMinor = result.quote.itemsMinor;
    const lastMinor = await lastChargedAmount(deps, sub, today);
    if (!isPriceChange(lastMinor, nextMinor)) continue;
    await deps.mailer.send(
      autoshipEmail('price_change', {
        to: member.email,
        firstname: member.firstname,
        lang: sub.lang,
        subscriptionId: sub.id,
        publicUrl: deps.config.publicUrl,
        amountMinor: nextMinor,
        previousMinor: lastMinor ?? undefined,
        currency: sub.currency,
        date: sub.currentPeriodEnd.toISOString().slice(0, 10),
      }),
    );
  }
  return due.length;
}

import { and, asc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { accrueOrderCommissions } from './accrue-order-commissions.js';

/** Where the replay stopped: the last order it looked at, by paid time then id. */
const cursorKey = 'commissions:replay-cursor';
/** Orders paid this recently are left to the next run: their paying transaction may still be open. */
const settleMs = 10 * 60_000;

interface ReplayCursor {
  paidAt: string;
  orderId: number;
}

export interface ReplayOptions {
  batch?: number;
  timeZone?: string;
}

/**
 * The replay job: walks the paid orders once, in paid-time order from where the last run stopped,
 * and accrues those that hold no ledger line at all (orders paid before the engine ran, or by a
 * path that did not accrue). An order that already has a line is left as booked: nothing is
 * recomputed. Orders refunded or cancelled since are skipped (there is nothing left to pay on
 * them). Each order is accrued in its own transaction with its row locked, as payment does.
 * Returns how many orders it accrued.
 */
export async function replayMissingAccruals(db: Database, now: Date, opts: ReplayOptions = {}): Promise<number> {
  const { orders, settings, commissionLedgerLines: ledger } = schema;
  const batch = opts.batch ?? 200;
  const [saved] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, cursorKey));
  let cursor = (saved?.value as ReplayCursor | undefined) ?? { paidAt: new Date(0).toISOString(), orderId: 0 };
  const until = new Date(now.getTime() - settleMs);
  let accrued = 0;
  for (;;) {
    const candidates = await db
      .select({ id: orders.id, paidAt: orders.paidAt })
      .from(orders)
      .where(
        and(
          isNotNull(orders.paidAt),
          lte(orders.paidAt, until),
          sql`(${orders.paidAt}, ${orders.id}) > (${new Date(cursor.paidAt)}, ${cursor.orderId})`,
          eq(orders.paymentStatus, 'paid'),
          ne(orders.status, 'Cancelled'),
          // Booked orders are not candidates: one indexed look-up here instead of a transaction each.
          sql`not exists (select 1 from ${ledger} where ${ledger.orderId} = ${orders.id})`,
        ),
      )
      .orderBy(asc(orders.paidAt), asc(orders.id))
      .limit(batch);
    for (const candidate of candidates) {
      const written = await db.transaction(async (tx) => {
        const [order] = await tx.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, candidate.id)).for('no key update');
        if (order?.paymentStatus !== 'paid') return 0;
        const [booked] = await tx.select({ id: ledger.id }).from(ledger).where(eq(ledger.orderId, candidate.id)).limit(1);
        if (booked) return 0;
        return accrueOrderCommissions(tx, candidate.id, { timeZone: opts.timeZone });
      });
      if (written > 0) accrued += 1;
    }
    const last = candidates.at(-1);
    if (!last?.paidAt) break;
    cursor = { paidAt: last.paidAt.toISOString(), orderId: last.id };
    await db
      .insert(settings)
      .values({ key: cursorKey, value: cursor, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: cursor, updatedAt: now } });
    if (candidates.length < batch) break;
  }
  return accrued;
}

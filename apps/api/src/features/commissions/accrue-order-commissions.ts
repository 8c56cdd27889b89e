import { asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import { defaultShopTimeZone, lineBv, planFromRow } from '@upline/domain/commissions';
import type { Currency } from '@upline/domain/money';
import { chainIds, chainIdsOfPath, chainMembers } from './credited-chain.js';
import { planVersionAt } from './plan-version.js';
import { accrualLine, paidDayPeriods, walkOrderLine, type CreditedUpline, type NewLedgerLine } from './upline-accruals.js';

export interface AccrualOptions {
  /** The shop's calendar for periods (SHOP_TIME_ZONE); America/Toronto by default. */
  timeZone?: string;
}

/**
 * The order, its lines in order and the plan version in effect at its paid time, in one query
 * (the accrual runs inside the payment's transaction: every round trip is paid by the shopper).
 */
async function paidOrderWithLines(tx: Transaction, orderId: number) {
  const { orders, orderLines, commissionPlanVersions: versions } = schema;
  const version = tx
    .select({ id: versions.id, version: versions.version, rules: versions.rules })
    .from(versions)
    .where(lte(versions.effectiveFrom, orders.paidAt))
    .orderBy(desc(versions.effectiveFrom), desc(versions.version))
    .limit(1)
    .as('version');
  const rows = await tx
    .select({
      order: { id: orders.id, paidAt: orders.paidAt, currency: orders.currency, sponsorId: orders.sponsorId, userId: orders.userId },
      line: { id: orderLines.id, kind: orderLines.kind, bvMinor: orderLines.bvMinor },
      version: { id: version.id, version: version.version, rules: version.rules },
    })
    .from(orders)
    .leftJoinLateral(version, sql`true`)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  const [first] = rows;
  if (!first) return null;
  return { order: first.order, lines: rows.flatMap((r) => (r.line ? [r.line] : [])), version: first.version };
}

/**
 * Writes the commission lines of a paid order (plan §2 and §3), inside the transaction that made
 * it paid: per order line, BV from what was paid for its merchandise (fee lines never carry any),
 * the credited sponsor's chain walked with the plan version in effect at the paid time, one line
 * per (order line, beneficiary) in the period of its schedule, held for the refund window. Safe
 * to run again: an order that already has accruals gets none (they are written by one statement),
 * and the accrual unique index keeps one line per order line and beneficiary when two runs meet.
 * Returns how many lines it wrote. Five queries for an order with a credited sponsor
 * (bench/README.md, commissions.ts).
 */
export async function accrueOrderCommissions(tx: Transaction, orderId: number, opts: AccrualOptions = {}): Promise<number> {
  const { memberTree, users, commissionLedgerLines: ledger } = schema;
  const found = await paidOrderWithLines(tx, orderId);
  if (!found) return 0;
  const { order, lines } = found;
  const paidAt = order.paidAt;
  if (paidAt === null) return 0;
  const currency = order.currency as Currency;
  const timeZone = opts.timeZone ?? defaultShopTimeZone;

  const bvs = lineBv(
    lines.map((l) => ({ kind: l.kind === 'fee' ? ('fee' as const) : ('merchandise' as const), amountMinor: l.bvMinor })),
    [],
  );
  if (!bvs.some((bv) => bv > 0)) return 0;

  // The credited sponsor, else the buyer's enrolling sponsor (the default sponsor is already on guest orders).
  // Their tree row is read FOR KEY SHARE first: a staff sponsor change locks the moving members'
  // rows, so this walk either commits before the change (which then re-credits it) or waits and
  // walks the new tree (decision 0023). The credited sponsor's locked row is also their chain.
  let ids: number[];
  if (order.sponsorId !== null) {
    const [row] = await tx.select({ path: memberTree.path }).from(memberTree).where(eq(memberTree.memberId, order.sponsorId)).for('key share');
    ids = row ? chainIdsOfPath(row.path) : await chainIds(tx, order.sponsorId);
  } else if (order.userId !== null) {
    await tx.select({ id: memberTree.memberId }).from(memberTree).where(eq(memberTree.memberId, order.userId)).for('key share');
    const [buyer] = await tx.select({ sponsorId: users.sponsorId }).from(users).where(eq(users.id, order.userId));
    ids = buyer && buyer.sponsorId !== null ? await chainIds(tx, buyer.sponsorId) : [];
  } else return 0;
  // Read after the lock: booked already (by another confirmation of the payment, or re-credited by
  // a sponsor change since), in the same query as the chain's members.
  const { chain, booked } = await chainMembers(tx, ids, { bookedOrderId: order.id });
  if (booked || ids.length === 0) return 0;
  const { id: planVersionId, plan } = found.version ? { id: found.version.id, plan: planFromRow(found.version) } : await planVersionAt(tx, paidAt);
  const upline: CreditedUpline = { planVersionId, plan, chain, buyerId: order.userId ?? 0 };
  // Both periods of the paid day exist before any line points at them.
  const periodIds = await paidDayPeriods(tx, paidAt, timeZone, currency, upline.plan);

  const rows: NewLedgerLine[] = [];
  lines.forEach((line, index) => {
    const bvMinor = bvs[index] ?? 0;
    if (bvMinor <= 0) return;
    for (const paid of walkOrderLine(upline, bvMinor)) {
      rows.push(accrualLine({ upline, paid, order: { id: order.id, paidAt, currency }, orderLineId: line.id, periodId: (schedule) => periodIds.get(schedule) ?? null }));
    }
  });
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(ledger).values(rows).onConflictDoNothing().returning({ id: ledger.id });
  return inserted.length;
}

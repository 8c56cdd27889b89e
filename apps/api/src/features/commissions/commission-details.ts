import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { CommissionDetails, CommissionDetailsRequest, CommissionLine, CommissionOrderDetail } from '@upline/contract/commissions';
import { localDate, type CompressedMember } from '@upline/domain/commissions';
import { currencies } from '@upline/domain/money';
import { amountText, shortName, startOfLocalDay } from './commission-text.js';

type LedgerRow = typeof schema.commissionLedgerLines.$inferSelect;
type MemberType = 'customer' | 'ambassador' | 'scholar';

const dayAfter = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * POST user/commissionsdetails: the member's own lines booked between two dates of the shop's
 * calendar (inclusive), per currency and per order, each line with why it was paid (plan §7):
 * the buyer as first name and last initial with their type, the product, BV, rate, structural and
 * paid level, who was compressed over and why, the plan version, held until / payable / paid, and
 * the reversals booked against it. Only lines of `memberId` are ever read.
 */
export async function commissionDetails(db: Database, input: { memberId: number; request: CommissionDetailsRequest; now: Date; timeZone: string }): Promise<CommissionDetails> {
  const { commissionLedgerLines: ledger, orders, orderLines, users, commissionPlanVersions: versions } = schema;
  const { request, timeZone } = input;
  const from = startOfLocalDay(request.start_date, timeZone);
  const until = startOfLocalDay(dayAfter(request.end_date), timeZone);
  const conditions = [eq(ledger.memberId, input.memberId), gte(ledger.createdAt, from), lt(ledger.createdAt, until)];
  if (request.period_kind === 'bi_weekly') conditions.push(isNotNull(ledger.biweeklyPeriodId));
  if (request.period_kind === 'monthly') conditions.push(isNotNull(ledger.monthlyPeriodId));
  const lines = await db.select().from(ledger).where(and(...conditions)).orderBy(asc(ledger.createdAt), asc(ledger.id));

  const answer: CommissionDetails = { commissions: { USD: { total_commission: '0.00', order_details: [] }, CAD: { total_commission: '0.00', order_details: [] } } };
  if (lines.length === 0) return answer;

  const orderIds = [...new Set(lines.map((l) => l.orderId))];
  const accrualIds = lines.filter((l) => l.kind === 'accrual').map((l) => l.id);
  const [orderRows, lineRows, reversalRows, versionRows] = await Promise.all([
    db
      .select({ id: orders.id, orderNumber: orders.orderNumber, firstName: orders.firstName, lastName: orders.lastName, userId: orders.userId, totalMinor: orders.totalMinor, createdAt: orders.createdAt, buyerType: users.memberType })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(inArray(orders.id, orderIds)),
    db.select({ id: orderLines.id, orderId: orderLines.orderId, name: orderLines.name, quantity: orderLines.quantity, thumbnailUrl: orderLines.thumbnailUrl }).from(orderLines).where(inArray(orderLines.orderId, orderIds)),
    accrualIds.length === 0
      ? Promise.resolve([] as LedgerRow[])
      : db.select().from(ledger).where(and(eq(ledger.memberId, input.memberId), inArray(ledger.reversesLineId, accrualIds))).orderBy(asc(ledger.createdAt)),
    db.select({ id: versions.id, version: versions.version }).from(versions),
  ]);
  const compressedIds = [...new Set(lines.flatMap((l) => (l.compressedOver as CompressedMember[]).map((c) => c.id)))];
  const compressedRows = compressedIds.length === 0 ? [] : await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, memberType: users.memberType }).from(users).where(inArray(users.id, compressedIds));

  const ordersById = new Map(orderRows.map((o) => [o.id, o]));
  const orderLineById = new Map(lineRows.map((l) => [l.id, l]));
  const versionById = new Map(versionRows.map((v) => [v.id, v.version]));
  const peopleById = new Map(compressedRows.map((p) => [p.id, p]));

  const toLine = (l: LedgerRow): CommissionLine => {
    const isHeld = l.status === 'held' && l.holdUntil !== null && l.holdUntil.getTime() > input.now.getTime();
    return {
      id: l.id,
      kind: l.kind,
      product: orderLineById.get(l.orderLineId ?? -1)?.name ?? '',
      bv: amountText(l.baseMinor),
      rate_bps: l.rateBps,
      amount: amountText(l.amountMinor),
      structural_level: l.structuralLevel,
      paid_level: l.paidLevel,
      compressed_over: (l.compressedOver as CompressedMember[]).map((c) => {
        const person = peopleById.get(c.id);
        return { name: person ? shortName(person.firstname, person.lastname) : '', user_type: (person?.memberType ?? 'customer') as MemberType, reason: c.reason };
      }),
      plan_version: l.planVersionId === null ? null : (versionById.get(l.planVersionId) ?? null),
      schedule: l.monthlyPeriodId !== null ? 'monthly' : 'bi_weekly',
      status: l.status === 'paid' ? 'paid' : isHeld ? 'held' : 'payable',
      held_until: isHeld && l.holdUntil ? l.holdUntil.toISOString() : null,
      booked_on: localDate(l.createdAt, timeZone),
      reverses_line_id: l.reversesLineId,
      reason: l.reason,
      reversals:
        l.kind === 'accrual'
          ? reversalRows.filter((r) => r.reversesLineId === l.id).map((r) => ({ amount: amountText(r.amountMinor), reason: r.reason, booked_on: localDate(r.createdAt, timeZone) }))
          : [],
    };
  };

  for (const currency of currencies) {
    const inCurrency = lines.filter((l) => l.currency === currency);
    const details: CommissionOrderDetail[] = [];
    for (const orderId of [...new Set(inCurrency.map((l) => l.orderId))]) {
      const order = ordersById.get(orderId);
      if (!order) continue;
      const own = inCurrency.filter((l) => l.orderId === orderId);
      const productIds = [...new Set(own.map((l) => l.orderLineId).filter((id): id is number => id !== null))];
      details.push({
        order_id: order.id,
        order_number: order.orderNumber,
        user_details: { name: shortName(order.firstName, order.lastName), user_type: (order.buyerType ?? 'customer') as MemberType },
        order_date: localDate(order.createdAt, timeZone),
        total: amountText(order.totalMinor),
        commission_value: amountText(own.reduce((s, l) => s + l.amountMinor, 0)),
        bv: amountText(own.reduce((s, l) => s + l.baseMinor, 0)),
        products: productIds.flatMap((id) => {
          const line = orderLineById.get(id);
          return line ? [{ name: line.name, quantity: line.quantity, thumbnail_url: line.thumbnailUrl }] : [];
        }),
        lines: own.map(toLine),
      });
    }
    answer.commissions[currency] = { total_commission: amountText(inCurrency.reduce((s, l) => s + l.amountMinor, 0)), order_details: details.reverse() };
  }
  return answer;
}

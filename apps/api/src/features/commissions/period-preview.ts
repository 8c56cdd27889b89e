// Staff preview of a period's close (plan §5): per member the statement closing writes (or wrote),
// and for the period its totals, BV, payout as a share of BV and breakage.
import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { PeriodPreview, StaffPeriod, StaffStatement } from '@upline/contract/commission-close';
import { closableFrom, type CommissionPlan } from '@upline/domain/commissions';
import { amountText, startOfLocalDay } from './commission-text.js';
import { periodEndInstant } from './close-period.js';
import { draftStatements, periodColumn, type PeriodRow, type StatementDraft } from './period-statements.js';
import { planVersionAt } from './plan-version.js';

type Stored = Omit<StatementDraft, 'status'> & { status: 'payable' | 'carried' | 'paid'; paidAt: Date | null };

/** A percentage with 2 decimals of part / whole, half up ('27.50'); '0.00' on no whole. */
export function shareText(partMinor: number, wholeMinor: number): string {
  if (wholeMinor <= 0) return '0.00';
  const hundredths = Number((BigInt(partMinor) * 20_000n + BigInt(wholeMinor) * (partMinor < 0 ? -1n : 1n)) / (2n * BigInt(wholeMinor)));
  return amountText(hundredths);
}

/** A period row as staff read it. */
export function toStaffPeriod(period: PeriodRow, plan: CommissionPlan, statements: number): StaffPeriod {
  return {
    id: period.id,
    kind: period.kind,
    currency: period.currency,
    start_date: period.startsOn,
    end_date: period.endsOn,
    status: period.status,
    closed_at: period.closedAt ? period.closedAt.toISOString() : null,
    closable_from: closableFrom({ kind: period.kind, startsOn: period.startsOn, endsOn: period.endsOn }, plan),
    statements,
  };
}

/** Every period, newest first, with how many statements each holds. */
export async function listPeriods(db: Database, now: Date): Promise<StaffPeriod[]> {
  const { commissionPeriods: periods, commissionStatements: statements } = schema;
  const { plan } = await planVersionAt(db, now);
  const [rows, counts] = await Promise.all([
    db.select().from(periods).orderBy(desc(periods.startsOn), asc(periods.kind), asc(periods.currency)).limit(500),
    db.select({ periodId: statements.periodId, n: count() }).from(statements).groupBy(statements.periodId),
  ]);
  const byPeriod = new Map(counts.map((c) => [c.periodId, c.n]));
  return rows.map((p) => toStaffPeriod(p, plan, byPeriod.get(p.id) ?? 0));
}

/** BV of the orders paid in the period and what the plan's levels of its schedule would pay on it. */
export async function periodVolume(db: Database, period: PeriodRow, plan: CommissionPlan, timeZone: string) {
  const { orders, orderLines, commissionLedgerLines: ledger } = schema;
  const from = startOfLocalDay(period.startsOn, timeZone);
  const until = periodEndInstant(period, timeZone);
  const rates = plan.levels.filter((l) => l.schedule === period.kind).map((l) => l.rateBps);
  // Half up per line and level, as the walk computes each amount.
  const potential = rates.length === 0 ? sql`0` : sql.join(rates.map((r) => sql`(${orderLines.bvMinor} * ${r} + 5000) / 10000`), sql` + `);
  const [volume] = await db
    .select({ bv: sql<string>`coalesce(sum(${orderLines.bvMinor}), 0)`, potential: sql<string>`coalesce(sum(${potential}), 0)` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.currency, period.currency), gte(orders.paidAt, from), lt(orders.paidAt, until), ne(orderLines.kind, 'fee')));
  // Accruals of those orders: accrual lines carry their order's paid time.
  const [accrued] = await db
    .select({ amount: sql<string>`coalesce(sum(${ledger.amountMinor}), 0)` })
    .from(ledger)
    .where(and(eq(periodColumn(period.kind), period.id), eq(ledger.kind, 'accrual'), gte(ledger.createdAt, from), lt(ledger.createdAt, until)));
  const bvMinor = Number(volume?.bv ?? 0);
  return { bvMinor, breakageMinor: Math.max(0, Number(volume?.potential ?? 0) - Number(accrued?.amount ?? 0)) };
}

/** The statements of a closed period as written. */
async function storedStatements(db: Database, period: PeriodRow): Promise<Stored[]> {
  const { commissionStatements: s } = schema;
  const rows = await db.select().from(s).where(eq(s.periodId, period.id));
  return rows.map((r) => ({ ...r, status: r.status, paidAt: r.paidAt }));
}

/** The preview: for an open period what closing now would write, for a closed one what it wrote. */
export async function previewPeriod(db: Database, input: { periodId: number; now: Date; timeZone: string }): Promise<PeriodPreview | null> {
  const { commissionPeriods: periods, users } = schema;
  const [period] = await db.select().from(periods).where(eq(periods.id, input.periodId));
  if (!period) return null;
  const endsAt = periodEndInstant(period, input.timeZone);
  const { plan } = await planVersionAt(db, new Date(endsAt.getTime() - 1));
  let rows: Stored[];
  let canClose = false;
  if (period.status === 'closed') rows = await storedStatements(db, period);
  else {
    const { drafts, lastHold } = await draftStatements(db, period, plan);
    rows = drafts.map((d) => ({ ...d, paidAt: null }));
    const [earlier] = await db
      .select({ id: periods.id })
      .from(periods)
      .where(and(eq(periods.kind, period.kind), eq(periods.currency, period.currency), eq(periods.status, 'open'), lt(periods.startsOn, period.startsOn)))
      .limit(1);
    canClose = input.now >= endsAt && (!lastHold || lastHold <= input.now) && !earlier;
  }
  const { bvMinor, breakageMinor } = await periodVolume(db, period, plan, input.timeZone);
  const sum = (pick: (r: Stored) => number, where: (r: Stored) => boolean = () => true) => rows.filter(where).reduce((s, r) => s + pick(r), 0);
  const accruals = sum((r) => r.accrualsMinor);
  const reversals = sum((r) => r.reversalsMinor);
  const shown = [...rows].sort((a, b) => b.totalMinor - a.totalMinor || a.memberId - b.memberId).slice(0, 500);
  const people = shown.length === 0 ? [] : await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email }).from(users).where(inArray(users.id, shown.map((r) => r.memberId)));
  const byId = new Map(people.map((p) => [p.id, p]));
  const statements: StaffStatement[] = shown.map((r) => {
    const person = byId.get(r.memberId);
    return {
      member_id: r.memberId,
      name: person ? `${person.firstname} ${person.lastname}`.trim() : '',
      email: person?.email ?? '',
      accruals: amountText(r.accrualsMinor),
      reversals: amountText(r.reversalsMinor),
      carried_in: amountText(r.carriedInMinor),
      total: amountText(r.totalMinor),
      payout: amountText(r.payoutMinor),
      carry_forward: amountText(r.carryForwardMinor),
      status: r.status,
      paid_at: r.paidAt ? r.paidAt.toISOString() : null,
    };
  });
  return {
    success: true,
    period: toStaffPeriod(period, plan, period.status === 'closed' ? rows.length : 0),
    can_close: canClose,
    totals: {
      members: rows.length,
      payable_count: rows.filter((r) => r.status !== 'carried').length,
      carried_count: rows.filter((r) => r.status === 'carried').length,
      accruals: amountText(accruals),
      reversals: amountText(reversals),
      carried_in: amountText(sum((r) => r.carriedInMinor)),
      statements_total: amountText(sum((r) => r.totalMinor)),
      payable_total: amountText(sum((r) => r.payoutMinor)),
      carried_forward_total: amountText(sum((r) => r.carryForwardMinor)),
      bv: amountText(bvMinor),
      payout_share: shareText(accruals + reversals, bvMinor),
      breakage: amountText(breakageMinor),
    },
    statements,
  };
}

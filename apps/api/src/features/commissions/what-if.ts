// What-if (plan §8): a proposed plan version run over closed periods, without paying anything.
// The orders paid in each period are walked again with the proposed plan (over today's tree and
// member standing); each member's proposed accruals of the period's schedule are set beside what
// the ledger accrued for the same orders. Only the run and its results are written: never a
// ledger line, a statement or a period.
import { and, eq, gte, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Database, Transaction } from '@upline/db';
import { schema } from '@upline/db';
import type { PlanRules, WhatIfRun } from '@upline/contract/commission-close';
import { lineBv, scheduleOfLevel, walkUpline, type CommissionPlan, type UplineMember } from '@upline/domain/commissions';
import type { Currency } from '@upline/domain/money';
import { amountText, startOfLocalDay } from './commission-text.js';
import { periodEndInstant } from './close-period.js';
import { creditedChain } from './credited-chain.js';
import { periodColumn, type PeriodRow } from './period-statements.js';
import { periodVolume, shareText } from './period-preview.js';
import { planVersionAt } from './plan-version.js';

export type WhatIfResult = { ok: true; runId: number } | { ok: false; code: 'period_not_found' | 'periods_not_closed' };

interface Tally {
  bvMinor: number;
  actualMinor: number;
  proposedMinor: number;
  actualBreakageMinor: number;
  proposedBreakageMinor: number;
  members: Map<number, { actual: number; proposed: number }>;
}

/** The proposed accruals and breakage of one period's orders, added to the currency's tally. */
async function walkPeriod(tx: Transaction, period: PeriodRow, plan: CommissionPlan, tally: Tally, timeZone: string) {
  const { orders, orderLines, users, commissionLedgerLines: ledger } = schema;
  const from = startOfLocalDay(period.startsOn, timeZone);
  const until = periodEndInstant(period, timeZone);
  const paid = await tx
    .select({ id: orders.id, userId: orders.userId, sponsorId: orders.sponsorId, buyerSponsorId: users.sponsorId })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.currency, period.currency), gte(orders.paidAt, from), lt(orders.paidAt, until), isNotNull(orders.paidAt)));
  const lines = paid.length === 0 ? [] : await tx.select({ orderId: orderLines.orderId, kind: orderLines.kind, bvMinor: orderLines.bvMinor }).from(orderLines).where(and(inArray(orderLines.orderId, paid.map((o) => o.id)), ne(orderLines.kind, 'fee')));
  const chains = new Map<number, UplineMember[]>();
  for (const order of paid) {
    const creditedId = order.sponsorId ?? order.buyerSponsorId ?? null;
    for (const line of lines.filter((l) => l.orderId === order.id)) {
      const [bvMinor = 0] = lineBv([{ kind: 'merchandise', amountMinor: line.bvMinor }], []);
      if (bvMinor <= 0) continue;
      tally.bvMinor += bvMinor;
      const levelsHere = plan.levels.filter((l) => l.schedule === period.kind);
      if (creditedId === null) {
        tally.proposedBreakageMinor += levelsHere.reduce((s, l) => s + Math.floor((bvMinor * l.rateBps + 5000) / 10_000), 0);
        continue;
      }
      let chain = chains.get(creditedId);
      if (!chain) chains.set(creditedId, (chain = await creditedChain(tx, creditedId)));
      const walked = walkUpline({ plan, buyerId: order.userId ?? 0, chain, bvMinor });
      for (const paidLine of walked.lines) {
        if (scheduleOfLevel(plan, paidLine.paidLevel) !== period.kind) continue;
        const member = tally.members.get(paidLine.memberId) ?? { actual: 0, proposed: 0 };
        member.proposed += paidLine.amountMinor;
        tally.members.set(paidLine.memberId, member);
        tally.proposedMinor += paidLine.amountMinor;
      }
      tally.proposedBreakageMinor += walked.breakage.filter((b) => scheduleOfLevel(plan, b.paidLevel) === period.kind).reduce((s, b) => s + b.amountMinor, 0);
    }
  }
  // What the ledger accrued in the period for those orders (accrual lines carry their order's paid time).
  const actual = await tx
    .select({ memberId: ledger.memberId, amountMinor: ledger.amountMinor })
    .from(ledger)
    .where(and(eq(periodColumn(period.kind), period.id), eq(ledger.kind, 'accrual'), gte(ledger.createdAt, from), lt(ledger.createdAt, until)));
  for (const line of actual) {
    const member = tally.members.get(line.memberId) ?? { actual: 0, proposed: 0 };
    member.actual += line.amountMinor;
    tally.members.set(line.memberId, member);
    tally.actualMinor += line.amountMinor;
  }
  const { plan: actualPlan } = await planVersionAt(tx, new Date(until.getTime() - 1));
  tally.actualBreakageMinor += (await periodVolume(tx, period, actualPlan, timeZone)).breakageMinor;
}

/** Runs a proposed plan over closed periods and stores the run with its per-member results. */
export async function runWhatIf(db: Database, input: { rules: PlanRules; name?: string; periodIds: number[]; actorId: number; now: Date; timeZone: string }): Promise<WhatIfResult> {
  const { commissionPeriods: periods, commissionWhatIfRuns: runs, commissionWhatIfResults: results } = schema;
  const plan: CommissionPlan = { version: 0, ...input.rules };
  const ids = [...new Set(input.periodIds)];
  return db.transaction(async (tx): Promise<WhatIfResult> => {
    const rows = await tx.select().from(periods).where(inArray(periods.id, ids));
    if (rows.length !== ids.length) return { ok: false, code: 'period_not_found' };
    if (rows.some((p) => p.status !== 'closed')) return { ok: false, code: 'periods_not_closed' };
    const tallies = new Map<Currency, Tally>();
    for (const period of rows) {
      const currency = period.currency as Currency;
      const tally = tallies.get(currency) ?? { bvMinor: 0, actualMinor: 0, proposedMinor: 0, actualBreakageMinor: 0, proposedBreakageMinor: 0, members: new Map() };
      tallies.set(currency, tally);
      await walkPeriod(tx, period, plan, tally, input.timeZone);
    }
    const totals = [...tallies].map(([currency, t]) => {
      const changes = [...t.members.values()].map((m) => m.proposed - m.actual);
      return {
        currency,
        bv: amountText(t.bvMinor),
        actual: amountText(t.actualMinor),
        proposed: amountText(t.proposedMinor),
        difference: amountText(t.proposedMinor - t.actualMinor),
        actual_share: shareText(t.actualMinor, t.bvMinor),
        proposed_share: shareText(t.proposedMinor, t.bvMinor),
        actual_breakage: amountText(t.actualBreakageMinor),
        proposed_breakage: amountText(t.proposedBreakageMinor),
        members_up: changes.filter((c) => c > 0).length,
        members_down: changes.filter((c) => c < 0).length,
      };
    });
    const [run] = await tx.insert(runs).values({ rules: input.rules, name: input.name ?? null, periodIds: ids, totals, createdBy: input.actorId, createdAt: input.now }).returning({ id: runs.id });
    if (!run) throw new Error('what-if run not written');
    const memberRows = [...tallies].flatMap(([currency, t]) =>
      [...t.members].map(([memberId, m]) => ({ runId: run.id, memberId, currency, actualMinor: m.actual, proposedMinor: m.proposed, differenceMinor: m.proposed - m.actual })),
    );
    for (let i = 0; i < memberRows.length; i += 2000) await tx.insert(results).values(memberRows.slice(i, i + 2000));
    return { ok: true, runId: run.id };
  });
}

/** A stored run with its members, largest changes first (at most 500). */
export async function loadWhatIf(db: Database, runId: number): Promise<WhatIfRun | null> {
  const { commissionWhatIfRuns: runs, commissionWhatIfResults: results, users } = schema;
  const [run] = await db.select().from(runs).where(eq(runs.id, runId));
  if (!run) return null;
  const members = await db
    .select({ memberId: results.memberId, currency: results.currency, actual: results.actualMinor, proposed: results.proposedMinor, difference: results.differenceMinor, firstname: users.firstname, lastname: users.lastname })
    .from(results)
    .innerJoin(users, eq(users.id, results.memberId))
    .where(eq(results.runId, run.id));
  members.sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference) || a.memberId - b.memberId);
  return {
    id: run.id,
    name: run.name,
    created_at: run.createdAt.toISOString(),
    period_ids: run.periodIds as number[],
    totals: run.totals as WhatIfRun['totals'],
    members: members.slice(0, 500).map((m) => ({
      member_id: m.memberId,
      name: `${m.firstname} ${m.lastname}`.trim(),
      currency: m.currency,
      actual: amountText(m.actual),
      proposed: amountText(m.proposed),
      difference: amountText(m.difference),
    })),
  };
}

// Staff change a member's enrolling sponsor (issue 16 item 6, decisions 0019 and 0023): the member
// and their whole downline move under the new sponsor together, from a date (today or earlier, never
// in a closed commission period), in one transaction with the audit row and the re-credit of the
// orders paid from that date. The preview runs the same transaction and rolls it back, so it shows
// exactly the commission lines the change would take back and book.
import { and, eq, inArray, like, max, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lockTreeMoves, moveInTree, pathIds, schema, TreeCycleError, type Database, type Transaction } from '@upline/db';
import { localDate } from '@upline/domain/commissions';
import { teamAdminMessages as m, type SponsorChangeBody, type SponsorPreview, type SponsorPreviewBody } from '@upline/contract/team-admin';
import type { AppDeps } from '../../deps.js';
import { recreditOrders, type RecreditedLine } from '../commissions/recredit-orders.js';

export type SponsorChangeResult = { ok: true; preview: SponsorPreview } | { ok: false; status: 400 | 404; message: string; field?: string };

const MOVING_LIMIT = 50;
const LINES_LIMIT = 50;

type ChangedLine = SponsorPreview['open_lines'][number];

type Person = SponsorPreview['member'];

async function people(db: Database, ids: number[]): Promise<Map<number, Person>> {
  const { users } = schema;
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, memberType: users.memberType }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: `${r.firstname} ${r.lastname}`, member_type: r.memberType }]));
}

function chainOf(map: Map<number, Person>, ids: number[]): Person[] {
  return ids.flatMap((id) => {
    const p = map.get(id);
    return p ? [p] : [];
  });
}

/** A real calendar date (2026-02-30 is not one). */
function isCalendarDate(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/**
 * Checks a proposed change and describes who moves (before anything moves). Reads inside the
 * caller's transaction, after the move lock, so what it checks is what the move does.
 */
async function checkSponsorChange(tx: Database, input: { memberId: number; body: SponsorPreviewBody; today: string }): Promise<SponsorChangeResult> {
  const { users, memberTree, orders, commissionLedgerLines: ledger, commissionPeriods: periods } = schema;
  const { memberId, body } = input;
  if (!isCalendarDate(body.effectiveFrom)) return { ok: false, status: 400, message: m.dateRequired, field: 'effectiveFrom' };
  if (body.effectiveFrom > input.today) return { ok: false, status: 400, message: m.dateInFuture, field: 'effectiveFrom' };
  const [lastClosed] = await tx.select({ endsOn: max(periods.endsOn) }).from(periods).where(eq(periods.status, 'closed'));
  if (lastClosed?.endsOn && body.effectiveFrom <= lastClosed.endsOn) return { ok: false, status: 400, message: m.dateInClosedPeriod, field: 'effectiveFrom' };
  const [member] = await tx.select().from(users).where(eq(users.id, memberId));
  if (!member) return { ok: false, status: 404, message: m.memberNotFound };
  if (member.isAdmin || member.isCompany) return { ok: false, status: 400, message: m.notMovable };
  const [sponsor] = await tx.select().from(users).where(eq(users.id, body.sponsorId));
  if (!sponsor) return { ok: false, status: 400, message: m.sponsorNotFound, field: 'sponsorId' };
  if (!sponsor.isActive) return { ok: false, status: 400, message: m.sponsorClosed, field: 'sponsorId' };
  if (sponsor.isAdmin && !sponsor.isCompany) return { ok: false, status: 400, message: m.sponsorIsCustomer, field: 'sponsorId' };
  if (sponsor.memberType === 'customer' && !sponsor.isCompany) return { ok: false, status: 400, message: m.sponsorIsCustomer, field: 'sponsorId' };
  const nodes = await tx.select().from(memberTree).where(inArray(memberTree.memberId, [memberId, sponsor.id]));
  const node = nodes.find((n) => n.memberId === memberId);
  const sponsorNode = nodes.find((n) => n.memberId === sponsor.id);
  if (!node || !sponsorNode) return { ok: false, status: 400, message: m.notMovable };
  if (sponsor.id === memberId || sponsorNode.path.startsWith(node.path)) return { ok: false, status: 400, message: m.ownDownline, field: 'sponsorId' };
  if (node.sponsorId === sponsor.id) return { ok: false, status: 400, message: m.sameSponsor, field: 'sponsorId' };

  const subtree = like(memberTree.path, `${node.path}%`);
  const moving = await tx
    .select({ id: memberTree.memberId, depth: memberTree.depth })
    .from(memberTree)
    .where(subtree)
    .orderBy(memberTree.depth, memberTree.memberId)
    .limit(MOVING_LIMIT);
  const oldUpline = pathIds(node.path).slice(0, -1).reverse();
  const newUpline = pathIds(sponsorNode.path).reverse();

  // Lines in closed periods of orders credited through a moving member: they never change.
  const movingIds = tx.select({ id: memberTree.memberId }).from(memberTree).where(subtree);
  const biweekly = alias(periods, 'biweekly');
  const monthly = alias(periods, 'monthly');
  const [closed] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ledger)
    .innerJoin(orders, eq(orders.id, ledger.orderId))
    .leftJoin(biweekly, eq(biweekly.id, ledger.biweeklyPeriodId))
    .leftJoin(monthly, eq(monthly.id, ledger.monthlyPeriodId))
    .where(and(or(inArray(orders.sponsorId, movingIds), and(sql`${orders.sponsorId} is null`, inArray(orders.userId, movingIds))), sql`coalesce(${biweekly.status}, ${monthly.status}) = 'closed'`));

  const names = await people(tx, [...new Set([memberId, sponsor.id, ...oldUpline, ...newUpline, ...moving.map((r) => r.id)])]);
  const person = (id: number): Person => names.get(id) ?? { id, name: String(id), member_type: 'customer' };
  return {
    ok: true,
    preview: {
      member: person(memberId),
      old_sponsor: node.sponsorId === null ? null : person(node.sponsorId),
      new_sponsor: person(sponsor.id),
      effective_from: body.effectiveFrom,
      moving_count: node.downlineCount + 1,
      moving: moving.map((r) => ({ ...person(r.id), depth_below: r.depth - node.depth })),
      old_upline: chainOf(names, oldUpline),
      new_upline: chainOf(names, newUpline),
      open_lines: [],
      open_line_count: 0,
      new_lines: [],
      new_line_count: 0,
      order_count: 0,
      closed_line_count: Number(closed?.n ?? 0),
    },
  };
}

/** The shop's date today, in its time zone. */
export function shopToday(deps: Pick<AppDeps, 'clock' | 'config'>): string {
  return localDate(deps.clock.now(), deps.config.shopTimeZone);
}

/** Sums per currency, for the audit row. */
function totals(lines: RecreditedLine[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const l of lines) sums[l.currency] = (sums[l.currency] ?? 0) + l.amountMinor;
  return sums;
}

/** The preview ran the whole change; this rolls its transaction back with what it found. */
class PreviewRollback extends Error {
  constructor(readonly result: SponsorChangeResult) {
    super('sponsor change preview');
  }
}

type ChangeInput = { staffId: number | null; memberId: number; body: SponsorPreviewBody & { reason?: string } };

/**
 * The change in one transaction: the move lock, the checks, the move, the audit row, the re-credit
 * of the orders paid from the effective date (decision 0023), then the row's figures.
 */
async function runChange(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, tx: Transaction, input: ChangeInput): Promise<SponsorChangeResult> {
  const { memberTree, auditLog } = schema;
  // The move lock first: the checks below read what no other move can change until commit.
  await lockTreeMoves(tx);
  const checked = await checkSponsorChange(tx, { memberId: input.memberId, body: input.body, today: shopToday(deps) });
  if (!checked.ok) return checked;
  const [before] = await tx.select().from(memberTree).where(eq(memberTree.memberId, input.memberId));
  // Locks the moving rows: an order being paid through one of them (its accrual reads their row
  // FOR KEY SHARE) commits before, and is re-credited below, or waits and walks the new tree.
  const after = await moveInTree(tx, input.memberId, input.body.sponsorId);
  const now = deps.clock.now();
  const { preview } = checked;
  const data = {
    reason: input.body.reason ?? null,
    effectiveFrom: input.body.effectiveFrom,
    before: { sponsorId: before?.sponsorId ?? null, path: before?.path ?? null, depth: before?.depth ?? null },
    after: { sponsorId: after.sponsorId, path: after.path, depth: after.depth },
    movingCount: preview.moving_count,
  };
  const [audit] = await tx
    .insert(auditLog)
    .values({ actorId: input.staffId, action: 'member.sponsor_changed', entity: 'member', entityId: String(input.memberId), data, at: now })
    .returning({ id: auditLog.id });
  const recredit = await recreditOrders(tx, { subtreePath: after.path, effectiveFrom: input.body.effectiveFrom, timeZone: deps.config.shopTimeZone, changeId: audit!.id, now });
  await tx
    .update(auditLog)
    .set({
      data: {
        ...data,
        recredit: {
          orderCount: recredit.orderCount,
          reversedLineIds: recredit.reversed.map((l) => l.lineId),
          addedLineIds: recredit.added.map((l) => l.lineId),
          reversedMinor: totals(recredit.reversed),
          addedMinor: totals(recredit.added),
        },
      },
    })
    .where(eq(auditLog.id, audit!.id));
  const names = await people(tx, [...new Set([...recredit.reversed, ...recredit.added].map((l) => l.memberId))]);
  const line = (l: RecreditedLine): ChangedLine => ({
    id: l.lineId,
    order_number: l.orderNumber,
    beneficiary: names.get(l.memberId) ?? { id: l.memberId, name: String(l.memberId), member_type: 'customer' },
    currency: l.currency,
    amount_minor: l.amountMinor,
    paid_level: l.paidLevel,
  });
  return {
    ok: true,
    preview: {
      ...preview,
      open_lines: recredit.reversed.slice(0, LINES_LIMIT).map(line),
      open_line_count: recredit.reversed.length,
      new_lines: recredit.added.slice(0, LINES_LIMIT).map(line),
      new_line_count: recredit.added.length,
      order_count: recredit.orderCount,
    },
  };
}

function wrapCycle(error: unknown): SponsorChangeResult {
  if (error instanceof TreeCycleError) return { ok: false, status: 400, message: m.ownDownline, field: 'sponsorId' };
  throw error;
}

/**
 * What the change would do: the same transaction as the change, rolled back at its end, so the
 * lines listed are the ones the change takes back and books (unless orders are paid or refunded
 * in between; the change re-runs everything).
 */
export async function previewSponsorChange(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, input: { staffId: number | null; memberId: number; body: SponsorPreviewBody }): Promise<SponsorChangeResult> {
  try {
    await deps.db.transaction(async (tx) => {
      throw new PreviewRollback(await runChange(deps, tx, input));
    });
    throw new Error('unreachable');
  } catch (error) {
    if (error instanceof PreviewRollback) return error.result;
    return wrapCycle(error);
  }
}

/** Moves the member (and their downline) under the new sponsor from the date, with the audit row and the re-credit, or says why not. */
export async function changeSponsor(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, input: { staffId: number; memberId: number; body: SponsorChangeBody }): Promise<SponsorChangeResult> {
  try {
    return await deps.db.transaction(async (tx) => runChange(deps, tx, input));
  } catch (error) {
    return wrapCycle(error);
  }
}

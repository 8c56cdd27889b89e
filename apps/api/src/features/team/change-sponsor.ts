// Staff change a member's enrolling sponsor (issue 16 item 6, decision 0019): the member and their
// whole downline move under the new sponsor together, in one transaction with the audit row. The
// preview says who moves, both uplines, and the commission lines not in a closed period that were
// booked through the moving members (they stay as booked; closed periods never change).
import { and, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lockTreeMoves, moveInTree, pathIds, schema, TreeCycleError, type Database } from '@upline/db';
import { localDate } from '@upline/domain/commissions';
import { teamAdminMessages as m, type SponsorChangeBody, type SponsorPreview, type SponsorPreviewBody } from '@upline/contract/team-admin';
import type { AppDeps } from '../../deps.js';

export type SponsorChangeResult = { ok: true; preview: SponsorPreview } | { ok: false; status: 400 | 404; message: string; field?: string };

const MOVING_LIMIT = 50;
const LINES_LIMIT = 50;

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

/**
 * Checks a proposed change and describes it. Reads inside the caller's transaction (the change
 * runs it after the move lock, so what it checks is what the move does).
 */
export async function previewSponsorChange(
  db: Database,
  input: { memberId: number; body: SponsorPreviewBody; today: string },
): Promise<SponsorChangeResult> {
  const { users, memberTree, orders, commissionLedgerLines: ledger, commissionPeriods: periods } = schema;
  const { memberId, body } = input;
  if (body.effectiveFrom !== input.today) return { ok: false, status: 400, message: m.dateNotToday, field: 'effectiveFrom' };
  const [member] = await db.select().from(users).where(eq(users.id, memberId));
  if (!member) return { ok: false, status: 404, message: m.memberNotFound };
  if (member.isAdmin || member.isCompany) return { ok: false, status: 400, message: m.notMovable };
  const [sponsor] = await db.select().from(users).where(eq(users.id, body.sponsorId));
  if (!sponsor) return { ok: false, status: 400, message: m.sponsorNotFound, field: 'sponsorId' };
  if (!sponsor.isActive) return { ok: false, status: 400, message: m.sponsorClosed, field: 'sponsorId' };
  if (sponsor.isAdmin && !sponsor.isCompany) return { ok: false, status: 400, message: m.sponsorIsCustomer, field: 'sponsorId' };
  if (sponsor.memberType === 'customer' && !sponsor.isCompany) return { ok: false, status: 400, message: m.sponsorIsCustomer, field: 'sponsorId' };
  const nodes = await db.select().from(memberTree).where(inArray(memberTree.memberId, [memberId, sponsor.id]));
  const node = nodes.find((n) => n.memberId === memberId);
  const sponsorNode = nodes.find((n) => n.memberId === sponsor.id);
  if (!node || !sponsorNode) return { ok: false, status: 400, message: m.notMovable };
  if (sponsor.id === memberId || sponsorNode.path.startsWith(node.path)) return { ok: false, status: 400, message: m.ownDownline, field: 'sponsorId' };
  if (node.sponsorId === sponsor.id) return { ok: false, status: 400, message: m.sameSponsor, field: 'sponsorId' };

  const subtree = like(memberTree.path, `${node.path}%`);
  const moving = await db
    .select({ id: memberTree.memberId, depth: memberTree.depth })
    .from(memberTree)
    .where(subtree)
    .orderBy(memberTree.depth, memberTree.memberId)
    .limit(MOVING_LIMIT);
  const oldUpline = pathIds(node.path).slice(0, -1).reverse();
  const newUpline = pathIds(sponsorNode.path).reverse();

  // Lines not in a closed period, of orders credited through a moving member (their link, or
  // their enrolling sponsor for their own orders), paid to someone above the member.
  const movingIds = db.select({ id: memberTree.memberId }).from(memberTree).where(subtree);
  const biweekly = alias(periods, 'biweekly');
  const monthly = alias(periods, 'monthly');
  const throughMoving = and(
    or(inArray(orders.sponsorId, movingIds), and(sql`${orders.sponsorId} is null`, inArray(orders.userId, movingIds))),
    sql`${ledger.memberId} not in (${movingIds})`,
  );
  const isClosed = sql`coalesce(${biweekly.status}, ${monthly.status}) = 'closed'`;
  const lineRows = await db
    .select({
      id: ledger.id,
      orderNumber: orders.orderNumber,
      memberId: ledger.memberId,
      currency: ledger.currency,
      amountMinor: ledger.amountMinor,
      paidLevel: ledger.paidLevel,
      status: ledger.status,
    })
    .from(ledger)
    .innerJoin(orders, eq(orders.id, ledger.orderId))
    .leftJoin(biweekly, eq(biweekly.id, ledger.biweeklyPeriodId))
    .leftJoin(monthly, eq(monthly.id, ledger.monthlyPeriodId))
    .where(and(throughMoving, sql`not ${isClosed}`))
    .orderBy(desc(ledger.id))
    .limit(LINES_LIMIT);
  const counts = await db
    .select({ closed: sql<boolean>`${isClosed}`, n: sql<number>`count(*)::int` })
    .from(ledger)
    .innerJoin(orders, eq(orders.id, ledger.orderId))
    .leftJoin(biweekly, eq(biweekly.id, ledger.biweeklyPeriodId))
    .leftJoin(monthly, eq(monthly.id, ledger.monthlyPeriodId))
    .where(throughMoving)
    .groupBy(isClosed);

  const names = await people(db, [...new Set([memberId, sponsor.id, ...oldUpline, ...newUpline, ...moving.map((r) => r.id), ...lineRows.map((l) => l.memberId)])]);
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
      open_lines: lineRows.map((l) => ({
        id: l.id,
        order_number: l.orderNumber,
        beneficiary: person(l.memberId),
        currency: l.currency,
        amount_minor: l.amountMinor,
        paid_level: l.paidLevel,
        status: l.status,
      })),
      open_line_count: Number(counts.find((c) => !c.closed)?.n ?? 0),
      closed_line_count: Number(counts.find((c) => c.closed)?.n ?? 0),
    },
  };
}

/** The shop's date today, in its time zone. */
export function shopToday(deps: Pick<AppDeps, 'clock' | 'config'>): string {
  return localDate(deps.clock.now(), deps.config.shopTimeZone);
}

/** Moves the member (and their downline) under the new sponsor with the audit row, or says why not. */
export async function changeSponsor(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: { staffId: number; memberId: number; body: SponsorChangeBody },
): Promise<SponsorChangeResult> {
  const { memberTree, auditLog } = schema;
  const today = shopToday(deps);
  try {
    return await deps.db.transaction(async (tx): Promise<SponsorChangeResult> => {
      // The move lock first: the checks below read what no other move can change until commit.
      await lockTreeMoves(tx);
      const checked = await previewSponsorChange(tx, { memberId: input.memberId, body: input.body, today });
      if (!checked.ok) return checked;
      const [before] = await tx.select().from(memberTree).where(eq(memberTree.memberId, input.memberId));
      const after = await moveInTree(tx, input.memberId, input.body.sponsorId);
      const { preview } = checked;
      await tx.insert(auditLog).values({
        actorId: input.staffId,
        action: 'member.sponsor_changed',
        entity: 'member',
        entityId: String(input.memberId),
        data: {
          reason: input.body.reason,
          effectiveFrom: input.body.effectiveFrom,
          before: { sponsorId: before?.sponsorId ?? null, path: before?.path ?? null, depth: before?.depth ?? null },
          after: { sponsorId: after.sponsorId, path: after.path, depth: after.depth },
          movingCount: preview.moving_count,
          openLineCount: preview.open_line_count,
        },
        at: deps.clock.now(),
      });
      return checked;
    });
  } catch (error) {
    if (error instanceof TreeCycleError) return { ok: false, status: 400, message: m.ownDownline, field: 'sponsorId' };
    throw error;
  }
}

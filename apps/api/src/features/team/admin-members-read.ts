// Staff reads of members (issue 16 item 6): search by name, e-mail or member id, and one member's
// profile with their place in the tree, latest orders, commission lines, subscriptions and the
// staff changes made to them (audit log). Read-only; every write is in its own use case.
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern, pathIds, schema, type Database } from '@upline/db';
import type { AdminMemberDetail, AdminMemberList, AdminMemberRow, AdminMemberSearchQuery } from '@upline/contract/team-admin';

const PER_PAGE = 20;
const HISTORY_LIMIT = 50;


function rowSelect() {
  const { users } = schema;
  const sponsor = alias(users, 'sponsor');
  return {
    sponsor,
    columns: {
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      memberType: users.memberType,
      planStatus: users.planStatus,
      isActive: users.isActive,
      isAdmin: users.isAdmin,
      isCompany: users.isCompany,
      urlName: users.urlName,
      joinDate: users.joinDate,
      sponsorId: sponsor.id,
      sponsorFirstname: sponsor.firstname,
      sponsorLastname: sponsor.lastname,
    },
  };
}

type RawRow = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  memberType: 'customer' | 'ambassador' | 'scholar';
  planStatus: 'continue' | 'stop' | null;
  isActive: boolean;
  isAdmin: boolean;
  isCompany: boolean;
  urlName: string | null;
  joinDate: Date;
  sponsorId: number | null;
  sponsorFirstname: string | null;
  sponsorLastname: string | null;
};

function toRow(r: RawRow): AdminMemberRow {
  return {
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    member_type: r.memberType,
    plan_status: r.planStatus,
    is_active: r.isActive,
    is_admin: r.isAdmin,
    is_company: r.isCompany,
    url_name: r.urlName,
    join_date: r.joinDate.toISOString(),
    sponsor: r.sponsorId === null ? null : { id: r.sponsorId, name: `${r.sponsorFirstname ?? ''} ${r.sponsorLastname ?? ''}`.trim() },
  };
}

/** Members matching a text (member id, e-mail, first or last name, full name), newest first. */
export async function searchMembers(db: Database, query: AdminMemberSearchQuery): Promise<AdminMemberList> {
  const { users } = schema;
  const { sponsor, columns } = rowSelect();
  const q = query.q;
  let where: SQL | undefined;
  if (q !== '') {
    const like = containsPattern(q);
    const parts: (SQL | undefined)[] = [
      ilike(users.email, like),
      ilike(users.firstname, like),
      ilike(users.lastname, like),
      ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, like),
      ilike(users.urlName, like),
    ];
    const digits = q.replace(/^#/, '');
    if (/^\d{1,10}$/.test(digits) && Number(digits) <= 2_147_483_647) parts.push(eq(users.id, Number(digits)));
    where = or(...parts);
  }
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(sponsor, eq(sponsor.id, users.sponsorId))
    .where(where)
    .orderBy(desc(users.id))
    .limit(PER_PAGE)
    .offset((query.page - 1) * PER_PAGE);
  return { members: rows.map(toRow), total: Number(counted?.n ?? 0), page: query.page, per_page: PER_PAGE };
}

/** One member as the staff profile page shows them, or null when the id names nobody. */
export async function loadAdminMember(db: Database, id: number): Promise<AdminMemberDetail | null> {
  const { users, memberTree, orders, commissionLedgerLines: ledger, commissionPeriods: periods, subscriptions, auditLog } = schema;
  const { sponsor, columns } = rowSelect();
  const [row] = await db
    .select({ ...columns, mobile: users.mobile, language: users.language, currency: users.currency, lastLoginAt: users.lastLoginAt })
    .from(users)
    .leftJoin(sponsor, eq(sponsor.id, users.sponsorId))
    .where(eq(users.id, id));
  if (!row) return null;
  const [node] = await db.select().from(memberTree).where(eq(memberTree.memberId, id));
  const uplineIds = node ? pathIds(node.path).slice(0, -1).reverse() : [];
  const uplineRows = uplineIds.length
    ? await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, memberType: users.memberType }).from(users).where(inArray(users.id, uplineIds))
    : [];
  const upline = uplineIds.flatMap((uid) => {
    const u = uplineRows.find((r) => r.id === uid);
    return u ? [{ id: u.id, name: `${u.firstname} ${u.lastname}`, member_type: u.memberType }] : [];
  });

  const orderRows = await db.select().from(orders).where(eq(orders.userId, id)).orderBy(desc(orders.id)).limit(HISTORY_LIMIT);
  const biweekly = alias(periods, 'biweekly');
  const monthly = alias(periods, 'monthly');
  const lineRows = await db
    .select({
      id: ledger.id,
      kind: ledger.kind,
      orderNumber: orders.orderNumber,
      currency: ledger.currency,
      baseMinor: ledger.baseMinor,
      rateBps: ledger.rateBps,
      amountMinor: ledger.amountMinor,
      paidLevel: ledger.paidLevel,
      status: ledger.status,
      createdAt: ledger.createdAt,
      biweeklyStatus: biweekly.status,
      monthlyStatus: monthly.status,
    })
    .from(ledger)
    .innerJoin(orders, eq(orders.id, ledger.orderId))
    .leftJoin(biweekly, eq(biweekly.id, ledger.biweeklyPeriodId))
    .leftJoin(monthly, eq(monthly.id, ledger.monthlyPeriodId))
    .where(eq(ledger.memberId, id))
    .orderBy(desc(ledger.id))
    .limit(HISTORY_LIMIT);
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.userId, id)).orderBy(desc(subscriptions.id));
  const audits = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'member'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(HISTORY_LIMIT);

  return {
    member: {
      ...toRow(row),
      mobile: row.mobile,
      language: row.language,
      currency: row.currency,
      last_login_at: row.lastLoginAt?.toISOString() ?? null,
      direct_count: node?.directCount ?? 0,
      downline_count: node?.downlineCount ?? 0,
      depth: node?.depth ?? 0,
    },
    upline,
    orders: orderRows.map((o) => ({
      id: o.id,
      order_number: o.orderNumber,
      status: o.status,
      payment_status: o.paymentStatus,
      currency: o.currency,
      total_minor: o.totalMinor,
      refunded_minor: o.refundedMinor,
      created_at: o.createdAt.toISOString(),
      paid_at: o.paidAt?.toISOString() ?? null,
    })),
    commissions: lineRows.map((l) => ({
      id: l.id,
      kind: l.kind,
      order_number: l.orderNumber,
      currency: l.currency,
      base_minor: l.baseMinor,
      rate_bps: l.rateBps,
      amount_minor: l.amountMinor,
      paid_level: l.paidLevel,
      status: l.status,
      is_closed: (l.biweeklyStatus ?? l.monthlyStatus) === 'closed',
      created_at: l.createdAt.toISOString(),
    })),
    subscriptions: subs.map((s) => ({
      id: s.id,
      kind: s.kind,
      status: s.status,
      currency: s.currency,
      amount_minor: s.amountMinor,
      next_charge_at: s.nextChargeAt?.toISOString() ?? null,
    })),
    history: audits.map((a) => {
      const data = (a.data ?? {}) as { reason?: unknown };
      return { action: a.action, at: a.at.toISOString(), reason: typeof data.reason === 'string' ? data.reason : null, actor_id: a.actorId };
    }),
  };
}

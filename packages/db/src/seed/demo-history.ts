// A year of demo business, so that the income disclosure, Earnings History and the team pages
// show real distributions: a few hundred generated members in new branches under the company
// account (the named demo members' teams are left as they are), and 1,200 paid orders
// between 1 November 2025 and 14 November 2026 with their commission lines, computed by the
// plan's own upline walk (packages/domain), and a few refunds with their reversal lines.
// Deterministic: one seeded random generator, fixed dates. Written in a handful of multi-row
// inserts, so it costs about a second of processor time on the embedded database. Seeding again changes nothing.
import { hash } from '@node-rs/argon2';
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  biweeklyPeriodOf,
  defaultShopTimeZone,
  holdUntil,
  localDate,
  monthlyPeriodOf,
  planFromRow,
  scheduleOfLevel,
  walkUpline,
  type CommissionPlan,
  type UplineMember,
} from '@upline/domain/commissions';
import type { Database } from '../database.js';
import { users } from '../schema/accounts.js';
import { productPrices, productTranslations, products } from '../schema/catalogue.js';
import { commissionLedgerLines, commissionPeriods, commissionPlanVersions } from '../schema/commissions.js';
import { orderLines, orders } from '../schema/orders.js';
import { orderAdjustments } from '../schema/returns.js';
import { memberTree } from '../schema/team.js';

export interface DemoHistoryOptions {
  /** The shop's calendar for periods (SHOP_TIME_ZONE); default America/Toronto. */
  timeZone?: string;
}

/** Sizes and dates of the generated history. */
export const demoHistory = {
  members: 320,
  leaders: 8,
  orders: 1200,
  firstJoin: Date.UTC(2025, 8, 1),
  firstOrder: Date.UTC(2025, 10, 1, 14),
  lastOrder: Date.UTC(2026, 10, 14, 22),
  refundRate: 0.03,
  emailDomain: 'members.upline.test',
} as const;

const firstNames = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Chloé', 'Ethan', 'Zoé', 'Mason', 'Léa', 'Logan', 'Grace', 'Félix', 'Maya', 'Owen', 'Jade', 'Nathan', 'Aria', 'Samuel', 'Nora', 'Gabriel', 'Ruby', 'Thomas'];
const lastNames = ['Smith', 'Tremblay', 'Brown', 'Roy', 'Wilson', 'Côté', 'Taylor', 'Bouchard', 'Davis', 'Gauthier', 'Miller', 'Morin', 'Garcia', 'Lavoie', 'Clark', 'Fortin', 'Lewis', 'Gagné', 'Young', 'Ouellet'];

/** Mulberry32: a small, fast, seeded generator (the same history on every machine). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface GenMember extends UplineMember {
  index: number;
  sponsorId: number;
  path: string;
  depth: number;
  joinedAt: Date;
  currency: 'USD' | 'CAD';
  firstname: string;
  lastname: string;
  email: string;
  directCount: number;
  downlineCount: number;
  /** downlineCount by member type (member_tree's type counters). */
  downlineByType: Record<'customer' | 'ambassador' | 'scholar', number>;
  /** How often the member (or their customers) buy, relative to others. */
  activity: number;
}

/** Ids drawn from a table's identity sequence, in one statement (safe beside concurrent inserts). */
async function drawIds(db: Database, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id from generate_series(1, ${count}::int)`,
  );
  return result.rows.map((r) => Number(r.id));
}

export async function seedDemoHistory(db: Database, opts: DemoHistoryOptions = {}): Promise<void> {
  const timeZone = opts.timeZone ?? defaultShopTimeZone;
  const marker = `member001@${demoHistory.emailDomain}`;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, marker));
  if (existing) return;
  const [company] = await db.select({ id: users.id, path: memberTree.path, depth: memberTree.depth }).from(users).innerJoin(memberTree, eq(memberTree.memberId, users.id)).where(eq(users.isCompany, true));
  const [planRow] = await db.select().from(commissionPlanVersions).orderBy(commissionPlanVersions.effectiveFrom).limit(1);
  if (!company || !planRow) return;
  const plan = planFromRow(planRow);
  const random = seededRandom(20_260_105);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

  const members = await generateMembers(db, company, random, pick);
  await insertMembers(db, members, company.id);
  const catalogue = await loadCatalogue(db);
  if (catalogue.length === 0) return;
  await generateOrders(db, { plan, timeZone, members, company, catalogue, random, pick });
}

async function generateMembers(db: Database, company: { id: number; path: string; depth: number }, random: () => number, pick: <T>(l: readonly T[]) => T): Promise<GenMember[]> {
  const ids = await drawIds(db, 'users', demoHistory.members);
  const span = demoHistory.lastOrder - 30 * 86_400_000 - demoHistory.firstJoin;
  // Join dates in order: the tree grows over the year, sponsors always joined first.
  const joins = ids.map(() => demoHistory.firstJoin + Math.floor(random() ** 1.4 * span)).sort((a, b) => a - b);
  const members: GenMember[] = [];
  const earners: GenMember[] = [];
  ids.forEach((id, index) => {
    const roll = random();
    const isLeader = index < demoHistory.leaders;
    const memberType = isLeader ? (index % 2 === 0 ? 'scholar' : 'ambassador') : roll < 0.45 ? 'ambassador' : roll < 0.65 ? 'scholar' : 'customer';
    // Preferential attachment: members with bigger teams recruit more (a realistic, skewed tree).
    let sponsor: GenMember | null = null;
    if (!isLeader) {
      const total = earners.reduce((sum, m) => sum + 1 + m.directCount * 2, 0);
      let target = random() * total;
      for (const m of earners) {
        target -= 1 + m.directCount * 2;
        if (target <= 0) {
          sponsor = m;
          break;
        }
      }
      sponsor ??= earners[earners.length - 1] ?? null;
    }
    const number = String(index + 1).padStart(3, '0');
    const member: GenMember = {
      id,
      index,
      memberType,
      isAdmin: false,
      isCompany: false,
      isActive: random() > 0.02,
      planStatus: memberType === 'scholar' ? (random() < 0.8 ? 'continue' : 'stop') : null,
      sponsorId: sponsor?.id ?? company.id,
      path: `${sponsor?.path ?? company.path}${id}/`,
      depth: (sponsor?.depth ?? company.depth) + 1,
      joinedAt: new Date(joins[index] as number),
      currency: random() < 0.3 ? 'CAD' : 'USD',
      firstname: pick(firstNames),
      lastname: pick(lastNames),
      email: `member${number}@${demoHistory.emailDomain}`,
      directCount: 0,
      downlineCount: 0,
      downlineByType: { customer: 0, ambassador: 0, scholar: 0 },
      // Most members sell little; a few sell a lot.
      activity: memberType === 'customer' ? 0.5 + random() : random() ** 3 * 6,
    };
    if (sponsor) {
      sponsor.directCount += 1;
      for (const m of members) {
        if (!member.path.startsWith(m.path)) continue;
        m.downlineCount += 1;
        m.downlineByType[memberType as 'customer' | 'ambassador' | 'scholar'] += 1;
      }
    }
    members.push(member);
    if (memberType !== 'customer') earners.push(member);
  });
  return members;
}

async function insertMembers(db: Database, members: GenMember[], companyId: number): Promise<void> {
  // One hash for everyone: generated members sign in with the demo password like the named ones.
  const passwordHash = await hash('Demo#2026');
  await insertJson(
    db,
    users,
    members.map((m) => ({
        id: m.id,
        email: m.email,
        passwordHash,
        memberType: m.memberType as 'customer' | 'ambassador' | 'scholar',
        isActive: m.isActive,
        firstname: m.firstname,
        lastname: m.lastname,
        urlName: m.memberType === 'customer' ? null : `member${String(m.index + 1).padStart(3, '0')}`,
        currency: m.currency,
        shoppingCountryCode: m.currency === 'CAD' ? 'ca' : 'usa',
        planStatus: m.planStatus as 'continue' | 'stop' | null,
        currentRank: m.memberType === 'customer' ? null : 'Member',
        joinDate: m.joinedAt,
        sponsorId: m.sponsorId,
        createdAt: m.joinedAt,
        updatedAt: m.joinedAt,
      })),
  );
  await insertJson(
    db,
    memberTree,
    members.map((m) => ({
      memberId: m.id,
      sponsorId: m.sponsorId,
      path: m.path,
      depth: m.depth,
      directCount: m.directCount,
      downlineCount: m.downlineCount,
      downlineCustomers: m.downlineByType.customer,
      downlineAmbassadors: m.downlineByType.ambassador,
      downlineScholars: m.downlineByType.scholar,
    })),
  );
  const leaders = members.filter((m) => m.sponsorId === companyId).length;
  const ofType = (type: string) => members.filter((m) => m.memberType === type).length;
  await db
    .update(memberTree)
    .set({
      directCount: sql`${memberTree.directCount} + ${leaders}`,
      downlineCount: sql`${memberTree.downlineCount} + ${members.length}`,
      downlineCustomers: sql`${memberTree.downlineCustomers} + ${ofType('customer')}`,
      downlineAmbassadors: sql`${memberTree.downlineAmbassadors} + ${ofType('ambassador')}`,
      downlineScholars: sql`${memberTree.downlineScholars} + ${ofType('scholar')}`,
    })
    .where(eq(memberTree.memberId, companyId));
}

interface CatalogueItem {
  productId: number;
  name: string;
  thumbnailUrl: string | null;
  prices: Map<string, number>;
}

async function loadCatalogue(db: Database): Promise<CatalogueItem[]> {
  const rows = await db
    .select({ productId: products.id, name: productTranslations.name, thumbnailUrl: products.thumbnailUrl, currency: productPrices.currency, memberType: productPrices.memberType, saleMinor: productPrices.saleMinor })
    .from(products)
    .innerJoin(productTranslations, sql`${productTranslations.productId} = ${products.id} and ${productTranslations.lang} = 'en'`)
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .where(eq(products.isActive, true))
    .orderBy(products.id);
  const byId = new Map<number, CatalogueItem>();
  for (const r of rows) {
    const item = byId.get(r.productId) ?? { productId: r.productId, name: r.name, thumbnailUrl: r.thumbnailUrl, prices: new Map() };
    item.prices.set(`${r.currency}:${r.memberType}`, r.saleMinor);
    byId.set(r.productId, item);
  }
  return [...byId.values()].filter((item) => item.prices.size === 6);
}

interface OrderContext {
  plan: CommissionPlan;
  timeZone: string;
  members: GenMember[];
  company: { id: number };
  catalogue: CatalogueItem[];
  random: () => number;
  pick: <T>(l: readonly T[]) => T;
}

type NewOrder = typeof orders.$inferInsert;
type NewOrderLine = typeof orderLines.$inferInsert;
type NewLedgerLine = typeof commissionLedgerLines.$inferInsert;

async function generateOrders(db: Database, ctx: OrderContext): Promise<void> {
  const { plan, timeZone, members, random, pick } = ctx;
  const byId = new Map(members.map((m) => [m.id, m]));
  const companyMember: UplineMember = { id: ctx.company.id, memberType: 'ambassador', isAdmin: false, isCompany: true, isActive: true, planStatus: null };
  const chainOf = (creditedId: number): UplineMember[] => {
    const chain: UplineMember[] = [];
    for (let m = byId.get(creditedId); m; m = byId.get(m.sponsorId)) {
      chain.push(m);
      if (m.sponsorId === ctx.company.id) break;
    }
    return [...chain, companyMember];
  };

  // Buyers weighted by activity; a customer's activity also stands for the sponsor's retail effort.
  const buyers = members.filter((m) => m.isActive);
  const cumulative: number[] = [];
  buyers.reduce((sum, m, i) => (cumulative[i] = sum + m.activity), 0);
  const totalWeight = cumulative[cumulative.length - 1] ?? 0;
  const pickBuyer = () => {
    const target = random() * totalWeight;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < target) lo = mid + 1;
      else hi = mid;
    }
    return buyers[lo] as GenMember;
  };

  const orderIds = await drawIds(db, 'orders', demoHistory.orders);
  const lineIds = await drawIds(db, 'order_lines', demoHistory.orders * 2);
  const newOrders: NewOrder[] = [];
  const newLines: NewOrderLine[] = [];
  const accruals: (NewLedgerLine & { paidAt: Date })[] = [];
  const refunds: { orderId: number; at: Date; lines: { orderLineId: number; quantity: number; merchandiseMinor: number }[]; amountMinor: number; currency: 'USD' | 'CAD' }[] = [];
  const periods = new Map<string, { kind: 'biweekly' | 'monthly'; currency: 'USD' | 'CAD'; startsOn: string; endsOn: string }>();
  const periodKey = (kind: string, currency: string, startsOn: string) => `${kind}:${currency}:${startsOn}`;
  let lineCursor = 0;

  for (const [n, orderId] of orderIds.entries()) {
    const buyer = pickBuyer();
    const from = Math.max(demoHistory.firstOrder, buyer.joinedAt.getTime() + 3_600_000);
    const paidAt = new Date(from + Math.floor(random() * (demoHistory.lastOrder - from)));
    const currency = buyer.currency;
    const pricing = buyer.memberType as 'customer' | 'ambassador' | 'scholar';
    const lineCount = random() < 0.35 ? 2 : 1;
    const chosen = new Set<CatalogueItem>();
    while (chosen.size < lineCount) chosen.add(pick(ctx.catalogue));
    let subtotal = 0;
    const orderLineRows: NewOrderLine[] = [];
    for (const [position, item] of [...chosen].entries()) {
      const quantity = random() < 0.8 ? 1 : 2;
      const unit = item.prices.get(`${currency}:${pricing}`) as number;
      const total = unit * quantity;
      subtotal += total;
      orderLineRows.push({ id: lineIds[lineCursor++] as number, orderId, productId: item.productId, position, name: item.name, thumbnailUrl: item.thumbnailUrl, quantity, unitPriceMinor: unit, lineTotalMinor: total, bvMinor: total });
    }
    const shipping = subtotal >= 10_000 ? 0 : 995;
    const day = paidAt.toISOString().slice(2, 10).replace(/-/g, '');
    newOrders.push({
      id: orderId,
      orderNumber: `UP${day}-D${String(n + 1).padStart(7, '0')}`,
      userId: buyer.id,
      email: buyer.email,
      firstName: buyer.firstname,
      lastName: buyer.lastname,
      // The credited sponsor: the buyer's enrolling sponsor (nobody is credited with their own order).
      sponsorId: buyer.sponsorId,
      pricingMemberType: pricing,
      status: 'Completed',
      paymentStatus: 'paid',
      paymentMethod: 'card',
      shippingStatus: 'Delivered',
      currency,
      shoppingCountryCode: currency === 'CAD' ? 'CA' : 'US',
      subtotalMinor: subtotal,
      shippingMinor: shipping,
      totalMinor: subtotal + shipping,
      refundedMinor: 0,
      refundedAt: null,
      shippingMethod: 'standard',
      createdAt: new Date(paidAt.getTime() - 120_000),
      updatedAt: paidAt,
      paidAt,
      completedAt: new Date(paidAt.getTime() + 4 * 86_400_000),
    });
    newLines.push(...orderLineRows);

    const local = localDate(paidAt, timeZone);
    const periodOf = { biweekly: biweeklyPeriodOf(local, plan), monthly: monthlyPeriodOf(local) };
    for (const p of Object.values(periodOf)) periods.set(periodKey(p.kind, currency, p.startsOn), { ...p, currency });
    const chain = chainOf(buyer.sponsorId);
    for (const line of orderLineRows) {
      for (const paid of walkUpline({ plan, buyerId: buyer.id, chain, bvMinor: line.bvMinor as number }).lines) {
        const schedule = scheduleOfLevel(plan, paid.paidLevel);
        accruals.push({
          kind: 'accrual',
          memberId: paid.memberId,
          orderId,
          orderLineId: line.id,
          currency,
          baseMinor: paid.bvMinor,
          rateBps: paid.rateBps,
          amountMinor: paid.amountMinor,
          structuralLevel: paid.structuralLevel,
          paidLevel: paid.paidLevel,
          compressedOver: paid.compressedOver,
          status: 'held',
          holdUntil: holdUntil(paidAt, plan),
          reversesLineId: null,
          adjustmentId: null,
          reason: null,
          createdAt: paidAt,
          paidAt,
          // Period ids are filled in once the periods exist.
          biweeklyPeriodId: schedule === 'biweekly' ? -1 : null,
          monthlyPeriodId: schedule === 'monthly' ? -1 : null,
        });
      }
    }
    if (random() < demoHistory.refundRate) {
      const at = new Date(paidAt.getTime() + (3 + Math.floor(random() * 20)) * 86_400_000);
      if (at.getTime() < demoHistory.lastOrder) {
        refunds.push({ orderId, at, currency, amountMinor: subtotal + shipping, lines: orderLineRows.map((l) => ({ orderLineId: l.id as number, quantity: l.quantity, merchandiseMinor: l.lineTotalMinor })) });
        const last = newOrders[newOrders.length - 1] as NewOrder;
        Object.assign(last, { status: 'Refunded', paymentStatus: 'refunded', refundedMinor: subtotal + shipping, refundedAt: at, completedAt: null });
        const refundLocal = localDate(at, timeZone);
        for (const p of [biweeklyPeriodOf(refundLocal, plan), monthlyPeriodOf(refundLocal)]) periods.set(periodKey(p.kind, currency, p.startsOn), { ...p, currency });
      }
    }
  }

  // Periods (existing ones are kept), then every row with its period ids.
  await db.insert(commissionPeriods).values([...periods.values()]).onConflictDoNothing();
  const periodRows = await db.select({ id: commissionPeriods.id, kind: commissionPeriods.kind, currency: commissionPeriods.currency, startsOn: commissionPeriods.startsOn }).from(commissionPeriods);
  const periodId = new Map(periodRows.map((p) => [periodKey(p.kind, p.currency, p.startsOn), p.id]));
  const idOf = (kind: 'biweekly' | 'monthly', currency: string, at: Date) => {
    const local = localDate(at, timeZone);
    const p = kind === 'biweekly' ? biweeklyPeriodOf(local, plan) : monthlyPeriodOf(local);
    return periodId.get(periodKey(kind, currency, p.startsOn)) as number;
  };
  const [version] = await db.select({ id: commissionPlanVersions.id }).from(commissionPlanVersions).where(eq(commissionPlanVersions.version, plan.version));

  await insertJson(db, orders, newOrders);
  await insertJson(db, orderLines, newLines);

  const ledgerIds = await drawIds(db, 'commission_ledger_lines', accruals.length);
  const ledgerRows: NewLedgerLine[] = accruals.map(({ paidAt, ...line }, i) => ({
    ...line,
    id: ledgerIds[i],
    planVersionId: version?.id ?? null,
    biweeklyPeriodId: line.biweeklyPeriodId === null ? null : idOf('biweekly', line.currency, paidAt),
    monthlyPeriodId: line.monthlyPeriodId === null ? null : idOf('monthly', line.currency, paidAt),
  }));

  // Refunds: one adjustment each, and every accrual of the order reversed exactly (plan §6).
  const adjustmentIds = await drawIds(db, 'order_adjustments', refunds.length);
  const reversals: NewLedgerLine[] = [];
  const accrualsByOrder = new Map<number, NewLedgerLine[]>();
  for (const row of ledgerRows) accrualsByOrder.set(row.orderId, [...(accrualsByOrder.get(row.orderId) ?? []), row]);
  const adjustments = refunds.map((refund, i) => {
    const adjustmentId = adjustmentIds[i] as number;
    for (const accrual of accrualsByOrder.get(refund.orderId) ?? []) {
      const schedule = accrual.monthlyPeriodId !== null ? 'monthly' : 'biweekly';
      reversals.push({
        // Drawn from the identity sequence by the insert.
        id: undefined,
        kind: 'reversal',
        memberId: accrual.memberId,
        orderId: accrual.orderId,
        orderLineId: accrual.orderLineId,
        planVersionId: accrual.planVersionId,
        biweeklyPeriodId: schedule === 'biweekly' ? idOf('biweekly', accrual.currency, refund.at) : null,
        monthlyPeriodId: schedule === 'monthly' ? idOf('monthly', accrual.currency, refund.at) : null,
        currency: accrual.currency,
        baseMinor: -accrual.baseMinor,
        rateBps: accrual.rateBps,
        amountMinor: -accrual.amountMinor,
        structuralLevel: accrual.structuralLevel,
        paidLevel: accrual.paidLevel,
        compressedOver: accrual.compressedOver,
        status: 'payable',
        holdUntil: null,
        reversesLineId: accrual.id,
        adjustmentId,
        reason: 'refund',
        createdAt: refund.at,
      });
    }
    return { id: adjustmentId, orderId: refund.orderId, kind: 'refund' as const, currency: refund.currency, amountMinor: refund.amountMinor, lines: refund.lines, occurredAt: refund.at, processedAt: refund.at, createdAt: refund.at };
  });
  await insertJson(db, orderAdjustments, adjustments);
  await insertJson(db, commissionLedgerLines, [...ledgerRows, ...reversals]);
}

/**
 * Rows in one statement: a JSON array expanded by jsonb_populate_recordset costs far less to
 * send and plan than thousands of bound parameters. Columns left out take their defaults; an id
 * left null is drawn from the table's identity sequence.
 */
async function insertJson<T extends PgTable>(db: Database, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0] as object).filter((key) => columns[key]);
  // Every row names the same columns (a key left out of one row would be null, not its default).
  if (rows.some((row) => Object.keys(row as object).filter((key) => columns[key]).length !== keys.length)) throw new Error(`rows for ${getTableName(table)} differ in their columns`);
  const names = keys.map((key) => (columns[key] as PgColumn).name);
  const payload = rows.map((row) => {
    const record: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      const value = (row as Record<string, unknown>)[key];
      record[names[i] as string] = value instanceof Date ? value.toISOString() : (value ?? null);
    });
    return record;
  });
  const tableName = getTableName(table);
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const selected = sql.raw(names.map((n) => (n === 'id' ? `coalesce("id", nextval(pg_get_serial_sequence('${tableName}', 'id')))` : `"${n}"`)).join(', '));
  await db.execute(sql`insert into ${sql.identifier(tableName)} (${list}) select ${selected} from jsonb_populate_recordset(null::${sql.identifier(tableName)}, ${JSON.stringify(payload)}::jsonb)`);
}

// The demo history's year of paid orders: their lines, commission lines computed by the plan's
// own upline walk, and a few refunds with their reversal lines.
import { eq, sql } from 'drizzle-orm';
import { biweeklyPeriodOf, holdUntil, localDate, monthlyPeriodOf, scheduleOfLevel, walkUpline, type CommissionPlan, type UplineMember } from '@upline/domain/commissions';
import type { Database } from '../database.js';
import { productPrices, productTranslations, products } from '../schema/catalogue.js';
import { commissionLedgerLines, commissionPeriods, commissionPlanVersions } from '../schema/commissions.js';
import { orderLines, orders } from '../schema/orders.js';
import { orderAdjustments } from '../schema/returns.js';
import type { CurrencyCode } from './data/types.js';
import { demoHistory, drawIds, insertJson, type GenMember } from './demo-rows.js';

interface CatalogueItem {
  productId: number;
  name: string;
  thumbnailUrl: string | null;
  prices: Map<string, number>;
}

export async function loadCatalogue(db: Database): Promise<CatalogueItem[]> {
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

export interface OrderContext {
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

export async function generateOrders(db: Database, ctx: OrderContext): Promise<void> {
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
  const refunds: { orderId: number; at: Date; lines: { orderLineId: number; quantity: number; merchandiseMinor: number }[]; amountMinor: number; currency: CurrencyCode }[] = [];
  const periods = new Map<string, { kind: 'biweekly' | 'monthly'; currency: CurrencyCode; startsOn: string; endsOn: string }>();
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

import { bpsToPercent, toDecimal } from '@upline/domain/money';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { MemberOrder, MemberOrderDetail, MemberReturn } from '@upline/contract/member-orders';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import type { OrderRow } from '../orders/order-draft.js';
import { presentOrder } from './list-member-orders.js';
import { loadOrderFacts, type RefundRow, type ReturnRow } from './order-facts.js';
import { loadRefundPolicy } from './refund-policy-settings.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** The member's order, or null when it is not theirs (the route answers 404 either way). */
export async function findMemberOrder(deps: Pick<AppDeps, 'db'>, userId: number, orderId: number): Promise<OrderRow | null> {
  const [order] = await deps.db.select().from(schema.orders).where(and(eq(schema.orders.id, orderId), eq(schema.orders.userId, userId)));
  return order ?? null;
}

const methodLabels: Record<string, string> = {
  card: 'Card',
  paypal: 'PayPal',
  google_pay_via_paypal: 'Google Pay',
  apple_pay_via_paypal: 'Apple Pay',
  test: 'Card',
};

/** 'Visa ending in 4242' when the provider told us the card, else the method's name. */
function paymentLabel(payment: { method: string | null; provider: string; raw: unknown } | undefined): string | null {
  if (!payment) return null;
  const raw = (payment.raw ?? {}) as { card?: { brand?: unknown; last4?: unknown } };
  const brand = typeof raw.card?.brand === 'string' ? raw.card.brand : null;
  const last4 = typeof raw.card?.last4 === 'string' && /^\d{4}$/.test(raw.card.last4) ? raw.card.last4 : null;
  if (last4) return `${brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card'} ending in ${last4}`;
  return methodLabels[payment.method ?? payment.provider] ?? 'Card';
}

export function toMemberRefund(r: RefundRow) {
  return { id: r.id, amount: toDecimal(r.amountMinor), status: r.status, reason: r.reason, created_at: r.createdAt.toISOString() };
}

export function toMemberReturn(r: ReturnRow, lines: { orderLineId: number; name: string; quantity: number }[]): MemberReturn {
  return {
    id: r.id,
    status: r.status,
    requested_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
    refund_amount: toDecimal(r.refundMinor),
    restocking_fee: toDecimal(r.restockingFeeMinor),
    lines: lines.map((l) => ({ order_line_id: l.orderLineId, name: l.name, quantity: l.quantity })),
    note: r.decisionNote,
  };
}

/** Return requests of an order with their lines' names, oldest first. */
export async function loadReturns(deps: Pick<AppDeps, 'db'>, orderIds: number[]) {
  const { orderReturns, orderReturnLines, orderLines } = schema;
  if (orderIds.length === 0) return [];
  const returns = await deps.db.select().from(orderReturns).where(inArray(orderReturns.orderId, orderIds)).orderBy(asc(orderReturns.id));
  const lines =
    returns.length === 0
      ? []
      : await deps.db
          .select({ returnId: orderReturnLines.returnId, orderLineId: orderReturnLines.orderLineId, quantity: orderReturnLines.quantity, name: orderLines.name })
          .from(orderReturnLines)
          .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
          .where(inArray(orderReturnLines.returnId, returns.map((r) => r.id)))
          .orderBy(asc(orderReturnLines.id));
  return returns.map((r) => ({ row: r, wire: toMemberReturn(r, lines.filter((l) => l.returnId === r.id)) }));
}

/** The order as the lists show it, with what its Return action does now. */
export async function memberOrderSummary(deps: Deps, order: OrderRow): Promise<MemberOrder> {
  const [facts, policy] = await Promise.all([loadOrderFacts(deps.db, [order.id]), loadRefundPolicy(deps.db, deps.config.shopTimeZone)]);
  return presentOrder(order, facts.get(order.id) ?? { lines: [], returned: new Map(), hasOpenReturn: false }, policy, deps.clock.now(), deps.config.shopTimeZone);
}

/** GET user/order/{id}: Order Details and the receipt's facts. */
export async function memberOrderDetail(deps: Deps, order: OrderRow): Promise<MemberOrderDetail['order']> {
  const { orderTaxLines, refunds, payments, shipments } = schema;
  const [base, taxes, refundRows, paid, shipment, returns] = await Promise.all([
    memberOrderSummary(deps, order),
    deps.db.select().from(orderTaxLines).where(eq(orderTaxLines.orderId, order.id)).orderBy(asc(orderTaxLines.id)),
    deps.db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.id)),
    deps.db
      .select({ method: payments.method, provider: payments.provider, raw: payments.raw })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['succeeded', 'partially_refunded', 'refunded'])))
      .orderBy(asc(payments.id))
      .limit(1),
    deps.db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(desc(shipments.id)).limit(1),
    loadReturns(deps, [order.id]),
  ]);
  const address = (p: 'ship' | 'bill') => ({
    name: [p === 'ship' ? order.shipFirstName : order.billFirstName, p === 'ship' ? order.shipLastName : order.billLastName].filter(Boolean).join(' ') || `${order.firstName} ${order.lastName}`,
    address1: p === 'ship' ? order.shipAddress1 : order.billAddress1,
    address2: p === 'ship' ? order.shipAddress2 : order.billAddress2,
    city: p === 'ship' ? order.shipCity : order.billCity,
    state: p === 'ship' ? order.shipState : order.billState,
    zip_code: p === 'ship' ? order.shipZip : order.billZip,
    country: p === 'ship' ? order.shipCountry : order.billCountry,
  });
  const ship = shipment[0];
  return {
    ...base,
    email: order.email,
    shipping_tax_amount: toDecimal(order.shippingTaxMinor),
    total_paid: paid.length > 0 ? toDecimal(order.totalMinor) : 0,
    tax_lines: taxes.map((t) => ({ name: t.name, rate: bpsToPercent(t.rateBps), amount: toDecimal(t.amountMinor), on_shipping: t.onShipping })),
    shipping_address: address('ship'),
    billing_address: address('bill'),
    payment_label: paymentLabel(paid[0]),
    tracking: ship ? { carrier: ship.carrier, tracking_number: ship.trackingNumber, shipped_at: ship.shippedAt?.toISOString() ?? null } : null,
    refunds: refundRows.map(toMemberRefund),
    returns: returns.map((r) => r.wire),
  };
}

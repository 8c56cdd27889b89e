// GET admin/orders/{id}: one order as staff read it: lines, payments, refunds, returns, shipments,
// the sponsor credited, the order's commission ledger lines and its status history.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { StaffOrderDetail } from '@upline/contract/staff-orders';
import { schema } from '@upline/db';
import { toDecimal } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import type { OrderRow } from '../orders/order-draft.js';
import { isOrderPaid } from '../orders/sync-order-payment.js';
import { loadOrderFacts } from './order-facts.js';
import { refundableMinor } from './staff-refund.js';
import { toStaffOrderRow } from './staff-order-list.js';

function addressOf(order: OrderRow, p: 'ship' | 'bill') {
  const a =
    p === 'ship'
      ? { first: order.shipFirstName, last: order.shipLastName, line1: order.shipAddress1, line2: order.shipAddress2, city: order.shipCity, state: order.shipState, zip: order.shipZip, country: order.shipCountry }
      : { first: order.billFirstName, last: order.billLastName, line1: order.billAddress1, line2: order.billAddress2, city: order.billCity, state: order.billState, zip: order.billZip, country: order.billCountry };
  if (!a.line1) return null;
  const name = [a.first, a.last].filter(Boolean).join(' ') || `${order.firstName} ${order.lastName}`;
  const cityLine = [a.city, a.state, a.zip].filter(Boolean).join(', ');
  return { name, lines: [a.line1, a.line2, cityLine, a.country].filter((x): x is string => Boolean(x)) };
}

export async function loadStaffOrder(deps: Pick<AppDeps, 'db'>, orderId: number): Promise<StaffOrderDetail | null> {
  const { orders, payments, refunds, orderReturns, shipments, commissionLedgerLines, users, orderStatusEvents } = schema;
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [facts, paymentRows, refundRows, returnRows, shipmentRows, ledger, history, left] = await Promise.all([
    loadOrderFacts(deps.db, [order.id]),
    deps.db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    deps.db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.id)),
    deps.db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)).orderBy(asc(orderReturns.id)),
    deps.db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(desc(shipments.id)),
    deps.db.select().from(commissionLedgerLines).where(eq(commissionLedgerLines.orderId, order.id)).orderBy(asc(commissionLedgerLines.id)),
    deps.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, order.id)).orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id)),
    refundableMinor(deps.db, order),
  ]);
  const memberIds = [...new Set([...ledger.map((l) => l.memberId), ...(order.sponsorId ? [order.sponsorId] : [])])];
  const members = memberIds.length ? await deps.db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, urlName: users.urlName }).from(users).where(inArray(users.id, memberIds)) : [];
  const nameOf = (id: number) => {
    const m = members.find((x) => x.id === id);
    return m ? `${m.firstname} ${m.lastname}`.trim() : `#${id}`;
  };
  const sponsor = order.sponsorId ? members.find((m) => m.id === order.sponsorId) : undefined;
  const f = facts.get(order.id);
  const isPaid = isOrderPaid(order);
  const notShipped = order.shippingStatus === 'Not Shipped';
  const isCancelled = order.status === 'Cancelled';
  return {
    ...toStaffOrderRow(order),
    user_id: order.userId,
    mobile: order.mobile,
    paid_at: order.paidAt?.toISOString() ?? null,
    payment_method: order.paymentMethod,
    shipping_method: order.shippingMethod,
    is_autoship: order.isAutoship,
    subscription_id: order.subscriptionId,
    ship_to: addressOf(order, 'ship'),
    bill_to: addressOf(order, 'bill'),
    subtotal: toDecimal(order.subtotalMinor),
    discount: toDecimal(order.discountMinor),
    shipping: toDecimal(order.shippingMinor + order.shippingTaxMinor),
    tax: toDecimal(order.taxMinor),
    refundable: isPaid ? toDecimal(left) : 0,
    sponsor: sponsor ? { id: sponsor.id, name: `${sponsor.firstname} ${sponsor.lastname}`.trim(), link_name: sponsor.urlName, email: sponsor.email } : null,
    lines: (f?.lines ?? []).map((l) => ({
      id: l.id,
      kind: l.kind,
      name: l.name,
      quantity: l.quantity,
      unit_price: toDecimal(l.unitPriceMinor),
      discount: toDecimal(l.discountMinor),
      total: toDecimal(l.lineTotalMinor - l.discountMinor),
      returned_quantity: f?.returned.get(l.id) ?? 0,
    })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      provider: p.provider,
      method: p.method,
      status: p.status,
      amount: toDecimal(p.amountMinor),
      refunded: toDecimal(p.refundedMinor),
      provider_ref: p.providerRef,
      failure_message: p.failureMessage,
      created_at: p.createdAt.toISOString(),
    })),
    refunds: refundRows.map((r) => ({
      id: r.id,
      reason: r.reason,
      status: r.status,
      amount: toDecimal(r.amountMinor),
      provider_ref: r.providerRef,
      failure_message: r.failureMessage,
      created_at: r.createdAt.toISOString(),
      completed_at: r.completedAt?.toISOString() ?? null,
    })),
    returns: returnRows.map((r) => ({ id: r.id, status: r.status, refund_amount: toDecimal(r.refundMinor), requested_at: r.createdAt.toISOString() })),
    shipments: shipmentRows.map((s) => ({ carrier: s.carrier, tracking_number: s.trackingNumber, shipped_at: s.shippedAt?.toISOString() ?? null })),
    commissions: ledger.map((l) => ({
      id: l.id,
      kind: l.kind,
      member: { id: l.memberId, name: nameOf(l.memberId) },
      level: l.paidLevel,
      rate_percent: l.rateBps / 100,
      base: toDecimal(l.baseMinor),
      amount: toDecimal(l.amountMinor),
      status: l.status,
      created_at: l.createdAt.toISOString(),
    })),
    history: history.map((h) => ({ field: h.field, from: h.fromStatus, to: h.toStatus, note: h.note, at: h.at.toISOString() })),
    actions: {
      can_ship: isPaid && notShipped && !isCancelled,
      can_cancel: notShipped && !isCancelled,
      can_refund: isPaid && left > 0,
      can_resend_confirmation: isPaid,
    },
  };
}

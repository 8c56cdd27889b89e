import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { PolicyOrder } from '@upline/domain/orders';
import type { OrderRow } from '../orders/order-draft.js';
import { isOrderPaid } from '../orders/sync-order-payment.js';

export type LineRow = typeof schema.orderLines.$inferSelect;
export type ReturnRow = typeof schema.orderReturns.$inferSelect;
export type RefundRow = typeof schema.refunds.$inferSelect;

/** Return requests that hold their units (a rejected one gives them back). */
export const holdingReturnStatuses = ['requested', 'approved', 'refunded'] as const;

/** What the refund policy needs to know about a set of orders: lines, units returned or asked back, open returns. */
export interface OrderFacts {
  lines: LineRow[];
  /** Order line id -> units held by return requests. */
  returned: Map<number, number>;
  hasOpenReturn: boolean;
}

/**
 * The lines and return state of several orders in three queries (the lists page through them),
 * one after the other: the refund and cancel flows read them inside their transaction, whose one
 * connection runs one query at a time.
 */
export async function loadOrderFacts(db: Database, orderIds: readonly number[]): Promise<Map<number, OrderFacts>> {
  const { orderLines, orderReturns, orderReturnLines } = schema;
  const facts = new Map<number, OrderFacts>(orderIds.map((id) => [id, { lines: [], returned: new Map(), hasOpenReturn: false }]));
  if (orderIds.length === 0) return facts;
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, [...orderIds])).orderBy(asc(orderLines.position), asc(orderLines.id));
  const held = await db
    .select({ orderId: orderReturns.orderId, lineId: orderReturnLines.orderLineId, quantity: sql<number>`sum(${orderReturnLines.quantity})`.mapWith(Number) })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(inArray(orderReturns.orderId, [...orderIds]), inArray(orderReturns.status, [...holdingReturnStatuses])))
    .groupBy(orderReturns.orderId, orderReturnLines.orderLineId);
  const open = await db
    .selectDistinct({ orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(and(inArray(orderReturns.orderId, [...orderIds]), inArray(orderReturns.status, ['requested', 'approved'])));
  for (const line of lines) facts.get(line.orderId)?.lines.push(line);
  for (const h of held) facts.get(h.orderId)?.returned.set(h.lineId, h.quantity);
  for (const o of open) {
    const f = facts.get(o.orderId);
    if (f) f.hasOpenReturn = true;
  }
  return facts;
}

/** The order as the refund policy reads it (product lines only: fees are never returned). */
export function toPolicyOrder(order: OrderRow, facts: OrderFacts): PolicyOrder {
  return {
    paidAt: isOrderPaid(order) ? (order.paidAt ?? order.createdAt) : null,
    isShipped: order.shippingStatus !== 'Not Shipped',
    isCancelled: order.status === 'Cancelled',
    totalMinor: order.totalMinor,
    refundedMinor: order.refundedMinor,
    itemsTaxMinor: order.taxMinor,
    lines: facts.lines
      .filter((l) => l.kind === 'product')
      .map((l) => ({ id: l.id, quantity: l.quantity, netMinor: l.lineTotalMinor - l.discountMinor, returnedQuantity: facts.returned.get(l.id) ?? 0 })),
    hasOpenReturn: facts.hasOpenReturn,
  };
}

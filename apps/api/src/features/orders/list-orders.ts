import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { OrderListResponse } from '@upline/contract/orders';
import { toDecimal } from '@upline/domain/money';

/** The member's orders for 'Your Orders' (accounts §2.8), newest first, with their unit counts. */
export async function listMemberOrders(db: Database, userId: number, limit = 200): Promise<OrderListResponse> {
  const { orders, orderLines } = schema;
  const itemCount = sql<number>`coalesce(sum(${orderLines.quantity}), 0)`.mapWith(Number);
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      itemCount,
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    order_number: r.orderNumber,
    totalCost: toDecimal(r.totalMinor),
    currency: r.currency,
    createdDate: r.createdAt.toISOString(),
    item_count: r.itemCount,
    order_status: r.status,
    payment_status: r.paymentStatus,
  }));
}

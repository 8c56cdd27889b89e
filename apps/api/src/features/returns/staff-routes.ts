import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberOrderMessages } from '@upline/contract/member-orders';
import { staffOrderRoutes as calls } from '@upline/contract/staff-order-routes';
import { schema } from '@upline/db';
import { toDecimal } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import { registerRoute } from '../../http/route.js';
import { requireAdmin } from '../../http/session.js';
import { decideReturn } from './decide-return.js';
import { loadReturns } from './member-order-detail.js';
import { orderActionError } from './routes.js';
import { shipOrder } from './ship-order.js';

/** Staff: the returns queue, deciding a return (approval refunds through the provider), shipping an order. */
export function staffOrderRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    /** Return requests with their order, for the queue and for one decision's answer. */
    const staffReturns = async (where: { status?: (typeof schema.orderReturns.$inferSelect)['status']; id?: number }) => {
      const { orderReturns, orders } = schema;
      const rows = await deps.db
        .select({ id: orderReturns.id, orderId: orders.id, orderNumber: orders.orderNumber, firstName: orders.firstName, lastName: orders.lastName, currency: orders.currency, reason: orderReturns.reason })
        .from(orderReturns)
        .innerJoin(orders, eq(orders.id, orderReturns.orderId))
        .where(and(where.status ? eq(orderReturns.status, where.status) : undefined, where.id ? eq(orderReturns.id, where.id) : undefined))
        .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id))
        .limit(200);
      const details = await loadReturns(deps, [...new Set(rows.map((x) => x.orderId))]);
      return rows.flatMap((x) => {
        const wire = details.find((d) => d.row.id === x.id)?.wire;
        return wire ? [{ ...wire, order_id: x.orderId, order_number: x.orderNumber, customer_name: `${x.firstName} ${x.lastName}`, currency: x.currency, reason: x.reason }] : [];
      });
    };

    registerRoute(app, calls.returns, async (request) => {
      return { success: true as const, returns: await staffReturns({ status: request.query.status }) };
    });

    for (const [descriptor, approve] of [[calls.approveReturn, true], [calls.rejectReturn, false]] as const) {
      registerRoute(app, descriptor, async (request) => {
        const admin = requireAdmin(request);
        const result = await decideReturn(deps, { staffId: admin.id, returnId: request.params.id, approve, note: request.body?.note });
        if (!result.ok) throw orderActionError(result.code);
        const [row] = await staffReturns({ id: result.returnRequest.id });
        if (!row) throw orderActionError('return_not_found');
        const message = !approve ? memberOrderMessages.returnRejected : result.refund?.status === 'succeeded' ? memberOrderMessages.returnApproved : memberOrderMessages.refundFailed;
        return { success: true as const, message, return_request: row };
      });
    }

    registerRoute(app, calls.toShip, async () => {
      const { orders, orderLines } = schema;
      const rows = await deps.db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          firstName: orders.firstName,
          lastName: orders.lastName,
          paidAt: orders.paidAt,
          createdAt: orders.createdAt,
          currency: orders.currency,
          totalMinor: orders.totalMinor,
          city: orders.shipCity,
          state: orders.shipState,
          country: orders.shipCountry,
          itemCount: sql<number>`(select coalesce(sum(ol.quantity), 0) from ${orderLines} ol where ol.order_id = "orders"."id")`.mapWith(Number),
        })
        .from(orders)
        .where(and(eq(orders.shippingStatus, 'Not Shipped'), inArray(orders.paymentStatus, ['paid', 'partially_refunded']), ne(orders.status, 'Cancelled')))
        .orderBy(asc(orders.paidAt), asc(orders.id))
        .limit(200);
      return {
        success: true as const,
        orders: rows.map((o) => ({
          id: o.id,
          order_number: o.orderNumber,
          customer_name: `${o.firstName} ${o.lastName}`,
          paid_at: (o.paidAt ?? o.createdAt).toISOString(),
          currency: o.currency,
          total: toDecimal(o.totalMinor),
          item_count: o.itemCount,
          ship_to: [o.city, o.state, o.country].filter(Boolean).join(', '),
        })),
      };
    });

    registerRoute(app, calls.ship, async (request) => {
      const admin = requireAdmin(request);
      const result = await shipOrder(deps, { staffId: admin.id, orderId: request.params.id, carrier: request.body.carrier, trackingNumber: request.body.tracking_number });
      if (!result.ok) throw orderActionError(result.code);
      return { success: true as const, message: memberOrderMessages.shipped };
    });
  };
}

import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import type { OrderRow } from './order-draft.js';
import { hasOrderAccess } from './order-access.js';

export const orderNotFoundMessage = 'Order not found';

/**
 * The order if the request may see it: the member who placed it, or a browser holding the
 * order's access proof (the guest who placed it). Anyone else gets 404, the same answer as for
 * an order that does not exist, so order ids reveal nothing.
 */
export async function loadOwnedOrder(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, request: FastifyRequest, orderId: number): Promise<OrderRow> {
  const [order] = await deps.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  const user = request.currentUser;
  const isOwner = order !== undefined && order.userId !== null && user !== null && order.userId === user.id;
  if (!order || !(isOwner || hasOrderAccess(deps, request, order.id))) throw notFound(orderNotFoundMessage);
  return order;
}

export async function loadOrderLines(db: Database, orderId: number) {
  const { orderLines, orderTaxLines } = schema;
  const [lines, taxes] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position), asc(orderLines.id)),
    db.select().from(orderTaxLines).where(eq(orderTaxLines.orderId, orderId)).orderBy(asc(orderTaxLines.id)),
  ]);
  return { lines, taxes };
}

import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import type { OrderRow } from './order-draft.js';
import { hasOrderAccess } from './order-access.js';
import { orderById } from './order-by-id.js';
import { orderError, orderFailure, type OrderResult } from './order-failure.js';

export const orderNotFoundMessage = 'Order not found';

/**
 * The order if the request may see it: the member who placed it, or a browser holding the
 * order's access proof (the guest who placed it). Anyone else gets order_not_found, the same
 * answer as for an order that does not exist, so order ids reveal nothing.
 */
export async function findOwnedOrder(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, request: FastifyRequest, orderId: number): Promise<OrderResult<OrderRow>> {
  return ownedOrder(deps, request, await orderById(deps.db, orderId));
}

/** The order read by the caller (undefined when there is none) if the request may see it, as findOwnedOrder answers. */
export function ownedOrder(deps: Pick<AppDeps, 'config' | 'clock'>, request: FastifyRequest, order: OrderRow | undefined): OrderResult<OrderRow> {
  const user = request.currentUser;
  const isOwner = order !== undefined && order.userId !== null && user !== null && order.userId === user.id;
  if (!order || !(isOwner || hasOrderAccess(deps, request, order.id))) return orderFailure('order_not_found', orderNotFoundMessage);
  return { ok: true, value: order };
}

/** For routes: the order the request may see, or its 404 thrown to the error handler. */
export async function loadOwnedOrder(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, request: FastifyRequest, orderId: number): Promise<OrderRow> {
  const found = await findOwnedOrder(deps, request, orderId);
  if (!found.ok) throw orderError(found.failure);
  return found.value;
}

export async function loadOrderLines(db: Database, orderId: number) {
  const { orderLines, orderTaxLines } = schema;
  const [lines, taxes] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position), asc(orderLines.id)),
    db.select().from(orderTaxLines).where(eq(orderTaxLines.orderId, orderId)).orderBy(asc(orderTaxLines.id)),
  ]);
  return { lines, taxes };
}

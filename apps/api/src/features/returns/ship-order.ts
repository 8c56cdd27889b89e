// Staff mark a paid order shipped with its carrier and tracking number: it leaves the open orders
// for Order History, the Return action becomes a return, and the shopper is e-mailed.
import { eq } from 'drizzle-orm';
import type { OrderActionFailure } from '@upline/contract/member-orders';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import { recordStatusEvent } from '../orders/order-rows.js';
import { isOrderPaid } from '../orders/sync-order-payment.js';
import { queueOrderEmail } from '../orders/order-emails.js';

export type ShipResult = { ok: true } | { ok: false; code: OrderActionFailure };

export async function shipOrder(deps: Pick<AppDeps, 'db' | 'clock'>, input: { staffId: number; orderId: number; carrier: string; trackingNumber?: string }): Promise<ShipResult> {
  const { orders, shipments } = schema;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx): Promise<ShipResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('no key update');
    if (!order) return { ok: false, code: 'order_not_found' };
    if (order.status === 'Cancelled') return { ok: false, code: 'already_cancelled' };
    if (!isOrderPaid(order)) return { ok: false, code: 'not_paid' };
    if (order.shippingStatus !== 'Not Shipped') return { ok: false, code: 'already_shipped' };
    await tx.insert(shipments).values({ orderId: order.id, carrier: input.carrier, trackingNumber: input.trackingNumber ?? null, status: 'shipped', shippedAt: now, createdAt: now });
    await tx.update(orders).set({ shippingStatus: 'Shipped', status: 'Completed', completedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    await recordStatusEvent(tx, { orderId: order.id, field: 'shipping_status', from: order.shippingStatus, to: 'Shipped', actorId: input.staffId, note: `${input.carrier} ${input.trackingNumber ?? ''}`.trim(), now });
    if (order.status !== 'Completed') await recordStatusEvent(tx, { orderId: order.id, field: 'status', from: order.status, to: 'Completed', actorId: input.staffId, note: 'shipped', now });
    await tx.insert(schema.auditLog).values({ actorId: input.staffId, action: 'order.shipped', entity: 'order', entityId: String(order.id), data: { before: { status: order.status, shippingStatus: order.shippingStatus }, after: { status: 'Completed', shippingStatus: 'Shipped' }, carrier: input.carrier, trackingNumber: input.trackingNumber ?? null }, at: now });
    await queueOrderEmail(tx, order, { kind: 'shipped', carrier: input.carrier, trackingNumber: input.trackingNumber ?? null }, now);
    return { ok: true };
  });
}

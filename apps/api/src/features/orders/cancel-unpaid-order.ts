import { eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import { releaseRedemption } from '../promotions/coupon-redemptions.js';
import type { OrderRow } from './order-draft.js';
import { recordStatusEvent } from './order-rows.js';
import { isOrderPaid } from './sync-order-payment.js';

/** Cancels an unpaid Pending order, giving its coupon use back; a paid or changed order is left alone. */
export async function cancelUnpaidOrder(deps: Pick<AppDeps, 'db' | 'clock'>, order: Pick<OrderRow, 'id'>, note: string): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(schema.orders).where(eq(schema.orders.id, order.id)).for('no key update');
    if (!locked || locked.status !== 'Pending' || isOrderPaid(locked)) return false;
    await tx.update(schema.orders).set({ status: 'Cancelled', cancelledAt: now, updatedAt: now }).where(eq(schema.orders.id, order.id));
    await recordStatusEvent(tx, { orderId: order.id, field: 'status', from: locked.status, to: 'Cancelled', note, now });
    await releaseRedemption(tx, order.id, now);
    return true;
  });
}

import { asc, inArray } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { z } from 'zod';
import type { staffAutoshipSchema } from '@upline/contract/autoship';
import { toDecimal } from '@upline/domain/money';
import { autoshipWires, type SubscriptionRow } from './autoship-wire.js';

type StaffAutoship = z.infer<typeof staffAutoshipSchema>;

/** Staff's view: the member's view plus who, the failure count and every renewal order. */
export async function staffAutoshipWires(db: Database, subs: readonly SubscriptionRow[], now: Date): Promise<StaffAutoship[]> {
  if (subs.length === 0) return [];
  const { users, orders, payments } = schema;
  const ids = subs.map((s) => s.id);
  const [wires, members, renewals, attempts] = await Promise.all([
    autoshipWires(db, subs, now),
    db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email }).from(users).where(inArray(users.id, [...new Set(subs.map((s) => s.userId))])),
    db.select().from(orders).where(inArray(orders.subscriptionId, ids)).orderBy(asc(orders.subscriptionCycle)),
    db
      .select({ orderId: payments.orderId, status: payments.status, createdAt: payments.createdAt, failureMessage: payments.failureMessage })
      .from(payments)
      .where(inArray(payments.orderId, db.select({ id: orders.id }).from(orders).where(inArray(orders.subscriptionId, ids))))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
  ]);
  return wires.map((w) => {
    const sub = subs.find((s) => s.id === w.id);
    const m = members.find((x) => x.id === sub?.userId);
    return {
      ...w,
      member: { id: m?.id ?? 0, name: m ? `${m.firstname} ${m.lastname}` : '', email: m?.email ?? '' },
      failures: sub?.failures ?? 0,
      first_failed_at: sub?.firstFailedAt?.toISOString() ?? null,
      renewal_orders: renewals
        .filter((o) => o.subscriptionId === w.id)
        .map((o) => ({
          id: o.id,
          order_number: o.orderNumber,
          cycle: o.subscriptionCycle ?? 0,
          total: toDecimal(o.totalMinor),
          payment_status: o.paymentStatus,
          status: o.status,
          date: o.createdAt.toISOString().slice(0, 10),
          attempts: attempts.filter((a) => a.orderId === o.id).map((a) => ({ status: a.status, at: a.createdAt.toISOString(), failure_message: a.failureMessage })),
        })),
    };
  });
}

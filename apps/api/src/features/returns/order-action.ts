import { and, eq } from 'drizzle-orm';
import type { OrderActionFailure } from '@upline/contract/member-orders';
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import type { OrderRow } from '../orders/order-draft.js';
import type { RefundRow, ReturnRow } from './order-facts.js';

/** What a member's cancel or return did, or the expected failure the route maps to a status. */
export type OrderActionResult =
  | { ok: true; kind: 'cancelled' | 'refunded' | 'return_requested'; orderId: number; refund: RefundRow | null; returnRequest: ReturnRow | null }
  | { ok: false; code: OrderActionFailure; closedOn?: string };

/** Locks the member's order for a change; another member's order is not found. */
export async function lockMemberOrder(tx: Transaction, userId: number, orderId: number): Promise<OrderRow | null> {
  const [order] = await tx.select().from(schema.orders).where(and(eq(schema.orders.id, orderId), eq(schema.orders.userId, userId))).for('no key update');
  return order ?? null;
}

/** The failure for an order whose Return action offers nothing. */
export function noActionFailure(reason: 'cancelled' | 'refunded' | 'returned' | 'return_requested'): OrderActionFailure {
  return reason === 'cancelled' ? 'already_cancelled' : reason === 'return_requested' ? 'return_pending' : 'not_refundable';
}

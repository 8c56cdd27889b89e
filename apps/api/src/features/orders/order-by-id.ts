import type { Database, Transaction } from '@upline/db';
import { queryPrepared, schema, tableRowReader } from '@upline/db';
import type { OrderRow } from './order-draft.js';

/** An orders row read by SQL text (`select *`, `returning *`) in the shape drizzle answers it. */
export const readOrderRow: (raw: Record<string, unknown>) => OrderRow = tableRowReader(schema.orders);

/** The order with this id, or undefined: the checkout reads it on every call, as a prepared statement. */
export async function orderById(db: Database | Transaction, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await queryPrepared<Record<string, unknown>>(db, 'order_by_id', 'select * from orders where id = $1', [orderId]);
  return row ? readOrderRow(row) : undefined;
}

/** The order written under this idempotency key, or undefined (a prepared statement: every order placed asks). */
export async function orderByIdempotencyKey(db: Database | Transaction, key: string): Promise<OrderRow | undefined> {
  const [row] = await queryPrepared<Record<string, unknown>>(db, 'order_by_idempotency_key', 'select * from orders where idempotency_key = $1', [key]);
  return row ? readOrderRow(row) : undefined;
}

import type { Database, Transaction } from '@upline/db';
import { queryPrepared, schema, tableRowReader } from '@upline/db';
import type { PaymentRow } from './payment-events.js';

/** A payments row read by SQL text (`select *`, `returning *`) in the shape drizzle answers it. */
export const readPaymentRow: (raw: Record<string, unknown>) => PaymentRow = tableRowReader(schema.payments);

/** Every payment of an order, oldest first (a prepared statement: the checkout reads them on every payment). */
export async function paymentsOfOrder(db: Database | Transaction, orderId: number): Promise<PaymentRow[]> {
  const rows = await queryPrepared<Record<string, unknown>>(db, 'payments_of_order', 'select * from payments where order_id = $1 order by id', [orderId]);
  return rows.map(readPaymentRow);
}

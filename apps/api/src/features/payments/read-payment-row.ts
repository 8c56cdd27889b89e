import { schema, tableRowReader } from '@upline/db';
import type { PaymentRow } from './payment-events.js';

/** A payments row read by SQL text (`select *`, `returning *`, `json_agg` of rows) in the shape drizzle answers it. */
export const readPaymentRow: (raw: Record<string, unknown>) => PaymentRow = tableRowReader(schema.payments);

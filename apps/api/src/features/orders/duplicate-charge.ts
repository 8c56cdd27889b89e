import type { PaymentRow } from '../payments/payment-events.js';

/** What a payment refunded as a duplicate keeps in payments.raw: the payment the order kept. */
export interface DuplicateChargeRaw {
  duplicateOf: number;
}

/** True for a payment refunded because its order was already paid by another one. */
export function isDuplicateCharge(payment: Pick<PaymentRow, 'raw'>): boolean {
  return typeof (payment.raw as Partial<DuplicateChargeRaw> | null)?.duplicateOf === 'number';
}

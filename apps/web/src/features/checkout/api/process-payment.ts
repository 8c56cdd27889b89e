import type { PaymentResult, ProcessPaymentRequest } from '@upline/contract/checkout';
import { keyedPost } from './keyed-post';

/** POST process-payment: pays an order with a card's payment-method id; a refusal is a 402 with the provider's message. */
export function processPayment(body: ProcessPaymentRequest, idempotencyKey: string): Promise<PaymentResult> {
  return keyedPost<PaymentResult>('/process-payment', body, idempotencyKey);
}

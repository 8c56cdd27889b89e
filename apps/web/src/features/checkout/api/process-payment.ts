import type { PaymentResult, ProcessPaymentRequest } from '@upline/contract/checkout';
import { checkoutRoutes } from '@upline/contract/checkout-routes';
import { call } from '../../../shared/api/call';
import { withCheckoutErrors } from './checkout-errors';

/** POST process-payment: pays an order with a card's payment-method id, once per Idempotency-Key; a refusal is a 402 with the provider's message. */
export function processPayment(body: ProcessPaymentRequest, idempotencyKey: string): Promise<PaymentResult> {
  return withCheckoutErrors(call(checkoutRoutes.payByCard, { body, idempotencyKey }));
}

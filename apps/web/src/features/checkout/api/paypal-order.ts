import type { PaymentResult, PaypalCreateOrderResponse, ProcessPaymentPaypalRequest, WalletMethod } from '@upline/contract/checkout';
import { checkoutRoutes } from '@upline/contract/checkout-routes';
import { call } from '../../../shared/api/call';
import { withCheckoutErrors } from './checkout-errors';

/** POST checkout/paypal/create-order: the PayPal order for one of our orders, or for an express session. */
export function createPaypalOrder(
  target: { order_id: number } | { checkout_id: string },
  paymentMethod: WalletMethod = 'paypal',
): Promise<PaypalCreateOrderResponse> {
  return call(checkoutRoutes.createPaypalOrder, { body: { ...target, payment_method: paymentMethod } });
}

/** POST process-payment-paypal: captures the approved PayPal order and marks our order paid (once per Idempotency-Key). */
export function capturePaypalOrder(body: ProcessPaymentPaypalRequest, idempotencyKey: string): Promise<PaymentResult> {
  return withCheckoutErrors(call(checkoutRoutes.capturePaypalOrder, { body, idempotencyKey }));
}

import type { PaymentResult, PaypalCreateOrderResponse, ProcessPaymentPaypalRequest, WalletMethod } from '@upline/contract/checkout';
import { apiFetch } from '../../../shared/api/client';
import { keyedPost } from './keyed-post';

/** POST checkout/paypal/create-order: the PayPal order for one of our orders, or for an express session. */
export function createPaypalOrder(
  target: { order_id: number } | { checkout_id: string },
  paymentMethod: WalletMethod = 'paypal',
): Promise<PaypalCreateOrderResponse> {
  return apiFetch<PaypalCreateOrderResponse>('/checkout/paypal/create-order', { body: { ...target, payment_method: paymentMethod } });
}

/** POST process-payment-paypal: captures the approved PayPal order and marks our order paid. */
export function capturePaypalOrder(body: ProcessPaymentPaypalRequest, idempotencyKey: string): Promise<PaymentResult> {
  return keyedPost<PaymentResult>('/process-payment-paypal', body, idempotencyKey);
}

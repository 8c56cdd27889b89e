import type { AppDeps } from '../../deps.js';
import type { RefundResult } from './gateway.js';
import type { PaymentRow } from './payment-events.js';
import { paypalGatewayFor } from './payment-providers.js';

type Deps = Pick<AppDeps, 'payments' | 'config'>;

/**
 * Refunds part or all of a payment at the provider that took it: Stripe or the test gateway refund
 * the payment intent; PayPal refunds the order's capture through the server SDK. The same key
 * never refunds twice at the provider.
 */
export async function refundAtProvider(deps: Deps, payment: PaymentRow, amountMinor: number, idempotencyKey: string): Promise<RefundResult> {
  if (!payment.providerRef) return { ok: false, code: 'refund_refused', message: 'The payment has no provider reference.' };
  if (payment.provider !== 'paypal') return deps.payments.refund(payment.providerRef, amountMinor, idempotencyKey);
  const paypal = paypalGatewayFor(deps);
  if (!paypal) return { ok: false, code: 'provider_error', message: 'PayPal is not configured.' };
  const state = await paypal.getOrder(payment.providerRef);
  if (!state.ok || !state.captureId) return { ok: false, code: 'provider_error', message: 'PayPal did not give the capture to refund.' };
  return paypal.refundCapture(state.captureId, amountMinor, payment.currency, idempotencyKey);
}

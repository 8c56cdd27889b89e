import { checkoutMessages } from '@upline/contract/checkout';
import type { AppDeps } from '../../deps.js';
import { paypalGatewayFor } from '../payments/payment-providers.js';
import type { PayPalGateway } from '../payments/paypal-gateway.js';
import { checkoutFailure, type CheckoutResult } from './checkout-failure.js';
import { testPayPalGatewayFor } from './test-paypal-gateway.js';

/**
 * Where PayPal, Google Pay and Apple Pay payments go (they all run through PayPal's Orders API):
 * PayPal when it is configured; the built-in stand-in when the whole shop runs on test
 * payments; otherwise nowhere (paypal_unavailable: the shopper pays by card).
 */
export function walletGatewayFor(deps: Pick<AppDeps, 'config' | 'payments'>): CheckoutResult<PayPalGateway> {
  const paypal = paypalGatewayFor(deps);
  if (paypal) return { ok: true, value: paypal };
  if (deps.payments.name === 'test') return { ok: true, value: testPayPalGatewayFor(deps.config.payments) };
  return checkoutFailure('paypal_unavailable', checkoutMessages.paypalUnavailable);
}

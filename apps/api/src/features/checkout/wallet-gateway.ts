import { checkoutErrorCodes, checkoutMessages } from '@upline/contract/checkout';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { paypalGatewayFor } from '../payments/payment-providers.js';
import type { PayPalGateway } from '../payments/paypal-gateway.js';
import { testPayPalGatewayFor } from './test-paypal-gateway.js';

/**
 * Where PayPal, Google Pay and Apple Pay payments go (they all run through PayPal's Orders API):
 * PayPal when it is configured; the built-in stand-in when the whole shop runs on test
 * payments; otherwise nowhere (400: the shopper pays by card).
 */
export function walletGatewayFor(deps: Pick<AppDeps, 'config' | 'payments'>): PayPalGateway {
  const paypal = paypalGatewayFor(deps);
  if (paypal) return paypal;
  if (deps.payments.name === 'test') return testPayPalGatewayFor(deps.config.payments);
  throw new AppError(400, checkoutErrorCodes.paypalUnavailable, checkoutMessages.paypalUnavailable);
}

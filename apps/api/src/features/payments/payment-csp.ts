import type { PaymentsConfig } from '../../config.js';
import type { CspAllowances } from '../../http/security.js';

/**
 * The outside origins the payment scripts need, and only for the providers that are configured:
 * Stripe.js and its 3-D Secure frames; the PayPal JS SDK (its sandbox window only in sandbox);
 * Google Pay's and Apple Pay's scripts when those wallets are on.
 */
export function paymentCspAllowances(payments: PaymentsConfig): Required<CspAllowances> {
  const csp: Required<CspAllowances> = { scriptSrc: [], imgSrc: [], frameSrc: [], connectSrc: [] };
  if (payments.stripe) {
    csp.scriptSrc.push('https://js.stripe.com', 'https://*.js.stripe.com');
    csp.frameSrc.push('https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com');
    csp.connectSrc.push('https://api.stripe.com');
  }
  if (payments.paypal) {
    const windows = payments.paypal.environment === 'sandbox' ? ['https://www.paypal.com', 'https://www.sandbox.paypal.com'] : ['https://www.paypal.com'];
    csp.scriptSrc.push(...windows, 'https://www.paypalobjects.com');
    csp.frameSrc.push(...windows);
    csp.connectSrc.push(...windows);
    csp.imgSrc.push('https://www.paypalobjects.com', 'https://www.paypal.com');
    if (payments.googlePayEnabled) {
      csp.scriptSrc.push('https://pay.google.com');
      csp.frameSrc.push('https://pay.google.com');
      csp.connectSrc.push('https://pay.google.com');
    }
    if (payments.applePayEnabled) csp.scriptSrc.push('https://applepay.cdn-apple.com');
  }
  return csp;
}

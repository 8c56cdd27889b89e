import type { Config } from '../../config.js';
import type { PaymentGateway } from './gateway.js';
import { createPayPalClient } from './paypal-client.js';
import { createPayPalGateway, type PayPalGateway } from './paypal-gateway.js';
import { createStripeClient } from './stripe-client.js';
import { createStripeGateway } from './stripe-gateway.js';
import { createTestGateway } from './test-gateway.js';

/** The card gateway for this configuration: Stripe when STRIPE_SECRET_KEY is set, else the test gateway. */
export function createCardGateway(config: Pick<Config, 'payments'>): PaymentGateway {
  const stripe = config.payments.stripe;
  return stripe ? createStripeGateway(createStripeClient({ secretKey: stripe.secretKey, apiBase: stripe.apiBase })) : createTestGateway();
}

const paypalGateways = new WeakMap<Config['payments'], PayPalGateway | null>();

/**
 * The PayPal gateway for this configuration, or null when PayPal is not configured. One per
 * configuration object, so that its OAuth token is reused across requests.
 */
export function paypalGatewayFor(deps: { config: Pick<Config, 'payments'> }): PayPalGateway | null {
  const payments = deps.config.payments;
  if (paypalGateways.has(payments)) return paypalGateways.get(payments) ?? null;
  const paypal = payments.paypal;
  const gateway = paypal
    ? createPayPalGateway(
        createPayPalClient({ clientId: paypal.clientId, clientSecret: paypal.clientSecret, environment: paypal.environment, apiBase: paypal.apiBase }),
        { clientId: paypal.clientId, webhookId: paypal.webhookId },
      )
    : null;
  paypalGateways.set(payments, gateway);
  return gateway;
}

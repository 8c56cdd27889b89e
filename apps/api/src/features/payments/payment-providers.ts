import type { Config } from '../../config.js';
import type { PaymentGateway } from './gateway.js';
import type { PayPalGateway } from './paypal-gateway.js';
import { createTestGateway } from './test-gateway.js';

// The providers' SDKs are never loaded for a provider that is not configured: PayPal's server SDK
// holds about 27 MB of the process and Stripe's about 6 MB (decision 0038). Each gateway below is
// a stand-in that loads the real one on its first call and hands every call to it; the bundle
// keeps each SDK in its own chunk. A configured provider's SDK is loaded just after start
// (`preloadConfiguredProviders`), so that the first shopper does not wait for it (PayPal's takes
// about half a second).

/** Runs `load` once; a failed load is tried again on the next call instead of failing for ever. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () =>
    (loaded ??= load().catch((err: unknown) => {
      loaded = null;
      throw err;
    }));
}

const loadStripe = () => Promise.all([import('./stripe-gateway.js'), import('./stripe-client.js')]);
const loadPayPal = () => Promise.all([import('./paypal-gateway.js'), import('./paypal-client.js')]);

/** Loads the SDKs of the configured providers in the background (a failure shows on first use). */
export function preloadConfiguredProviders(config: Pick<Config, 'payments'>): void {
  if (config.payments.stripe) loadStripe().catch(() => undefined);
  if (config.payments.paypal) loadPayPal().catch(() => undefined);
}

function lazyCardGateway(name: PaymentGateway['name'], load: () => Promise<PaymentGateway>): PaymentGateway {
  const gateway = once(load);
  return {
    name,
    charge: async (input) => (await gateway()).charge(input),
    createPaymentIntent: async (input) => (await gateway()).createPaymentIntent(input),
    confirmPaymentIntent: async (providerRef, input) => (await gateway()).confirmPaymentIntent(providerRef, input),
    retrievePayment: async (providerRef) => (await gateway()).retrievePayment(providerRef),
    createSetup: async (input) => (await gateway()).createSetup(input),
    retrieveSetup: async (setupRef) => (await gateway()).retrieveSetup(setupRef),
    describeCard: async (paymentMethodRef) => (await gateway()).describeCard(paymentMethodRef),
    refund: async (providerRef, amountMinor, idempotencyKey) => (await gateway()).refund(providerRef, amountMinor, idempotencyKey),
  };
}

/** The card gateway for this configuration: Stripe when STRIPE_SECRET_KEY is set, else the test gateway. */
export function createCardGateway(config: Pick<Config, 'payments'>): PaymentGateway {
  const stripe = config.payments.stripe;
  if (!stripe) return createTestGateway();
  return lazyCardGateway('stripe', async () => {
    const [{ createStripeGateway }, { createStripeClient }] = await loadStripe();
    return createStripeGateway(createStripeClient({ secretKey: stripe.secretKey, apiBase: stripe.apiBase }));
  });
}

function lazyPayPalGateway(clientId: string, load: () => Promise<PayPalGateway>): PayPalGateway {
  const gateway = once(load);
  return {
    name: 'paypal',
    clientId,
    createOrder: async (input) => (await gateway()).createOrder(input),
    updateOrderAmounts: async (paypalOrderId, amounts) => (await gateway()).updateOrderAmounts(paypalOrderId, amounts),
    captureOrder: async (paypalOrderId, requestId) => (await gateway()).captureOrder(paypalOrderId, requestId),
    getOrder: async (paypalOrderId) => (await gateway()).getOrder(paypalOrderId),
    refundCapture: async (captureId, amountMinor, currency, requestId) => (await gateway()).refundCapture(captureId, amountMinor, currency, requestId),
    verifyWebhook: async (headers, rawBody) => (await gateway()).verifyWebhook(headers, rawBody),
  };
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
    ? lazyPayPalGateway(paypal.clientId, async () => {
        const [{ createPayPalGateway }, { createPayPalClient }] = await loadPayPal();
        return createPayPalGateway(
          createPayPalClient({ clientId: paypal.clientId, clientSecret: paypal.clientSecret, environment: paypal.environment, apiBase: paypal.apiBase }),
          { clientId: paypal.clientId, webhookId: paypal.webhookId },
        );
      })
    : null;
  paypalGateways.set(payments, gateway);
  return gateway;
}

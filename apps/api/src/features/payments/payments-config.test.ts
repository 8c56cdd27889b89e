import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { paymentCspAllowances } from './payment-csp.js';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers.js';

const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_secret_value', STRIPE_PUBLISHABLE_KEY: 'pk_test_public_value', STRIPE_WEBHOOK_SECRET: 'whsec_value' };
const paypalEnv = { PAYPAL_CLIENT_ID: 'paypal-public-client', PAYPAL_CLIENT_SECRET: 'paypal-secret-value', PAYPAL_WEBHOOK_ID: 'WH-1' };

/** The CSP directive `name` of a response, as a list of sources. */
function directive(csp: string | undefined, name: string): string[] {
  const found = (csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found?.slice(1) ?? [];
}

describe('GET payments/config and the CSP', () => {
  let plain: PaymentsTestApp;
  let full: PaymentsTestApp;
  beforeAll(async () => {
    [plain, full] = await Promise.all([createPaymentsTestApp(), createPaymentsTestApp({ ...stripeEnv, ...paypalEnv, GOOGLE_PAY_ENABLED: 'true' })]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), full.close()]);
  });

  it('offers the test card gateway and nothing else when no provider is configured', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({
      card: { provider: 'test', publishable_key: null },
      paypal: { enabled: false, client_id: null, currency: 'USD', sdk_url: null },
      google_pay: { enabled: false },
      apple_pay: { enabled: false },
    });
    const csp = (await plain.app.inject('/checkout')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/^default-src 'self'/);
    expect(csp).not.toMatch(/stripe|paypal|google|apple/);
  });

  it('names Stripe with its publishable key, PayPal with its client id and the wallets, and no secret', async () => {
    const res = await full.app.inject({ method: 'GET', url: '/api/payments/config?currency=CAD' });
    const body = res.json();
    expect(body).toMatchObject({
      card: { provider: 'stripe', publishable_key: 'pk_test_public_value' },
      paypal: { enabled: true, client_id: 'paypal-public-client', currency: 'CAD', environment: 'sandbox' },
      google_pay: { enabled: true },
      apple_pay: { enabled: true },
    });
    const sdk = new URL(body.paypal.sdk_url);
    expect(sdk.origin + sdk.pathname).toBe('https://www.paypal.com/sdk/js');
    expect(Object.fromEntries(sdk.searchParams)).toMatchObject({
      'client-id': 'paypal-public-client',
      currency: 'CAD',
      intent: 'capture',
      components: 'buttons,googlepay,applepay',
      'disable-funding': 'credit,card',
    });
    expect(res.body).not.toMatch(/sk_test_secret_value|paypal-secret-value|whsec_value/);
  });

  it('refuses a currency the shop does not sell in', async () => {
    expect((await full.app.inject({ method: 'GET', url: '/api/payments/config?currency=EUR' })).statusCode).toBe(400);
  });

  it('lets Stripe.js and the PayPal SDK load only when they are configured', async () => {
    const csp = (await full.app.inject({ method: 'GET', url: '/checkout' })).headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://www.paypal.com', 'https://www.paypalobjects.com', 'https://pay.google.com']));
    expect(directive(csp, 'frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.sandbox.paypal.com']));
    expect(directive(csp, 'connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
    const plainCsp = (await plain.app.inject({ method: 'GET', url: '/checkout' })).headers['content-security-policy'] as string;
    expect(directive(plainCsp, 'script-src')).toEqual(["'self'"]);
    expect(directive(plainCsp, 'connect-src')).toEqual(["'self'"]);
  });
});

describe('payment configuration', () => {
  it('keeps PayPal’s sandbox window out of a live shop’s CSP', () => {
    const live = loadConfig({ NODE_ENV: 'test', ...paypalEnv, PAYPAL_ENVIRONMENT: 'live' }).payments;
    expect(paymentCspAllowances(live).frameSrc).toEqual(['https://www.paypal.com']);
    expect(paymentCspAllowances(live).scriptSrc).not.toContain('https://pay.google.com');
  });

  it('refuses half-configured providers, and production without webhook verification', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYPAL_CLIENT_ID: 'id' })).toThrow(ConfigError);
    const key = 'a'.repeat(64);
    expect(() => loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: key, STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: key, ...paypalEnv, PAYPAL_WEBHOOK_ID: undefined })).toThrow(/PAYPAL_WEBHOOK_ID/);
  });

  it('reads the provider settings and their defaults', () => {
    const payments = loadConfig({ NODE_ENV: 'test', ...stripeEnv, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).payments;
    expect(payments).toMatchObject({
      stripe: { secretKey: 'sk_test_secret_value', publishableKey: 'pk_test_public_value', webhookSecret: 'whsec_value', apiBase: 'http://127.0.0.1:12111' },
      paypal: null,
      googlePayEnabled: false,
      applePayEnabled: true,
      reconcileAfterMinutes: 15,
    });
  });
});

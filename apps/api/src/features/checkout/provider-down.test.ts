import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessCookies, orderPayload, orderRow, payByCard, postOrder, productId, quoteWithShipping } from '../../../test/orders-helpers.js';
import { createPaymentsTestApp, stripeWebhookSecret, type PaymentsTestApp } from '../../../test/payments-helpers.js';

// Stripe and PayPal configured but out of reach (nothing listens where they are said to be): the
// shopper is told to try again, with the status each call always had, and the order stays payable.

let t: PaymentsTestApp;
let product: number;

/** A local port nobody listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  const nowhere = `http://127.0.0.1:${await closedPort()}`;
  t = await createPaymentsTestApp({
    STRIPE_SECRET_KEY: 'sk_test_unreachable',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_public',
    STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
    STRIPE_API_BASE: nowhere,
    PAYPAL_CLIENT_ID: 'paypal-client-id',
    PAYPAL_CLIENT_SECRET: 'paypal-client-secret',
    PAYPAL_WEBHOOK_ID: 'paypal-webhook-id',
    PAYPAL_API_BASE: nowhere,
  });
  product = await productId(t.handle.db, true);
});
afterAll(() => t.close());

async function guestOrder() {
  const spec = { lines: [{ productId: product, quantity: 1 }] };
  const quote = await quoteWithShipping(t.app, t.handle.db, spec);
  const placed = await postOrder(t.app, orderPayload(quote, spec, { email: `down-${randomUUID().slice(0, 8)}@example.com` }));
  expect(placed.statusCode).toBe(201);
  return { id: placed.json().data.order.id as number, cookies: accessCookies(placed) };
}

describe('a payment provider out of reach', () => {
  it('answers a card payment 503 payment_provider_error; the order stays Pending', async () => {
    const order = await guestOrder();
    const res = await payByCard(t.app, order.id, 'pm_card_visa', { cookies: order.cookies });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'We could not reach the payment provider. Please try again.', code: 'payment_provider_error' });
    expect((await orderRow(t.handle.db, order.id)).status).toBe('Pending');
  });

  it('answers a PayPal order 502 payment_provider_error; the order stays Pending', async () => {
    const order = await guestOrder();
    const res = await t.app.inject({ method: 'POST', url: '/api/checkout/paypal/create-order', payload: { order_id: order.id }, cookies: order.cookies });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'PayPal could not process the payment right now. Please try again.', code: 'payment_provider_error' });
    expect((await orderRow(t.handle.db, order.id)).status).toBe('Pending');
  });
});

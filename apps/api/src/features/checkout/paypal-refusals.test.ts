import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { startPayPalFake, type PayPalFake } from '../../../test/fakes/paypal-fake.js';
import { accessCookies, orderPayload, orderRow, postOrder, productId, quoteWithShipping } from '../../../test/orders-helpers.js';
import { createPaymentsTestApp, providerEnv, type PaymentsTestApp } from '../../../test/payments-helpers.js';

// The refusals of PayPal on the regular form, each with its status and its whole body.

let fake: PayPalFake;
let t: PaymentsTestApp;
let product: number;

beforeAll(async () => {
  fake = await startPayPalFake();
  t = await createPaymentsTestApp(providerEnv({ paypal: fake }));
  product = await productId(t.handle.db, true);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function post(url: string, payload: object, cookies: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, cookies });
}

async function guestOrder() {
  const spec = { lines: [{ productId: product, quantity: 1 }] };
  const quote = await quoteWithShipping(t.app, t.handle.db, spec);
  const placed = await postOrder(t.app, orderPayload(quote, spec, { email: `refused-${randomUUID().slice(0, 8)}@example.com` }));
  expect(placed.statusCode).toBe(201);
  return { id: placed.json().data.order.id as number, cookies: accessCookies(placed) };
}

async function approvedPayPalOrder(order: { id: number; cookies: Record<string, string> }) {
  const created = await post('/api/checkout/paypal/create-order', { order_id: order.id }, order.cookies);
  expect(created.statusCode).toBe(200);
  const paypalOrderId = created.json().paypal_order_id as string;
  fake.approve(paypalOrderId);
  return paypalOrderId;
}

describe('PayPal refusals on the regular form', () => {
  it("answers a capture the buyer's bank declines 402 paypal_declined with PayPal's description; the order stays unpaid", async () => {
    const order = await guestOrder();
    const paypalOrderId = await approvedPayPalOrder(order);
    fake.declineCapture(paypalOrderId);
    const res = await post('/api/process-payment-paypal', { order_id: order.id, paypal_order_id: paypalOrderId }, order.cookies);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      error: "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
      code: 'paypal_declined',
    });
    expect((await orderRow(t.handle.db, order.id)).paymentStatus).toBe('unpaid');
  });

  it('answers a PayPal order of another order 422 payment_validation_failed', async () => {
    const a = await guestOrder();
    const b = await guestOrder();
    const paypalOrderId = await approvedPayPalOrder(a);
    const res = await post('/api/process-payment-paypal', { order_id: b.id, paypal_order_id: paypalOrderId }, b.cookies);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'Payment validation failed: This PayPal payment does not belong to the order.', code: 'payment_validation_failed' });
  });

  it('answers 409 already_paid when a PayPal order is asked for an order already paid', async () => {
    const order = await guestOrder();
    const paypalOrderId = await approvedPayPalOrder(order);
    expect((await post('/api/process-payment-paypal', { order_id: order.id, paypal_order_id: paypalOrderId }, order.cookies)).statusCode).toBe(200);
    const again = await post('/api/checkout/paypal/create-order', { order_id: order.id }, order.cookies);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This order is already paid.', code: 'already_paid' });
  });

  it('answers 409 order_not_payable for a cancelled order, and asks PayPal for nothing', async () => {
    const order = await guestOrder();
    await t.handle.db.update(schema.orders).set({ status: 'Cancelled' }).where(eq(schema.orders.id, order.id));
    const before = fake.orders.size;
    const res = await post('/api/checkout/paypal/create-order', { order_id: order.id }, order.cookies);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This order can no longer be paid.', code: 'order_not_payable' });
    expect(fake.orders.size).toBe(before);
  });
});

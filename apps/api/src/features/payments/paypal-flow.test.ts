import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { paypalGatewayFor } from './payment-providers.js';
import type { PayPalGateway } from './paypal-gateway.js';
import { capturePayPalPayment, startPayPalPayment, updatePayPalPaymentAmounts } from './paypal-payments.js';
import { startPayPalFake, type PayPalFake } from '../../../test/fakes/paypal-fake.js';
import { createPaymentsTestApp, insertOrder, paymentById, providerEnv, webhookRows, type PaymentsTestApp } from '../../../test/payments-helpers.js';

let fake: PayPalFake;
let t: PaymentsTestApp;
let paypal: PayPalGateway;

beforeAll(async () => {
  fake = await startPayPalFake();
  t = await createPaymentsTestApp(providerEnv({ paypal: fake }));
  const gateway = paypalGatewayFor(t.deps);
  if (!gateway) throw new Error('PayPal is configured in this suite');
  paypal = gateway;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A pending order of 30.00 + 5.00 shipping + 2.80 tax with its PayPal order. */
async function paypalOrder(totalMinor = 3780) {
  const orderId = await insertOrder(t.handle.db, totalMinor);
  const { payment, result } = await startPayPalPayment(t.deps, paypal, {
    orderId,
    attempt: 1,
    currency: 'USD',
    lines: [{ name: 'Collagen', quantity: 2, lineTotalMinor: 3000 }],
    shippingMinor: 500,
    taxMinor: totalMinor - 3500,
    discountMinor: 0,
    totalMinor,
    shippingPreference: 'GET_FROM_FILE',
  });
  if (!result.ok) throw new Error(result.message);
  return { orderId, payment, paypalOrderId: result.paypalOrderId };
}

function postWebhook(body: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/payments/paypal/webhook', headers: { 'content-type': 'application/json', ...headers }, payload: body });
}

describe('PayPal payments: create, approve, capture', () => {
  it('records a pending payment that references the PayPal order, once per attempt', async () => {
    const { orderId, payment, paypalOrderId } = await paypalOrder();
    expect(payment).toMatchObject({ provider: 'paypal', method: 'paypal', status: 'pending', amountMinor: 3780, providerRef: paypalOrderId, idempotencyKey: `order:${orderId}:paypal:1` });
    const count = fake.orders.size;
    const again = await startPayPalPayment(t.deps, paypal, {
      orderId, attempt: 1, currency: 'USD', lines: [{ name: 'Collagen', quantity: 2, lineTotalMinor: 3000 }], shippingMinor: 500, taxMinor: 280, discountMinor: 0, totalMinor: 3780, shippingPreference: 'GET_FROM_FILE',
    });
    expect(again.result).toEqual({ ok: true, paypalOrderId });
    expect(fake.orders.size).toBe(count);
  });

  it('captures on approval and marks the payment succeeded; captures sent twice at once capture once', async () => {
    const { payment, paypalOrderId } = await paypalOrder();
    fake.approve(paypalOrderId);
    const captures = fake.captures.size;
    const [one, two] = await Promise.all([capturePayPalPayment(t.deps, paypal, paypalOrderId), capturePayPalPayment(t.deps, paypal, paypalOrderId)]);
    expect(one.result).toMatchObject({ ok: true, status: 'succeeded', amountMinor: 3780 });
    expect(two.result).toEqual(one.result);
    expect(fake.captures.size).toBe(captures + 1);
    const captureCalls = fake.requests.filter((r) => r.path === `/v2/checkout/orders/${paypalOrderId}/capture`);
    // The second capture reaches PayPal or finds the first one's result first, depending on
    // timing; whatever reaches PayPal carries the same request id, so PayPal captures once.
    expect(captureCalls.length).toBeGreaterThanOrEqual(1);
    expect(captureCalls.length).toBeLessThanOrEqual(2);
    expect(new Set(captureCalls.map((r) => r.headers['paypal-request-id']))).toEqual(new Set([`${payment.idempotencyKey}:capture`]));
    expect((await paymentById(t.handle.db, payment.id)).status).toBe('succeeded');

    const again = await capturePayPalPayment(t.deps, paypal, paypalOrderId);
    expect(again.result).toMatchObject({ ok: true, status: 'succeeded' });
    expect(again.applied).toMatchObject({ ok: true, isChanged: false });
    expect(fake.captures.size).toBe(captures + 1);
  });

  it('captures after an early refusal under a new request id (the refused one may be answered from storage)', async () => {
    const { payment, paypalOrderId } = await paypalOrder();
    expect((await capturePayPalPayment(t.deps, paypal, paypalOrderId)).result).toMatchObject({ ok: false, code: 'not_approved' });
    fake.approve(paypalOrderId);
    const captured = await capturePayPalPayment(t.deps, paypal, paypalOrderId);
    expect(captured.result).toMatchObject({ ok: true, status: 'succeeded' });
    expect(captured.applied).toMatchObject({ ok: true, isChanged: true });
    const ids = fake.requests.filter((r) => r.path === `/v2/checkout/orders/${paypalOrderId}/capture`).map((r) => r.headers['paypal-request-id']);
    expect(ids).toEqual([`${payment.idempotencyKey}:capture`, `${payment.idempotencyKey}:capture:1`]);
  });

  it('keeps the payment open when the buyer’s bank declines, with PayPal’s reason', async () => {
    const { payment, paypalOrderId } = await paypalOrder();
    fake.approve(paypalOrderId);
    fake.declineCapture(paypalOrderId);
    expect((await capturePayPalPayment(t.deps, paypal, paypalOrderId)).result).toMatchObject({ ok: false, code: 'declined' });
    expect((await paymentById(t.handle.db, payment.id)).status).toBe('pending');
  });

  it('moves PayPal’s order and our payment to new amounts together (express address change)', async () => {
    const { payment, paypalOrderId } = await paypalOrder();
    const amounts = { currency: 'USD' as const, lines: [{ name: 'Collagen', quantity: 2, lineTotalMinor: 3000 }], shippingMinor: 900, taxMinor: 312, discountMinor: 0, totalMinor: 4212 };
    expect(await updatePayPalPaymentAmounts(t.deps, paypal, paypalOrderId, amounts)).toEqual({ ok: true });
    expect((await paymentById(t.handle.db, payment.id)).amountMinor).toBe(4212);
    fake.approve(paypalOrderId);
    // The orders capability moves the order's total with the quote; the capture is checked against both.
    await t.handle.db.update(schema.orders).set({ totalMinor: 4212 }).where(eq(schema.orders.id, payment.orderId ?? 0));
    const captured = await capturePayPalPayment(t.deps, paypal, paypalOrderId);
    expect(captured.result).toMatchObject({ ok: true, amountMinor: 4212 });
    expect((await paymentById(t.handle.db, payment.id)).status).toBe('succeeded');
  });
});

describe('POST payments/paypal/webhook', () => {
  it('applies a capture PayPal verifies, once; the replay changes nothing', async () => {
    const { payment, paypalOrderId } = await paypalOrder();
    fake.approve(paypalOrderId);
    fake.captureNow(paypalOrderId);
    const { body, headers } = fake.signWebhook(fake.captureEvent(paypalOrderId));
    const first = await postWebhook(body, headers);
    expect(first.json()).toEqual({ received: true, status: 'applied' });
    expect((await paymentById(t.handle.db, payment.id)).status).toBe('succeeded');
    expect((await postWebhook(body, headers)).json()).toEqual({ received: true, status: 'duplicate' });
    const id = (JSON.parse(body) as { id: string }).id;
    expect((await webhookRows(t.handle.db)).filter((w) => w.eventId === id)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a delivery PayPal does not verify, and records nothing', async () => {
    const { payment, paypalOrderId } = await paypalOrder();
    fake.approve(paypalOrderId);
    fake.captureNow(paypalOrderId);
    const { body, headers } = fake.signWebhook(fake.captureEvent(paypalOrderId));
    const before = (await webhookRows(t.handle.db)).length;
    const tampered = await postWebhook(body.replace('"value":"37.80"', '"value":"0.01"'), headers);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ code: 'invalid_signature' });
    expect((await postWebhook(body, { ...headers, 'paypal-transmission-sig': 'forged' })).statusCode).toBe(400);
    expect(await webhookRows(t.handle.db)).toHaveLength(before);
    expect((await paymentById(t.handle.db, payment.id)).status).toBe('pending');
  });

  it('does not apply a genuine capture whose amount differs from the payment', async () => {
    const { payment, paypalOrderId } = await paypalOrder();
    const event = fake.captureEvent(paypalOrderId);
    const resource = event.resource as { amount: { value: string } };
    resource.amount = { ...resource.amount, value: '1.00' };
    const { body, headers } = fake.signWebhook(event);
    expect((await postWebhook(body, headers)).json()).toEqual({ received: true, status: 'rejected' });
    expect((await paymentById(t.handle.db, payment.id)).status).toBe('pending');
  });

  it('records a declined capture as failed', async () => {
    const { payment, paypalOrderId } = await paypalOrder();
    const { body, headers } = fake.signWebhook(fake.captureEvent(paypalOrderId, 'PAYMENT.CAPTURE.DENIED'));
    expect((await postWebhook(body, headers)).json()).toMatchObject({ status: 'applied' });
    expect((await paymentById(t.handle.db, payment.id)).status).toBe('failed');
  });

  it('answers 404 when PayPal is not configured', async () => {
    const plain = await createPaymentsTestApp();
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/api/payments/paypal/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

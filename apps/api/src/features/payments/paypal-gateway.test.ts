import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayPalClient } from './paypal-client.js';
import { createPayPalGateway, type PayPalGateway } from './paypal-gateway.js';
import type { PayPalOrderInput } from './paypal-order-request.js';
import { startPayPalFake, type PayPalFake } from '../../../test/fakes/paypal-fake.js';

let fake: PayPalFake;
let paypal: PayPalGateway;
let keys = 0;

const order = (over: Partial<PayPalOrderInput> = {}): PayPalOrderInput => ({
  orderId: 42,
  orderNumber: `UP-${++keys}`,
  idempotencyKey: `order:42:paypal:${keys}`,
  currency: 'USD',
  lines: [
    { name: 'Vitamin C Serum', sku: 'P-1', quantity: 2, lineTotalMinor: 5998 },
    { name: 'Omega 3', quantity: 1, lineTotalMinor: 2500 },
  ],
  shippingMinor: 995,
  taxMinor: 731,
  discountMinor: 500,
  totalMinor: 5998 + 2500 + 995 + 731 - 500,
  shippingPreference: 'GET_FROM_FILE',
  ...over,
});

async function createdOrder(over: Partial<PayPalOrderInput> = {}): Promise<string> {
  const created = await paypal.createOrder(order(over));
  if (!created.ok) throw new Error(created.message);
  return created.paypalOrderId;
}

beforeAll(async () => {
  fake = await startPayPalFake();
  const client = createPayPalClient({ clientId: fake.clientId, clientSecret: fake.clientSecret, environment: 'sandbox', apiBase: fake.url });
  paypal = createPayPalGateway(client, { clientId: fake.clientId, webhookId: fake.webhookId });
});
afterAll(() => fake.close());

describe('the PayPal gateway (Orders v2 against a local PayPal)', () => {
  it('creates a CAPTURE order with the breakdown, physical-goods items and the PAY_NOW / BILLING experience', async () => {
    const created = await paypal.createOrder(order({ idempotencyKey: 'order:42:paypal:first' }));
    expect(created).toMatchObject({ ok: true, status: 'requires_action', approveUrl: expect.stringContaining('checkoutnow') });
    const sent = fake.requests.find((r) => r.path === '/v2/checkout/orders' && r.headers['paypal-request-id'] === 'order:42:paypal:first');
    expect(fake.requests[0]?.path).toBe('/v1/oauth2/token');
    const body = JSON.parse(sent?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: '42',
          amount: {
            currency_code: 'USD',
            value: '97.24',
            breakdown: { item_total: { value: '84.98' }, shipping: { value: '9.95' }, tax_total: { value: '7.31' }, discount: { value: '5.00' } },
          },
          items: [
            { name: 'Vitamin C Serum', quantity: '2', unit_amount: { currency_code: 'USD', value: '29.99' }, category: 'PHYSICAL_GOODS', sku: 'P-1' },
            { name: 'Omega 3', quantity: '1', unit_amount: { value: '25.00' }, category: 'PHYSICAL_GOODS' },
          ],
        },
      ],
      payment_source: { paypal: { experience_context: { user_action: 'PAY_NOW', landing_page: 'BILLING', shipping_preference: 'GET_FROM_FILE' } } },
    });
  });

  it('answers the same PayPal order for a repeated create key', async () => {
    const count = fake.orders.size;
    const input = order();
    const first = await paypal.createOrder(input);
    const second = await paypal.createOrder(input);
    expect(second).toEqual(first);
    expect(fake.orders.size).toBe(count + 1);
  });

  it('sends a line that does not split evenly into units as one unit, so the items add up', async () => {
    const id = await createdOrder({ lines: [{ name: 'Buy 2 Get 1', quantity: 3, lineTotalMinor: 5999 }], shippingMinor: 0, taxMinor: 0, discountMinor: 0, totalMinor: 5999 });
    expect(fake.orders.get(id)?.purchase_units[0]?.items).toEqual([
      expect.objectContaining({ name: 'Buy 2 Get 1 x 3', quantity: '1', unit_amount: { currency_code: 'USD', value: '59.99' } }),
    ]);
  });

  it('never sends amounts that do not add up', async () => {
    const count = fake.requests.length;
    await expect(paypal.createOrder(order({ totalMinor: 1 }))).rejects.toThrow(/do not add up/);
    expect(fake.requests.length).toBe(count);
  });

  it('leaves the PayPal wallet source out for Google Pay and Apple Pay orders', async () => {
    const id = await createdOrder({ method: 'google_pay_via_paypal' });
    expect(fake.orders.get(id)?.payment_source).toBeUndefined();
  });

  it('refuses to capture before the buyer approves', async () => {
    const id = await createdOrder();
    expect(await paypal.captureOrder(id, `${id}:capture`)).toMatchObject({ ok: false, code: 'not_approved' });
  });

  it('captures an approved order once, even when the capture is sent again', async () => {
    const id = await createdOrder();
    fake.approve(id, 'pat@example.com');
    const first = await paypal.captureOrder(id, 'order:42:paypal:capture');
    expect(first).toMatchObject({ ok: true, status: 'succeeded', amountMinor: 9724, currency: 'USD', buyer: { email: 'pat@example.com' } });
    const count = fake.captures.size;
    const replay = await paypal.captureOrder(id, 'order:42:paypal:capture');
    expect(replay).toEqual(first);
    expect(fake.captures.size).toBe(count);
    expect(await paypal.captureOrder(id, 'another-request')).toMatchObject({ ok: false, code: 'already_captured' });
  });

  it('reports a declined capture with PayPal’s description', async () => {
    const id = await createdOrder();
    fake.approve(id);
    fake.declineCapture(id);
    expect(await paypal.captureOrder(id, `${id}:capture`)).toMatchObject({ ok: false, code: 'declined', message: expect.stringContaining('declined') });
  });

  it('looks an order up: requires_action, approved, then succeeded; unknown ids are not found', async () => {
    const id = await createdOrder();
    expect(await paypal.getOrder(id)).toMatchObject({ ok: true, status: 'requires_action', amountMinor: 9724 });
    fake.approve(id);
    expect(await paypal.getOrder(id)).toMatchObject({ status: 'approved' });
    fake.captureNow(id);
    expect(await paypal.getOrder(id)).toMatchObject({ status: 'succeeded', captureId: expect.any(String) });
    expect(await paypal.getOrder('NOPE')).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('updates the amounts after an address change', async () => {
    const id = await createdOrder();
    const amounts = { ...order(), shippingMinor: 1500, taxMinor: 800, totalMinor: 5998 + 2500 + 1500 + 800 - 500 };
    expect(await paypal.updateOrderAmounts(id, amounts)).toEqual({ ok: true });
    expect(fake.orders.get(id)?.purchase_units[0]?.amount).toMatchObject({ value: '102.98', breakdown: { shipping: { value: '15.00' } } });
  });

  it('refunds part of a capture, once per request id', async () => {
    const id = await createdOrder();
    fake.approve(id);
    const captured = await paypal.captureOrder(id, `${id}:capture`);
    const captureId = captured.ok ? (captured.captureId ?? '') : '';
    const first = await paypal.refundCapture(captureId, 1000, 'USD', 'refund-1');
    expect(first).toMatchObject({ ok: true, status: 'succeeded', amountMinor: 1000 });
    expect(await paypal.refundCapture(captureId, 1000, 'USD', 'refund-1')).toEqual(first);
    expect(fake.captures.get(captureId)?.refunded).toBe(1000);
    expect(await paypal.refundCapture(captureId, 9000, 'USD', 'refund-2')).toMatchObject({ ok: false, code: 'refund_refused', message: expect.stringContaining('not yet been refunded') });
  });

  it('verifies a genuine webhook with PayPal and refuses a tampered or unsigned one', async () => {
    const { body, headers } = fake.signWebhook(fake.webhookEvent('CHECKOUT.ORDER.APPROVED', 'checkout-order', { id: 'X1' }));
    expect(await paypal.verifyWebhook(headers, body)).toBe(true);
    expect(await paypal.verifyWebhook(headers, body.replace('X1', 'X2'))).toBe(false);
    expect(await paypal.verifyWebhook({ ...headers, 'paypal-transmission-sig': undefined }, body)).toBe(false);
    const otherHook = createPayPalGateway(createPayPalClient({ clientId: fake.clientId, clientSecret: fake.clientSecret, environment: 'sandbox', apiBase: fake.url }), {
      clientId: fake.clientId,
      webhookId: 'WH-SOMEONE-ELSE',
    });
    expect(await otherHook.verifyWebhook(headers, body)).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayPalFake, type PayPalFake } from '../../../test/fakes/paypal-fake.js';
import { bearerOf, memberEmail } from '../../../test/cart-fixtures.js';
import { accessCookies, orderPayload, orderRow, paymentsOf, postOrder, productId, quoteWithShipping, type CartSpec } from '../../../test/orders-helpers.js';
import { createPaymentsTestApp, providerEnv, type PaymentsTestApp } from '../../../test/payments-helpers.js';

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

const paypalAutoship = 'Paypal does not support Autoship order for now. Please remove autoship product from the order';
const walletAutoship = 'GPay/Apple Pay does not support Autoship order for now. Please remove autoship product from the order';

async function guestOrder(spec: CartSpec, extra: Record<string, unknown> = {}) {
  const quote = await quoteWithShipping(t.app, t.handle.db, spec);
  return postOrder(t.app, orderPayload(quote, spec, { email: `pp-${randomUUID().slice(0, 8)}@example.com`, ...extra }));
}

function post(url: string, payload: object, cookies: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, cookies });
}

/** What the buyer picks in the PayPal window: the fake order gets a shipping address. */
function buyerShipsTo(paypalOrderId: string) {
  const unit = fake.orders.get(paypalOrderId)?.purchase_units[0] as Record<string, unknown> | undefined;
  if (!unit) throw new Error('no PayPal order');
  unit.shipping = { name: { full_name: 'Pat Q Buyer' }, address: { address_line_1: '9 Harbour Road', admin_area_2: 'Chicago', admin_area_1: 'IL', postal_code: '60601', country_code: 'US' } };
}

describe('autoship items are refused for PayPal and the wallets', () => {
  it('refuses an order sent for PayPal with an autoship line, with the spec message', async () => {
    const res = await guestOrder({ lines: [{ productId: product, quantity: 1, purchaseType: 2 }] }, { payment_method: 'paypal' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: paypalAutoship, code: 'autoship_not_supported' });
  });

  it('lets an autoship order be paid by card but not start a PayPal or wallet payment', async () => {
    const token = await bearerOf(t.handle.db, await memberEmail(t.handle.db, 'customer'), t.clock.now());
    const spec: CartSpec = { lines: [{ productId: product, quantity: 1, purchaseType: 2 }] };
    const quote = await quoteWithShipping(t.app, t.handle.db, spec, { token });
    const placed = await postOrder(t.app, orderPayload(quote, spec, { autoship_consent: true }), { token });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.order.id as number;
    const auth = { authorization: `Bearer ${token}` };
    const viaPaypal = await t.app.inject({ method: 'POST', url: '/api/checkout/paypal/create-order', payload: { order_id: orderId }, headers: auth });
    expect(viaPaypal.json()).toMatchObject({ error: paypalAutoship });
    const viaWallet = await t.app.inject({ method: 'POST', url: '/api/checkout/paypal/create-order', payload: { order_id: orderId, payment_method: 'apple_pay_via_paypal' }, headers: auth });
    expect(viaWallet.json()).toMatchObject({ error: walletAutoship });
    expect(fake.orders.size).toBe(0);
  });
});

describe('PayPal on the regular form: server-priced order, PayPal order for its total, capture', () => {
  it('captures once for the stored total and marks the order paid', async () => {
    const placed = await guestOrder({ lines: [{ productId: product, quantity: 2 }] });
    const order = placed.json().data.order as { id: number; total: number };
    const cookies = accessCookies(placed);
    const created = await post('/api/checkout/paypal/create-order', { order_id: order.id }, cookies);
    expect(created.statusCode).toBe(200);
    const paypalOrderId = created.json().paypal_order_id as string;
    const unit = fake.orders.get(paypalOrderId)?.purchase_units[0] as { amount: { value: string }; shipping?: unknown } | undefined;
    expect(unit?.amount.value).toBe(order.total.toFixed(2));
    expect(unit?.shipping).toBeDefined();
    // Asking again (the buttons re-render) answers the same PayPal order.
    expect((await post('/api/checkout/paypal/create-order', { order_id: order.id }, cookies)).json().paypal_order_id).toBe(paypalOrderId);

    fake.approve(paypalOrderId);
    const body = { order_id: order.id, paypal_order_id: paypalOrderId, payment_status: 'completed', order_status: 'Completed', completion_date: '2026-11-21' };
    const paid = await post('/api/process-payment-paypal', body, cookies);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ success: true, data: { order_id: order.id, payment_status: 'paid', order_status: 'Processing' } });
    const again = await post('/api/process-payment-paypal', body, cookies);
    expect(again.json()).toMatchObject({ data: { payment_status: 'paid' } });
    expect([...fake.captures.values()].filter((c) => c.orderId === paypalOrderId)).toHaveLength(1);
    expect(await paymentsOf(t.handle.db, order.id)).toMatchObject([{ provider: 'paypal', method: 'paypal', status: 'succeeded', providerRef: paypalOrderId }]);
    expect(await orderRow(t.handle.db, order.id)).toMatchObject({ paymentMethod: 'paypal', status: 'Processing', shipAddress1: '12 Elm Street' });
  });

  it("refuses to capture a PayPal order that belongs to another order, and another shopper's order (404)", async () => {
    const a = await guestOrder({ lines: [{ productId: product, quantity: 1 }] });
    const b = await guestOrder({ lines: [{ productId: product, quantity: 1 }] });
    const aId = a.json().data.order.id as number;
    const paypalOrderId = (await post('/api/checkout/paypal/create-order', { order_id: aId }, accessCookies(a))).json().paypal_order_id as string;
    fake.approve(paypalOrderId);
    const wrong = await post('/api/process-payment-paypal', { order_id: b.json().data.order.id, paypal_order_id: paypalOrderId }, accessCookies(b));
    expect(wrong.statusCode).toBe(422);
    const stranger = await post('/api/process-payment-paypal', { order_id: aId, paypal_order_id: paypalOrderId }, accessCookies(b));
    expect(stranger.statusCode).toBe(404);
    expect((await orderRow(t.handle.db, aId)).paymentStatus).toBe('unpaid');
  });
});

describe('express PayPal through PayPal: session, pending order, address change, capture', () => {
  it('follows the buyer’s address in amounts, captures, and takes the address and names from PayPal', async () => {
    const created = await post('/api/express-checkout/create', { cart_items: [{ id: product, product_id: product, quantity: 1, price: 0.01, name: 'x' }], currency: 'USD', payment_method: 'paypal', user_id: 999999 });
    expect(created.statusCode).toBe(200);
    const session = created.json() as { checkout_id: string; total_amount: number; shipping_amount: number };
    expect(session.shipping_amount).toBe(0);

    const pp = await post('/api/checkout/paypal/create-order', { checkout_id: session.checkout_id, payment_method: 'paypal' });
    expect(pp.statusCode).toBe(200);
    const { paypal_order_id: paypalOrderId, order_id: orderId } = pp.json() as { paypal_order_id: string; order_id: number };
    const cookies = accessCookies(pp);
    expect(await orderRow(t.handle.db, orderId)).toMatchObject({ firstName: 'PayPal Customer', shipAddress1: 'Pending', checkoutId: session.checkout_id, totalMinor: Math.round(session.total_amount * 100) });

    const confirmed = await post('/api/express-checkout/confirm-address', { checkout_id: session.checkout_id, shipping_only: true, shipping_address: { city: 'Chicago', state: 'IL', postal_code: '60601', country: 'US' } });
    expect(confirmed.statusCode).toBe(200);
    const amounts = confirmed.json() as { total_amount: number; shipping_amount: number; tax_amount: number };
    expect(amounts.shipping_amount).toBeGreaterThan(0);
    expect(amounts.total_amount).toBeGreaterThan(session.total_amount);
    const unit = fake.orders.get(paypalOrderId)?.purchase_units[0] as { amount: { value: string } };
    expect(unit.amount.value).toBe(amounts.total_amount.toFixed(2));
    expect((await orderRow(t.handle.db, orderId)).totalMinor).toBe(Math.round(amounts.total_amount * 100));

    fake.approve(paypalOrderId, 'pat.buyer@example.com');
    buyerShipsTo(paypalOrderId);
    const paid = await post('/api/express-checkout/process-payment', { checkout_id: session.checkout_id, payment_method: 'paypal', payment_token: paypalOrderId }, cookies);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      success: true,
      order_id: orderId,
      needs_shipping_update: false,
      amount: amounts.total_amount,
      redirect_url: `/payment/success?order_id=${orderId}&payment_method=paypal`,
    });
    expect(await orderRow(t.handle.db, orderId)).toMatchObject({
      status: 'Processing',
      paymentStatus: 'paid',
      paymentMethod: 'paypal',
      email: 'pat.buyer@example.com',
      firstName: 'Pat',
      shipAddress1: '9 Harbour Road',
      shipCity: 'Chicago',
      shipState: 'Illinois',
    });
  });

  it('refuses a payment token that is not a PayPal order of the session (422)', async () => {
    const created = await post('/api/express-checkout/create', { cart_items: [{ product_id: product, quantity: 1 }], payment_method: 'paypal' });
    const res = await post('/api/express-checkout/process-payment', { checkout_id: created.json().checkout_id, payment_method: 'paypal', payment_token: 'NOT-OURS-123' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/^Payment validation failed: /);
  });
});

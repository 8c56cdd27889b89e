import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { accessCookies, orderRow, paymentsOf, productId, quoteWithShipping } from '../../../test/orders-helpers.js';

let t: TestApp;
let product: number;

beforeAll(async () => {
  t = await createTestApp();
  product = await productId(t.handle.db, true);
});
afterAll(() => t.close());

const walletAddress = { first_name: 'Wendy', last_name: 'Wallet', email: 'wendy@example.com', phone: '5550199', address: '77 Lake Shore Drive', city: 'Chicago', state: 'IL', postal_code: '60601', country: 'US' };

function post(url: string, payload: object, cookies: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, cookies });
}

async function startSession(extra: Record<string, unknown> = {}) {
  const res = await post('/api/express-checkout/create', { cart_items: [{ id: product, quantity: 2, price: 0.5, name: 'forged' }], currency: 'USD', payment_method: 'google_pay_via_paypal', ...extra });
  expect(res.statusCode).toBe(200);
  return res.json() as { checkout_id: string; total_amount: number; shipping_amount: number; tax_amount: number; shipping_tax_amount: number };
}

describe('express-checkout/create', () => {
  it('prices the cart on the server, ignoring the items’ prices', async () => {
    const session = await startSession();
    const quote = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: [{ productId: product, quantity: 2 }], currency: 'USD' } });
    expect(session).toMatchObject({ success: true, total_amount: quote.json().total, shipping_amount: 0, tax_amount: 0 });
    expect(session.checkout_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an empty cart, an autoship item (with the wallet message) and another user id', async () => {
    const empty = await post('/api/express-checkout/create', { cart_items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Express checkout needs at least one item.', code: 'bad_request' });
    const autoship = await post('/api/express-checkout/create', { cart_items: [{ product_id: product, quantity: 1, purchaseType: 2 }], payment_method: 'apple_pay_via_paypal' });
    expect(autoship.statusCode).toBe(400);
    expect(autoship.json()).toEqual({ error: 'GPay/Apple Pay does not support Autoship order for now. Please remove autoship product from the order', code: 'autoship_not_supported' });
    const other = await post('/api/express-checkout/create', { cart_items: [{ product_id: product, quantity: 1 }], user_id: 12 });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'You can only place orders for yourself.', code: 'forbidden' });
    expect((await post('/api/express-checkout/create', { cart_items: [{ product_id: product, quantity: 0 }] })).statusCode).toBe(400);
  });
});

describe('express-checkout/confirm-address', () => {
  it('answers shipping and tax for the address, as the cart quote computes them with the cheapest service', async () => {
    const session = await startSession();
    const res = await post('/api/express-checkout/confirm-address', { checkout_id: session.checkout_id, shipping_address: walletAddress });
    expect(res.statusCode).toBe(200);
    const quote = await quoteWithShipping(t.app, t.handle.db, { lines: [{ productId: product, quantity: 2 }], country: 'US', state: 'IL' });
    expect(res.json()).toEqual({
      success: true,
      message: 'Address confirmed',
      shipping_amount: quote.shipping.amount,
      tax_amount: quote.tax,
      shipping_tax_amount: quote.shippingTax,
      total_amount: quote.total,
    });
  });

  it('answers 404 for an unknown checkout and 422 for an incomplete address', async () => {
    const unknown = await post('/api/express-checkout/confirm-address', { checkout_id: '00000000-0000-4000-8000-000000000000', shipping_address: walletAddress });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Checkout session not found. Please try starting the checkout again.', code: 'checkout_session_not_found' });
    const session = await startSession();
    const noCity = await post('/api/express-checkout/confirm-address', { checkout_id: session.checkout_id, shipping_address: { ...walletAddress, city: '' } });
    expect(noCity.statusCode).toBe(422);
    expect(noCity.json()).toEqual({ error: 'Invalid address data: City is required', code: 'invalid_address' });
    const badState = await post('/api/express-checkout/confirm-address', { checkout_id: session.checkout_id, shipping_address: { ...walletAddress, state: 'ZZ' } });
    expect(badState.statusCode).toBe(422);
    // The wallet's address-change callback only knows the destination.
    const destination = await post('/api/express-checkout/confirm-address', { checkout_id: session.checkout_id, shipping_only: true, shipping_address: { city: 'Chicago', state: 'IL', postal_code: '60601', country: 'US' } });
    expect(destination.statusCode).toBe(200);
  });

  it('answers a session that expired with 404', async () => {
    const session = await startSession();
    t.clock.advance(3 * 3_600_000);
    try {
      expect((await post('/api/express-checkout/confirm-address', { checkout_id: session.checkout_id, shipping_address: walletAddress })).statusCode).toBe(404);
    } finally {
      t.clock.advance(-3 * 3_600_000);
    }
  });
});

describe('express-checkout/process-payment and update-shipping', () => {
  it('creates the order from the confirmed session and pays it: Pending -> Processing, paid', async () => {
    const session = await startSession();
    const confirmed = (await post('/api/express-checkout/confirm-address', { checkout_id: session.checkout_id, shipping_address: walletAddress })).json();
    const res = await post('/api/express-checkout/process-payment', { checkout_id: session.checkout_id, payment_method: 'google_pay_via_paypal', payment_token: 'gpay-token', customer_data: { email: 'wendy@example.com' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, needs_shipping_update: false, amount: confirmed.total_amount, redirect_url: `/payment/success?order_id=${body.order_id}&payment_method=google_pay_via_paypal` });
    expect(body.transaction_id).toEqual(expect.any(String));
    expect(await orderRow(t.handle.db, body.order_id)).toMatchObject({ status: 'Processing', paymentStatus: 'paid', paymentMethod: 'google_pay_via_paypal', email: 'wendy@example.com', firstName: 'Wendy', shipCity: 'Chicago' });
    expect(await paymentsOf(t.handle.db, body.order_id)).toMatchObject([{ provider: 'paypal', method: 'google_pay_via_paypal', status: 'succeeded' }]);

    // Sent again (a retry after a lost answer), the same order, no second payment.
    const again = await post('/api/express-checkout/process-payment', { checkout_id: session.checkout_id, payment_method: 'google_pay_via_paypal', payment_token: 'gpay-token' });
    expect(again.json()).toMatchObject({ order_id: body.order_id, order_number: body.order_number });
    expect(await paymentsOf(t.handle.db, body.order_id)).toHaveLength(1);
    const [session1] = await t.handle.db.select().from(schema.expressCheckoutSessions).where(eq(schema.expressCheckoutSessions.checkoutId, session.checkout_id));
    expect(session1).toMatchObject({ status: 'completed', orderId: body.order_id });

    // Its address can no longer be confirmed: the session is paid.
    const late = await post('/api/express-checkout/confirm-address', { checkout_id: session.checkout_id, shipping_address: walletAddress });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'This order is already paid.', code: 'already_paid' });
  });

  it('pays without an address, with placeholders, then lets only the ordering browser complete the address', async () => {
    const session = await startSession({ payment_method: 'apple_pay_via_paypal' });
    const res = await post('/api/express-checkout/process-payment', { checkout_id: session.checkout_id, payment_method: 'apple_pay_via_paypal' });
    expect(res.statusCode).toBe(200);
    const { order_id: orderId, needs_shipping_update: needsUpdate } = res.json() as { order_id: number; needs_shipping_update: boolean };
    expect(needsUpdate).toBe(true);
    expect(await orderRow(t.handle.db, orderId)).toMatchObject({ firstName: 'Express Customer', shipAddress1: 'Pending', shipCity: 'Pending', paymentStatus: 'paid' });

    const address = { first_name: 'Alex', last_name: 'Apple', address1: '5 Rue Peel', address2: '', city: 'Montréal', state: 'QC', zip_code: 'H3C 2G9', country: 38, mobile: '5145550100' };
    const stranger = await post('/api/express-checkout/update-shipping', { order_id: orderId, shipping_address: address });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: 'Order not found', code: 'not_found' });
    const cookies = accessCookies(res);
    const missing = await post('/api/express-checkout/update-shipping', { order_id: orderId, shipping_address: { ...address, mobile: '' } }, cookies);
    expect(missing.statusCode).toBe(400);
    const nowhere = await post('/api/express-checkout/update-shipping', { order_id: orderId, shipping_address: { ...address, state: 'Nowhere' } }, cookies);
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json()).toEqual({ error: 'Invalid address data: Select state/province', code: 'invalid_address', errors: { state: 'Select state/province' } });
    const ok = await post('/api/express-checkout/update-shipping', { order_id: orderId, shipping_address: address }, cookies);
    expect(ok.json()).toEqual({ success: true, message: 'Shipping address updated. Your order is now complete.' });
    expect(await orderRow(t.handle.db, orderId)).toMatchObject({ shipAddress1: '5 Rue Peel', shipState: 'Quebec', shipCountry: 'Canada', firstName: 'Alex' });
    // Once complete, the address can no longer be changed through this page.
    const again = await post('/api/express-checkout/update-shipping', { order_id: orderId, shipping_address: address }, cookies);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'The shipping address of this order can no longer be changed here.', code: 'shipping_not_editable' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, cookies });
    expect(detail.json().order).toMatchObject({ needs_shipping_update: false, payment_method: 'apple_pay_via_paypal' });
  });

  it('answers 404 for an unknown session and "Cannot calculate shipping" where no service delivers', async () => {
    expect((await post('/api/express-checkout/process-payment', { checkout_id: 'nope', payment_method: 'paypal' })).statusCode).toBe(404);
    const session = await startSession();
    const intl = await t.handle.db.select({ id: schema.shippingZones.id }).from(schema.shippingZones).where(eq(schema.shippingZones.code, 'INTL'));
    await t.handle.db.delete(schema.shippingRates).where(eq(schema.shippingRates.zoneId, intl[0]?.id ?? 0));
    const res = await post('/api/express-checkout/confirm-address', { checkout_id: session.checkout_id, shipping_address: { ...walletAddress, state: 'London', postal_code: 'SW1A 1AA', country: 'GB' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'Cannot calculate shipping for this address', code: 'no_shipping_rate' });
  });
});

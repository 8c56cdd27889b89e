import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayPalFake, type PayPalFake } from '../../../test/fakes/paypal-fake.js';
import { accessCookies, orderRow, paymentsOf, productId } from '../../../test/orders-helpers.js';
import { createPaymentsTestApp, providerEnv, type PaymentsTestApp } from '../../../test/payments-helpers.js';

// Apple Pay and Google Pay through PayPal (checkout §4 'Express Google Pay / Apple Pay flow'): the
// server creates the PayPal order of the session, the browser confirms it with the wallet's
// payment source at PayPal (here straight at the PayPal fake, as the PayPal JS SDK does), then
// process-payment captures it with the wallet's address.

let fake: PayPalFake;
let t: PaymentsTestApp;
let product: number;

beforeAll(async () => {
  fake = await startPayPalFake();
  t = await createPaymentsTestApp(providerEnv({ paypal: fake }));
  product = await productId(t.handle.db);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function post(url: string, payload: object, cookies: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, cookies });
}

const chicago = { first_name: 'Pat', last_name: 'Apple', name: 'Pat Apple', email: 'pat.apple@example.com', phone: '3125550100', address: '9 Harbour Road', city: 'Chicago', state: 'IL', postal_code: '60601', country: 'US' };
const portland = { ...chicago, address: '500 Pine Street', city: 'Portland', state: 'OR', postal_code: '97204' };
const appleToken = { paymentData: { version: 'EC_v1', data: 'encrypted' }, paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' } };

/** What the PayPal JS SDK does in the browser: confirm the PayPal order with the wallet's payment source. */
async function confirmAtPayPal(paypalOrderId: string, paymentSource: object) {
  const auth = await fetch(`${fake.url}/v1/oauth2/token`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from(`${fake.clientId}:`).toString('base64')}` }, body: 'grant_type=client_credentials' });
  const { access_token: token } = (await auth.json()) as { access_token: string };
  const confirmed = await fetch(`${fake.url}/v2/checkout/orders/${paypalOrderId}/confirm-payment-source`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ payment_source: paymentSource }),
  });
  expect(confirmed.status).toBe(200);
}

async function walletSession(method: 'apple_pay_via_paypal' | 'google_pay_via_paypal') {
  const created = await post('/api/express-checkout/create', { cart_items: [{ product_id: product, quantity: 2 }], currency: 'USD', payment_method: method });
  expect(created.statusCode).toBe(200);
  return created.json() as { checkout_id: string; total_amount: number };
}

describe('Apple Pay through PayPal', () => {
  it('confirms the contact’s address, creates the PayPal order with it, and captures after the browser confirmed the apple_pay source', async () => {
    const session = await walletSession('apple_pay_via_paypal');
    // Apple's sheet reports the destination first, the full contact once the buyer pays.
    const destination = await post('/api/express-checkout/confirm-address', { checkout_id: session.checkout_id, shipping_only: true, shipping_address: { city: 'Chicago', state: 'IL', postal_code: '60601', country: 'US' } });
    const amounts = destination.json() as { total_amount: number; tax_amount: number };
    expect(amounts.tax_amount).toBeGreaterThan(0);
    const full = await post('/api/express-checkout/confirm-address', { checkout_id: session.checkout_id, shipping_address: chicago, billing_address: chicago });
    expect(full.json().total_amount).toBe(amounts.total_amount);

    const pp = await post('/api/checkout/paypal/create-order', { checkout_id: session.checkout_id, payment_method: 'apple_pay_via_paypal' });
    expect(pp.statusCode).toBe(200);
    const { paypal_order_id: paypalOrderId, order_id: orderId } = pp.json() as { paypal_order_id: string; order_id: number };
    const atPayPal = fake.orders.get(paypalOrderId);
    // No PayPal wallet source: the browser confirms it with Apple Pay's.
    expect(atPayPal).toMatchObject({ status: 'CREATED', purchase_units: [{ amount: { value: amounts.total_amount.toFixed(2) }, shipping: { address: { address_line_1: '9 Harbour Road', admin_area_1: 'IL' } } }] });
    expect(atPayPal?.payment_source).toBeUndefined();

    // Not approved yet: process-payment refuses to mark anything paid.
    const early = await post('/api/express-checkout/process-payment', { checkout_id: session.checkout_id, payment_method: 'apple_pay_via_paypal', payment_token: paypalOrderId }, accessCookies(pp));
    expect(early.statusCode).toBeGreaterThanOrEqual(400);
    expect((await orderRow(t.handle.db, orderId)).paymentStatus).not.toBe('paid');

    await confirmAtPayPal(paypalOrderId, { apple_pay: { token: appleToken, billing_contact: { givenName: 'Pat', familyName: 'Apple' }, shipping_contact: { emailAddress: chicago.email } } });
    const paid = await post('/api/express-checkout/process-payment', {
      checkout_id: session.checkout_id,
      payment_method: 'apple_pay_via_paypal',
      payment_token: paypalOrderId,
      customer_data: { email: chicago.email, first_name: 'Pat', last_name: 'Apple' },
      shipping_address: chicago,
      billing_address: chicago,
    }, accessCookies(pp));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ order_id: orderId, amount: amounts.total_amount, needs_shipping_update: false, redirect_url: `/payment/success?order_id=${orderId}&payment_method=apple_pay_via_paypal` });
    expect(await orderRow(t.handle.db, orderId)).toMatchObject({ paymentStatus: 'paid', status: 'Processing', paymentMethod: 'apple_pay_via_paypal', email: chicago.email, firstName: 'Pat', shipCity: 'Chicago' });
    expect(fake.orders.get(paypalOrderId)?.status).toBe('COMPLETED');
    expect((await paymentsOf(t.handle.db, orderId)).map((p) => p.status)).toContain('succeeded');
  });
});

describe('the wallet’s address completes an order created without one', () => {
  it('writes a complete wallet address priced like the session onto the pending order, names and e-mail included', async () => {
    const session = await walletSession('google_pay_via_paypal');
    await post('/api/express-checkout/confirm-address', { checkout_id: session.checkout_id, shipping_only: true, shipping_address: { city: 'Chicago', state: 'IL', postal_code: '60601', country: 'US' } });
    const pp = await post('/api/checkout/paypal/create-order', { checkout_id: session.checkout_id, payment_method: 'google_pay_via_paypal' });
    expect(pp.json()).toMatchObject({ order_id: expect.any(Number) });
    const { paypal_order_id: paypalOrderId, order_id: orderId } = pp.json() as { paypal_order_id: string; order_id: number };
    expect(await orderRow(t.handle.db, orderId)).toMatchObject({ shipAddress1: 'Pending', firstName: 'Express Customer' });
    await confirmAtPayPal(paypalOrderId, { google_pay: { card: { brand: 'VISA', last_digits: '1111' }, token: '{"signedMessage":"x"}' } });

    const paid = await post('/api/express-checkout/process-payment', { checkout_id: session.checkout_id, payment_method: 'google_pay_via_paypal', payment_token: paypalOrderId, shipping_address: chicago }, accessCookies(pp));
    expect(paid.statusCode).toBe(200);
    expect(paid.json().needs_shipping_update).toBe(false);
    expect(await orderRow(t.handle.db, orderId)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'google_pay_via_paypal',
      firstName: 'Pat',
      lastName: 'Apple',
      email: chicago.email,
      shipAddress1: '9 Harbour Road',
      shipCity: 'Chicago',
      shipState: 'Illinois',
      shipZip: '60601',
    });
  });

  it('refuses (409, nothing captured) a wallet address whose price differs from the approved amount', async () => {
    const session = await walletSession('google_pay_via_paypal');
    await post('/api/express-checkout/confirm-address', { checkout_id: session.checkout_id, shipping_only: true, shipping_address: { city: 'Chicago', state: 'IL', postal_code: '60601', country: 'US' } });
    const pp = await post('/api/checkout/paypal/create-order', { checkout_id: session.checkout_id, payment_method: 'google_pay_via_paypal' });
    const { paypal_order_id: paypalOrderId, order_id: orderId } = pp.json() as { paypal_order_id: string; order_id: number };
    await confirmAtPayPal(paypalOrderId, { google_pay: { card: { brand: 'VISA', last_digits: '1111' }, token: '{"signedMessage":"x"}' } });

    // Oregon has no sales tax: the approved (Illinois) amount is not this address's price.
    const refused = await post('/api/express-checkout/process-payment', { checkout_id: session.checkout_id, payment_method: 'google_pay_via_paypal', payment_token: paypalOrderId, shipping_address: portland }, accessCookies(pp));
    expect(refused.statusCode).toBe(409);
    expect(fake.orders.get(paypalOrderId)?.status).toBe('APPROVED');
    expect(await orderRow(t.handle.db, orderId)).toMatchObject({ paymentStatus: expect.not.stringMatching(/^paid$/), shipAddress1: 'Pending' });
  });

  it('keeps the placeholders for an incomplete wallet address (the shipping update page asks for it)', async () => {
    const session = await walletSession('google_pay_via_paypal');
    const pp = await post('/api/checkout/paypal/create-order', { checkout_id: session.checkout_id, payment_method: 'google_pay_via_paypal' });
    const { paypal_order_id: paypalOrderId, order_id: orderId } = pp.json() as { paypal_order_id: string; order_id: number };
    await confirmAtPayPal(paypalOrderId, { google_pay: { card: { brand: 'VISA', last_digits: '1111' }, token: '{"signedMessage":"x"}' } });
    const paid = await post('/api/express-checkout/process-payment', { checkout_id: session.checkout_id, payment_method: 'google_pay_via_paypal', payment_token: paypalOrderId, shipping_address: { name: 'Pat Apple', country: 'US', state: 'IL' } }, accessCookies(pp));
    expect(paid.statusCode).toBe(200);
    expect(paid.json().needs_shipping_update).toBe(true);
    expect(await orderRow(t.handle.db, orderId)).toMatchObject({ paymentStatus: 'paid', shipAddress1: 'Pending' });
  });
});

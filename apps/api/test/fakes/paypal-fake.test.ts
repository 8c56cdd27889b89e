import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayPalFake, type PayPalFake } from './paypal-fake.js';

// The fake's side for PayPal's buyer window: what the journeys' stand-in of that window calls.

let fake: PayPalFake;
let token = '';

beforeAll(async () => {
  fake = await startPayPalFake();
  const auth = await fetch(`${fake.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}` },
    body: 'grant_type=client_credentials',
  });
  token = ((await auth.json()) as { access_token: string }).access_token;
});
afterAll(() => fake.close());

const amount = { currency_code: 'USD', value: '10.00', breakdown: { item_total: { currency_code: 'USD', value: '10.00' } } };
const ourAddress = { name: { full_name: 'Gina Guest' }, address: { address_line_1: '1 Main Street', admin_area_2: 'Burlington', admin_area_1: 'VT', postal_code: '05401', country_code: 'US' } };

async function createOrder(shippingPreference: string, shipping?: object): Promise<string> {
  const response = await fetch(`${fake.url}/v2/checkout/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'default', amount, ...(shipping ? { shipping } : {}) }],
      payment_source: { paypal: { experience_context: { shipping_preference: shippingPreference } } },
    }),
  });
  return ((await response.json()) as { id: string }).id;
}

const approve = (id: string, fields: Record<string, string>) =>
  fetch(`${fake.url}/buyer/orders/${id}/approve`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

const pickedAddress = { email: 'pat.buyer@example.com', full_name: 'Pat Q Buyer', address_line_1: '9 Harbour Road', admin_area_2: 'Chicago', admin_area_1: 'IL', postal_code: '60601', country_code: 'US' };

describe("the PayPal fake, for PayPal's buyer window", () => {
  it('shows the order to the buyer, and approval takes the address the buyer picked (GET_FROM_FILE)', async () => {
    const id = await createOrder('GET_FROM_FILE');
    const read = await fetch(`${fake.url}/buyer/orders/${id}`);
    expect(await read.json()).toMatchObject({ id, status: 'PAYER_ACTION_REQUIRED', purchase_units: [{ amount: { value: '10.00' } }] });

    const approved = await approve(id, pickedAddress);
    expect(approved.status).toBe(200);
    const order = fake.orders.get(id);
    expect(order).toMatchObject({ status: 'APPROVED', payer: { email_address: 'pat.buyer@example.com' } });
    expect(order?.purchase_units[0]?.shipping).toEqual({ name: { full_name: 'Pat Q Buyer' }, address: expect.objectContaining({ address_line_1: '9 Harbour Road', admin_area_2: 'Chicago', admin_area_1: 'IL' }) });
    // Approved once: a second approval is refused, and our capture now goes through.
    expect((await approve(id, pickedAddress)).status).toBe(422);
    expect(fake.captureNow(id).status).toBe('COMPLETED');
  });

  it('keeps the address the shop gave (SET_PROVIDED_ADDRESS), and answers 404 for an unknown order', async () => {
    const id = await createOrder('SET_PROVIDED_ADDRESS', ourAddress);
    await approve(id, pickedAddress);
    expect(fake.orders.get(id)?.purchase_units[0]?.shipping).toEqual(ourAddress);
    expect((await fetch(`${fake.url}/buyer/orders/NOPE`)).status).toBe(404);
  });
});

// The fake's side for the PayPal JS SDK's Apple Pay and Google Pay components, called from the shopper's browser.

const graphql = (operation: string, variables: Record<string, unknown>) =>
  fetch(`${fake.url}/graphql?${operation}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://shop.test' }, body: JSON.stringify({ query: `query ${operation} { x }`, variables }) });

async function browserToken(): Promise<string> {
  const auth = await fetch(`${fake.url}/v1/oauth2/token`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from(`${fake.clientId}:`).toString('base64')}` }, body: 'grant_type=client_credentials' });
  expect(auth.status).toBe(200);
  return ((await auth.json()) as { access_token: string }).access_token;
}

async function createWalletOrder(): Promise<string> {
  const response = await fetch(`${fake.url}/v2/checkout/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ intent: 'CAPTURE', purchase_units: [{ reference_id: 'default', amount }] }),
  });
  const order = (await response.json()) as { id: string; status: string };
  expect(order.status).toBe('CREATED');
  return order.id;
}

const confirmSource = (id: string, bearer: string, paymentSource: object) =>
  fetch(`${fake.url}/v2/checkout/orders/${id}/confirm-payment-source`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', origin: 'http://shop.test' },
    body: JSON.stringify({ payment_source: paymentSource }),
  });

const chicagoContact = { givenName: 'Pat', familyName: 'Buyer', emailAddress: 'pat.apple@example.com', phoneNumber: '312 555 0100', addressLines: ['9 Harbour Road'], locality: 'Chicago', administrativeArea: 'IL', postalCode: '60601', countryCode: 'US' };
const appleToken = { paymentData: { version: 'EC_v1', data: 'encrypted', signature: 'sig' }, paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' }, transactionIdentifier: 'T1' };

describe('the PayPal fake, for the Apple Pay and Google Pay components of the PayPal JS SDK', () => {
  it('answers the wallets’ configuration for its client id only, with CORS headers', async () => {
    const apple = await graphql('GetApplepayConfig', { clientId: fake.clientId, buyerCountry: 'US' });
    expect(apple.headers.get('access-control-allow-origin')).toBe('http://shop.test');
    expect(await apple.json()).toMatchObject({ data: { applepayConfig: { isEligible: true, merchantCountry: 'US', supportedNetworks: expect.arrayContaining(['visa', 'masterCard']) } } });
    const google = (await (await graphql('GetGooglePayConfig', { clientId: fake.clientId })).json()) as { data: { googlePayConfig: { allowedPaymentMethods: { tokenizationSpecification: { parameters: { gatewayMerchantId: string } } }[] } } };
    expect(google.data.googlePayConfig.allowedPaymentMethods[0]?.tokenizationSpecification.parameters.gatewayMerchantId).toBe(fake.merchantId);
    expect(await (await graphql('GetApplepayConfig', { clientId: 'someone-else' })).json()).toMatchObject({ data: null, errors: [{ message: expect.stringMatching(/client id/) }] });
  });

  it("gives Apple's merchant session for the page's domain, only for an Apple validation URL", async () => {
    const answer = await graphql('GetApplePayMerchantSession', { url: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession', clientID: fake.clientId, merchantDomain: 'shop.test' });
    const { data } = (await answer.json()) as { data: { applePayMerchantSession: { session: string } } };
    const session = JSON.parse(Buffer.from(data.applePayMerchantSession.session, 'base64').toString('utf8')) as Record<string, unknown>;
    expect(session).toMatchObject({ domainName: 'shop.test', merchantSessionIdentifier: expect.stringMatching(/^SSH/) });
    const elsewhere = await graphql('GetApplePayMerchantSession', { url: 'https://attacker.example/paymentservices/startSession', clientID: fake.clientId, merchantDomain: 'shop.test' });
    expect(await elsewhere.json()).toMatchObject({ errors: [{ message: expect.stringMatching(/Apple Pay/) }] });
  });

  it('confirms an order with an Apple Pay token from the browser: APPROVED with the apple_pay source, then our capture goes through', async () => {
    const id = await createWalletOrder();
    const bearer = await browserToken();
    const confirmed = await confirmSource(id, bearer, { apple_pay: { token: appleToken, billing_contact: chicagoContact, shipping_contact: chicagoContact } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('access-control-allow-origin')).toBe('http://shop.test');
    expect(await confirmed.json()).toMatchObject({
      id,
      status: 'APPROVED',
      payment_source: { apple_pay: { name: 'Pat Buyer', email_address: 'pat.apple@example.com', card: { brand: 'VISA', last_digits: '1111' } } },
      payer: { email_address: 'pat.apple@example.com' },
    });
    // An order created without our address takes the wallet's shipping contact.
    expect(fake.orders.get(id)?.purchase_units[0]?.shipping).toEqual({
      name: { full_name: 'Pat Buyer' },
      address: { address_line_1: '9 Harbour Road', admin_area_2: 'Chicago', admin_area_1: 'IL', postal_code: '60601', country_code: 'US' },
    });
    // The browser token may do nothing else (no capture from the page).
    const captureFromPage = await fetch(`${fake.url}/v2/checkout/orders/${id}/capture`, { method: 'POST', headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' } });
    expect(captureFromPage.status).toBe(403);
    expect(fake.captureNow(id).status).toBe('COMPLETED');
    expect((await confirmSource(id, bearer, { apple_pay: { token: appleToken } })).status).toBe(422);
  });

  it('refuses an Apple Pay source without its payment data, and any other source', async () => {
    const id = await createWalletOrder();
    const bearer = await browserToken();
    const noToken = await confirmSource(id, bearer, { apple_pay: { token: { paymentMethod: appleToken.paymentMethod } } });
    expect(noToken.status).toBe(422);
    expect(await noToken.json()).toMatchObject({ details: [{ issue: 'MISSING_REQUIRED_PARAMETER', field: '/payment_source/apple_pay/token' }] });
    expect((await confirmSource(id, bearer, { venmo: {} })).status).toBe(422);
    expect(fake.orders.get(id)?.status).toBe('CREATED');
  });

  it('confirms an order with a Google Pay token: APPROVED, or PAYER_ACTION_REQUIRED when the card asks for 3-D Secure; no token, no confirmation', async () => {
    const bearer = await browserToken();
    const card = { type: 'CREDIT', brand: 'VISA', last_digits: '1111' };
    const plain = await createWalletOrder();
    expect(await (await confirmSource(plain, bearer, { google_pay: { name: 'Gail Google', email_address: 'gail@example.com', card, token: '{"signedMessage":"x"}' } })).json()).toMatchObject({
      status: 'APPROVED',
      payment_source: { google_pay: { card: { brand: 'VISA', last_digits: '1111' } } },
      payer: { email_address: 'gail@example.com', name: { given_name: 'Gail', surname: 'Google' } },
    });

    const challenged = await createWalletOrder();
    const answer = (await (await confirmSource(challenged, bearer, { google_pay: { card, token: '{"test":"authentication-required"}' } })).json()) as { status: string; links: { rel: string }[] };
    expect(answer.status).toBe('PAYER_ACTION_REQUIRED');
    expect(answer.links.map((l) => l.rel)).toContain('payer-action');
    expect((await approve(challenged, {})).status).toBe(200);
    expect(fake.orders.get(challenged)?.status).toBe('APPROVED');

    const missing = await createWalletOrder();
    expect((await confirmSource(missing, bearer, { google_pay: { card } })).status).toBe(422);
    expect(fake.orders.get(missing)?.status).toBe('CREATED');
  });

  it('refuses a token for another client, and answers a CORS preflight', async () => {
    const wrong = await fetch(`${fake.url}/v1/oauth2/token`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from('someone-else:').toString('base64')}` }, body: 'grant_type=client_credentials' });
    expect(wrong.status).toBe(401);
    const options = await fetch(`${fake.url}/v2/checkout/orders/X/confirm-payment-source`, { method: 'OPTIONS', headers: { origin: 'http://shop.test', 'access-control-request-method': 'POST' } });
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-headers')).toMatch(/authorization/);
  });
});

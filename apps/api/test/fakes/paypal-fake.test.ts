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

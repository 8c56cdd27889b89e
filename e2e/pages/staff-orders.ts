import { expect, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
export { lookAtBothWidths, seriousViolations } from './look-at';

/** A new customer of the journey's own (never a demo member others sign in as), signed up through the API. */
export async function signUpCustomer(page: Page) {
  const countries = (await (await page.request.get('/api/countries')).json()) as { countries: { id: number; shortname: string }[] };
  const us = countries.countries.find((c) => c.shortname === 'US')!.id;
  const states = (await (await page.request.get(`/api/states/${us}`)).json()) as { states: { id: number; code: string }[] };
  const email = `orders-${randomUUID().slice(0, 8)}@journey.test`;
  const password = 'Sunny#Garden42';
  const res = await page.request.post('/api/register', {
    data: {
      usertype: 'customer',
      firstname: 'Iris',
      lastname: 'Tracker',
      email,
      password,
      username: email,
      mobile: '1-555-123-4567',
      shopping_country_code: 'usa',
      secret_question: 'What is your favourite colour?',
      answer: 'Green',
      language: 'en',
      currency: 'USD',
      date_month: '04',
      date_day: '12',
      date_year: '1988',
      bill_address: '1 Main Street',
      bill_address2: '',
      city: 'Springfield',
      countryBill: us,
      stateBill: states.states.find((s) => s.code === 'IL')!.id,
      bil_zipcode: '62701',
      same_billing: true,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return { email, password };
}

/** The staff's Orders list and one order's page. */
export class StaffOrdersPages {
  constructor(readonly page: Page) {}

  async search(text: string) {
    await this.page.goto('/admin/orders');
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(text);
    await this.page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  }

  rows(): Locator {
    return this.page.getByTestId('staff-order-row');
  }

  async ship(carrier: string, tracking: string) {
    await this.page.getByRole('button', { name: 'Mark shipped' }).click();
    await this.page.getByLabel('Carrier').fill(carrier);
    await this.page.getByLabel('Tracking number').fill(tracking);
    await this.page.getByRole('button', { name: 'Confirm the shipment' }).click();
  }

  status(): Locator {
    return this.page.getByRole('status');
  }
}

/** A paid autoship order of the signed-in shopper (purchase type 2 with the autoship terms accepted), placed through the API. */
export async function placeAutoshipOrder(page: Page) {
  const countries = (await (await page.request.get('/api/countries')).json()) as { countries: { id: number; shortname: string }[] };
  const countryId = countries.countries.find((c) => c.shortname === 'US')?.id;
  const states = (await (await page.request.get(`/api/states/${countryId}`)).json()) as { states: { id: number; code: string }[] };
  const base = { lines: [{ productId: 1, quantity: 2, purchaseType: 2 }], currency: 'USD', address: { countryCode: 'US', stateId: states.states.find((s) => s.code === 'IL')?.id } };
  const listed = (await (await page.request.post('/api/cart/quote', { data: base })).json()) as { shipping: { options: { id: string }[] } };
  const option = listed.shipping.options[0];
  const quote = (await (await page.request.post('/api/cart/quote', { data: { ...base, shippingOptionId: option?.id } })).json()) as { total: number };
  const placed = await page.request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: { first_name: 'Journey', last_name: 'Shopper', total: quote.total, currency: 'USD', shipping_method: option?.id, autoship_consent: true, products: [{ product_id: 1, quantity: 2, purchaseType: 2 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { order: { id: number } } }).data.order;
  const paid = await page.request.post('/api/process-payment', { headers: { 'idempotency-key': randomUUID() }, data: { order_id: order.id, authorization_key: 'pm_card_visa' } });
  expect(paid.status(), await paid.text()).toBe(200);
  return order.id;
}

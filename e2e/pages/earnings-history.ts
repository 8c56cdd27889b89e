import { expect, request as playwrightRequest, type Locator, type Page } from '@playwright/test';

/** Earnings History (/user/commission): the date search, the Bi-Weekly and Monthly tabs, the detail view. */
export class EarningsHistoryPage {
  readonly heading: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly search: Locator;
  readonly details: Locator;
  readonly back: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /Earnings History|Historique des gains/ });
    this.from = page.getByLabel(/^(From|Du)$/);
    this.to = page.getByLabel(/^(To|Au)$/);
    this.search = page.getByRole('button', { name: /^(Search|Rechercher)$/ });
    this.details = page.getByTestId('earnings-details');
    this.back = page.getByRole('button', { name: /Back to pay periods|Retour aux périodes de paie/ });
  }

  async goto() {
    await this.page.goto('/user/commission');
    await expect(this.heading).toBeVisible();
  }

  tab(name: 'Bi-Weekly' | 'Monthly'): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** The row of the period that starts on this date (YYYY-MM-DD), in the wide table. */
  period(start: string): Locator {
    return this.page.getByTestId('period-row').and(this.page.locator(`[data-start="${start}"]`));
  }

  currentPeriod(): Locator {
    return this.page.getByTestId('period-row').filter({ hasText: 'Current period' });
  }

  /** An order of the detail view by its number. */
  order(orderNumber: string): Locator {
    return this.page.getByTestId('earnings-order').filter({ hasText: orderNumber });
  }
}

/**
 * A demo member buys on the test gateway through the API, as the checkout pages do: quote with a
 * delivery to Illinois, place the order with the quoted total, pay by card. Answers the order
 * number and the commission volume of its lines (what the buyer paid for the merchandise).
 */
export async function memberBuys(baseURL: string, buyer: { email: string; password: string; firstName: string; lastName: string }, productId = 1, quantity = 2) {
  const { email, password } = buyer;
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/login', { data: { email, password } })).status()).toBe(200);
  const states = (await (await api.get('/api/states/231')).json()) as { states?: { id: number; name: string }[] } | { id: number; name: string }[];
  const list = Array.isArray(states) ? states : (states.states ?? []);
  const illinois = list.find((s) => s.name === 'Illinois');
  if (!illinois) throw new Error('no Illinois');
  const base = { lines: [{ productId, quantity }], currency: 'USD', address: { countryCode: 'US', stateId: illinois.id } };
  const first = (await (await api.post('/api/cart/quote', { data: base })).json()) as { shipping: { options: { id: string }[] } };
  const quote = (await (await api.post('/api/cart/quote', { data: { ...base, shippingOptionId: first.shipping.options[0]?.id } })).json()) as {
    total: number;
    itemsTotal: number;
    productDiscount: number;
    discount: number;
    tax: number;
    shippingTax: number;
    currency: string;
    shipping: { amount: number; selected: { id: string } | null };
  };
  const placed = await api.post('/api/orders', {
    headers: { 'idempotency-key': `earnings-${Date.now()}-${Math.random()}` },
    data: {
      referal_id: null, user_id: null, email, first_name: buyer.firstName, last_name: buyer.lastName, mobile: '5550100', order_date: new Date().toISOString().slice(0, 10),
      completion_date: null, shipping_status: 'Not Shipped', order_status: 'Pending', total: quote.total, currency: quote.currency,
      ship_address: '410 Pine Street', ship_address2: '', ship_city: 'Springfield', country: 'US', state: 'IL', ship_zipcode: '62701',
      shipping_method: quote.shipping.selected?.id ?? null, shipping_amount: quote.shipping.amount, discount_amount: quote.discount, tax_amount: quote.tax,
      shipping_tax_amount: quote.shippingTax, notes: '', products: [{ product_id: productId, quantity, price: 1, autoship: 'no' }], shopping_country_code: 'US',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { order: { id: number; order_number: string } } }).data.order;
  const paid = await api.post('/api/process-payment', { headers: { 'idempotency-key': `earnings-pay-${order.id}` }, data: { order_id: order.id, authorization_key: 'pm_card_visa' } });
  expect(paid.status(), await paid.text()).toBe(200);
  await api.dispose();
  return { orderNumber: order.order_number, bvMinor: Math.round((quote.itemsTotal - quote.productDiscount) * 100) };
}

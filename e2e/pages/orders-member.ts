import { expect, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { loginThroughApi, sessionKey, storedSessionState } from './browser-session';

/** Signs a demo member in through the API and stores the login as the web app does, shopping from their country. */
export async function signInFrom(page: Page, email: string, userCountry: 'US' | 'CA', password = 'Demo#2026') {
  const session = storedSessionState({ ...(await loginThroughApi(page, email, password)), userCountry });
  await page.addInitScript(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [sessionKey, session] as const);
}

interface OrderLine {
  productId: number;
  quantity: number;
  purchaseType?: 1 | 2;
}

/**
 * A paid order of the signed-in member, placed through the API as checkout places it: the cart
 * quoted for the member's saved state with its first shipping option, POST orders under an
 * Idempotency-Key (the saved address delivers it), then paid with the test gateway's Visa.
 */
export async function placePaidOrder(page: Page, lines: OrderLine[], where: { countryCode: 'US' | 'CA'; stateCode: string }) {
  const countries = (await (await page.request.get('/api/countries')).json()) as { countries: { id: number; shortname: string }[] };
  const countryId = countries.countries.find((country) => country.shortname === where.countryCode)?.id;
  const states = (await (await page.request.get(`/api/states/${countryId}`)).json()) as { states: { id: number; code: string }[] };
  const stateId = states.states.find((state) => state.code === where.stateCode)?.id;
  const currency = where.countryCode === 'CA' ? 'CAD' : 'USD';
  const base = { lines, currency, address: { countryCode: where.countryCode, stateId } };
  const listed = await page.request.post('/api/cart/quote', { data: base });
  expect(listed.status(), await listed.text()).toBe(200);
  const option = ((await listed.json()) as { shipping: { options: { id: string }[] } }).shipping.options[0];
  const quoted = await page.request.post('/api/cart/quote', { data: { ...base, shippingOptionId: option?.id } });
  const quote = (await quoted.json()) as { total: number };
  const placed = await page.request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      first_name: 'Journey',
      last_name: 'Shopper',
      total: quote.total,
      currency,
      shipping_method: option?.id,
      products: lines.map((line) => ({ product_id: line.productId, quantity: line.quantity, purchaseType: line.purchaseType ?? 1 })),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { order: { id: number; order_number: string } } }).data.order;
  const paid = await page.request.post('/api/process-payment', {
    headers: { 'idempotency-key': randomUUID() },
    data: { order_id: order.id, authorization_key: 'pm_card_visa' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return { id: order.id, orderNumber: order.order_number, total: quote.total };
}

/** The member's back-office order pages: Orders with its tabs, Order History, Re Order and their order cards. */
export class MemberOrdersPages {
  readonly heading: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.dialog = page.getByRole('dialog');
  }

  tab(name: 'Orders' | 'Open Orders' | 'Cancelled Orders' | 'AutoShip Orders'): Locator {
    return this.page.getByRole('navigation', { name: 'Order lists' }).getByRole('link', { name, exact: true });
  }

  /** The card of one order in the list shown. */
  order(orderNumber: string): Locator {
    return this.page.locator(`[data-testid="member-order"][data-order-number="${orderNumber}"]`);
  }

  /** Opens the Return action of an order and answers what it says it will do. */
  async openReturn(orderNumber: string): Promise<Locator> {
    await this.order(orderNumber).getByRole('button', { name: 'Return' }).click();
    await expect(this.dialog).toBeVisible();
    return this.dialog.getByTestId('return-plan');
  }

  /** Continue, then the spec's confirmation 'You won't be able to revert this!' with OK. */
  async confirm() {
    await this.dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(this.dialog.getByText("You won't be able to revert this!")).toBeVisible();
    await this.dialog.getByRole('button', { name: 'OK' }).click();
  }
}

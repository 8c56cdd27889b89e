import { expect, type Locator, type Page } from '@playwright/test';

// The shop's persisted stores (apps/web/src/shared/session/session-store.ts, shared/cart/cart-store.ts).
const SESSION_KEY = 'upline-session';
const CART_KEY = 'upline-cart';

export interface CheckoutLine {
  id: number;
  name: string;
  quantity: number;
  purchaseType?: 1 | 2;
}

/** Demo data: Antioxidant Whey Complex, $64.95 to customers, $63.00 each from 2 units (3% tier). */
export const whey = (quantity = 2, purchaseType: 1 | 2 = 1): CheckoutLine => ({ id: 1, name: 'Antioxidant Whey Complex — Vanilla Bean', quantity, purchaseType });

/** A shopper who already chose a country and a language (the country popup stays away). */
export async function presetShopper(page: Page, country: 'US' | 'CA' = 'US', language = 'en') {
  await page.addInitScript(
    ({ key, state }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ state, version: 1 }));
    },
    { key: SESSION_KEY, state: { userCountry: country, language } },
  );
}

/** A cart as the cart store persists it, only on the first load (prices stale on purpose: the server's quote wins). */
export async function presetCart(page: Page, lines: CheckoutLine[]) {
  const cart = {
    cartItems: lines.map((line) => ({
      id: line.id,
      name: line.name,
      description: '',
      hoverImage: null,
      image: null,
      quantity: line.quantity,
      price: 1000,
      sale_price: 1000,
      purchaseType: line.purchaseType ?? 1,
    })),
    couponCodeData: { codeApplied: false, id: null, discount_value: 0, discount_type: null, discountCode: '', type: null },
    shippingRate: 0,
    tax: { isTax: false, state_id: null, tax_value: 0 },
    allProducts: [],
  };
  await page.addInitScript(
    ({ key, value }) => {
      if (!sessionStorage.getItem('checkout-e2e-cart')) {
        sessionStorage.setItem('checkout-e2e-cart', '1');
        localStorage.setItem(key, JSON.stringify({ state: value, version: 1 }));
      }
    },
    { key: CART_KEY, value: cart },
  );
}

/** The persisted cart lines. */
export async function storedCart(page: Page): Promise<{ id: number; quantity: number; isBogoOffer?: boolean }[]> {
  return page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{"state":{"cartItems":[]}}') as { state: { cartItems: [] } }).state.cartItems, CART_KEY);
}

/** A toast with this text (sonner). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Every request the page sends to an API path, with its method and headers. */
export function recordApi(page: Page, path: string) {
  const sent: { method: string; headers: Record<string, string>; body: unknown }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== path) return;
    let body: unknown = null;
    try {
      body = request.postDataJSON();
    } catch {
      body = request.postData();
    }
    sent.push({ method: request.method(), headers: request.headers(), body });
  });
  return sent;
}

/** The order as its owner reads it (the browser's own cookies: the member, or the guest who placed it). */
export async function orderOf(page: Page, orderId: number) {
  const answer = await page.request.get(`/api/orders/${orderId}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { order: Record<string, unknown> & { shipping_address: Record<string, unknown> } }).order;
}

/** The order id of the payment success page's address. */
export function orderIdFrom(url: string): number {
  return Number(new URL(url).searchParams.get('order_id'));
}

/**
 * An express PayPal payment made by this browser whose wallet gave no address (the server's
 * PayPal stand-in approves it): the order is paid and waits for the shipping update page.
 */
export async function expressOrderWithoutAddress(page: Page): Promise<{ order_id: number; order_number: string; needs_shipping_update: boolean }> {
  const session = await page.request.post('/api/express-checkout/create', {
    data: { cart_items: [{ id: 1, quantity: 1 }], currency: 'USD', payment_method: 'paypal' },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { checkout_id } = (await session.json()) as { checkout_id: string };
  const paid = await page.request.post('/api/express-checkout/process-payment', { data: { checkout_id, payment_method: 'paypal' } });
  expect(paid.status(), await paid.text()).toBe(200);
  return (await paid.json()) as { order_id: number; order_number: string; needs_shipping_update: boolean };
}

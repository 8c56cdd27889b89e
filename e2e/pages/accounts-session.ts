import { expect, request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The shop's persisted session key (shared/session/session-store.ts) and the cart's. */
const SESSION_KEY = 'upline-session';
const CART_KEY = 'upline-cart';

export const demoPassword = 'Demo#2026';

/** A visitor who already chose a country: the popup stays away. Only the first page load presets it. */
export async function presetShopper(page: Page, country: 'US' | 'CA' = 'US') {
  await page.addInitScript(
    ({ key, userCountry }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ state: { userCountry, language: 'en' }, version: 1 }));
    },
    { key: SESSION_KEY, userCountry: country },
  );
}

/** A cart with one whey line, as the cart store persists it (only if the visitor has none yet). */
export async function presetCart(page: Page) {
  const cart = {
    cartItems: [
      { id: 1, name: 'Antioxidant Whey Complex', description: '', hoverImage: null, image: null, quantity: 2, price: 4999, sale_price: 4999, purchaseType: 1 },
    ],
    couponCodeData: { codeApplied: false, id: null, discount_value: 0, discount_type: null, discountCode: '', type: null },
    shippingRate: 0,
    tax: { isTax: false, state_id: null, tax_value: 0 },
    allProducts: [],
  };
  await page.addInitScript(
    ({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ state: value, version: 1 }));
    },
    { key: CART_KEY, value: cart },
  );
}

/** The persisted session as the page stores it. */
export async function storedSession(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{"state":{}}').state as Record<string, unknown>, SESSION_KEY);
}

/** The number of cart lines the page has persisted. */
export async function storedCartLines(page: Page): Promise<number> {
  return page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{"state":{"cartItems":[]}}').state.cartItems as unknown[]).length, CART_KEY);
}

/** A toast with this text (sonner). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** An API client of its own (its own cookies), signed in as the demo admin. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const answer = await api.post('/api/login', { data: { email: 'admin@upline.test', password: 'Admin#2026' } });
  expect(answer.status()).toBe(200);
  return api;
}

/** The reset token of the newest reset e-mail to this address in the outbox (read as admin). */
export async function resetTokenFromOutbox(admin: APIRequestContext, email: string): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(async () => {
      const answer = await admin.get('/api/admin/outbox');
      expect(answer.status()).toBe(200);
      const { messages } = (await answer.json()) as { messages: { to: string; text: string; html: string }[] };
      const mail = messages.find((m) => m.to === email && /reset-password#token=/.test(m.text));
      token = mail ? (/reset-password#token=([^\s"'<>]+)/.exec(mail.text)?.[1] ?? null) : null;
      return token;
    })
    .not.toBeNull();
  return decodeURIComponent(token ?? '');
}

import type { Locator, Page } from '@playwright/test';
import { loginThroughApi, sessionKey, storedSessionState } from './browser-session';

// The persisted stores' keys (shared/session/session-store.ts, shared/cart/cart-store.ts).
const CART_KEY = 'upline-cart';

export interface StoredLine {
  id: number;
  name: string;
  quantity: number;
  /** Unit price in cents as the browser last computed it (the server's quote corrects it). */
  price: number;
  sale_price: number;
  purchaseType: 1 | 2;
  description?: string;
  image?: string | null;
  isBogoOffer?: boolean;
  originalPrice?: number;
}


/** A visitor from the United States (the country popup stays away); only the first page load presets it. */
export async function presetShopper(page: Page) {
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(value));
    },
    [sessionKey, storedSessionState()] as const,
  );
}

/** A cart as the store persists it (storefront §3), set before the first page load only. */
export async function presetCart(page: Page, lines: StoredLine[]) {
  const cart = {
    cartItems: lines.map((line) => ({ description: '', image: null, hoverImage: null, ...line })),
    couponCodeData: { codeApplied: false, id: null, discount_value: 0, discount_type: null, discountCode: '', type: null },
    shippingRate: 0,
    tax: { isTax: false, state_id: null, tax_value: 0 },
    allProducts: [],
  };
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ state: value, version: 1 }));
    },
    [CART_KEY, cart] as const,
  );
}

/** Signs a demo member in through the API (the session cookie) and stores the login as the app does. */
export async function signInAs(page: Page, email: string, password = 'Demo#2026') {
  const value = storedSessionState(await loginThroughApi(page, email, password));
  await page.addInitScript(
    ([key, stored]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(stored));
    },
    [sessionKey, value] as const,
  );
}

/** The persisted cart, as the page stored it. */
export async function storedCart(page: Page) {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw
      ? (JSON.parse(raw) as { state: { cartItems: StoredLine[]; couponCodeData: { codeApplied: boolean; discountCode: string } } }).state
      : null;
  }, CART_KEY);
}

/** A toast with this text (sonner). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The header's cart icon, named with the total quantity. */
export function headerCart(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
}

import type { Page } from '@playwright/test';
import { loginThroughApi, sessionKey, storedSessionState } from './browser-session';

interface Visitor {
  country?: 'US' | 'CA';
  language?: string;
}



/** A visitor who already chose a country (so the country popup stays away), in a language. */
export async function presetVisitor(page: Page, { country = 'US', language = 'en' }: Visitor = {}) {
  await page.addInitScript(
    ([key, session]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(session));
    },
    [sessionKey, storedSessionState({ userCountry: country, language })] as const,
  );
}

/** Signs a demo member in through the API (the session cookie) and stores the login as the web app does. */
export async function signInAs(page: Page, email: string, password = 'Demo#2026') {
  const session = storedSessionState(await loginThroughApi(page, email, password));
  await page.addInitScript(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [sessionKey, session] as const);
}

/** The persisted cart lines, as the app stored them. */
export async function storedCartItems(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('upline-cart');
    type Line = { id: number; quantity: number; price: number; sale_price: number; purchaseType: number; description: string; isBogoOffer?: boolean; originalPrice?: number };
    return raw ? (JSON.parse(raw) as { state: { cartItems: Line[] } }).state.cartItems : [];
  });
}

import { expect, type Page } from '@playwright/test';

interface Visitor {
  country?: 'US' | 'CA';
  language?: string;
}

const sessionKey = 'upline-session';

function storedSession(fields: Record<string, unknown>) {
  return {
    state: {
      isLoggedIn: false,
      userType: null,
      loginToken: null,
      userCountry: 'US',
      userData: null,
      userUrlName: null,
      userPlanStatus: null,
      userUrlInfoData: null,
      referal_id: null,
      language: 'en',
      ...fields,
    },
    version: 1,
  };
}

/** A visitor who already chose a country (so the country popup stays away), in a language. */
export async function presetVisitor(page: Page, { country = 'US', language = 'en' }: Visitor = {}) {
  await page.addInitScript(
    ([key, session]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(session));
    },
    [sessionKey, storedSession({ userCountry: country, language })] as const,
  );
}

/** Signs a demo member in through the API (the session cookie) and stores the login as the web app does. */
export async function signInAs(page: Page, email: string, password = 'Demo#2026') {
  const response = await page.request.post('/api/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  const login = (await response.json()) as { access_token: string; user: { user_type: string; plan_status: string | null } };
  const session = storedSession({
    isLoggedIn: true,
    userType: login.user.user_type,
    loginToken: login.access_token,
    userData: login.user,
    userPlanStatus: login.user.plan_status,
  });
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

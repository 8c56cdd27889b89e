import { expect, type Page } from '@playwright/test';

/** The key of the shop's persisted session (apps/web/src/shared/session/session-store.ts). */
export const sessionKey = 'upline-session';

/** The persisted session as the store writes it: a US visitor in English, logged out, unless told otherwise. */
export function storedSessionState(fields: Record<string, unknown> = {}) {
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

/** Signs in through POST /api/login (the browser context keeps the session cookie); answers the session fields the sign-in page stores. */
export async function loginThroughApi(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  const login = (await response.json()) as { access_token: string; user: { user_type: string; plan_status: string | null } };
  return {
    isLoggedIn: true,
    userType: login.user.user_type,
    loginToken: login.access_token,
    userData: login.user,
    userPlanStatus: login.user.plan_status,
  };
}

import { expect, type Page } from '@playwright/test';

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

/** A visitor who already chose a country (no country popup), in a language; later changes are kept. */
export async function visitAs(page: Page, { language = 'en' }: { language?: string } = {}) {
  await page.addInitScript(
    ([key, session]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(session));
    },
    [sessionKey, storedSession({ language })] as const,
  );
}

/**
 * Signs in through POST /api/login (the browser context keeps the session cookie) and stores
 * the login in the persisted session, as the sign-in page does.
 */
export async function signInAs(page: Page, email: string, password: string) {
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
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(value));
    },
    [sessionKey, session] as const,
  );
}

export const staff = { email: 'admin@upline.test', password: 'Admin#2026' };
export const member = { email: 'ava@upline.test', password: 'Demo#2026' };

import type { Page } from '@playwright/test';
import { loginThroughApi, sessionKey, storedSessionState } from './browser-session';


/** A visitor who already chose a country (no country popup), in a language; later changes are kept. */
export async function visitAs(page: Page, { language = 'en' }: { language?: string } = {}) {
  await page.addInitScript(
    ([key, session]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(session));
    },
    [sessionKey, storedSessionState({ language })] as const,
  );
}

/**
 * Signs in through POST /api/login (the browser context keeps the session cookie) and stores
 * the login in the persisted session, as the sign-in page does.
 */
export async function signInAs(page: Page, email: string, password: string) {
  const session = storedSessionState(await loginThroughApi(page, email, password));
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(value));
    },
    [sessionKey, session] as const,
  );
}

export const staff = { email: 'admin@upline.test', password: 'Admin#2026' };
export const member = { email: 'ava@upline.test', password: 'Demo#2026' };

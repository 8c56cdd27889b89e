import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken over a page the server rendered (decision 0036): its content shows
 * before the JavaScript, and a click or a choice made before the page's code has arrived and
 * hydrated it does nothing. The network falls quiet once the page's chunks and texts are in.
 */
export async function waitForApp(page: Page) {
  await page.waitForLoadState('networkidle');
}

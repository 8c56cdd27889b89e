import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page (decision 0036): a page the server rendered shows
 * before the JavaScript, and a click or a choice made before the part it lands on has hydrated
 * does nothing. The app sets `data-hydrated` on `<html>` once every part the server rendered has
 * hydrated (its code and texts in), or once it has rendered a page of its own
 * (apps/web/src/shared/hydration-mark.tsx).
 */
export async function waitForApp(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

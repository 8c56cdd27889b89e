import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { presetShopper } from './pages/checkout-session';

// A page that loads from a chunk of its own asks for its texts with the chunk, not after it has
// run (decision 0044): the scholar signup's form (accounts) and its website fee step
// (subscriptions) would otherwise be two more round trips after the chunk, one after the other.

const manifest = JSON.parse(readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string }>;
const fileOf = (module: string) => {
  const entry = manifest[module];
  if (!entry) throw new Error(`The build has no ${module}`);
  return `/${entry.file}`;
};

for (const language of ['en', 'fr'] as const) {
  test(`the scholar signup's texts (${language}) are asked for before its chunk has arrived`, async ({ page }) => {
    await presetShopper(page, 'US', language);
    const chunk = fileOf('src/app/routes/accounts/signup-scholar-page.tsx');
    const texts = ['accounts', 'subscriptions'].map((namespace) => fileOf(`src/features/${namespace}/i18n/${language}.json`));
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    let textsBeforeChunk: boolean | undefined;
    // Hold the page's chunk until its texts have been asked for, or 5 s: texts asked for by the
    // page's components would only come after the chunk has arrived and run.
    await page.route(`**${chunk}`, async (route) => {
      const deadline = Date.now() + 5_000;
      while (!texts.every((file) => requested.has(file)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      textsBeforeChunk ??= texts.every((file) => requested.has(file));
      await route.continue();
    });
    await page.goto('/signup-scholar');
    // The website fee step is the subscriptions capability's, inside the accounts form.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main form')).toBeVisible();
    expect(textsBeforeChunk, `${texts.join(' and ')} asked for before ${chunk} arrived`).toBe(true);
  });
}

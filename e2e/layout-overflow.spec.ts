import { expect, test, type Page } from '@playwright/test';
import { cmsPages } from '../packages/db/src/seed/data/cms-pages';
import { presetVisitor } from './pages/catalogue-session';

// Nothing on a public page may widen it past the screen: on a phone, a page wider than the
// screen zooms out, and fixed dialogs (the country chooser) are laid out against the wider page.

/** The page's horizontal overflow in CSS pixels (0 when it fits the screen). */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The CMS pages a visitor can open at /pages/{slug} (home blocks and the footer address are fragments). */
const openablePages = cmsPages
  .map((p) => p.slug)
  .filter((slug) => !slug.startsWith('home-') && slug !== 'footer-address');

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 760 }, isMobile: true, hasTouch: true });

    test('the country chooser is centred and inside the screen on Home, a product list and a CMS page', async ({ page }) => {
      for (const path of ['/', '/product', '/pages/terms']) {
        await page.goto(path);
        const dialog = page.getByRole('dialog', { name: 'Where are you shopping from?' });
        await expect(dialog).toBeVisible();
        await page.waitForLoadState('networkidle');
        const box = await dialog.boundingBox();
        if (!box) throw new Error(`no dialog box on ${path}`);
        expect(box.x, path).toBeGreaterThanOrEqual(8);
        expect(box.x + box.width, path).toBeLessThanOrEqual(width - 8);
        expect(Math.abs(box.x - (width - box.x - box.width)), `${path} is centred`).toBeLessThanOrEqual(2);
        expect(await horizontalOverflow(page), path).toBe(0);
      }
    });

    test('Home and the product list never scroll sideways', async ({ page }) => {
      await presetVisitor(page);
      for (const path of ['/', '/product']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page), path).toBe(0);
      }
    });
  });
}

test.describe('every seeded CMS page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('fits the screen: tables, long words and section menus scroll or wrap inside the content', async ({ page }) => {
    expect(openablePages).toEqual(expect.arrayContaining(['terms', 'privacy', 'shipping-returns', 'faq']));
    await presetVisitor(page);
    for (const slug of openablePages) {
      await page.goto(`/pages/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page), slug).toBe(0);
    }
  });
});

test.describe('content written by staff on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a wide table, a long word, pre-formatted text and a large image stay inside the content column', async ({ page }) => {
    await presetVisitor(page);
    const wide =
      '<p>Ingredient: Pneumonoultramicroscopicsilicovolcanoconiosis-resistant-botanical-extract-blend-number-forty-two</p>' +
      '<table><tr>' + Array.from({ length: 12 }, (_, i) => `<td>Column&nbsp;number&nbsp;${i + 1}</td>`).join('') + '</tr></table>' +
      '<pre>' + 'x'.repeat(300) + '</pre>' +
      '<p><img src="/demo/hero.svg" width="2000" height="800" alt="Wide banner"></p>';
    await page.route('**/api/page/terms/en', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { page_details: { page_content: string }[] };
      body.page_details[0]!.page_content = wide + body.page_details[0]!.page_content;
      await route.fulfill({ response, json: body });
    });
    // With a query string the server sends the shell: the browser fetches the page (the changed answer).
    await page.goto('/pages/terms?from=journey');
    await expect(page.getByRole('table')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await horizontalOverflow(page)).toBe(0);
    const table = await page.getByRole('table').boundingBox();
    expect(table!.x + table!.width).toBeLessThanOrEqual(390);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { CheckoutFormPage } from './pages/checkout-page';
import { presetCart, presetShopper, whey } from './pages/checkout-session';
import { seriousViolations } from './pages/look-at';

// Issue 18, item 6: amounts, dates and numbers follow the language and the country through Intl
// (fr-CA: '63,00 $', never '$63.00'), and French headings on a phone never strand a word's first
// half ('Sentez-') alone on a line.

const phone = { width: 390, height: 844 };

/** Headings (h1 to h3) with a line holding only a word's part that ends in a hyphen, with that line. */
async function strandedHyphens(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const heading of Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3'))) {
      if (heading.getClientRects().length === 0) continue;
      const lines = new Map<number, string[]>();
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // Pieces of words: a hyphenated word is two pieces, each on the line it landed on.
        for (const match of text.matchAll(/[^\s\-\u2010\u2011]+[-\u2010\u2011]?|[-\u2010\u2011]/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rect = Array.from(range.getClientRects()).find((r) => r.width > 0);
          if (!rect) continue;
          const top = [...lines.keys()].find((t) => Math.abs(t - rect.top) < rect.height / 2) ?? rect.top;
          lines.set(top, [...(lines.get(top) ?? []), match[0]]);
        }
      }
      for (const pieces of lines.values()) {
        if (pieces.length === 1 && /[-\u2010\u2011]$/.test(pieces[0] ?? '') && lines.size > 1) found.push(`${heading.innerText.replace(/\s+/g, ' ')} -> "${pieces[0]}"`);
      }
    }
    return found;
  });
}

// Intl writes no-break spaces in French amounts: '63,00 $', '1 234,56 $'.
const frenchCad = /^−?\d{1,3}(?:[\u00a0\u202f ]\d{3})*,\d\d[\u00a0\u202f ]\$$/;

test.describe('French for a shopper in Canada, on a phone', () => {
  test.use({ viewport: phone });

  test('prices read the French Canadian way on the product page, the cart and the checkout', async ({ page }) => {
    await presetShopper(page, 'CA', 'fr');
    await presetCart(page, [whey(2)]);
    await page.goto('/product/show/1');
    const tiers = page.getByTestId('tier-row');
    await expect(tiers.first()).toContainText(/Achetez-en 2-5\s*:\s*\d+[\u00a0\u202f ]%/);
    const tierText = await tiers.first().innerText();
    expect(tierText).toMatch(/— \d+,\d\d[\u00a0\u202f ]\$ chacun/);
    expect(tierText).not.toMatch(/\$\d/);

    await page.goto('/cart');
    const main = page.locator('main');
    await expect(main).toContainText(/\d+,\d\d[\u00a0\u202f ]\$/);
    expect(await main.innerText()).not.toMatch(/\$\d/);

    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    // The total carries the currency's code before the amount.
    await expect(checkout.reviewAmount('review-total')).toHaveText(new RegExp(`^CAD\\s*${frenchCad.source.slice(1)}`));
    expect(await page.locator('body').innerText()).not.toMatch(/\$\d/);
  });

  test('headings strand no hyphenated word’s first half alone on a line, and the pages pass axe', async ({ page }) => {
    test.setTimeout(150_000);
    await presetShopper(page, 'CA', 'fr');
    await presetCart(page, [whey(2)]);
    const stranded: string[] = [];
    for (const path of ['/', '/product', '/product/show/1', '/product/show/4', '/cart', '/checkout']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      stranded.push(...(await strandedHyphens(page)).map((line) => `${path}: ${line}`));
      expect(await seriousViolations(page), path).toEqual([]);
    }
    expect(stranded).toEqual([]);
  });
});

test.describe('the heading check', () => {
  test('finds a first half stranded on its line, and passes a heading whose hyphen does not break', async ({ page }) => {
    await page.setViewportSize(phone);
    const heading = (text: string) =>
      `<html lang="fr"><body><h1 style="width: 13ch; font: 40px/1.2 serif; text-wrap: wrap; hyphens: manual">${text}</h1></body></html>`;
    await page.setContent(heading('Sentezxxxxx-vous bien'));
    expect(await strandedHyphens(page)).toEqual(['Sentezxxxxx-vous bien -> "Sentezxxxxx-"']);
    await page.setContent(heading('Sentezxxxxx\u2011vous bien'));
    expect(await strandedHyphens(page)).toEqual([]);
  });
});

test.describe('English stays as it was', () => {
  test('a shopper in the United States reads $63.00 and English dates', async ({ page }) => {
    await presetShopper(page, 'US', 'en');
    await page.goto('/product/show/1');
    await expect(page.getByTestId('tier-row').first()).toContainText('Buy 2-5: 3% off — $63.00 each');
    await page.goto('/product/show/4');
    await expect(page.getByTestId('guarantee-lines')).toContainText(/until [A-Z][a-z]+ \d{1,2}, \d{4}/);
  });
});

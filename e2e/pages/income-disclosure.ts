import { expect, type Locator, type Page } from '@playwright/test';

type Group = 'ambassador' | 'scholar' | 'all';
type Figure = 'members' | 'zero' | 'median' | 'mean' | 'p10' | 'p25' | 'p75' | 'p90' | 'p99' | 'total' | 'top';

/** The public income disclosure (/income-disclosure): the period selector and one table per currency. */
export class IncomeDisclosurePage {
  readonly heading: Locator;
  readonly period: Locator;
  readonly periodText: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^(Income disclosure|Divulgation des revenus)$/ });
    this.period = page.getByRole('combobox', { name: /^(Period|Période)$/ });
    this.periodText = page.getByTestId('disclosure-period');
  }

  /** The wide table's cell of one figure for a member type in a currency. */
  cell(currency: 'USD' | 'CAD', group: Group, figure: Figure): Locator {
    return this.page.getByTestId(`disclosure-${currency}-${group}-${figure}`);
  }

  /** Every cell of the wide tables at once, by test id ('disclosure-USD-all-median' → '$12.50'). */
  async cells(): Promise<Record<string, string>> {
    return this.page.locator('[data-testid^="disclosure-USD-"], [data-testid^="disclosure-CAD-"]').evaluateAll((cells) =>
      Object.fromEntries(cells.map((cell) => [cell.getAttribute('data-testid') ?? '', (cell.textContent ?? '').trim()])),
    );
  }

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/income-disclosure(\?|$)/);
    await expect(this.heading).toBeVisible();
    await expect(this.cell('USD', 'all', 'members')).toBeVisible();
  }
}

/** The link to the disclosure that a page shows wherever it speaks of earnings. */
export function disclosureLink(page: Page): Locator {
  return page.getByRole('main').getByRole('link', { name: /income disclosure|divulgation des revenus/i });
}

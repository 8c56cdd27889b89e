import { expect, type Locator, type Page } from '@playwright/test';

/** The staff admin (/admin): its navigation, AdminProduct's table and the product editor. */
export class AdminCataloguePages {
  readonly nav: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Admin sections' });
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async openProducts() {
    await this.nav.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(this.heading).toHaveText('Products');
  }

  field(label: string | RegExp): Locator {
    return this.page.getByLabel(label, { exact: typeof label === 'string' });
  }

  /** The live preview line of a member type's tier (the editor's own pricing preview). */
  preview(type: 'customer' | 'ambassador' | 'scholar', range: string): Locator {
    return this.page.getByTestId(`tier-preview-${type}-${range}`);
  }

  async save() {
    await this.page.getByRole('button', { name: 'Submit' }).first().click();
  }
}

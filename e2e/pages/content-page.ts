import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './app-ready';

/** A content page (CMS page, FAQ, article): its heading, content, section list and language menu. */
export class ContentPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly sectionNav: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.sectionNav = this.main.getByRole('navigation', { name: /on this page|sur cette page/i });
  }

  async goto(path: string) {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
    await waitForApp(this.page);
  }

  section(id: string): Locator {
    return this.main.locator(`[id="${id}"]`);
  }

  /** Marks the document, so that a full reload (which loses the mark) can be told from a re-render. */
  async markDocument() {
    await this.page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  }

  async isSameDocument() {
    return this.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
  }

  async switchLanguage(name: 'English' | 'Français') {
    await this.page.getByRole('button', { name: /^[A-Z]{2} · (language|langue)\s*:/i }).first().click();
    await this.page.getByRole('menuitemradio', { name }).click();
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('[data-sonner-toaster]').getByText(text);
  }
}

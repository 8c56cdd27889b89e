import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './app-ready';

/** The storefront's frame: header, footer, country popup and language menu. */
export class ShellPage {
  readonly countryDialog: Locator;
  readonly mainNav: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.countryDialog = page.getByRole('dialog', { name: /where are you shopping from|d'où magasinez-vous|où faites-vous/i });
    this.mainNav = page.getByRole('navigation', { name: /main navigation|navigation principale/i }).first();
    this.footer = page.getByRole('contentinfo');
  }

  async goto(path = '/') {
    await this.page.goto(path);
    await waitForApp(this.page);
  }

  async chooseCountry(name: 'United States' | 'Canada') {
    await expect(this.countryDialog).toBeVisible();
    await this.countryDialog.getByRole('button', { name: new RegExp(name) }).click();
    await expect(this.countryDialog).toBeHidden();
  }

  async switchLanguage(languageName: string) {
    await this.page.getByRole('button', { name: /^[A-Z]{2} · (language|langue)\s*:/i }).first().click();
    await this.page.getByRole('menuitemradio', { name: languageName }).click();
  }

  /** The navigation labels the header shows, in order. */
  async navLabels() {
    return (await this.mainNav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  }
}

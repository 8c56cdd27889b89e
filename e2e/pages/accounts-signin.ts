import type { Locator, Page } from '@playwright/test';

/** Signin (/signin, /{sluguser}/signin). */
export class SigninPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;
  readonly lostPassword: Locator;
  readonly showPassword: Locator;

  constructor(readonly page: Page) {
    // The page's own form, not the footer's newsletter box.
    const main = page.getByRole('main');
    this.email = main.getByRole('textbox', { name: 'Email address', exact: true });
    this.password = main.getByLabel('Password', { exact: true });
    this.submitButton = main.getByRole('button', { name: /^(Log in|Logging in…)$/ });
    this.lostPassword = main.getByRole('link', { name: 'Lost your password?' });
    this.showPassword = main.getByRole('button', { name: 'Show password' });
  }

  async goto(sluguser?: string) {
    await this.page.goto(sluguser ? `/${sluguser}/signin` : '/signin');
  }

  async logIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submitButton.click();
  }
}

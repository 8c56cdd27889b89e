import type { Locator, Page } from '@playwright/test';

/** The shop's wallet sheet for Apple Pay or Google Pay (checkout §2), with the wallet's own button. */
export class ShopWalletSheet {
  readonly dialog: Locator;
  readonly total: Locator;
  readonly payButton: Locator;

  constructor(page: Page, method: 'Apple Pay' | 'Google Pay') {
    this.dialog = page.getByRole('dialog', { name: `${method} checkout` });
    this.total = this.dialog.getByTestId('wallet-total');
    this.payButton = this.dialog.getByRole('button', { name: `Buy with ${method}` });
  }
}

/** Apple's payment sheet (the test double of e2e/provider-standins/apple-pay-session.js). */
export class ApplePaySheet {
  readonly sheet: Locator;
  readonly total: Locator;
  readonly shipTo: Locator;
  readonly error: Locator;
  readonly pay: Locator;
  readonly cancel: Locator;

  constructor(page: Page) {
    this.sheet = page.getByRole('dialog', { name: 'Apple Pay (test double)' });
    this.total = this.sheet.getByTestId('applepay-total');
    this.shipTo = this.sheet.getByLabel('Ship to');
    this.error = this.sheet.getByRole('alert');
    this.pay = this.sheet.getByRole('button', { name: 'Pay', exact: true });
    this.cancel = this.sheet.getByRole('button', { name: 'Cancel' });
  }

  /** The amount shown on a line of the sheet ('Shipping', 'Tax', …). */
  line(label: string): Locator {
    return this.sheet.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}

/** Google's payment sheet (the test double of e2e/provider-standins/google-pay.js). */
export class GooglePaySheet {
  readonly sheet: Locator;
  readonly total: Locator;
  readonly shipTo: Locator;
  readonly card: Locator;
  readonly proceed: Locator;
  readonly cancel: Locator;

  constructor(page: Page) {
    this.sheet = page.getByRole('dialog', { name: 'Google Pay (test double)' });
    this.total = this.sheet.getByTestId('googlepay-total');
    this.shipTo = this.sheet.getByLabel('Ship to');
    this.card = this.sheet.getByLabel('Card');
    this.proceed = this.sheet.getByRole('button', { name: 'Continue' });
    this.cancel = this.sheet.getByRole('button', { name: 'Cancel' });
  }
}

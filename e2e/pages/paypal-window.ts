import type { FrameLocator, Locator, Page } from '@playwright/test';

/** PayPal's smart button (its frame from www.paypal.com) inside a part of the shop's page. */
export class PayPalButton {
  readonly frame: FrameLocator;
  readonly button: Locator;

  constructor(
    readonly page: Page,
    scope: Locator,
  ) {
    this.frame = scope.frameLocator('iframe[title="PayPal"]');
    this.button = this.frame.getByRole('button', { name: 'PayPal' });
  }

  /** Clicks the button; PayPal's window opens with the order the shop created. */
  async open(): Promise<PayPalWindow> {
    const opened = this.page.waitForEvent('popup');
    await this.button.click();
    const popup = await opened;
    await popup.waitForURL(/^https:\/\/www\.paypal\.com\/checkoutnow\?token=/);
    return new PayPalWindow(popup);
  }
}

/** PayPal's buyer window (checkoutnow): the order's amounts, the buyer's addresses, Pay Now and Cancel. */
export class PayPalWindow {
  readonly total: Locator;
  readonly shipping: Locator;
  readonly tax: Locator;
  readonly shipTo: Locator;
  readonly payNow: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.total = page.getByTestId('paypal-total');
    this.shipping = page.getByTestId('paypal-shipping');
    this.tax = page.getByTestId('paypal-tax');
    this.shipTo = page.getByLabel('Ship to');
    this.payNow = page.getByRole('button', { name: 'Pay Now' });
    this.cancel = page.getByRole('link', { name: /Cancel and return/ });
  }

  /** The PayPal order's id (the token of the window's address). */
  get orderId(): string {
    return new URL(this.page.url()).searchParams.get('token') ?? '';
  }

  async approve() {
    const closed = this.page.waitForEvent('close');
    await this.payNow.click();
    await closed;
  }
}

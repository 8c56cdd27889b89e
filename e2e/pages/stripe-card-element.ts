import type { FrameLocator, Locator, Page } from '@playwright/test';

/** Stripe Elements' card field (its frame from js.stripe.com) and Stripe's 3-D Secure challenge. */
export class StripeCardElement {
  readonly frame: FrameLocator;

  constructor(
    readonly page: Page,
    scope: Page | Locator = page,
  ) {
    this.frame = scope.frameLocator('iframe[title="Secure card payment input frame"]');
  }

  get number(): Locator {
    return this.frame.getByLabel('Credit or debit card number');
  }

  /** Types the card as a shopper would: number, expiry MM/YY, CVC. */
  async fill(number: string, expiry = '12/34', cvc = '123') {
    await this.number.fill('');
    await this.number.pressSequentially(number);
    await this.frame.getByLabel('Credit or debit card expiration date').fill('');
    await this.frame.getByLabel('Credit or debit card expiration date').pressSequentially(expiry);
    await this.frame.getByLabel('Credit or debit card CVC/CVV').fill('');
    await this.frame.getByLabel('Credit or debit card CVC/CVV').pressSequentially(cvc);
  }

  /** The card issuer's 3-D Secure test page over the shop's page. */
  get challenge(): FrameLocator {
    return this.page.frameLocator('iframe[title="3D Secure challenge"]');
  }
}

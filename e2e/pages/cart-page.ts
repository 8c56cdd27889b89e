import type { Locator, Page } from '@playwright/test';

/** The Cart page ('Shopping cart'): rows, total and Confirm Order. */
export class CartPageObject {
  readonly heading: Locator;
  readonly confirmOrder: Locator;
  readonly total: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Shopping cart' });
    this.confirmOrder = page.getByRole('button', { name: 'Confirm Order' });
    this.total = page.getByTestId('cart-total');
  }

  async goto(query = '') {
    await this.page.goto(`/cart${query}`);
    await this.heading.waitFor();
  }

  row(productId: number): Locator {
    return this.page.locator(`[data-testid="cart-row"][data-product-id="${productId}"]`);
  }

  quantity(productId: number): Locator {
    return this.row(productId).getByRole('spinbutton');
  }
}

import type { Locator, Page } from '@playwright/test';
import { waitForApp } from './app-ready';

/** The product list (and ListProducts): product cards with their prices. */
export class ProductListPage {
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('product-card');
  }

  async goto(path = '/product') {
    await this.page.goto(path);
    await this.cards.first().waitFor();
    await waitForApp(this.page);
  }

  card(productId: number) {
    return this.page.locator(`[data-testid="product-card"][data-product-id="${productId}"]`).first();
  }

  price(productId: number) {
    return this.card(productId).getByTestId('price');
  }

  compareAtPrice(productId: number) {
    return this.card(productId).getByTestId('compare-at-price');
  }

  /** The card's wishlist heart, named 'Add {name} to your wishlist' (or 'Remove … from …'). */
  heart(productId: number) {
    return this.card(productId).getByRole('button', { name: /^(Add|Remove) .* (to|from) your wishlist$/ });
  }
}

import type { Locator, Page } from '@playwright/test';
import { waitForApp } from './app-ready';

/** ShowDetails: the product's page with its price block, buying form, tabs and reviews. */
export class ProductDetailPage {
  readonly heading: Locator;
  readonly priceBlock: Locator;
  readonly price: Locator;
  readonly compareAtPrice: Locator;
  readonly quantity: Locator;
  readonly addToCart: Locator;
  readonly tierRows: Locator;
  readonly reviews: Locator;
  /** The wishlist button beside Add to Cart ('Save for later', then 'Saved'). */
  readonly wishlist: Locator;
  readonly flashSale: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.priceBlock = page.getByTestId('price-block');
    this.price = this.priceBlock.getByTestId('price');
    this.compareAtPrice = this.priceBlock.getByTestId('compare-at-price');
    this.quantity = page.getByRole('combobox', { name: /^(Quantity|Quantité)$/ });
    this.addToCart = page.getByRole('button', { name: /^(Add to Cart|Ajouter au panier)$/ });
    this.tierRows = page.getByTestId('tier-row');
    this.reviews = page.locator('#reviews');
    this.wishlist = page.getByRole('button', { name: /^(Save for later|Saved)$/ });
    this.flashSale = page.getByRole('region', { name: 'Flash sale' });
  }

  async goto(productRef: string | number, query = '') {
    await this.page.goto(`/product/show/${productRef}${query}`);
    await this.heading.waitFor();
    await waitForApp(this.page);
  }

  purchaseType(name: RegExp) {
    return this.page.getByRole('radio', { name });
  }

  tab(name: string | RegExp) {
    return this.page.getByRole('tab', { name });
  }

  tabPanel() {
    return this.page.getByRole('tabpanel');
  }

  rating() {
    return this.page.getByRole('img', { name: /^(Rated|Noté) / }).first();
  }
}

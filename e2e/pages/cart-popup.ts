import type { Locator, Page } from '@playwright/test';
import { headerCart } from './cart-session';

/** The cart popup: lines with quantity controls, the coupon box and the amounts. */
export class CartPopup {
  readonly dialog: Locator;
  readonly couponField: Locator;
  readonly applyCoupon: Locator;
  readonly appliedCoupon: Locator;
  readonly itemsTotal: Locator;
  readonly discount: Locator;
  readonly total: Locator;
  readonly amounts: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^Your cart/ });
    this.couponField = this.dialog.getByRole('textbox', { name: 'Have a coupon code?' });
    this.applyCoupon = this.dialog.getByRole('button', { name: 'Apply', exact: true });
    this.appliedCoupon = this.dialog.getByTestId('applied-coupon');
    this.itemsTotal = this.dialog.getByTestId('items-total');
    this.discount = this.dialog.getByTestId('discount');
    this.total = this.dialog.getByTestId('cart-total');
    this.amounts = this.dialog.getByTestId('cart-amounts');
  }

  async open() {
    await headerCart(this.page).click();
    await this.dialog.waitFor();
  }

  line(productId: number): Locator {
    return this.dialog.locator(`[data-testid="cart-line"][data-product-id="${productId}"]`);
  }

  async useCoupon(code: string) {
    await this.couponField.fill(code);
    await this.applyCoupon.click();
  }

  removeCoupon(code: string): Locator {
    return this.dialog.getByRole('button', { name: `Remove coupon ${code}` });
  }
}

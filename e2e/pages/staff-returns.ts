import { expect, type Locator, type Page } from '@playwright/test';

/** Staff's Returns and shipping page (/admin/returns): the returns queue and the orders to ship. */
export class StaffReturnsPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async open() {
    await this.page.goto('/admin/returns');
    await expect(this.heading).toHaveText('Returns and shipping');
  }

  tab(name: 'Waiting' | 'Refunded' | 'Rejected'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The return request card of an order in the tab shown. */
  request(orderNumber: string): Locator {
    return this.page.getByTestId('return-request').filter({ hasText: `Order ${orderNumber}` });
  }

  /** The card of a paid order waiting to ship. */
  toShip(orderNumber: string): Locator {
    return this.page.getByTestId('order-to-ship').filter({ hasText: orderNumber });
  }

  /** Carrier and tracking number, then Mark shipped. */
  async ship(orderNumber: string, carrier: string, tracking: string) {
    const card = this.toShip(orderNumber);
    await card.getByLabel('Carrier').fill(carrier);
    await card.getByLabel('Tracking number (optional)').fill(tracking);
    await card.getByRole('button', { name: 'Mark shipped' }).click();
  }

  /** A decision on a request, confirmed with the spec's question. */
  async decide(orderNumber: string, action: 'Approve and refund' | 'Reject', note?: string) {
    const card = this.request(orderNumber);
    if (note) await card.getByLabel('Note for the customer (optional)').fill(note);
    await card.getByRole('button', { name: action }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByText("You won't be able to revert this!")).toBeVisible();
    await dialog.getByRole('button', { name: 'ok', exact: true }).click();
  }
}

import { expect, test } from '@playwright/test';
import { presetVisitor } from './pages/catalogue-session';

// The payment success page thanks only for an order this browser may read and that is paid;
// opened directly or with someone else's order id, it sends the visitor on as the failed page does.

test.describe('payment success opened without a payment', () => {
  for (const [what, url] of [
    ['directly', '/payment/success'],
    ["with another shopper's order id", '/payment/success?order_id=1&payment_method=card'],
    ['with an order id that does not exist', '/payment/success?order_id=987654321'],
  ] as const) {
    test(`${what}: no thank-you, on to the orders page`, async ({ page }) => {
      await presetVisitor(page);
      await page.goto(url);
      await expect(page).not.toHaveURL(/\/payment\/success/);
      await expect(page.getByRole('heading', { name: /thank you/i })).toHaveCount(0);
    });
  }
});

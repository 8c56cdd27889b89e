import { expect, test } from '@playwright/test';
import { CheckoutFormPage, vermont } from './pages/checkout-page';
import { presetCart, presetShopper, whey } from './pages/checkout-session';

// Issue 18, item 4: the shop's claims come from its data and hold at checkout. A product the
// free-shipping offer names says so, with the country and the end date, and ships free there at
// checkout; a product it does not name says nothing of free shipping and pays for it.

const cleanser = { id: 4, name: 'Gentle Botanical Cleanser — 150 mL', quantity: 1 };

test.describe('claims the shop keeps', () => {
  test('a product that ships free says until when, and the checkout charges nothing for shipping it to the United States', async ({ page }) => {
    await presetShopper(page, 'US');
    await presetCart(page, [cleanser]);
    await page.goto('/product/show/4');
    const claim = page.getByTestId('guarantee-lines').getByText(/^Ships free to the United States until (\w+ \d{1,2}, \d{4})/);
    await expect(claim).toBeVisible();
    const until = /until (\w+ \d{1,2}, \d{4})/.exec(await claim.innerText())?.[1] ?? '';
    await expect(page.getByTestId('header-promo')).toContainText(`Free shipping to the United States until ${until}`);

    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await checkout.fillAddress(vermont);
    const options = checkout.form.locator('input[name="shippingType"]');
    await expect(options.first()).toBeVisible();
    for (const option of await options.all()) await expect(option).toHaveAccessibleName(/Free/);
    await checkout.chooseShipping(/Tracked Packet USA/);
    await expect(checkout.reviewAmount('review-shipping')).toHaveText(/Free|\$0\.00/);
    await expect(page.getByTestId('checkout-side-text')).toContainText(`Free shipping to the United States until ${until}`);
  });

  test('a product no offer names claims no free shipping, and pays for shipping at checkout', async ({ page }) => {
    await presetShopper(page, 'US');
    await presetCart(page, [whey(1)]);
    await page.goto('/product/show/1');
    await expect(page.getByTestId('guarantee-lines')).toContainText('45-day money-back guarantee');
    await expect(page.getByTestId('guarantee-lines')).not.toContainText(/ship/i);

    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await checkout.fillAddress(vermont);
    await checkout.chooseShipping(/Tracked Packet USA/);
    await expect(checkout.reviewAmount('review-shipping')).toHaveText(/^\$\d+\.\d\d$/);
    expect(await checkout.reviewAmount('review-shipping').innerText()).not.toBe('$0.00');
  });
});

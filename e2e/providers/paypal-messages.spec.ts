import { ExpressWidget } from '../pages/checkout-express';
import { CheckoutFormPage, vermont } from '../pages/checkout-page';
import { presetCart, presetShopper, storedCart, toast, whey } from '../pages/checkout-session';
import { PayPalButton } from '../pages/paypal-window';
import { expect, test } from './fixtures';

// The PayPal messages of the checkout (checkout §4, §5, §8) with PayPal configured against the
// local PayPal fake and the PayPal JS SDK stand-in; failures are made with page.route(), and the
// stand-in's buttons are made ineligible with window.__paypalStandinIneligible.

const needsAddress = 'Please complete all the required delivery address fields before continuing.';

test.describe('checkout: PayPal messages on the form', () => {
  test('PayPal waits for a complete delivery address; a failed capture says so and keeps the cart', async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    const paypal = new PayPalButton(page, checkout.form);
    await checkout.goto();
    await checkout.form.getByRole('radio', { name: 'PayPal' }).check();
    await expect(checkout.form.getByRole('note')).toHaveText(needsAddress);
    await expect(checkout.form.locator('iframe[title="PayPal"]')).toHaveCount(0);
    // The address without the phone is not enough.
    await checkout.field('Email address').fill('cora.capture@example.com');
    await checkout.fillAddress({ ...vermont, phone: '' });
    await checkout.acceptTerms();
    await checkout.chooseShipping(/Tracked Packet USA/);
    await expect(checkout.form.getByRole('note')).toHaveText(needsAddress);
    await expect(checkout.form.locator('iframe[title="PayPal"]')).toHaveCount(0);
    await checkout.field('Phone').fill(vermont.phone);
    await expect(paypal.button).toBeVisible();
    await expect(checkout.form.getByText(needsAddress)).toHaveCount(0);

    // PayPal approves, the shop's capture fails.
    await page.route('**/api/process-payment-paypal', (route) => route.fulfill({ status: 502, json: { error: 'PayPal capture failed', code: 'paypal_capture_failed' } }));
    const buyerWindow = await paypal.open();
    await buyerWindow.approve();
    const failed = toast(page, 'Payment Capture Failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Failed to capture payment. Please try again.');
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await storedCart(page)).toHaveLength(1);
  });

  test("a failed PayPal order shows 'PayPal Checkout Failed' with the message, or 'Please try again later.'", async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    const paypal = new PayPalButton(page, checkout.form);
    await checkout.goto();
    await checkout.form.getByRole('radio', { name: 'PayPal' }).check();
    await checkout.fillAsGuestToVermont('fern.failed@example.com');

    await page.route('**/api/checkout/paypal/create-order', (route) =>
      route.fulfill({ status: 400, json: { error: 'PayPal could not create the order', code: 'paypal_order_failed' } }),
    );
    await paypal.button.click();
    const failed = toast(page, 'PayPal Checkout Failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('PayPal could not create the order');
    await page.unroute('**/api/checkout/paypal/create-order');
    await expect(failed).toBeHidden();

    // Without a message: 'Please try again later.'
    await page.route('**/api/checkout/paypal/create-order', (route) => route.fulfill({ status: 400, json: { error: '', code: 'paypal_order_failed' } }));
    await paypal.button.click();
    await expect(toast(page, 'PayPal Checkout Failed')).toContainText('Please try again later.');
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await storedCart(page)).toHaveLength(1);
  });

  test("the PayPal SDK that does not load says 'PayPal SDK not loaded'", async ({ page }) => {
    await page.route(/^https:\/\/www\.paypal\.com\/sdk\/js/, (route) => route.abort('failed'));
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await checkout.form.getByRole('radio', { name: 'PayPal' }).check();
    await checkout.fillAsGuestToVermont('sam.sdk@example.com');
    await expect(checkout.form.getByRole('alert').filter({ hasText: 'PayPal SDK not loaded' })).toBeVisible();
    await expect(checkout.form.locator('iframe[title="PayPal"]')).toHaveCount(0);
  });

  test("PayPal buttons the SDK finds ineligible say 'PayPal buttons not eligible'", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __paypalStandinIneligible: boolean }).__paypalStandinIneligible = true;
    });
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await checkout.form.getByRole('radio', { name: 'PayPal' }).check();
    await checkout.fillAsGuestToVermont('ella.eligible@example.com');
    await expect(checkout.form.getByRole('alert').filter({ hasText: 'PayPal buttons not eligible' })).toBeVisible();
    await expect(checkout.form.locator('iframe[title="PayPal"]')).toHaveCount(0);
  });
});

test.describe('checkout: the express PayPal button’s cancel message', () => {
  test('cancelling in PayPal’s window after the order was created says the order is saved for later', async ({ page, fakes }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const express = new ExpressWidget(page);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await express.button('PayPal').click();
    const paypalWindow = await new PayPalButton(page, express.sheet).open();
    await expect(paypalWindow.total).not.toBeEmpty();
    const paypalOrderId = paypalWindow.orderId;
    expect(paypalOrderId).not.toBe('');
    await paypalWindow.cancel.click();
    await expect(express.error).toContainText('Payment Cancelled');
    await expect(express.error).toContainText('You cancelled the PayPal payment. Your order is saved and you can complete it later.');
    expect(await storedCart(page)).toHaveLength(1);
    expect((await fakes.paypalOrder(paypalOrderId)).status).not.toBe('COMPLETED');
  });
});

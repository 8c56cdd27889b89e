import type { Page } from '@playwright/test';
import { ExpressWidget } from '../pages/checkout-express';
import { CheckoutFormPage } from '../pages/checkout-page';
import { orderOf, presetCart, presetShopper, storedCart, whey } from '../pages/checkout-session';
import { ApplePaySheet, GooglePaySheet, ShopWalletSheet } from '../pages/wallet-sheets';
import { expect, test } from './fixtures';

// Apple Pay and Google Pay through PayPal (checkout §4 'Express Google Pay / Apple Pay flow'), in
// the shop with PayPal configured against the local PayPal fake and both wallets turned on. The
// PayPal JS SDK's wallet components, Safari's Apple Pay and Google's Pay API are the test doubles
// of e2e/provider-standins. The Apple Pay buyer has two contacts: 9 Harbour Road, Chicago
// (Illinois, 6.25% tax) and 500 Pine Street, Portland (Oregon, no sales tax).

interface Amounts {
  shipping_amount: number;
  tax_amount: number;
  shipping_tax_amount: number;
  total_amount: number;
}

const money = (amount: number) => `$${amount.toFixed(2)}`;
const answerOf = (page: Page, path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === `/api/${path}`);
/** The PayPal order the server created for the session. */
const paypalOrderIdOf = async (answer: ReturnType<typeof answerOf>) => ((await (await answer).json()) as { paypal_order_id: string }).paypal_order_id;

async function openCheckout(page: Page) {
  await presetShopper(page);
  await presetCart(page, [whey()]);
  const checkout = new CheckoutFormPage(page);
  await checkout.goto();
  return new ExpressWidget(page);
}

test.describe('checkout: Apple Pay through PayPal', () => {
  test.use({ isAppleDevice: true });

  test('the sheet shows the session total, each contact is priced by the server, and Pay settles the order through PayPal', async ({ page, fakes }) => {
    const express = await openCheckout(page);
    await express.button('Apple Pay').click();
    const shop = new ShopWalletSheet(page, 'Apple Pay');
    await expect(shop.total).toHaveText('$126.00');

    // Apple's sheet opens with the session total; its first contact (Chicago) goes to the server.
    const chicagoAnswer = answerOf(page, 'express-checkout/confirm-address');
    await shop.payButton.click();
    const apple = new ApplePaySheet(page);
    await expect(apple.sheet).toBeVisible();
    const chicago = (await (await chicagoAnswer).json()) as Amounts;
    expect(chicago.shipping_amount).toBeGreaterThan(0);
    expect(chicago.tax_amount).toBeGreaterThan(0);
    await expect(apple.total).toHaveText(money(chicago.total_amount));
    await expect(apple.line('Shipping')).toHaveText(money(chicago.shipping_amount));
    await expect(apple.line('Tax')).toHaveText(money(chicago.tax_amount));
    await expect(shop.total).toHaveText(money(chicago.total_amount));

    // Portland: Oregon has no sales tax; the sheet follows the server.
    const portlandAnswer = answerOf(page, 'express-checkout/confirm-address');
    await apple.shipTo.selectOption({ label: 'Pat Buyer, 500 Pine Street, Portland, OR 97204' });
    const portland = (await (await portlandAnswer).json()) as Amounts;
    expect(portland.tax_amount).toBe(0);
    expect(portland.total_amount).toBeLessThan(chicago.total_amount);
    await expect(apple.total).toHaveText(money(portland.total_amount));
    await expect(apple.line('Tax')).toHaveText('$0.00');

    const created = answerOf(page, 'checkout/paypal/create-order');
    const paid = answerOf(page, 'express-checkout/process-payment');
    await apple.pay.click();
    const paypalOrderId = await paypalOrderIdOf(created);
    const payment = (await (await paid).json()) as { order_id: number; transaction_id: string; amount: number };
    expect(payment.amount).toBe(portland.total_amount);
    await expect(express.success).toContainText('Payment Successful');
    await expect(express.success).toContainText(payment.transaction_id);
    await expect(apple.sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?order_id=${payment.order_id}&payment_method=apple_pay_via_paypal`));
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(await storedCart(page)).toEqual([]);

    // The order ships to the contact paid with; PayPal captured it, paid with Apple Pay.
    const order = await orderOf(page, payment.order_id);
    expect(order).toMatchObject({ payment_status: 'paid', payment_method: 'apple_pay_via_paypal', email: 'pat.apple@example.com' });
    expect(order.shipping_address).toMatchObject({ address1: '500 Pine Street', city: 'Portland' });
    expect(Number(order.total)).toBe(portland.total_amount);
    const atPayPal = await fakes.paypalOrder(paypalOrderId);
    expect(atPayPal.status).toBe('COMPLETED');
    expect(atPayPal.payment_source?.apple_pay).toMatchObject({ email_address: 'pat.apple@example.com', card: { brand: 'VISA', last_digits: '1111' } });
    expect(atPayPal.purchase_units[0]?.custom_id).toBe(String(payment.order_id));
    expect(atPayPal.purchase_units[0]?.payments?.captures[0]).toMatchObject({ id: payment.transaction_id, status: 'COMPLETED', amount: { value: portland.total_amount.toFixed(2) } });
  });

  test('cancelling Apple’s sheet shows the cancelled state and keeps the cart', async ({ page }) => {
    const express = await openCheckout(page);
    await express.button('Apple Pay').click();
    const shop = new ShopWalletSheet(page, 'Apple Pay');
    await shop.payButton.click();
    const apple = new ApplePaySheet(page);
    await expect(apple.pay).toBeEnabled();
    await apple.cancel.click();
    await expect(apple.sheet).toBeHidden();
    await expect(express.error).toContainText('Payment Cancelled');
    await expect(express.error).toContainText('You cancelled the payment. Your cart is still saved and you can try again.');
    await expect(shop.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await storedCart(page)).toHaveLength(1);
  });

  test('a card PayPal declines fails Apple’s sheet and shows the Apple Pay error; nothing is paid and the cart stays', async ({ page, fakes }) => {
    // PayPal declines the Apple Pay card when the SDK confirms the order with it.
    await page.route(/^https:\/\/www\.paypal\.com\/v2\/checkout\/orders\/[^/]+\/confirm-payment-source$/, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fulfill({
        status: 422,
        headers: { 'access-control-allow-origin': new URL(page.url()).origin },
        contentType: 'application/json',
        body: JSON.stringify({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'PAYMENT_SOURCE_DECLINED_BY_PROCESSOR', description: 'The provided payment source is declined by the processor.' }] }),
      });
    });
    const express = await openCheckout(page);
    await express.button('Apple Pay').click();
    await new ShopWalletSheet(page, 'Apple Pay').payButton.click();
    const apple = new ApplePaySheet(page);
    await expect(apple.pay).toBeEnabled();
    const created = answerOf(page, 'checkout/paypal/create-order');
    await apple.pay.click();
    const paypalOrderId = await paypalOrderIdOf(created);
    await expect(apple.sheet).toContainText('Payment Not Completed');
    await expect(express.error).toContainText('Payment Failed');
    await expect(express.error).toContainText('Apple Pay payment failed: The provided payment source is declined by the processor.');
    // Closing the failed sheet does not turn the failure into a cancel.
    await apple.cancel.click();
    await expect(apple.sheet).toBeHidden();
    await expect(express.error).toContainText('Apple Pay payment failed');
    expect(await storedCart(page)).toHaveLength(1);
    expect((await fakes.paypalOrder(paypalOrderId)).status).toBe('CREATED');
  });
});

test.describe('checkout: Google Pay through PayPal', () => {
  test('Google’s sheet offers US and Canadian addresses and the four networks; the address is priced and the order paid through PayPal', async ({ page, fakes }) => {
    const express = await openCheckout(page);
    await express.button('Google Pay').click();
    const shop = new ShopWalletSheet(page, 'Google Pay');
    await expect(shop.total).toHaveText('$126.00');
    await shop.payButton.click();
    const google = new GooglePaySheet(page);
    await expect(google.total).toHaveText('Total 126.00 USD');
    // Checkout §9: US and CA only; Visa, Mastercard, Amex, Discover (no JCB).
    await expect(google.shipTo.locator('option')).toHaveText(['Gail Google, 9 Harbour Road, Chicago, IL 60601, US', 'Gail Google, 1 Bay Street, Toronto, ON M5J 2N8, CA']);
    await expect(google.card.locator('option')).toHaveText(['Visa •••• 1111', 'Mastercard •••• 4444', 'Visa •••• 4242 (test: no token data)']);

    const confirmed = answerOf(page, 'express-checkout/confirm-address');
    const created = answerOf(page, 'checkout/paypal/create-order');
    const paid = answerOf(page, 'express-checkout/process-payment');
    await google.card.selectOption({ label: 'Mastercard •••• 4444' });
    await google.proceed.click();
    const paypalOrderId = await paypalOrderIdOf(created);
    const chicago = (await (await confirmed).json()) as Amounts;
    expect(chicago.tax_amount).toBeGreaterThan(0);
    const payment = (await (await paid).json()) as { order_id: number; transaction_id: string; amount: number };
    expect(payment.amount).toBe(chicago.total_amount);
    await expect(express.success).toContainText('Payment Successful');
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?order_id=${payment.order_id}&payment_method=google_pay_via_paypal`));
    expect(await storedCart(page)).toEqual([]);

    const order = await orderOf(page, payment.order_id);
    expect(order).toMatchObject({ payment_status: 'paid', payment_method: 'google_pay_via_paypal', email: 'gail.google@example.com' });
    expect(order.shipping_address).toMatchObject({ address1: '9 Harbour Road', city: 'Chicago' });
    const atPayPal = await fakes.paypalOrder(paypalOrderId);
    expect(atPayPal.status).toBe('COMPLETED');
    expect(atPayPal.payment_source?.google_pay).toMatchObject({ card: { brand: 'MASTERCARD', last_digits: '4444' } });
    expect(atPayPal.purchase_units[0]?.payments?.captures[0]?.amount.value).toBe(chicago.total_amount.toFixed(2));
  });

  test('a cancelled Google Pay sheet clears silently: no error, the sheet stays for another try', async ({ page }) => {
    const express = await openCheckout(page);
    let payments = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/express-checkout/process-payment') || r.url().endsWith('/api/checkout/paypal/create-order')) payments += 1;
    });
    await express.button('Google Pay').click();
    const shop = new ShopWalletSheet(page, 'Google Pay');
    await shop.payButton.click();
    const google = new GooglePaySheet(page);
    await google.cancel.click();
    await expect(google.sheet).toBeHidden();
    await expect(shop.dialog).toBeVisible();
    await expect(shop.dialog.getByRole('alert')).toHaveCount(0);
    await expect(express.error).toBeHidden();
    // Again: the sheet opens as before.
    await shop.payButton.click();
    await expect(google.total).toHaveText('Total 126.00 USD');
    await google.cancel.click();
    await expect(google.sheet).toBeHidden();
    await expect(express.error).toBeHidden();
    expect(payments).toBe(0);
    expect(await storedCart(page)).toHaveLength(1);
  });

  test('payment data without token data is refused with the Google Pay error, nothing is paid', async ({ page }) => {
    const express = await openCheckout(page);
    let payments = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/express-checkout/process-payment') || r.url().endsWith('/api/checkout/paypal/create-order')) payments += 1;
    });
    await express.button('Google Pay').click();
    await new ShopWalletSheet(page, 'Google Pay').payButton.click();
    const google = new GooglePaySheet(page);
    await google.card.selectOption({ label: 'Visa •••• 4242 (test: no token data)' });
    await google.proceed.click();
    await expect(express.error).toContainText('Payment Failed');
    await expect(express.error).toContainText('Google Pay payment failed: Google Pay returned no payment method or token data');
    expect(payments).toBe(0);
    expect(await storedCart(page)).toHaveLength(1);
  });
});

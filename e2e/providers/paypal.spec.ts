import { ExpressWidget } from '../pages/checkout-express';
import { CheckoutFormPage } from '../pages/checkout-page';
import { orderIdFrom, orderOf, presetCart, presetShopper, storedCart, toast, whey } from '../pages/checkout-session';
import { PayPalButton } from '../pages/paypal-window';
import { expect, test } from './fixtures';

// The shop with PayPal configured (against the local PayPal fake): the checkout's PayPal choice and
// the express PayPal button show PayPal's smart button; the PayPal JS SDK and the buyer's PayPal
// window are the test doubles of e2e/provider-standins. The buyer has two saved addresses in
// PayPal: 9 Harbour Road, Chicago (Illinois, 6.25% tax) and 500 Pine Street, Portland (Oregon, no
// sales tax).

/** '$137.85' or '137.85 USD' as a number. */
const amountOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

test.describe('checkout: PayPal through the PayPal JS SDK', () => {
  test('the PayPal choice: a cancelled PayPal window keeps the cart; approving it captures the order total at PayPal', async ({ page, fakes }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await checkout.form.getByRole('radio', { name: 'PayPal' }).check();
    // PayPal needs the delivery address first (checkout §5).
    await expect(checkout.form.getByRole('note')).toContainText('Please complete all the required delivery address fields');
    await checkout.fillAsGuestToVermont('paula.paypal@example.com');
    await expect(checkout.placeOrder).toBeHidden();
    const total = amountOf(await checkout.reviewAmount('review-total').innerText());
    const paypal = new PayPalButton(page, checkout.form);

    // The buyer cancels in PayPal's window: nothing is paid, the cart stays.
    const first = await paypal.open();
    await expect(first.total).toHaveText(`${total.toFixed(2)} USD`);
    // Our address goes to PayPal: the buyer cannot pick another one.
    await expect(first.page.getByText('Ship to: Gina Guest, 1 Main Street, Burlington, VT 05401, US')).toBeVisible();
    await expect(first.shipTo).toBeHidden();
    const cancelledId = first.orderId;
    await first.cancel.click();
    await expect(toast(page, 'Payment Cancelled')).toBeVisible();
    await expect(toast(page, 'Payment Cancelled')).toContainText('You cancelled the PayPal payment. Your cart is still saved and you can try again.');
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await storedCart(page)).toHaveLength(1);
    expect((await fakes.paypalOrder(cancelledId)).status).toBe('PAYER_ACTION_REQUIRED');

    // Again, approved this time: the shop captures, the order is paid.
    const second = await paypal.open();
    const captured = page.waitForResponse((r) => r.url().endsWith('/api/process-payment-paypal'));
    await second.approve();
    expect((await captured).status()).toBe(200);
    await expect(page).toHaveURL(/\/payment\/success\?order_id=\d+&payment_method=paypal/);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(await storedCart(page)).toEqual([]);
    const order = await orderOf(page, orderIdFrom(page.url()));
    expect(order).toMatchObject({ payment_status: 'paid', payment_method: 'paypal' });
    expect(Number(order.total)).toBe(total);

    const atPayPal = await fakes.paypalOrder(second.orderId);
    expect(atPayPal.status).toBe('COMPLETED');
    const unit = atPayPal.purchase_units[0];
    expect(unit?.custom_id).toBe(String(order.id));
    expect(unit?.payments?.captures).toEqual([expect.objectContaining({ status: 'COMPLETED', amount: { currency_code: 'USD', value: total.toFixed(2) } })]);
  });
});

test.describe('checkout: the express PayPal button through the PayPal JS SDK', () => {
  test('the buyer picks an address in PayPal, the amounts follow it, and the approved payment lands on PaymentSuccess', async ({ page, fakes }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const express = new ExpressWidget(page);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await expect(express.row).not.toContainText('Test mode');

    await express.button('PayPal').click();
    await expect(express.sheet).toBeVisible();
    await expect(express.sheet).toContainText('Merchant: Upline Wellness');
    const sheetTotal = express.sheet.getByTestId('wallet-total');
    await expect(sheetTotal).toHaveText('$126.00');
    await expect(express.sheet).toContainText('Calculated with your address');

    // PayPal's window opens; the buyer's first saved address (Chicago) is reported to the shop,
    // which prices shipping and Illinois' tax and updates the order at PayPal.
    const confirmations = page.waitForResponse((r) => r.url().endsWith('/api/express-checkout/confirm-address'));
    const paypalWindow = await new PayPalButton(page, express.sheet).open();
    const chicago = (await (await confirmations).json()) as { total_amount: number; tax_amount: number; shipping_amount: number };
    expect(chicago.shipping_amount).toBeGreaterThan(0);
    expect(chicago.tax_amount).toBeGreaterThan(0);
    await expect(sheetTotal).toHaveText(`$${chicago.total_amount.toFixed(2)}`);
    await expect(paypalWindow.total).toHaveText(`${chicago.total_amount.toFixed(2)} USD`);

    // Portland: no sales tax in Oregon; the sheet and PayPal's window both show the new total.
    const portlandAnswer = page.waitForResponse((r) => r.url().endsWith('/api/express-checkout/confirm-address'));
    await paypalWindow.shipTo.selectOption({ label: 'Pat Buyer, 500 Pine Street, Portland, OR 97204, US' });
    const portland = (await (await portlandAnswer).json()) as { total_amount: number; tax_amount: number };
    expect(portland.tax_amount).toBe(0);
    expect(portland.total_amount).toBeLessThan(chicago.total_amount);
    await expect(sheetTotal).toHaveText(`$${portland.total_amount.toFixed(2)}`);
    await expect(paypalWindow.total).toHaveText(`${portland.total_amount.toFixed(2)} USD`);
    await expect(paypalWindow.tax).toHaveText('0.00 USD');
    const paypalOrderId = paypalWindow.orderId;
    expect((await fakes.paypalOrder(paypalOrderId)).purchase_units[0]?.amount.value).toBe(portland.total_amount.toFixed(2));

    const paid = page.waitForResponse((r) => r.url().endsWith('/api/express-checkout/process-payment'));
    await paypalWindow.approve();
    const payment = (await (await paid).json()) as { order_id: number; transaction_id: string; amount: number };
    expect(payment.amount).toBe(portland.total_amount);
    await expect(express.success).toContainText('Payment Successful');
    await expect(express.success).toContainText(payment.transaction_id);
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?order_id=${payment.order_id}&payment_method=paypal`));
    expect(await storedCart(page)).toEqual([]);

    // The order takes the buyer's e-mail and the address picked in PayPal, from the capture.
    const order = await orderOf(page, payment.order_id);
    expect(order).toMatchObject({ payment_status: 'paid', payment_method: 'paypal', email: 'pat.buyer@example.com' });
    expect(order.shipping_address).toMatchObject({ address1: '500 Pine Street', city: 'Portland' });
    expect(Number(order.total)).toBe(portland.total_amount);
    const atPayPal = await fakes.paypalOrder(paypalOrderId);
    expect(atPayPal.status).toBe('COMPLETED');
    expect(atPayPal.purchase_units[0]?.payments?.captures[0]).toMatchObject({ id: payment.transaction_id, amount: { value: portland.total_amount.toFixed(2) } });
  });

  test('the express buttons wait for the payment settings; closing PayPal’s window cancels the payment and keeps the cart', async ({ page, fakes }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const express = new ExpressWidget(page);
    // Until the shop knows its payment providers, the express buttons wait (rather than saying PayPal is not set up).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/payments/config?*', async (route) => {
      await released;
      await route.continue();
    });
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await expect(checkout.reviewAmount('review-subtotal')).toHaveText('$126.00');
    await expect(express.button('PayPal')).toBeDisabled();
    release();
    await expect(express.button('PayPal')).toBeEnabled();
    await express.button('PayPal').click();
    const paypalWindow = await new PayPalButton(page, express.sheet).open();
    await expect(paypalWindow.total).not.toBeEmpty();
    const paypalOrderId = paypalWindow.orderId;
    await paypalWindow.page.close();
    await expect(express.error).toContainText('Payment Cancelled');
    expect(await storedCart(page)).toHaveLength(1);
    expect((await fakes.paypalOrder(paypalOrderId)).status).not.toBe('COMPLETED');
  });
});

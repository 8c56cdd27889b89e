import { expect, test } from '@playwright/test';
import { CheckoutFormPage } from './pages/checkout-page';
import { orderIdFrom, orderOf, presetCart, presetShopper, recordApi, storedCart, toast, whey } from './pages/checkout-session';

// 3-D Secure on the card payment, with the shop's test gateway: 4000 0025 0000 3155 needs the
// verification, and the gateway's challenge dialog stands in for the bank's page (Complete or
// Fail). Demo data: 2 × Antioxidant Whey Complex is $126.00 for a customer.

/** A guest at the payment step with the card that needs 3-D Secure entered. */
async function readyToPay(checkout: CheckoutFormPage, email: string) {
  await checkout.goto();
  await checkout.fillAsGuestToVermont(email);
  await checkout.fillCard('4000 0025 0000 3155');
}

test.describe('checkout: 3-D Secure on the test gateway', () => {
  test('a guest pays with a card that needs 3-D Secure: the challenge is completed, the order is paid once', async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    const payments = recordApi(page, '/api/process-payment');
    const orderPosts = recordApi(page, '/api/guest/orders');
    await readyToPay(checkout, 'tessa.secure@example.com');

    // A double click places one order and asks for one payment.
    await checkout.placeOrder.dblclick();
    await expect(checkout.challenge).toBeVisible();
    // While the bank's page is open, Place Order waits and cannot be pressed again.
    await expect(page.getByRole('button', { name: 'Waiting for your bank’s verification…', includeHidden: true })).toBeDisabled();
    expect(payments).toHaveLength(1);

    await checkout.endChallenge('Complete');
    await expect(page).toHaveURL(/\/payment\/success\?order_id=\d+&payment_method=card/);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(await storedCart(page)).toEqual([]);
    const order = await orderOf(page, orderIdFrom(page.url()));
    expect(order.payment_status).toBe('paid');

    // The call after the challenge named the payment, under a key of its own.
    expect(payments).toHaveLength(2);
    const [first, second] = payments as [(typeof payments)[number], (typeof payments)[number]];
    expect(first.body).toEqual({ order_id: order.id, authorization_key: 'pm_card_authenticationRequired' });
    expect(second.body).toMatchObject({ order_id: order.id, authorization_key: 'pm_card_authenticationRequired', payment_reference: expect.stringMatching(/^test_pi_/) });
    expect(second.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
    expect(orderPosts).toHaveLength(1);
  });

  test("a failed challenge shows the bank's message and keeps the cart; a good card then pays the same order", async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    const orderPosts = recordApi(page, '/api/guest/orders');
    await readyToPay(checkout, 'felix.failed@example.com');

    await checkout.placeOrder.click();
    await checkout.endChallenge('Fail');
    await expect(toast(page, 'We are unable to authenticate your payment method. Please choose a different payment method and try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkout.placeOrder).toBeEnabled();
    expect(await storedCart(page)).toHaveLength(1);

    await checkout.fillCard('4242 4242 4242 4242');
    await checkout.placeOrder.click();
    await expect(page).toHaveURL(/\/payment\/success/);
    const order = await orderOf(page, orderIdFrom(page.url()));
    expect(order.payment_status).toBe('paid');
    expect(new Set(orderPosts.map((post) => post.headers['idempotency-key'])).size).toBe(1);
  });
});

import { CheckoutFormPage } from '../pages/checkout-page';
import { orderIdFrom, orderOf, presetCart, presetShopper, recordApi, storedCart, toast, whey } from '../pages/checkout-session';
import { StripeCardElement } from '../pages/stripe-card-element';
import { expect, test } from './fixtures';

// The shop with Stripe as its card provider (against the local Stripe fake): the checkout shows
// Stripe Elements instead of the test card form; Stripe.js is the test double of
// e2e/provider-standins. Demo data: 2 × Antioxidant Whey Complex is $126.00 for a customer.

/** The checkout filled in for a guest in Vermont with the Tracked Packet delivery. */
async function readyCheckout(page: CheckoutFormPage['page'], email: string) {
  await presetShopper(page);
  await presetCart(page, [whey()]);
  const checkout = new CheckoutFormPage(page);
  await checkout.goto();
  await checkout.fillAsGuestToVermont(email);
  return checkout;
}

test.describe('checkout: card payments through Stripe Elements', () => {
  test('a guest pays by card in the Stripe card field; Stripe holds the payment at the order total; the cart is cleared', async ({ page, fakes }) => {
    const checkout = await readyCheckout(page, 'stella.stripe@example.com');
    await expect(page.getByTestId('stripe-card-form')).toBeVisible();
    await expect(page.getByTestId('test-card-form')).toHaveCount(0);
    const card = new StripeCardElement(page, checkout.form);
    // The card goes from Stripe's frame to Stripe; the shop only sends the payment method's id.
    const paymentMethods = page.waitForRequest((r) => r.url() === 'https://api.stripe.com/v1/payment_methods');
    const payments = recordApi(page, '/api/process-payment');
    await card.fill('4242 4242 4242 4242');
    const total = await checkout.reviewAmount('review-total').innerText();

    await checkout.placeOrder.click();
    expect((await paymentMethods).frame().url()).toMatch(/^https:\/\/js\.stripe\.com\//);
    await expect(page).toHaveURL(/\/payment\/success\?order_id=\d+&payment_method=card/);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByTestId('success-order')).toContainText(total.replace('USD', '').trim());
    expect(await storedCart(page)).toEqual([]);

    const orderId = orderIdFrom(page.url());
    const order = await orderOf(page, orderId);
    expect(order.payment_status).toBe('paid');
    expect(payments).toHaveLength(1);
    const sent = payments[0]?.body as { order_id: number; authorization_key: string };
    expect(sent.authorization_key).toMatch(/^pm_/);
    expect(JSON.stringify(payments[0]?.body)).not.toContain('4242');

    const [intent, ...others] = await fakes.stripeIntentsOf(orderId);
    expect(others).toEqual([]);
    expect(intent).toMatchObject({ status: 'succeeded', currency: 'usd', amount: Math.round(Number(order.total) * 100), payment_method: sent.authorization_key });
    expect(intent?.amount_received).toBe(intent?.amount);
  });

  test("a declined card shows Stripe's message and keeps the cart; a good card then pays the same order", async ({ page, fakes }) => {
    const checkout = await readyCheckout(page, 'dora.declined@example.com');
    const orderPosts = recordApi(page, '/api/guest/orders');
    const card = new StripeCardElement(page, checkout.form);

    // Stripe's own check in its frame: nothing is sent for an incomplete card.
    await card.fill('4242 4242');
    await checkout.placeOrder.click();
    await expect(checkout.form.getByTestId('stripe-card-form').getByRole('alert')).toHaveText('Your card number is incomplete.');
    expect(orderPosts).toEqual([]);

    await card.fill('4000 0000 0000 0002');
    await checkout.placeOrder.click();
    await expect(toast(page, 'Your card was declined.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkout.placeOrder).toBeEnabled();
    expect(await storedCart(page)).toHaveLength(1);
    expect(orderPosts).toHaveLength(1);

    await card.fill('4242 4242 4242 4242');
    await checkout.placeOrder.click();
    await expect(page).toHaveURL(/\/payment\/success/);
    const orderId = orderIdFrom(page.url());
    expect(new Set(orderPosts.map((post) => post.headers['idempotency-key'])).size).toBe(1);
    const order = await orderOf(page, orderId);
    expect(order.payment_status).toBe('paid');
    expect(await storedCart(page)).toEqual([]);

    // Two intents at Stripe for the one order: the refused card's, then the paid one.
    const intents = await fakes.stripeIntentsOf(orderId);
    expect(intents.map((pi) => pi.status)).toEqual(['requires_payment_method', 'succeeded']);
    expect(intents[0]?.last_payment_error).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    expect(intents[1]).toMatchObject({ amount: Math.round(Number(order.total) * 100), currency: 'usd' });
  });
});

test.describe('checkout: 3-D Secure through Stripe', () => {
  test('a card that needs 3-D Secure: Stripe shows the bank’s page over the checkout; completed, the order is paid', async ({ page, fakes }) => {
    const checkout = await readyCheckout(page, 'sam.secure@example.com');
    const card = new StripeCardElement(page, checkout.form);
    await card.fill('4000 0025 0000 3155');
    await checkout.placeOrder.click();

    await expect(card.challenge.getByRole('heading', { name: '3D Secure 2 Test Page' })).toBeVisible();
    await card.challenge.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/payment\/success\?order_id=\d+&payment_method=card/);
    const orderId = orderIdFrom(page.url());
    const order = await orderOf(page, orderId);
    expect(order.payment_status).toBe('paid');
    expect(await storedCart(page)).toEqual([]);
    const intents = await fakes.stripeIntentsOf(orderId);
    expect(intents.map((pi) => pi.status)).toEqual(['succeeded']);
    expect(intents[0]?.amount).toBe(Math.round(Number(order.total) * 100));
  });
});

test.describe('the Stripe.js test double', () => {
  test('handleNextAction runs the challenge and answers as Stripe.js: the intent after Complete, Stripe’s message after Fail', async ({ page, fakes }) => {
    await readyCheckout(page, 'nora.next@example.com');
    await expect(new StripeCardElement(page).number).toBeVisible();
    const card = new StripeCardElement(page);
    const handleNextAction = (clientSecret: string) =>
      page.evaluate(
        async ({ key, secret }) => {
          const stripe = (window as unknown as { Stripe: (pk: string) => { handleNextAction: (o: { clientSecret: string }) => Promise<unknown> } }).Stripe(key);
          try {
            return await stripe.handleNextAction({ clientSecret: secret });
          } catch (error) {
            return { thrown: String(error) };
          }
        },
        { key: fakes.info.stripe.publishableKey, secret: clientSecret },
      );

    const passing = await fakes.stripeIntentAwaitingAuthentication(12600);
    const passed = handleNextAction(passing.clientSecret);
    await card.challenge.getByRole('button', { name: 'Complete' }).click();
    expect(await passed).toMatchObject({ paymentIntent: { id: passing.id, status: 'succeeded' } });
    await expect(page.locator('iframe[title="3D Secure challenge"]')).toHaveCount(0);
    expect((await fakes.stripeIntent(passing.id)).status).toBe('succeeded');
    // Nothing is waiting any more: Stripe.js throws.
    expect(await handleNextAction(passing.clientSecret)).toMatchObject({ thrown: expect.stringContaining('succeeded') });

    const failing = await fakes.stripeIntentAwaitingAuthentication(12600);
    const failed = handleNextAction(failing.clientSecret);
    await card.challenge.getByRole('button', { name: 'Fail' }).click();
    expect(await failed).toMatchObject({
      error: { code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' },
    });
    expect((await fakes.stripeIntent(failing.id)).status).toBe('requires_payment_method');
  });
});

import { expect, test } from '@playwright/test';
import { ExpressWidget } from './pages/checkout-express';
import { CheckoutFormPage, quebec, vermont } from './pages/checkout-page';
import { expressOrderWithoutAddress, orderIdFrom, orderOf, presetCart, presetShopper, recordApi, storedCart, toast, whey } from './pages/checkout-session';

// Demo data: 2 × Antioxidant Whey Complex is $126.00 for a customer (3% tier). The shop runs on
// its test payment gateway: 4242… pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 needs
// 3-D Secure (e2e/checkout-3ds.spec.ts). PayPal is not configured, so the express PayPal button
// uses the server's PayPal stand-in (no PayPal JS SDK, no network).

test.describe('checkout: card payments on the test gateway', () => {
  test('a guest pays by card: the order is created Pending, then paid; the cart is cleared', async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    const orderPosts = recordApi(page, '/api/guest/orders');
    await checkout.goto();

    await expect(page.getByRole('heading', { level: 1, name: 'Secure checkout' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We accept' })).toBeVisible();
    await expect(page.getByRole('separator', { name: 'OR' })).toBeVisible();
    await expect(checkout.reviewAmount('review-subtotal')).toHaveText('$126.00');
    await expect(page.getByTestId('test-card-form')).toContainText('Test payment form');

    // An empty form shows the spec's messages and sends nothing.
    await checkout.placeOrder.click();
    await expect(checkout.field('Email address')).toHaveAccessibleDescription('Email address is required');
    await expect(checkout.field('First name')).toHaveAccessibleDescription('This field is required');
    await expect(checkout.field('State/Province')).toHaveAccessibleDescription('Select state/province');
    await expect(toast(page, 'Please select shipping method')).toBeVisible();
    await checkout.field('Email address').fill('not-an-email');
    await expect(checkout.field('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(orderPosts).toEqual([]);

    await checkout.fillAsGuestToVermont('gina.guest@example.com');
    await expect(checkout.reviewAmount('review-shipping')).toHaveText('$13.95');

    // The cart feature's coupon box sits in the order review: 10% off the items.
    await checkout.review.getByLabel('Have a coupon code?').fill('10OFF');
    await checkout.review.getByRole('button', { name: 'Apply' }).click();
    await expect(checkout.reviewAmount('review-discount')).toHaveText('−$12.60');
    // The doctor bio modal of the order review.
    await checkout.review.getByRole('button', { name: /Dr\. Samuel Reid/ }).click();
    await expect(page.getByRole('dialog', { name: 'Dr. Samuel Reid, PhD' })).toContainText('nutritional biochemistry');
    await page.keyboard.press('Escape');
    await expect(checkout.review).toContainText('45-day money-back guarantee');
    const total = await checkout.reviewAmount('review-total').innerText();
    await checkout.fillCard('4242 4242 4242 4242');

    const created = page.waitForResponse((r) => r.url().endsWith('/api/guest/orders'));
    const paid = page.waitForResponse((r) => r.url().endsWith('/api/process-payment'));
    const conversion = page.waitForRequest(
      (r) => r.url().endsWith('/api/analytics/track-event') && (r.postDataJSON() as { event_name?: string }).event_name === 'conversion',
    );
    await checkout.placeOrder.click();
    const createdBody = (await (await created).json()) as { data: { order: { id: number; order_status: string; payment_status: string } } };
    expect(createdBody.data.order.order_status).toBe('Pending');
    const paidAnswer = await paid;
    expect(paidAnswer.status()).toBe(200);

    await expect(page).toHaveURL(/\/payment\/success\?order_id=\d+&payment_method=card/);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    const orderId = orderIdFrom(page.url());
    expect(orderId).toBe(createdBody.data.order.id);
    // The conversion is recorded about a second after the success page shows.
    const converted = (await conversion).postDataJSON() as { event_data: { order_id: unknown } };
    expect(String(converted.event_data.order_id)).toBe(String(orderId));
    await expect(page.getByTestId('success-order')).toContainText(total.replace('USD', '').trim());
    expect(await storedCart(page)).toEqual([]);
    const order = await orderOf(page, orderId);
    expect(order.payment_status).toBe('paid');
    expect(order.order_status).not.toBe('Pending');
    // Each request carried an Idempotency-Key.
    expect(orderPosts).toHaveLength(1);
    expect(orderPosts[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/product$/);
  });

  test("a declined card shows the provider's message and keeps the cart; another card pays the same order", async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    const orderPosts = recordApi(page, '/api/guest/orders');
    await checkout.goto();
    await checkout.fillAsGuestToVermont('dana.declined@example.com');

    await checkout.fillCard('4000 0000 0000 0002');
    await checkout.placeOrder.click();
    await expect(toast(page, 'Your card was declined.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkout.placeOrder).toBeEnabled();
    expect(await storedCart(page)).toHaveLength(1);
    // The toast goes; the reason stays beside the card until the card changes.
    await expect(toast(page, 'Your card was declined.')).toHaveCount(0, { timeout: 6000 });
    await expect(checkout.field('Card number')).toHaveAccessibleDescription('Your card was declined.');
    await checkout.field('Card number').fill('4242');
    await expect(checkout.field('Card number')).not.toHaveAccessibleDescription('Your card was declined.');

    await checkout.fillCard('4242 4242 4242 4242');
    await checkout.placeOrder.click();
    await expect(page).toHaveURL(/\/payment\/success/);
    // The same attempt kept its Idempotency-Key: one order, paid with the second card.
    const keys = new Set(orderPosts.map((post) => post.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    const order = await orderOf(page, orderIdFrom(page.url()));
    expect(order.payment_status).toBe('paid');
  });

  test('a lost answer is retried under the same Idempotency-Key and gives one order', async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    const orderPosts = recordApi(page, '/api/guest/orders');
    // The first answer is lost on the way back: the server placed the order, the browser saw a network error.
    let firstOrderId: number | null = null;
    await page.route('**/api/guest/orders', async (route) => {
      if (firstOrderId !== null) return route.continue();
      const answer = await route.fetch();
      firstOrderId = ((await answer.json()) as { data: { order: { id: number } } }).data.order.id;
      return route.abort('connectionreset');
    });
    await checkout.goto();
    await checkout.fillAsGuestToVermont('lena.lost@example.com');
    await checkout.fillCard('4242 4242 4242 4242');
    await checkout.placeOrder.dblclick();
    await expect(toast(page, 'Order creation failed')).toBeVisible();
    expect(orderPosts).toHaveLength(1);

    await checkout.placeOrder.click();
    await expect(page).toHaveURL(/\/payment\/success/);
    expect(orderPosts).toHaveLength(2);
    expect(orderPosts[1]?.headers['idempotency-key']).toBe(orderPosts[0]?.headers['idempotency-key']);
    expect(orderIdFrom(page.url())).toBe(firstOrderId);
  });

  test('a total that changed meanwhile is refused (409); the fresh total is shown and confirmed', async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    // The page saw an older, lower total than the server's.
    await page.route('**/api/cart/quote', async (route) => {
      const answer = await route.fetch();
      const quote = (await answer.json()) as { total: number; shipping: { selected: unknown } };
      if (quote.shipping.selected) quote.total = Math.round((quote.total - 5) * 100) / 100;
      return route.fulfill({ response: answer, json: quote });
    });
    await checkout.goto();
    await checkout.fillAsGuestToVermont('petra.price@example.com');
    await checkout.fillCard('4242 4242 4242 4242');
    const shownBefore = await checkout.reviewAmount('review-total').innerText();
    await page.unroute('**/api/cart/quote');

    const refused = page.waitForResponse((r) => r.url().endsWith('/api/guest/orders'));
    await checkout.placeOrder.click();
    expect((await refused).status()).toBe(409);
    await expect(page.getByTestId('price-changed')).toContainText('Please confirm the new total');
    await expect(checkout.reviewAmount('review-total')).not.toHaveText(shownBefore);
    await expect(page).toHaveURL(/\/checkout$/);

    await checkout.placeOrder.click();
    await expect(page).toHaveURL(/\/payment\/success/);
  });
});

test.describe('checkout: members, currencies and taxes', () => {
  test('a member logs in at the contact step, uses the saved address and sees the order in Your Orders', async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();

    await checkout.form.getByText('Log in', { exact: true }).click();
    const login = checkout.form.getByRole('group', { name: 'Log in' });
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByLabel('Email address')).toHaveAccessibleDescription('Email address is required');
    await expect(login.getByLabel('Password')).toHaveAccessibleDescription('Password is required');
    await login.getByLabel('Email address').fill('ava@upline.test');
    await login.getByLabel('Password').fill('Demo#2026');
    await login.getByRole('button', { name: 'Log in' }).click();

    // Logging in moves on to the address step; the member's e-mail is fixed.
    await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeFocused();
    await expect(page.getByTestId('member-email')).toHaveText('ava@upline.test');
    await expect(checkout.field('First name')).toHaveValue('Ava');
    // The member's price list now: the page shows the server's quote for an ambassador, not the guest's $126.00.
    const memberQuote = await page.request.post('/api/cart/quote', { data: { lines: [{ productId: 1, quantity: 2 }], currency: 'USD' } });
    const { itemsTotal } = (await memberQuote.json()) as { itemsTotal: number; memberType: string };
    expect(itemsTotal).toBeLessThan(126);
    await expect(checkout.reviewAmount('review-subtotal')).toHaveText(`$${itemsTotal.toFixed(2)}`);

    await checkout.form.getByRole('button', { name: 'Use my saved shipping address' }).click();
    await expect(checkout.field('Address line 1')).toHaveValue('200 Maple Avenue');
    await expect(checkout.field('City')).toHaveValue('Springfield');
    await expect(checkout.field('State/Province')).toHaveValue('1014');
    await checkout.acceptTerms();
    await checkout.chooseShipping(/Tracked Packet USA/);
    await checkout.fillCard('4242 4242 4242 4242');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
    await checkout.placeOrder.click();
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/payment\/success/);
    const orderId = orderIdFrom(page.url());
    const order = await orderOf(page, orderId);
    expect(order.shipping_address).toMatchObject({ address1: '200 Maple Avenue', city: 'Springfield' });

    // Your Orders lists it and opens its items.
    await page.goto('/order');
    await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
    const entry = page.getByTestId('orders-list').getByRole('link', { name: new RegExp(String(order.order_number)) });
    await expect(entry).toContainText(new Date().toISOString().slice(0, 10));
    // The item count is the number of units, with the plural s.
    await expect(entry).toContainText('2 items');
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
    await expect(page.getByTestId('order-items')).toContainText('Antioxidant Whey Complex');
    await expect(page.getByTestId('order-total')).toHaveText(`$${Number(order.total).toFixed(2)}`);
    // A member's own order shows the whole order: status, date, delivery, tax and address.
    await expect(page.getByTestId('order-facts')).toContainText('Being prepared');
    await expect(page.getByTestId('order-facts')).toContainText('Tracked Packet USA');
    await expect(page.getByTestId('detail-tax-line').first()).toBeVisible();
    await expect(page.getByTestId('shipping-address')).toContainText('200 Maple Avenue');
  });

  test("a Canadian address gets CAD prices and the province's tax lines", async ({ page }) => {
    await presetShopper(page, 'US');
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await expect(checkout.reviewAmount('review-total')).toContainText('USD');

    await checkout.field('Email address').fill('camille.roy@example.com');
    await checkout.fillAddress(quebec);
    await checkout.acceptTerms();
    // Canada switches the shop to Canadian dollars (the cart is priced again in CAD).
    await expect(checkout.reviewAmount('review-total')).toContainText('CAD');
    await checkout.chooseShipping(/Expedited Parcel/);
    await expect(checkout.reviewAmount('review-tax-line-GST')).toBeVisible();
    await expect(checkout.reviewAmount('review-tax-line-QST')).toBeVisible();
    await expect(checkout.review).toContainText('GST (5%)');
    await expect(checkout.review).toContainText('QST (9.975%)');
    await expect(checkout.reviewAmount('review-shipping-tax')).not.toHaveText('$0.00');
    // The lines under Tax add up to it (the shipping's part of each tax is the shipping tax row).
    const cents = async (testId: string) => Math.round(Number((await checkout.reviewAmount(testId).innerText()).replace(/[^0-9.]/g, '')) * 100);
    expect((await cents('review-tax-line-GST')) + (await cents('review-tax-line-QST'))).toBe(await cents('review-tax'));

    await checkout.fillCard('4242 4242 4242 4242');
    await checkout.placeOrder.click();
    await expect(page).toHaveURL(/\/payment\/success/);
    const order = await orderOf(page, orderIdFrom(page.url()));
    expect(order.currency).toBe('CAD');
    const taxes = order.tax_lines as { name: string }[];
    // Each tax is recorded on the items and on the shipping.
    expect([...new Set(taxes.map((line) => line.name))].sort()).toEqual(['GST', 'QST']);
  });
});

test.describe('checkout: express widget against the test PayPal stand-in', () => {
  test('PayPal express: session, test wallet, address modal, payment, success panel and redirect', async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const express = new ExpressWidget(page);
    const checkout = new CheckoutFormPage(page);
    // Slow the session a little so that its overlay can be seen.
    await page.route('**/api/express-checkout/create', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await checkout.goto();
    await expect(express.row).toContainText('Test mode');

    await express.button('PayPal').click();
    await expect(express.overlay).toContainText('Initializing PayPal...');
    await expect(express.sheet).toBeVisible();
    await expect(express.sheet).toContainText('Merchant: Upline Wellness');
    await expect(express.sheet).toContainText('Antioxidant Whey Complex');
    await expect(express.sheet.getByTestId('wallet-total')).toHaveText('$126.00');
    await express.sheet.getByRole('button', { name: 'Approve test payment' }).click();

    // No address in the form: the modal opens in edit mode; saving an incomplete one is refused.
    await expect(express.modal).toBeVisible();
    await expect(express.modal.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
    await express.modalField('First name').press('Enter');
    await expect(express.modal.getByRole('alert')).toHaveText('Please fill in all required fields.');
    await express.fillModalAddress({
      first: 'Eve',
      last: 'Express',
      email: 'eve.express@example.com',
      phone: '555-222-3333',
      line1: '5 Pine Road',
      city: 'Burlington',
      postal: '05401',
      country: 'US',
      state: 'Vermont',
    });
    const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/express-checkout/confirm-address'));
    const paid = page.waitForResponse((r) => r.url().endsWith('/api/express-checkout/process-payment'));
    await express.modal.getByRole('button', { name: 'Save & Continue' }).click();
    const amounts = (await (await confirmed).json()) as { shipping_amount: number; total_amount: number };
    expect(amounts.shipping_amount).toBeGreaterThan(0);
    const payment = (await (await paid).json()) as { order_id: number; transaction_id: string; amount: number };
    expect(payment.amount).toBe(amounts.total_amount);

    await expect(express.success).toContainText('Payment Successful');
    await expect(express.success).toContainText(payment.transaction_id);
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?order_id=${payment.order_id}&payment_method=paypal`));
    expect(await storedCart(page)).toEqual([]);
    const order = await orderOf(page, payment.order_id);
    expect(order.payment_status).toBe('paid');
    expect(order.payment_method).toBe('paypal');
    expect(order.shipping_address).toMatchObject({ address1: '5 Pine Road', city: 'Burlington' });
  });

  test('the address modal starts in view mode from the form, and every server error of checkout §8 is shown', async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const express = new ExpressWidget(page);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await checkout.field('Email address').fill('vera.view@example.com');
    await checkout.fillAddress(vermont);

    // 404 on the address confirmation.
    await page.route('**/api/express-checkout/confirm-address', (route) =>
      route.fulfill({ status: 404, json: { error: 'Checkout session not found', code: 'checkout_session_not_found' } }),
    );
    await express.button('PayPal').click();
    await express.sheet.getByRole('button', { name: 'Approve test payment' }).click();
    await expect(express.modal.getByTestId('address-view')).toContainText('1 Main Street');
    await expect(express.modal.getByTestId('address-view')).toContainText('Vermont');
    await express.modal.getByRole('button', { name: 'Use This Address' }).click();
    await expect(express.error).toContainText('Payment Failed');
    await expect(express.error).toContainText('Checkout session not found. Please try starting the checkout again.');
    await page.unroute('**/api/express-checkout/confirm-address');

    // 422 and 500 on the payment.
    for (const [status, body, text] of [
      [422, { error: 'Payment validation failed: Invalid payment data', code: 'payment_validation_failed' }, 'Payment validation failed: Invalid payment data'],
      [500, { error: 'Internal Server Error', code: 'internal' }, 'Server error during payment processing. Please try again.'],
    ] as const) {
      await page.route('**/api/express-checkout/process-payment', (route) => route.fulfill({ status, json: body }));
      await express.error.getByRole('button', { name: 'Try Again' }).click();
      await expect(express.error).toBeHidden();
      await express.button('PayPal').click();
      await express.sheet.getByRole('button', { name: 'Approve test payment' }).click();
      await express.modal.getByRole('button', { name: 'Use This Address' }).click();
      await expect(express.error).toContainText(text);
      await page.unroute('**/api/express-checkout/process-payment');
    }

    // 422 on the address (edit mode): the server's detail after the spec's prefix.
    await page.route('**/api/express-checkout/confirm-address', (route) =>
      route.fulfill({ status: 422, json: { error: 'Invalid address data: City is required', code: 'invalid_address' } }),
    );
    await express.error.getByRole('button', { name: 'Try Again' }).click();
    await express.button('PayPal').click();
    await express.sheet.getByRole('button', { name: 'Approve test payment' }).click();
    await express.modal.getByRole('button', { name: 'Edit Address' }).click();
    await express.modalField('Email').fill('vera.view@example.com');
    await express.modal.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(express.error).toContainText('Invalid address data: City is required');
    await page.unroute('**/api/express-checkout/confirm-address');

    // Cancelling the wallet keeps the cart.
    await express.error.getByRole('button', { name: 'Try Again' }).click();
    await express.button('PayPal').click();
    await express.sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(express.error).toContainText('Payment Cancelled');
    expect(await storedCart(page)).toHaveLength(1);
  });

  test('wallets the device cannot use say so; autoship blocks PayPal and the wallets', async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey(1, 2)]);
    const express = new ExpressWidget(page);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();

    const autoship = page.getByTestId('express-autoship');
    await expect(autoship).toContainText('Paypal does not support Autoship order for now. Please remove autoship product from the order');
    await expect(autoship).toContainText('GPay/Apple Pay does not support Autoship order for now. Please remove autoship product from the order');
    await expect(express.button('PayPal')).toBeDisabled();
    await checkout.form.getByRole('radio', { name: 'PayPal' }).check();
    await expect(checkout.form.getByRole('alert')).toHaveText(/Paypal does not support Autoship/);
    await checkout.form.getByRole('radio', { name: 'Apple Pay' }).check();
    await expect(checkout.form.getByRole('alert')).toHaveText(/GPay\/Apple Pay does not support Autoship/);
  });

  test('without autoship: Google Pay and Apple Pay are unavailable here, PayPal on the form says it is not configured', async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const express = new ExpressWidget(page);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await express.button('Google Pay').click();
    await expect(express.row.getByRole('alert')).toContainText('Google Pay is not available on this device or browser');
    await express.button('Apple Pay').click();
    await expect(express.row.getByRole('alert')).toContainText('Apple Pay is not available on this device or browser');
    await checkout.form.getByRole('radio', { name: 'PayPal' }).check();
    await expect(checkout.form.getByRole('note')).toContainText('PayPal is not set up in this shop');
    await expect(checkout.placeOrder).toBeHidden();
  });
});

test.describe('checkout: offers, landing products and the payment pages', () => {
  test('a landing product link preloads the product, shows its message and hides the extras', async ({ page }) => {
    await presetShopper(page);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto('?product=16');
    await expect(page.getByTestId('landing-message')).toContainText('You are ordering Lean Balance');
    await expect(checkout.review).toContainText('Lean Balance');
    await expect(page.getByTestId('checkout-banner')).toHaveCount(0);
    await expect(page.getByTestId('suggested-products')).toHaveCount(0);
    await expect(page.getByTestId('checkout-side-text')).toHaveCount(0);
    // A reload adds nothing.
    await page.reload();
    await expect(checkout.review).toContainText('Lean Balance');
    expect(await storedCart(page)).toEqual([expect.objectContaining({ id: 16, quantity: 1 })]);
  });

  test('buy 2 get 1 free from the link, in French, with the suggested products', async ({ page }) => {
    await presetShopper(page);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto('?product=1&double=true&lang=fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
    await expect(page.getByTestId('bogo-note')).toContainText('Achetez-en 2, obtenez-en 1 gratuit');
    await expect(checkout.review).toContainText('Quantité : 3');
    expect(await storedCart(page)).toEqual([expect.objectContaining({ id: 1, quantity: 3, isBogoOffer: true })]);
    // 3 units for the price of 2 at $64.95, written the French way for a shopper in the United States.
    await expect(checkout.reviewAmount('review-subtotal')).toHaveText(/^129,90\s\$US$/);
    const suggested = page.getByTestId('suggested-products');
    await expect(suggested.getByRole('heading', { name: 'Les clients qui ont acheté ce produit ont aussi acheté' })).toBeVisible();
    await suggested.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/show\/\d+$/);
  });

  test('the shipping update page completes an express order paid without an address', async ({ page }) => {
    await presetShopper(page);
    await page.goto('/');
    // An express payment whose wallet gave no address, made by this browser.
    const payment = await expressOrderWithoutAddress(page);
    expect(payment.needs_shipping_update).toBe(true);
    const failures = recordApi(page, '/api/analytics/track-event');

    await page.goto(`/payment/shipping-update?order_id=${payment.order_id}&payment_method=paypal`);
    await expect(page.getByRole('heading', { name: 'Update Shipping Address' })).toBeVisible();
    await expect(page.getByTestId('update-order-number')).toHaveText(payment.order_number);
    await expect(page.getByTestId('update-payment-method')).toHaveText('PayPal');
    const submit = page.getByRole('button', { name: 'Update & Complete Order' });
    await submit.click();
    await expect(page.getByLabel('Address line 1')).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel('Country')).toHaveAccessibleDescription('Select country');

    await page.getByLabel('First name').fill('Paul');
    await page.getByLabel('Last name').fill('Late');
    await page.getByLabel('Address line 1').fill('9 Elm Street');
    await page.getByLabel('City', { exact: true }).fill('Burlington');
    await page.getByLabel('Country').selectOption({ label: 'United States' });
    await page.getByLabel('State/Province').selectOption({ label: 'Vermont' });
    await page.getByLabel('Zip/Postal code').fill('05401');
    await page.getByLabel('Phone').fill('555-777-8888');
    await submit.click();
    const dialog = page.getByTestId('update-outcome');
    await expect(dialog).toContainText('Shipping Address Updated!');
    await expect(dialog).toContainText('Your order is now complete.');
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?order_id=${payment.order_id}&payment_method=paypal`));
    const order = await orderOf(page, payment.order_id);
    expect(order.shipping_address).toMatchObject({ address1: '9 Elm Street', city: 'Burlington' });

    // A second update is refused by the server: 'Update Failed' with its message, and the event is recorded.
    await page.goto(`/payment/shipping-update?order_id=${payment.order_id}`);
    await expect(page.getByTestId('update-payment-method')).toHaveText('PayPal');
    await page.getByLabel('Address line 1').fill('10 Elm Street');
    await page.getByLabel('City', { exact: true }).fill('Burlington');
    await page.getByLabel('State/Province').selectOption({ label: 'Vermont' });
    await page.getByLabel('Zip/Postal code').fill('05401');
    await page.getByRole('button', { name: 'Update & Complete Order' }).click();
    await expect(page.getByTestId('update-outcome')).toContainText('Update Failed');
    await expect(page.getByTestId('update-outcome')).toContainText('can no longer be changed');
    await expect.poll(() => failures.some((event) => (event.body as { event_name?: string }).event_name === 'payment_update_failed')).toBe(true);
  });

  test('the payment-failed page clears the stored session id and goes to /order silently', async ({ page }) => {
    await presetShopper(page);
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('upline-checkout-session-id', 'stale-session'));
    await page.goto('/payment/failed');
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole('heading', { name: 'Your Orders', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('upline-checkout-session-id'))).toBeNull();
  });

  test('the checkout asks nothing of other sites, also after the marketing tags are due (none configured)', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== '127.0.0.1' && url.protocol !== 'data:') foreign.push(request.url());
    });
    await presetShopper(page);
    await presetCart(page, [whey()]);
    // None configured (the page may bring this answer with it: checkout is rendered on the server).
    expect(await (await page.request.get('/api/analytics/marketing-tags')).json()).toEqual({ google_ads: null, clarity: null, meta_pixel: null });
    await new CheckoutFormPage(page).goto();
    await expect(page.getByRole('heading', { level: 1, name: 'Secure checkout' })).toBeVisible();
    await expect(new CheckoutFormPage(page).placeOrder).toBeVisible();
    // The tags would be injected about 1 s after the page shows: the visit lasts past that.
    await page.waitForTimeout(2_000);
    expect(foreign).toEqual([]);
    await expect(page.locator('script[data-marketing-tag]')).toHaveCount(0);
  });
});

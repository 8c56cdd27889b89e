import { expect, test, type Page, type Route } from '@playwright/test';
import { ExpressWidget } from './pages/checkout-express';
import { CheckoutFormPage, vermont } from './pages/checkout-page';
import { expressOrderWithoutAddress, orderIdFrom, orderOf, presetCart, presetShopper, recordApi, storedCart, whey } from './pages/checkout-session';

// The checkout's messages and timings (checkout §2, §4, §8, §9) on the built-in test gateway, the
// express PayPal button running the server's PayPal stand-in (the shop's test wallet). Failures
// are made with page.route(); timings are read in the page (performance.now()) and only ever
// checked as lower bounds.

/** Holds the matching requests until release() is called. */
async function holdApi(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Records in the page when an express button is clicked, when confirm-address is sent, when the
 * success panel shows and when the page goes to PaymentSuccess (window.__checkoutTimes).
 */
async function recordTimings(page: Page) {
  await page.addInitScript(() => {
    const times: Record<string, number> = {};
    (window as unknown as { __checkoutTimes: Record<string, number> }).__checkoutTimes = times;
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest?.('button');
        if (button) times[`click:${button.textContent?.trim() ?? ''}`] = performance.now();
      },
      true,
    );
    const fetchOf = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/express-checkout/confirm-address')) times.confirm = performance.now();
      const answer = fetchOf(input, init);
      // When the payment's answer reached the page: the success panel and its 500 ms come after it.
      if (url.includes('/express-checkout/process-payment')) void answer.then(() => (times.paid ??= performance.now()));
      return answer;
    };
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (String(url ?? '').includes('/payment/success')) times.redirect ??= performance.now();
        original(data, unused, url);
      };
    }
    new MutationObserver(() => {
      if (times.success === undefined && document.querySelector('[data-testid="express-success"]')) times.success = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

const timesOf = (page: Page) => page.evaluate(() => (window as unknown as { __checkoutTimes: Record<string, number> }).__checkoutTimes);

const pineRoad = { first: 'Eve', last: 'Express', email: 'eve.express@example.com', phone: '555-222-3333', line1: '5 Pine Road', city: 'Burlington', postal: '05401', country: 'US', state: 'Vermont' };

test.describe('checkout: the express widget’s overlays, buttons and delays', () => {
  test('loading and processing overlays with the buttons disabled; Use This Address acts after 100 ms; the redirect follows the success panel by 500 ms', async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    await recordTimings(page);
    const express = new ExpressWidget(page);
    const checkout = new CheckoutFormPage(page);
    const releaseSession = await holdApi(page, '**/api/express-checkout/create');
    const releasePayment = await holdApi(page, '**/api/express-checkout/process-payment');
    await checkout.goto();
    await checkout.field('Email address').fill('olive.overlay@example.com');
    await checkout.fillAddress(vermont);
    const buttons = [express.button('PayPal'), express.button('Google Pay'), express.button('Apple Pay')];
    for (const button of buttons) await expect(button).toBeEnabled();

    // Loading: 'Initializing PayPal...', every express button disabled.
    await express.button('PayPal').click();
    await expect(express.overlay).toContainText('Initializing PayPal...');
    for (const button of buttons) await expect(button).toBeDisabled();
    releaseSession();
    await express.sheet.getByRole('button', { name: 'Approve test payment' }).click();

    // The address from the form (view mode): Use This Address confirms it no sooner than 100 ms after the click.
    await expect(express.modal.getByTestId('address-view')).toContainText('1 Main Street');
    await express.modal.getByRole('button', { name: 'Use This Address' }).click();

    // Processing: the spec's two texts, the buttons still disabled.
    await expect(express.overlay).toContainText('Processing your PayPal payment...');
    await expect(express.overlay).toContainText("Please don't close this window");
    for (const button of buttons) await expect(button).toBeDisabled();
    releasePayment();

    await expect(express.success).toContainText('Payment Successful');
    await expect(page).toHaveURL(/\/payment\/success\?order_id=\d+&payment_method=paypal/);
    const times = await timesOf(page);
    const clicked = times['click:Use This Address'];
    expect(clicked).toBeDefined();
    expect(times.confirm).toBeDefined();
    expect(times.confirm! - clicked!).toBeGreaterThanOrEqual(95);
    // The panel shows before the redirect, which waits 500 ms from the payment's answer. (Measured
    // from the answer: the panel's own time is taken when the page's task that drew it ends, which
    // a busy machine delays past the moment the 500 ms started.)
    expect(times.paid).toBeDefined();
    expect(times.success).toBeDefined();
    expect(times.redirect).toBeDefined();
    expect(times.success!).toBeLessThan(times.redirect!);
    expect(times.redirect! - times.paid!).toBeGreaterThanOrEqual(495);
    expect(await storedCart(page)).toEqual([]);
  });

  test('a click on the overlay closes the modal in view mode, not while editing; Save & Continue acts after 100 ms', async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    await recordTimings(page);
    const express = new ExpressWidget(page);
    const checkout = new CheckoutFormPage(page);
    const confirmations = recordApi(page, '/api/express-checkout/confirm-address');
    await checkout.goto();
    await checkout.field('Email address').fill('otto.overlay@example.com');
    await checkout.fillAddress(vermont);

    // View mode: the overlay (outside the modal) closes it, which cancels the payment; nothing is confirmed.
    await express.button('PayPal').click();
    await express.sheet.getByRole('button', { name: 'Approve test payment' }).click();
    await expect(express.modal.getByTestId('address-view')).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(express.modal).toBeHidden();
    await expect(express.error).toContainText('Payment Cancelled');
    expect(confirmations).toEqual([]);
    expect(await storedCart(page)).toHaveLength(1);

    // Edit mode: the same click leaves the modal open.
    await express.error.getByRole('button', { name: 'Try Again' }).click();
    await express.button('PayPal').click();
    await express.sheet.getByRole('button', { name: 'Approve test payment' }).click();
    await express.modal.getByRole('button', { name: 'Edit Address' }).click();
    await expect(express.modal.getByRole('button', { name: 'Save & Continue' })).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(express.modal).toBeVisible();
    await expect(express.modal.getByRole('button', { name: 'Save & Continue' })).toBeVisible();
    await expect(express.error).toBeHidden();

    await express.fillModalAddress(pineRoad);
    const paid = page.waitForResponse((r) => r.url().endsWith('/api/express-checkout/process-payment'));
    await express.modal.getByRole('button', { name: 'Save & Continue' }).click();
    const payment = (await (await paid).json()) as { order_id: number };
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?order_id=${payment.order_id}&payment_method=paypal`));
    const times = await timesOf(page);
    expect(times['click:Save & Continue']).toBeDefined();
    expect(times.confirm! - times['click:Save & Continue']!).toBeGreaterThanOrEqual(95);
    expect(confirmations).toHaveLength(1);
    const order = await orderOf(page, payment.order_id);
    expect(order.shipping_address).toMatchObject({ address1: '5 Pine Road' });
  });
});

test.describe('checkout: the express widget’s error messages (checkout §8)', () => {
  test('session, address and payment failures each show their message', async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const express = new ExpressWidget(page);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await checkout.field('Email address').fill('erin.errors@example.com');
    await checkout.fillAddress(vermont);

    /** Leaves the error panel (Try Again) and opens the modal again from the PayPal button. */
    const again = async () => {
      await express.error.getByRole('button', { name: 'Try Again' }).click();
      await expect(express.error).toBeHidden();
      await express.button('PayPal').click();
      await express.sheet.getByRole('button', { name: 'Approve test payment' }).click();
      await expect(express.modal).toBeVisible();
    };

    // The session cannot be created: unreachable or refused, then a server error.
    await page.route('**/api/express-checkout/create', (route) => route.abort('failed'));
    await express.button('PayPal').click();
    await expect(express.error).toContainText('Payment Failed');
    await expect(express.error).toContainText('Failed to create checkout session');
    await page.unroute('**/api/express-checkout/create');
    await page.route('**/api/express-checkout/create', (route) => route.fulfill({ status: 403, json: { error: 'Forbidden', code: 'forbidden' } }));
    await express.error.getByRole('button', { name: 'Try Again' }).click();
    await express.button('PayPal').click();
    await expect(express.error).toContainText('Failed to create checkout session');
    await page.unroute('**/api/express-checkout/create');
    await page.route('**/api/express-checkout/create', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error', code: 'internal' } }));
    await express.error.getByRole('button', { name: 'Try Again' }).click();
    await express.button('PayPal').click();
    await expect(express.error).toContainText('Server error occurred. Please try again.');
    await page.unroute('**/api/express-checkout/create');

    // The address confirmation: a refusal after Use This Address, then after Save & Continue, then a server error.
    await page.route('**/api/express-checkout/confirm-address', (route) =>
      route.fulfill({ status: 409, json: { error: 'This address cannot be priced right now', code: 'address_not_priced' } }),
    );
    await again();
    await express.modal.getByRole('button', { name: 'Use This Address' }).click();
    await expect(express.error).toContainText('Failed to confirm address: This address cannot be priced right now');
    await again();
    await express.modal.getByRole('button', { name: 'Edit Address' }).click();
    await express.modalField('Email').fill('erin.errors@example.com');
    await express.modal.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(express.error).toContainText('Failed to save address: This address cannot be priced right now');
    await page.unroute('**/api/express-checkout/confirm-address');
    await page.route('**/api/express-checkout/confirm-address', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error', code: 'internal' } }));
    await again();
    await express.modal.getByRole('button', { name: 'Use This Address' }).click();
    await expect(express.error).toContainText('Server error occurred. Please try again.');
    await page.unroute('**/api/express-checkout/confirm-address');

    // The payment is refused: the server's message after the spec's prefix.
    await page.route('**/api/express-checkout/process-payment', (route) =>
      route.fulfill({ status: 402, json: { error: 'The payment was declined', code: 'payment_declined' } }),
    );
    await again();
    await express.modal.getByRole('button', { name: 'Use This Address' }).click();
    await expect(express.error).toContainText('Payment Failed');
    await expect(express.error).toContainText('Payment processing failed: The payment was declined');
    await page.unroute('**/api/express-checkout/process-payment');
    expect(await storedCart(page)).toHaveLength(1);
  });
});

test.describe('checkout: the form’s billing address and opt-in, the shipping update page’s busy button', () => {
  test('a separate billing address is required when asked for and goes with the order; the opt-in starts unchecked and, ticked, joins the newsletter', async ({ page }) => {
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    const orderPosts = recordApi(page, '/api/guest/orders');
    const optIns = recordApi(page, '/api/newsletter');
    await checkout.goto();
    const billing = checkout.form.getByTestId('billing-address');
    const sameAsDelivery = checkout.form.getByRole('checkbox', { name: 'My billing address is the same as my delivery address' });
    const stayUp = checkout.form.getByRole('checkbox', { name: 'Keep me up to date on news and exclusive offers' });
    await expect(sameAsDelivery).toBeChecked();
    await expect(billing).toHaveCount(0);
    // Opt-in: unchecked until the shopper checks it.
    await expect(stayUp).not.toBeChecked();
    await stayUp.check();
    await expect(stayUp).toBeChecked();

    await checkout.field('Email address').fill('bella.billing@example.com');
    await checkout.fillAddress(vermont);
    await sameAsDelivery.uncheck();
    await expect(billing.getByRole('heading', { name: 'Billing address' })).toBeVisible();
    await checkout.acceptTerms();
    await checkout.chooseShipping(/Tracked Packet USA/);
    await checkout.fillCard('4242 4242 4242 4242');
    await checkout.placeOrder.click();
    const billingField = (label: string) => billing.getByLabel(label, { exact: true });
    await expect(billingField('First name')).toHaveAccessibleDescription('This field is required');
    await expect(billingField('Address line 1')).toHaveAccessibleDescription('This field is required');
    await expect(billingField('City')).toHaveAccessibleDescription('This field is required');
    await expect(billingField('Zip/Postal code')).toHaveAccessibleDescription('This field is required');
    await expect(billingField('Country')).toHaveAccessibleDescription('Select country');
    expect(orderPosts).toEqual([]);

    await billingField('Country').selectOption({ label: 'United States' });
    await billingField('First name').fill('Bella');
    await billingField('Last name').fill('Billing');
    await billingField('Address line 1').fill('77 Broad Street');
    await billingField('City').fill('Albany');
    await billingField('State/Province').selectOption({ label: 'New York' });
    await billingField('Zip/Postal code').fill('12207');
    await billingField('Phone').fill('518-555-0199');
    await checkout.placeOrder.click();
    await expect(page).toHaveURL(/\/payment\/success/);
    const order = await orderOf(page, orderIdFrom(page.url()));
    expect(order.payment_status).toBe('paid');
    // The billing address went with the order (the server resolves and stores it); the delivery address stays Vermont.
    expect(orderPosts).toHaveLength(1);
    const sent = orderPosts[0]?.body as Record<string, unknown>;
    expect(sent.billing).toMatchObject({ first_name: 'Bella', last_name: 'Billing', address1: '77 Broad Street', city: 'Albany', zip_code: '12207' });
    expect(typeof (sent.billing as { state: unknown }).state).toBe('number');
    expect(sent.ship_address).toBe('1 Main Street');
    expect(order.shipping_address).toMatchObject({ address1: '1 Main Street', city: 'Burlington' });
    // The spec's order payload (checkout §3) has no field for the opt-in: the ticked box signs the
    // shopper's e-mail up for the newsletter instead, with the box's words as the consent.
    expect(sent).not.toHaveProperty('stayup');
    await expect.poll(() => optIns.length).toBe(1);
    expect(optIns[0]?.body).toEqual({ email: 'bella.billing@example.com', consent: true, consent_text: 'Keep me up to date on news and exclusive offers', language: 'en' });
  });

  test("the shipping update page's button says 'Updating...' and is disabled while the update is sent", async ({ page }) => {
    await presetShopper(page);
    await page.goto('/');
    const payment = await expressOrderWithoutAddress(page);
    const release = await holdApi(page, '**/api/express-checkout/update-shipping');

    await page.goto(`/payment/shipping-update?order_id=${payment.order_id}&payment_method=paypal`);
    await page.getByLabel('First name').fill('Uma');
    await page.getByLabel('Last name').fill('Update');
    await page.getByLabel('Address line 1').fill('3 Birch Lane');
    await page.getByLabel('City', { exact: true }).fill('Burlington');
    await page.getByLabel('Country').selectOption({ label: 'United States' });
    await page.getByLabel('State/Province').selectOption({ label: 'Vermont' });
    await page.getByLabel('Zip/Postal code').fill('05401');
    await page.getByLabel('Phone').fill('555-777-1212');
    await page.getByRole('button', { name: 'Update & Complete Order' }).click();
    const busy = page.getByRole('button', { name: 'Updating...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Update & Complete Order' })).toHaveCount(0);
    release();
    await expect(page.getByTestId('update-outcome')).toContainText('Shipping Address Updated!');
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?order_id=${payment.order_id}&payment_method=paypal`));
  });
});

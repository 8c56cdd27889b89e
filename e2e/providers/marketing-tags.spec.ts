import type { Page } from '@playwright/test';
import { CheckoutFormPage } from '../pages/checkout-page';
import { orderIdFrom, orderOf, presetCart, presetShopper, whey } from '../pages/checkout-session';
import { StripeCardElement } from '../pages/stripe-card-element';
import { expect, test } from './fixtures';
import { providersMarketing as ids } from './providers-server';

// The checkout's marketing tags (checkout §2 'Other'), all three configured in this shop: Google
// Ads' gtag.js, Microsoft Clarity and the Meta pixel load about 1 s after the checkout shows, and
// PaymentSuccess reports the purchase to Google Ads and the pixel. Their scripts are the test
// doubles of e2e/provider-standins, which record what the shop queued for them; the fixture fails
// the journey on any Content-Security-Policy refusal.

const tagScripts = {
  gtag: `https://www.googletagmanager.com/gtag/js?id=${ids.googleAdsId}`,
  clarity: `https://www.clarity.ms/tag/${ids.clarityId}`,
  pixel: 'https://connect.facebook.net/en_US/fbevents.js',
};
const tagHosts = new Set(Object.values(tagScripts).map((url) => new URL(url).hostname));

interface Received {
  gtag?: unknown[][];
  clarity?: unknown[][];
  clarityProject?: string | null;
  fbq?: unknown[][];
}

/** What the tags' test doubles received in the page (window.__marketingStandins). */
const received = (page: Page) => page.evaluate(() => (window as unknown as { __marketingStandins?: Received }).__marketingStandins ?? {});

test.describe('checkout: marketing tags', () => {
  test('the tags load about a second after the checkout shows, once each; PaymentSuccess reports the purchase to Google Ads and the pixel', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (tagHosts.has(new URL(request.url()).hostname)) requested.push(request.url());
    });
    await presetShopper(page);
    await presetCart(page, [whey()]);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await expect(page.getByRole('heading', { level: 1, name: 'Secure checkout' })).toBeVisible();
    // Not at first: the page shows without them.
    expect(requested).toEqual([]);
    await expect(page.locator('script[data-marketing-tag]')).toHaveCount(0);

    await expect.poll(() => requested.length, { timeout: 3_000 }).toBe(3);
    expect([...requested].sort()).toEqual(Object.values(tagScripts).sort());
    await expect.poll(async () => Object.keys(await received(page)).sort()).toEqual(['clarity', 'clarityProject', 'fbq', 'gtag']);
    const loaded = await received(page);
    expect(loaded.gtag?.map((command) => command[0])).toEqual(['js', 'config']);
    expect(loaded.gtag?.[1]).toEqual(['config', ids.googleAdsId]);
    expect(loaded.clarityProject).toBe(ids.clarityId);
    expect(loaded.fbq).toEqual([
      ['init', ids.metaPixelId],
      ['track', 'PageView'],
    ]);

    // The purchase: a guest pays by card (Stripe Elements against the local Stripe fake).
    await checkout.fillAsGuestToVermont('mara.marketing@example.com');
    await new StripeCardElement(page, checkout.form).fill('4242 4242 4242 4242');
    await checkout.placeOrder.click();
    await expect(page).toHaveURL(/\/payment\/success\?order_id=\d+&payment_method=card/);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    const orderId = orderIdFrom(page.url());
    const order = await orderOf(page, orderId);

    const conversion = ['event', 'conversion', { send_to: `${ids.googleAdsId}/${ids.googleAdsConversionLabel}`, value: Number(order.total), currency: 'USD', transaction_id: String(orderId) }];
    await expect.poll(async () => (await received(page)).gtag?.filter((command) => command[1] === 'conversion')).toEqual([conversion]);
    expect((await received(page)).fbq?.filter((call) => call[1] === 'Purchase')).toEqual([['track', 'Purchase', { value: Number(order.total), currency: 'USD' }]]);
    // Each script still asked for once: the success page reuses the loaded tags.
    expect([...requested].sort()).toEqual(Object.values(tagScripts).sort());
  });
});

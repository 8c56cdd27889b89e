import { expect, test, type Page } from '@playwright/test';
import { CartPopup } from './pages/cart-popup';
import { presetCart } from './pages/cart-session';
import { ProductListPage } from './pages/catalogue-list-page';
import { ProductDetailPage } from './pages/catalogue-product-page';
import { presetVisitor, signInAs } from './pages/catalogue-session';
import { storedSession } from './pages/accounts-session';
import { ShellPage } from './pages/shell';
import { recordToasts, toastLifetime } from './pages/toast-timeline';

const header = (page: Page) => page.getByRole('banner');
const joinOurTeam = (page: Page) => page.getByRole('link', { name: 'Join Our Team' });
const anyToast = (page: Page) => page.locator('[data-sonner-toast]');

test.describe('the header', () => {
  test('a logged-out visitor gets Join Our Team, Login, and the navigation’s Products and My Account', async ({ page }) => {
    await presetVisitor(page);
    const shell = new ShellPage(page);
    await shell.goto('/');
    await expect(header(page).getByRole('link', { name: 'Join Our Team' })).toHaveAttribute('href', '/join-team');
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: /^Hi, / })).toHaveCount(0);

    const labels = await shell.navLabels();
    expect(labels[0]).toBe('Products');
    expect(labels.at(-1)).toBe('My Account');
    expect(labels).not.toContain('Dashboard');
    await expect(shell.mainNav.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/signin');
    await shell.mainNav.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL('/product');
    await expect(new ProductListPage(page).cards.first()).toBeVisible();
  });

  test('a logged-in member gets no Join Our Team, a Hi menu with Dashboard, and Dashboard in the navigation', async ({ page }) => {
    await signInAs(page, 'ava@upline.test');
    const shell = new ShellPage(page);
    await shell.goto('/');
    const hi = header(page).getByRole('button', { name: 'Hi, Ava' });
    await expect(hi).toBeVisible();
    // Nowhere on the page: not in the header, nor in Home's hero or team band.
    await expect(joinOurTeam(page)).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);

    await expect.poll(() => shell.navLabels()).toContain('Dashboard');
    const labels = await shell.navLabels();
    expect(labels[0]).toBe('Products');
    expect(labels.at(-1)).toBe('Dashboard');
    expect(labels).not.toContain('My Account');
    const navDashboard = await shell.mainNav.getByRole('link', { name: 'Dashboard' }).getAttribute('href');
    expect(navDashboard).toMatch(/\/dashboard$/);

    await hi.click();
    const dashboardItem = page.getByRole('menuitem', { name: 'Dashboard' });
    await expect(dashboardItem).toHaveAttribute('href', navDashboard ?? '');
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await dashboardItem.click();
    await expect(page).toHaveURL(navDashboard ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Logging out brings Join Our Team back.
    await header(page).getByRole('button', { name: 'Hi, Ava' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(header(page).getByRole('link', { name: 'Join Our Team' })).toBeVisible();
  });

  test('the top strip carries the phone, the social links and the promo line to Testimonials', async ({ page }) => {
    await presetVisitor(page);
    await page.goto('/');
    const phone = header(page).getByRole('link', { name: 'Call us at +1 (800) 555-0142' });
    await expect(phone).toHaveAttribute('href', 'tel:+18005550142');
    await expect(phone).toBeVisible();
    const social = header(page).getByRole('list', { name: 'Follow us' });
    const networks = [
      ['Upline Wellness on Facebook', 'https://www.facebook.com/uplinewellness'],
      ['Upline Wellness on Instagram', 'https://www.instagram.com/uplinewellness'],
      ['Upline Wellness on YouTube', 'https://www.youtube.com/@uplinewellness'],
    ] as const;
    for (const [name, href] of networks) {
      const link = social.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await header(page).getByRole('link', { name: /see what our customers say/i }).click();
    await expect(page).toHaveURL('/testimonials');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('without a sponsor there is no sponsor line', async ({ page }) => {
    await presetVisitor(page);
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Join Our Team' })).toBeVisible();
    await expect(page.getByText(/^You are shopping with/)).toHaveCount(0);
    await page.goto('/product');
    await expect(new ProductListPage(page).cards.first()).toBeVisible();
    await expect(page.getByText(/^You are shopping with/)).toHaveCount(0);
  });
});

test.describe('the product list under a sponsor', () => {
  test('/ava/product shows the products and keeps Ava as the sponsor', async ({ page, request }) => {
    const ava = (await (await request.get('/api/get-user-info/ava')).json()) as { id: number };
    await presetVisitor(page);
    const list = new ProductListPage(page);
    await list.goto('/ava/product');
    await expect(page).toHaveURL('/ava/product');
    await expect(list.price(1)).toHaveText('$64.95');
    await expect(page.getByText(`You are shopping with Ava Martin (ID ${ava.id})`)).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ userUrlName: 'ava' });
    // The shop's links keep the sponsor's prefix.
    const shell = new ShellPage(page);
    await expect(shell.mainNav.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/ava/product');
    await expect(header(page).getByRole('link', { name: 'Join Our Team' })).toHaveAttribute('href', '/ava/join-team');

    // Moving on to a product keeps the sponsor line.
    await list.card(1).getByRole('link').first().click();
    const detail = new ProductDetailPage(page);
    await expect(detail.heading).toHaveText(/Antioxidant Whey Complex/);
    await expect(page.getByText(`You are shopping with Ava Martin (ID ${ava.id})`)).toBeVisible();
  });
});

test.describe('the footer', () => {
  test('press releases, blogs and back to top', async ({ page }) => {
    await presetVisitor(page);
    const shell = new ShellPage(page);
    await shell.goto('/');
    // Once the server's footer menu is in, each link is there once.
    await expect(shell.footer.getByRole('link', { name: 'About Us', exact: true })).toBeVisible();
    const blogs = shell.footer.getByRole('link', { name: /^blogs$/i });
    const press = shell.footer.getByRole('link', { name: /^press releases$/i });
    await expect(blogs).toHaveCount(1);
    await expect(blogs).toHaveAttribute('href', '/blogs');
    await expect(press).toHaveCount(1);
    await expect(press).toHaveAttribute('href', '/press-releases');

    const backToTop = shell.footer.getByRole('button', { name: 'Back to top' });
    // Home's sections still arrive while scrolling down: scroll until the button stays in view.
    await expect(async () => {
      await backToTop.scrollIntoViewIfNeeded();
      await expect(backToTop).toBeInViewport({ timeout: 500 });
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    }).toPass();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#top')).toBeFocused();

    await press.click();
    await expect(page).toHaveURL('/press-releases');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/press releases/i);
    await blogs.click();
    await expect(page).toHaveURL('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/blog/i);
  });
});

test.describe('claims in the copy', () => {
  test('the guarantee with what it covers, free shipping with its countries and end date, and the 652,035 customers', async ({ page }) => {
    await presetVisitor(page);
    const shell = new ShellPage(page);
    await shell.goto('/');
    await expect(shell.footer.getByText('45-day money-back guarantee')).toBeVisible();
    await expect(shell.footer.getByText(/^Covers your first purchase of each product: not satisfied within 45 days of delivery\?/)).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByText('652,035 customers', { exact: true })).toBeVisible();
    const trust = page.getByTestId('trust-strip');
    await expect(trust).toContainText('Covers one unit of your first purchase of each product');
    await expect(trust).toContainText(/Free shipping to the United States until \w+ \d{1,2}, \d{4} on orders of selected products only/);
    await expect(page.getByTestId('header-promo')).toContainText(/^Free shipping to the United States until \w+ \d{1,2}, \d{4}/);
    await expect(page.locator('body')).not.toContainText(/no questions asked|for a limited time/i);
  });
});

test.describe('failed fetches', () => {
  test('a failed review fetch leaves the product’s reviews empty, and the page still works', async ({ page, request }) => {
    const reviews = (await (await request.get('/api/review/product/2/en')).json()) as { user_reviewes: unknown[] };
    expect(reviews.user_reviewes.length).toBeGreaterThan(0);
    await presetVisitor(page);
    await page.route('**/api/review/product/**', (route) => route.fulfill({ status: 500, json: { error: 'Server error', code: 'internal' } }));
    const detail = new ProductDetailPage(page);
    // With a query string the server sends the shell: the browser asks for the reviews itself.
    await detail.goto(2, '?from=journey');
    await expect(detail.reviews.getByText('No reviews yet for this product.')).toBeVisible();
    await expect(anyToast(page)).toHaveCount(0);
    await detail.addToCart.click();
    // The cart opens over the page (the header behind it is inert while it shows): the product is in it.
    const popup = new CartPopup(page);
    await expect(popup.dialog).toBeVisible();
    await expect(popup.line(2)).toBeVisible();
  });

  test('a failed navigation fetch is only logged: the page renders and no message reaches the visitor', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await presetVisitor(page);
    await page.route('**/api/navigations/header/**', (route) => route.fulfill({ status: 500, json: { error: 'Server error', code: 'internal' } }));
    const shell = new ShellPage(page);
    // With a query string the server sends the shell: the browser asks for the menu itself.
    await shell.goto('/?from=journey');
    await expect.poll(() => logged.some((text) => text.startsWith('Request failed: navigations/header/en'))).toBe(true);
    // The page works with what it has: Products and My Account, the footer and the products.
    expect(await shell.navLabels()).toEqual(['Products', 'My Account']);
    await expect(shell.footer.getByRole('link', { name: /^blogs$/i })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(anyToast(page)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  });
});

test.describe('toast times', () => {
  test('toasts stay 1500, 2000, 2500 and 3000 ms', async ({ page }) => {
    await recordToasts(page);
    await presetVisitor(page);
    await presetCart(page, [
      { id: 1, name: 'Antioxidant Whey Complex — Vanilla Bean', quantity: 1, price: 4999, sale_price: 4999, purchaseType: 1 },
    ]);
    await page.goto('/');
    const popup = new CartPopup(page);
    await popup.open();
    // 2000 ms: a decrease at quantity 1.
    await popup.line(1).getByRole('button', { name: /^Decrease the quantity of/ }).click();
    await expect(anyToast(page).filter({ hasText: 'Quantity can not be zero.' })).toBeVisible();
    // 2000 ms: the coupon applied; 1500 ms: the coupon removed.
    await popup.useCoupon('10off');
    await expect(popup.appliedCoupon).toContainText('10OFF');
    await popup.removeCoupon('10OFF').click();
    await expect(popup.couponField).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup.dialog).toBeHidden();

    // 2500 ms: subscribed; 3000 ms: a subscription the server could not take.
    const footer = new ShellPage(page).footer;
    await footer.getByRole('textbox', { name: 'Email address' }).fill(`toast-${Date.now()}@example.test`);
    await footer.getByRole('checkbox').check();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(anyToast(page).filter({ hasText: 'Thank you for subscribing!' })).toBeVisible();
    await page.route('**/api/newsletter', (route) => route.fulfill({ status: 500, json: { error: 'Server error', code: 'internal' } }));
    await footer.getByRole('textbox', { name: 'Email address' }).fill(`toast-failed-${Date.now()}@example.test`);
    await footer.getByRole('checkbox').check();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(anyToast(page).filter({ hasText: 'We could not subscribe you right now.' })).toBeVisible();
    // Away from the toasts, so that hovering never pauses them.
    await page.mouse.move(0, 0);

    const expected = [
      ['Quantity can not be zero.', 2000],
      ['Coupon code applied', 2000],
      ['Coupon code removed', 1500],
      ['Thank you for subscribing!', 2500],
      ['We could not subscribe you right now.', 3000],
    ] as const;
    for (const [text, duration] of expected) {
      const lifetime = await toastLifetime(page, text);
      // The page's clock: the timer starts after the toast enters, so it cannot leave sooner.
      expect(lifetime, text).toBeGreaterThanOrEqual(duration - 100);
      // Loose on purpose (the exit animation and a busy machine add time).
      expect(lifetime, text).toBeLessThanOrEqual(duration + 2000);
    }
  });
});

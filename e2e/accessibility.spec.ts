import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminApi } from './pages/accounts-session';
import { SigninPage } from './pages/accounts-signin';
import { loginThroughApi } from './pages/browser-session';
import { presetCart } from './pages/cart-session';
import { presetVisitor, signInAs } from './pages/catalogue-session';
import { MemberOrdersPages, placePaidOrder } from './pages/orders-member';
import { seriousViolations } from './pages/look-at';

// axe on the pages every shopper and member meets, at desktop and phone widths: no serious or
// critical violation of any of axe's rules (WCAG 2.x A and AA, and its best practices; axe's
// experimental rules are left out, as axe itself leaves them out by default).

const line = { id: 1, name: 'Antioxidant Whey Complex — Vanilla Bean', quantity: 2, price: 6300, sale_price: 6300, purchaseType: 1 as const };

const publicPages = [
  { name: 'home', path: '/' },
  { name: 'product list', path: '/product' },
  { name: 'cart', path: '/cart' },
  { name: 'checkout', path: '/checkout' },
  { name: 'sign-in', path: '/signin' },
  { name: 'sign-up', path: '/signup' },
  { name: 'income disclosure', path: '/income-disclosure' },
];

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { name, path } of publicPages) {
      test(`${name} has no serious violations`, async ({ page }) => {
        await presetVisitor(page);
        await presetCart(page, [line]);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('a product page has no serious violations', async ({ page }) => {
      await presetVisitor(page);
      await page.goto('/product');
      await page.getByRole('main').getByRole('link', { name: /Antioxidant Whey Complex/ }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });

    // The back office's order pages, for a member with a paid order (Return still open).
    const orderPages = [
      { name: 'Orders', path: () => '/user/orders' },
      { name: 'Order Details', path: (id: number) => `/user/order/${id}` },
      { name: 'Order History', path: () => '/user/order-history' },
      { name: 'the receipt', path: (id: number) => `/user/order/${id}/receipt` },
      { name: 'Re Order', path: () => '/user/re-order' },
    ];
    for (const { name, path } of orderPages) {
      test(`${name} has no serious violations`, async ({ page }) => {
        await signInAs(page, 'carl@upline.test');
        const order = await placePaidOrder(page, [{ productId: 1, quantity: 1 }], { countryCode: 'US', stateCode: 'WA' });
        await page.goto(path(order.id));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test("the Orders page's Return dialog has no serious violations", async ({ page }) => {
      await signInAs(page, 'carl@upline.test');
      const order = await placePaidOrder(page, [{ productId: 1, quantity: 1 }], { countryCode: 'US', stateCode: 'WA' });
      await page.goto('/user/orders');
      await new MemberOrdersPages(page).openReturn(order.orderNumber);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("staff's Returns and shipping page, with a request waiting, has no serious violations", async ({ page, browser, baseURL }) => {
      await signInAs(page, 'carl@upline.test');
      const order = await placePaidOrder(page, [{ productId: 1, quantity: 1 }], { countryCode: 'US', stateCode: 'WA' });
      const admin = await adminApi(baseURL ?? '');
      expect((await admin.post(`/api/admin/orders/${order.id}/ship`, { data: { carrier: 'Canada Post' } })).status()).toBe(200);
      const detail = (await (await page.request.get(`/api/user/order/${order.id}`)).json()) as { order: { products: { order_line_id: number }[] } };
      const asked = await page.request.post(`/api/user/order/return/${order.id}`, { data: { lines: [{ order_line_id: detail.order.products[0]?.order_line_id, quantity: 1 }] } });
      expect(asked.status()).toBe(200);
      const staffContext = await browser.newContext({ viewport });
      const staffPage = await staffContext.newPage();
      await signInAs(staffPage, 'admin@upline.test', 'Admin#2026');
      await staffPage.goto('/admin/returns');
      await expect(staffPage.getByTestId('return-request').first()).toBeVisible();
      await staffPage.waitForLoadState('networkidle');
      expect(await seriousViolations(staffPage)).toEqual([]);
      await staffContext.close();
    });

    // Messaging: Compose for an ambassador with a team; the In-Box and a message for her customer.
    test('Compose has no serious violations', async ({ page }) => {
      await signInAs(page, 'ava@upline.test');
      await page.goto('/user/message-compose');
      await expect(page.getByTestId('message-editor')).toBeVisible();
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Please enter message', { exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the In-Box, a message and the Delete confirmation have no serious violations', async ({ page, browser }) => {
      const sender = await browser.newContext();
      const ava = await loginThroughApi(await sender.newPage(), 'ava@upline.test', 'Demo#2026');
      const auth = { authorization: `Bearer ${ava.loginToken}` };
      const team = (await (await sender.request.get('/api/user/messages/recipients', { headers: auth })).json()) as { customers: { members: { id: number }[] } };
      const subject = `Accessibility check ${viewport.width}`;
      const sent = await sender.request.post('/api/user/messages', {
        headers: auth,
        data: { subject, body: '<p>Hello <strong>Carl</strong>, <a href="https://example.com">our news</a>.</p><ul><li>One</li></ul>', recipient_ids: team.customers.members.map((m) => m.id) },
      });
      expect(sent.status()).toBe(200);
      const { id } = (await sent.json()) as { id: number };
      await sender.close();

      await signInAs(page, 'carl@upline.test');
      await page.goto('/user/message-list');
      await expect(page.getByTestId('inbox-message').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/user/message-details/${id}`);
      await expect(page.getByTestId('message-body')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('delete-message').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("staff's commission close page, with a period previewed, has no serious violations", async ({ page }) => {
      await signInAs(page, 'carl@upline.test');
      await placePaidOrder(page, [{ productId: 1, quantity: 1 }], { countryCode: 'US', stateCode: 'WA' });
      await signInAs(page, 'admin@upline.test', 'Admin#2026');
      await page.goto('/admin/commissions');
      await page.getByTestId('staff-period').first().click();
      await expect(page.getByTestId('period-preview')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });

    // The team pages of an ambassador with a team several levels deep.
    const teamPages = [
      { name: 'Downline Genealogy', path: '/user/downline-genealogy' },
      { name: 'My Ambassador', path: '/user/ambassador' },
      { name: 'My Scholar', path: '/user/scholar' },
      { name: 'Customers', path: '/user/customers' },
      { name: 'My Team Order', path: '/user/team-orders' },
      { name: 'Customers Order History', path: '/user/customer-order-history' },
    ];
    for (const { name, path } of teamPages) {
      test(`${name} has no serious violations`, async ({ page }) => {
        await signInAs(page, 'ava@upline.test');
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('Genealogy with a member opened, in both views, has no serious violations', async ({ page }) => {
      await signInAs(page, 'ava@upline.test');
      await page.goto('/user/downline-genealogy');
      await page.getByRole('button', { name: 'Tree', exact: true }).click();
      await page.locator('[data-testid="tree-node"][aria-expanded="false"]').first().click();
      await expect(page.locator('[data-testid="tree-node"][aria-expanded="true"]')).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await expect(page.getByRole('tree')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const { name, path, ready } of [
      { name: 'the admin dashboard', path: '/admin', ready: 'Admin dashboard' },
      { name: 'AdminProduct', path: '/admin/products', ready: 'Products' },
      { name: 'the product editor', path: '/admin/products/1', ready: /^Edit Product: / },
      { name: 'AdminCategory', path: '/admin/categories', ready: 'Categories' },
      { name: 'AddCategory', path: '/admin/categories/add', ready: 'Add Category' },
    ]) {
      test(`staff's ${name} has no serious violations`, async ({ page }) => {
        // The editor is a long form with ten rich-text editors: axe takes a while on it.
        test.setTimeout(120_000);
        await signInAs(page, 'admin@upline.test', 'Admin#2026');
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ready, { timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the member dashboard has no serious violations', async ({ page }) => {
      await signInAs(page, 'ava@upline.test');
      await page.goto('/user/dashboard');
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("a scholar's business card, with its preview, has no serious violations", async ({ page }) => {
      await signInAs(page, 'sam@upline.test');
      await page.goto('/visiting-card');
      await expect(page.getByTestId('business-card-back')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('toasts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('appear at the bottom, clear of the cart drawer, and their text is readable (AA contrast)', async ({ page }) => {
    await presetVisitor(page);
    await page.goto('/signin');
    await new SigninPage(page).logIn('ava@upline.test', 'Demo#2026');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'You are now signed in.' });
    // The toast closes itself after 2.5 s; a pointer over it holds it open while it is measured and
    // axe reads it (on a loaded machine axe could otherwise start after it has gone).
    await toast.hover();
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    expect(box!.y).toBeGreaterThan(844 / 2);
    const contrast = await new AxeBuilder({ page }).include('[data-sonner-toast]').withRules(['color-contrast']).analyze();
    expect(contrast.violations).toEqual([]);
  });
});

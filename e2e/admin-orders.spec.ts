import { expect, test } from '@playwright/test';
import { signInAs } from './pages/catalogue-session';
import { placePaidOrder } from './pages/orders-member';
import { sessionKey } from './pages/browser-session';
import { lookAtBothWidths, placeAutoshipOrder, signUpCustomer, StaffOrdersPages } from './pages/staff-orders';

// Staff orders (issue 16 item 3): staff find a shopper's order by e-mail, open it, mark it shipped
// with a tracking number, and the shopper sees the tracking on their order page. The shopper is a
// new signup of this journey's own: the demo members other journeys count stay untouched.

test.describe('staff orders', () => {
  test('staff search an order, ship it with tracking, and the shopper sees the tracking on their order', async ({ page, browser }, testInfo) => {
    test.setTimeout(150_000);
    const shopper = await signUpCustomer(page);
    await signInAs(page, shopper.email, shopper.password);
    const order = await placePaidOrder(page, [{ productId: 1, quantity: 2 }], { countryCode: 'US', stateCode: 'IL' });

    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await signInAs(staffPage, 'admin@upline.test', 'Admin#2026');
    const staff = new StaffOrdersPages(staffPage);
    await staff.search(shopper.email);
    await expect(staff.rows()).toHaveCount(1);
    await expect(staff.rows().first()).toContainText(order.orderNumber);
    await expect(staff.rows().first()).toContainText('Journey Shopper');
    await lookAtBothWidths(staffPage, testInfo, 'admin-orders-list');

    await staff.rows().first().getByRole('link', { name: order.orderNumber }).click();
    await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.orderNumber}`);
    await expect(staffPage.getByTestId('sponsor')).toHaveText('Upline Wellness (upline)');
    await lookAtBothWidths(staffPage, testInfo, 'admin-order-detail');

    const tracking = `1ZJOURNEY${Date.now().toString().slice(-8)}`;
    await staff.ship('UPS', tracking);
    await expect(staff.status()).toHaveText('Order marked as shipped.');
    await expect(staffPage.getByTestId('shipments')).toContainText(`UPS, tracking ${tracking}`);
    await expect(staffPage.getByTestId('shipping-status')).toHaveText('Shipped');
    await expect(staffPage.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);

    await page.goto(`/user/order/${order.id}`);
    await expect(page.getByTestId('detail-tracking')).toContainText(tracking);
    await expect(page.getByTestId('detail-tracking')).toContainText('UPS');
    await staffContext.close();
  });

  test('a member is refused the staff orders page', async ({ page }) => {
    const shopper = await signUpCustomer(page);
    await signInAs(page, shopper.email, shopper.password);
    await page.goto('/admin/orders');
    await expect(page.getByRole('alert')).toHaveText('You do not have access to this.');
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  });

  test("staff read the dashboard's figures, a shopper's autoship, the outbox and the audit log, in English and French", async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);
    const shopper = await signUpCustomer(page);
    await signInAs(page, shopper.email, shopper.password);
    await placeAutoshipOrder(page);

    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await signInAs(staffPage, 'admin@upline.test', 'Admin#2026');
    await staffPage.goto('/admin');
    await expect(staffPage.getByTestId('sales-today')).toContainText('Sales today');
    await expect(staffPage.getByTestId('overview-toShip')).toContainText('Orders to ship');
    await expect(staffPage.getByTestId('overview-outbox')).toContainText('E-mails that failed');
    await lookAtBothWidths(staffPage, testInfo, 'admin-dashboard');

    await staffPage.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Autoships' }).click();
    await staffPage.getByRole('searchbox', { name: 'Search' }).fill(shopper.email);
    await staffPage.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(staffPage.getByTestId('staff-autoship-row')).toHaveCount(1);
    await lookAtBothWidths(staffPage, testInfo, 'admin-autoships');
    await staffPage.getByTestId('staff-autoship-row').getByRole('link').click();
    await expect(staffPage.getByTestId('autoship-status')).toHaveText('Active');
    await expect(staffPage.getByText('2 × ')).toBeVisible();
    await lookAtBothWidths(staffPage, testInfo, 'admin-autoship');

    await staffPage.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'E-mail outbox' }).click();
    await expect(staffPage.getByTestId('outbox-message').first()).toBeVisible();
    await lookAtBothWidths(staffPage, testInfo, 'admin-outbox');

    await staffPage.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit log' }).click();
    await staffPage.getByRole('searchbox', { name: 'Search' }).fill(shopper.email);
    await staffPage.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(staffPage.getByTestId('audit-entry').first()).toContainText(shopper.email);
    await lookAtBothWidths(staffPage, testInfo, 'admin-audit');
    await staffContext.close();

    // The same admin in French.
    const frContext = await browser.newContext();
    const frPage = await frContext.newPage();
    await signInAs(frPage, 'admin@upline.test', 'Admin#2026');
    await frPage.addInitScript(([key]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: Record<string, unknown> };
      localStorage.setItem(key, JSON.stringify({ ...stored, state: { ...stored.state, language: 'fr' } }));
    }, [sessionKey] as const);
    await frPage.goto('/admin');
    await expect(frPage.getByTestId('sales-today')).toContainText("Ventes d'aujourd'hui");
    await frPage.goto('/admin/orders');
    await expect(frPage.getByRole('heading', { level: 1 })).toHaveText('Commandes');
    await frPage.goto('/admin/audit');
    await expect(frPage.getByRole('heading', { level: 1 })).toHaveText("Journal d'audit");
    await lookAtBothWidths(frPage, testInfo, 'admin-audit-fr');
    await frContext.close();
  });
});

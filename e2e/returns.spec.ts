import { expect, test } from '@playwright/test';
import { toast } from './pages/accounts-session';
import { signInAs } from './pages/catalogue-session';
import { MemberOrdersPages, placePaidOrder } from './pages/orders-member';
import { StaffReturnsPage } from './pages/staff-returns';

// A return from the member's screen to the money back (accounts §2.10, §4, §5, §9): staff ship a
// paid order, the member returns one unit of it, staff approve the return and the refund (the
// unit's price less the 15% restocking fee, plus its tax; never shipping) shows on the order.

test.describe('returns', () => {
  test('a member returns one unit of a shipped order and staff approve it: the refund shows on the staff order page and on the member\'s order', async ({ page, browser }) => {
    await signInAs(page, 'carl@upline.test');
    const order = await placePaidOrder(page, [{ productId: 1, quantity: 2 }], { countryCode: 'US', stateCode: 'WA' });

    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await signInAs(staffPage, 'admin@upline.test', 'Admin#2026');
    const staff = new StaffReturnsPage(staffPage);
    await staff.open();
    await staff.ship(order.orderNumber, 'Canada Post', 'CP123456789CA');
    await expect(toast(staffPage, 'Order marked as shipped.')).toBeVisible();
    await expect(staff.toShip(order.orderNumber)).toHaveCount(0);

    // The member: the order is shipped, so Return asks for a return with the restocking fee; one unit of two.
    const orders = new MemberOrdersPages(page);
    await page.goto('/user/orders');
    await expect(await orders.openReturn(order.orderNumber)).toHaveText('Request a return (15% restocking fee)');
    await orders.dialog.getByLabel('Quantity of Antioxidant Whey Complex — Vanilla Bean to return').selectOption('1');
    const asked = page.waitForResponse((r) => r.url().endsWith(`/api/user/order/return/${order.id}`));
    await orders.confirm();
    const answer = (await (await asked).json()) as { return_request: { refund_amount: number; lines: { quantity: number }[] } };
    expect(answer.return_request.lines).toEqual([expect.objectContaining({ quantity: 1 })]);
    await expect(toast(page, 'Your return request was received. We will e-mail you once it is approved.')).toBeVisible();

    // Staff approve it: the refund is the quoted amount.
    await staff.open();
    const refund = `$${answer.return_request.refund_amount.toFixed(2)}`;
    await expect(staff.request(order.orderNumber).getByTestId('return-refund')).toHaveText(refund);
    await staff.decide(order.orderNumber, 'Approve and refund', 'Received in good condition.');
    await expect(toast(staffPage, 'Return approved and refunded.')).toBeVisible();
    await expect(staff.request(order.orderNumber)).toHaveCount(0);
    await staff.tab('Refunded').click();
    await expect(staff.request(order.orderNumber)).toContainText('Received in good condition.');

    // Staff see the refund on the order's admin page, with the return approved.
    await staffPage.goto(`/admin/orders/${order.id}`);
    const refunds = staffPage.getByRole('region', { name: 'Refunds', exact: true });
    await expect(refunds.getByRole('row')).toHaveCount(2);
    await expect(refunds).toContainText(refund);

    // The member sees the refund on Order Details.
    await page.goto(`/user/order/${order.id}`);
    await expect(page.getByTestId('refund-amount')).toHaveText(refund);
    await staffContext.close();
  });

  test('a member who is not staff is refused the staff page', async ({ page }) => {
    await signInAs(page, 'carl@upline.test');
    await page.goto('/admin/returns');
    await expect(page.getByRole('alert')).toHaveText('You do not have access to this.');
  });
});

test.describe('saved cart', () => {
  test("a signed-in member's cart is saved on the server and answered by GET cart/", async ({ page }) => {
    await signInAs(page, 'chloe@upline.test');
    await page.goto('/product/1');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect
      .poll(async () => ((await (await page.request.get('/api/cart/')).json()) as { cartItems: { product_id: number }[] }).cartItems.map((i) => i.product_id))
      .toEqual([1]);
  });
});

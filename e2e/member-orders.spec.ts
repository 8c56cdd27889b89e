import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminApi, toast } from './pages/accounts-session';
import { signInAs, storedCartItems } from './pages/catalogue-session';
import { MemberOrdersPages, placePaidOrder, signInFrom } from './pages/orders-member';

// The member's orders in the back office (accounts §2.10, §4, §5, §6) against the real API: the
// Return action cancels a fresh order with its refund, Re Order refills the cart at today's
// price, and Print Receipts opens a page laid out for paper.

test.describe('member orders', () => {
  test('a member cancels a fresh order and sees it under Cancelled Orders with the refund', async ({ page }) => {
    await signInAs(page, 'chloe@upline.test');
    const order = await placePaidOrder(page, [{ productId: 1, quantity: 1 }], { countryCode: 'US', stateCode: 'MA' });
    const total = `$${order.total.toFixed(2)}`;
    const orders = new MemberOrdersPages(page);

    // Order Listing in the side menu opens Orders.
    await page.goto('/user/dashboard');
    await page.getByRole('complementary').getByRole('link', { name: 'Order Listing' }).click();
    await expect(orders.heading).toHaveText('Orders');
    await expect(orders.order(order.orderNumber)).toContainText('Antioxidant Whey Complex');
    await expect(orders.order(order.orderNumber).getByTestId('order-total')).toHaveText(total);
    // Return says what will happen before anything is sent, then asks the spec's question.
    await expect(await orders.openReturn(order.orderNumber)).toHaveText(`Cancel and refund ${total}`);
    const cancelled = page.waitForResponse((r) => r.url().endsWith(`/api/user/order/cancel/${order.id}`));
    await orders.confirm();
    expect((await cancelled).status()).toBe(200);
    await expect(toast(page, `Your order was cancelled. A refund of ${total} is on its way to your payment method.`)).toBeVisible();
    await expect(orders.dialog).toBeHidden();

    // It has left the open orders and sits under Cancelled Orders, without a Return action.
    await orders.tab('Open Orders').click();
    await expect(page).toHaveURL(/tab=pending/);
    await expect(orders.order(order.orderNumber)).toHaveCount(0);
    await orders.tab('Cancelled Orders').click();
    const card = orders.order(order.orderNumber);
    await expect(card.getByTestId('order-state')).toHaveText('Cancelled');
    await expect(card.getByRole('button', { name: 'Return' })).toHaveCount(0);

    // Order Details shows the refund.
    await card.getByRole('link', { name: 'Order Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}$`));
    await expect(page.getByTestId('detail-order-number')).toHaveText(order.orderNumber);
    await expect(page.getByTestId('order-refunds')).toContainText('Refund for the cancelled order');
    await expect(page.getByTestId('refund-amount')).toHaveText(total);
    await expect(page.getByTestId('detail-refunded')).toHaveText(`−${total}`);
    await expect(page.getByTestId('return-status')).toHaveText('Cancelled');
  });

  test("Re Order fills the cart with the order's products at today's price and reaches Checkout", async ({ page }) => {
    await signInFrom(page, 'noah@upline.test', 'CA');
    const order = await placePaidOrder(page, [{ productId: 1, quantity: 3 }], { countryCode: 'CA', stateCode: 'AB' });
    const today = await page.request.get('/api/product/1/scholar/en?currency=CAD');
    const { sc_sale_price: scholarPrice } = ((await today.json()) as { products: { sc_sale_price: number }[] }).products[0]!;
    const orders = new MemberOrdersPages(page);

    // Re Order is in a scholar's side menu.
    await page.goto('/user/dashboard');
    await page.getByRole('complementary').getByRole('link', { name: 'Reorder' }).click();
    await expect(orders.heading).toHaveText('Re Order');
    await orders.order(order.orderNumber).getByRole('button', { name: `Buy Now: order ${order.orderNumber}` }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    // One unit (the order had three), bought once (purchase type 1), at today's scholar price in cents.
    expect(await storedCartItems(page)).toEqual([expect.objectContaining({ id: 1, quantity: 1, purchaseType: 1, price: Math.round(scholarPrice * 100) })]);
    await expect(page.getByTestId('review-subtotal')).toContainText(scholarPrice.toFixed(2));
  });

  test('Print Receipts opens a receipt laid out for paper, prints it and saves it as a PDF', async ({ page, baseURL }) => {
    await signInAs(page, 'carl@upline.test');
    const order = await placePaidOrder(page, [{ productId: 1, quantity: 2 }], { countryCode: 'US', stateCode: 'WA' });
    const admin = await adminApi(baseURL!);
    const shipped = await admin.post(`/api/admin/orders/${order.id}/ship`, { data: { carrier: 'Canada Post', tracking_number: '7023445211908812' } });
    expect(shipped.status(), await shipped.text()).toBe(200);
    await admin.dispose();
    // The browser's print dialog cannot be seen headless: count the calls instead.
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    const orders = new MemberOrdersPages(page);

    await page.goto('/user/dashboard');
    await page.getByRole('complementary').getByRole('link', { name: 'Order History' }).click();
    await expect(orders.heading).toHaveText('Order History');
    await orders.order(order.orderNumber).getByRole('link', { name: `Print Receipts: order ${order.orderNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}/receipt\\?print=1$`));
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText(order.orderNumber);
    const detail = (await (await page.request.get(`/api/user/order/${order.id}`)).json()) as { order: { payment_label: string } };
    await expect(receipt).toContainText(detail.order.payment_label);
    await expect(page.getByTestId('receipt-line')).toContainText(['Antioxidant Whey Complex']);
    await expect(page.getByTestId('receipt-total')).toHaveText(`$${order.total.toFixed(2)}`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // On paper only the receipt shows: no header, menu or footer.
    await page.emulateMedia({ media: 'print' });
    await expect(receipt).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByTestId('receipt-print')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    const download = page.waitForEvent('download');
    await page.getByTestId('receipt-pdf').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`receipt-${order.orderNumber}.pdf`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

import { expect, test, type Page } from '@playwright/test';
import { toast } from './pages/accounts-session';
import { CartPopup } from './pages/cart-popup';
import { presetCart, presetShopper } from './pages/cart-session';
import { signInAs } from './pages/catalogue-session';
import { registerMember } from './pages/team-member';
import { loginThroughApi } from './pages/browser-session';
import { placePaidOrder } from './pages/orders-member';
import { lookAt } from './pages/look-at';

// The staff members admin (issue 16 item 6): staff find a member who just signed up, see their
// profile and upline, preview a sponsor change from a date (who moves, both uplines, the commission
// lines it takes back and books) and make it with a reason; the member's downline moves with them. The
// members are created here: the journeys share one shop and no demo member is touched.

async function switchToFrench(page: Page) {
  await page.getByRole('button', { name: /^[A-Z]{2} · (language|langue)\s*:/i }).first().click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

test.describe('admin members', () => {
  test.setTimeout(240_000);

  test('staff find a new member, preview a move under another sponsor and make it with a reason', async ({ page, browser, baseURL }) => {
    const stamp = Date.now().toString(36);
    const context = await browser.newContext({ baseURL });
    // Nina (the new sponsor) and Omar (who moves) sign up without a link, under the company;
    // Pia signs up with Omar's link, so Omar has a downline that moves with him.
    const nina = await registerMember(context.request, { usertype: 'ambassador', firstname: 'Nina', lastname: `Sponsor${stamp}`, referal_id: 'upline', linkName: `nina-${stamp}` });
    const omar = await registerMember(context.request, { usertype: 'ambassador', firstname: 'Omar', lastname: `Moved${stamp}`, referal_id: 'upline', linkName: `omar-${stamp}` });
    const pia = await registerMember(context.request, { usertype: 'customer', firstname: 'Pia', lastname: `Below${stamp}`, referal_id: omar.id });
    // Pia buys today: Omar earns level 1 and nobody above him (the company account earns nothing).
    const piaPage = await context.newPage();
    await loginThroughApi(piaPage, pia.email, pia.password);
    const piaOrder = await placePaidOrder(piaPage, [{ productId: 1, quantity: 1 }], { countryCode: 'US', stateCode: 'IL' });
    await context.close();

    await signInAs(page, 'admin@upline.test', 'Admin#2026');
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Members' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members');
    await page.getByRole('searchbox', { name: 'Name, e-mail or member ID' }).fill(omar.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('1 member found')).toBeVisible();
    await lookAt(page, 'admin-members-list');
    await page.getByRole('link', { name: `Omar Moved${stamp}` }).filter({ visible: true }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Omar Moved${stamp}`);
    await expect(page.getByRole('list', { name: 'Upline' })).toHaveText(/Level 1: Upline/);
    await expect(page.getByText('1 direct, 1 in the whole downline')).toBeVisible();

    // Choose Nina as the new sponsor and preview the change.
    await page.getByRole('searchbox', { name: 'Find the new sponsor (name, e-mail or member ID)' }).fill(`Sponsor${stamp}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('list', { name: 'Possible sponsors' }).getByRole('button', { name: new RegExp(`Nina Sponsor${stamp}`) }).click();
    await page.getByRole('button', { name: 'Preview the change' }).click();
    const preview = page.getByTestId('sponsor-preview');
    await expect(preview).toContainText(`Omar Moved${stamp} and their downline (2 members in all) move under Nina Sponsor${stamp}.`);
    await expect(preview).toContainText(`Upline after the change${'Nina Sponsor' + stamp} › Upline Wellness`);
    // Effective today, Pia's order of today is re-credited: Nina is booked level 2 on it.
    await expect(preview).toContainText('orders that change: 1 · commission lines taken back: 0 · booked for the new upline: 1 · lines in closed periods (never changed): 0');
    await expect(preview.getByRole('list', { name: /Booked for the new upline/ })).toContainText(`Order ${piaOrder.orderNumber}: Nina Sponsor${stamp}, level 2`);
    await preview.getByText('Who moves (2)').click();
    await expect(preview).toContainText(`Pia Below${stamp} · #${pia.id}`);

    // The reason is required.
    await page.getByRole('button', { name: `Move under Nina Sponsor${stamp}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Give the reason for this change (at least 5 characters)' })).toBeVisible();
    await lookAt(page, 'admin-member-preview');
    await page.getByRole('textbox', { name: 'Reason for the change (kept in the audit log)' }).fill('Enrolled by Nina at the spring event');
    await page.getByRole('button', { name: `Move under Nina Sponsor${stamp}` }).click();
    await expect(toast(page, `Sponsor changed: now under Nina Sponsor${stamp}`)).toBeVisible();

    // The profile shows the new upline and the change with its reason; Pia stayed under Omar.
    await expect(page.getByRole('list', { name: 'Upline' })).toHaveText(new RegExp(`Level 1: Nina Sponsor${stamp}.*Level 2: Upline Wellness`));
    await expect(page.getByRole('region', { name: 'Staff changes' })).toContainText('Enrolled by Nina at the spring event');
    await lookAt(page, 'admin-member-detail');
    const pias = await page.request.get(`/api/admin/members/${pia.id}`);
    expect(((await pias.json()) as { upline: { id: number }[] }).upline.map((u) => u.id).slice(0, 2)).toEqual([omar.id, nina.id]);

    // The same page in French.
    await switchToFrench(page);
    await expect(page.getByRole('heading', { name: 'Changer le parrain' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Modifications par le personnel' })).toContainText('Parrain changé');
    await lookAt(page, 'admin-member-detail-fr');
  });

  test('staff create a coupon and a shopper applies it in the cart at once', async ({ page, browser, baseURL }) => {
    const code = `STAFF${Date.now().toString(36).toUpperCase()}`;
    await signInAs(page, 'admin@upline.test', 'Admin#2026');
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Promotions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
    await expect(page.getByTestId('coupon-row').filter({ hasText: '10OFF' })).toContainText('first order only');
    await lookAt(page, 'admin-promotions');

    await page.getByRole('button', { name: 'Add a coupon' }).click();
    const form = page.getByRole('form', { name: 'New coupon' });
    // The contract's rules answer in the form before anything is sent.
    await form.getByRole('textbox', { name: 'Code' }).fill('no');
    await form.getByRole('button', { name: 'Save the coupon' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'A code is 3 to 40 letters, digits, dashes or underscores' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Code' }).fill(code);
    await form.getByRole('textbox', { name: 'Description' }).fill('Twenty percent, made in the journey');
    await form.getByRole('textbox', { name: 'Percent off' }).fill('20');
    await form.getByRole('textbox', { name: 'Uses per customer' }).fill('1');
    await lookAt(page, 'admin-promotions-form');
    await form.getByRole('button', { name: 'Save the coupon' }).click();
    await expect(toast(page, `Coupon ${code} saved`)).toBeVisible();
    await expect(page.getByTestId('coupon-row').filter({ hasText: code })).toContainText('20% · products');
    await expect(page.getByTestId('coupon-row').filter({ hasText: code })).toContainText('1 per customer');

    // A shopper (a visitor of their own) applies the new code in the cart popup.
    const context = await browser.newContext({ baseURL });
    const shopper = await context.newPage();
    await presetShopper(shopper);
    await presetCart(shopper, [{ id: 1, name: 'Antioxidant Whey Complex — Vanilla Bean', quantity: 2, price: 6495, sale_price: 6495, purchaseType: 1 }]);
    await shopper.goto('/');
    const popup = new CartPopup(shopper);
    await popup.open();
    await expect(popup.itemsTotal).toHaveText('$126.00');
    await popup.useCoupon(code.toLowerCase());
    await expect(toast(shopper, 'Coupon code applied')).toBeVisible();
    await expect(popup.appliedCoupon).toContainText(code);
    await expect(popup.discount).toHaveText('−$25.20');
    await expect(popup.total).toHaveText('$100.80');
    await context.close();

    // The same page in French.
    await switchToFrench(page);
    await expect(page.getByRole('button', { name: 'Ajouter un coupon' })).toBeVisible();
    await expect(page.getByTestId('coupon-row').filter({ hasText: code })).toContainText('1 par client');
    await lookAt(page, 'admin-promotions-fr');
  });

  test('a member is refused the members and promotions pages and calls', async ({ page }) => {
    await signInAs(page, 'carl@upline.test');
    for (const path of ['/admin/members', '/admin/members/1', '/admin/promotions']) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toHaveText('You do not have access to this.');
    }
    expect((await page.request.get('/api/admin/members')).status()).toBe(403);
    expect((await page.request.post('/api/admin/coupons', { data: { code: 'MEMBERCODE', kind: 'percentage', target: 'product', amount: 50 } })).status()).toBe(403);
    expect((await page.request.post('/api/admin/members/1/sponsor', { data: { sponsorId: 1, effectiveFrom: '2026-01-01', reason: 'not allowed' } })).status()).toBe(403);
  });
});

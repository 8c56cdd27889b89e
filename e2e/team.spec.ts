import { expect, test, type Browser } from '@playwright/test';
import { signInAs } from './pages/catalogue-session';
import { placePaidOrder } from './pages/orders-member';
import { GenealogyScreen, registerMember } from './pages/team-member';

// The member's team in the back office (accounts §2.3, §2.10, §9) against the real API: members
// who sign up with an ambassador's link appear in Genealogy and in the lists, a member's team
// opens on demand, search finds a member deep down, and the team's paid orders are listed.

/** Rosa, a fresh ambassador under Ava, so that her team is only what the test builds. */
async function freshAmbassador(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const stamp = Date.now().toString(36);
  const rosa = await registerMember(context.request, { usertype: 'ambassador', firstname: 'Rosa', lastname: `Lead${stamp}`, referal_id: 'ava', linkName: `rosa-${stamp}` });
  await context.close();
  return { ...rosa, stamp, linkName: `rosa-${stamp}` };
}

/** Enrols a member from a visitor of their own (a new browser context), who stays signed in. */
async function enrol(browser: Browser, baseURL: string, signup: Parameters<typeof registerMember>[1]) {
  const context = await browser.newContext({ baseURL });
  const member = await registerMember(context.request, signup);
  return { ...member, page: await context.newPage(), close: () => context.close() };
}

test.describe('the team', () => {
  test('an ambassador sees new signups in Genealogy, My Ambassador and Customers, opens a member and finds one by search', async ({ page, browser, baseURL }) => {
    const rosa = await freshAmbassador(browser, baseURL!);
    await signInAs(page, rosa.email, rosa.password);
    const genealogy = new GenealogyScreen(page);

    // Before anyone signs up with her link, the tree is Rosa alone.
    await page.goto('/user/downline-genealogy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downline Genealogy');
    await expect(genealogy.node(rosa.id)).toContainText(`Rosa Lead${rosa.stamp}`);
    await expect(page.getByTestId('team-empty')).toContainText('No data found.');

    // Ben signs up as an ambassador with her link name, Cleo as a customer with her member ID,
    // and Dana as a customer under Ben.
    const ben = await enrol(browser, baseURL!, { usertype: 'ambassador', firstname: 'Ben', lastname: `Second${rosa.stamp}`, referal_id: rosa.linkName, linkName: `ben-${rosa.stamp}` });
    const cleo = await enrol(browser, baseURL!, { usertype: 'customer', firstname: 'Cleo', lastname: `Client${rosa.stamp}`, referal_id: rosa.id });
    const dana = await enrol(browser, baseURL!, { usertype: 'customer', firstname: 'Dana', lastname: `Deep${rosa.stamp}`, referal_id: ben.id });

    await page.reload();
    await expect(genealogy.node(ben.id)).toContainText(`Ben Second${rosa.stamp}`);
    await expect(genealogy.node(ben.id)).toContainText(`Ambassador · ID ${ben.id}`);
    await expect(genealogy.node(ben.id)).toContainText('Team 1');
    await expect(genealogy.node(cleo.id)).toContainText('Customer');
    await expect(genealogy.node(rosa.id)).toContainText('Team 3');
    // The nodes are the spec's 120 x 80, the levels 200 apart.
    const [rosaBox, benBox] = [await genealogy.node(rosa.id).boundingBox(), await genealogy.node(ben.id).boundingBox()];
    expect([Math.round(benBox!.width), Math.round(benBox!.height)]).toEqual([120, 80]);
    expect(Math.round(benBox!.y - rosaBox!.y)).toBe(200);

    // Ben's own team came nested: opening him shows Dana.
    await expect(genealogy.node(dana.id)).toHaveCount(0);
    await genealogy.node(ben.id).click();
    await expect(genealogy.node(ben.id)).toHaveAttribute('aria-expanded', 'true');
    await expect(genealogy.node(dana.id)).toContainText(`Dana Deep${rosa.stamp}`);

    // Plus and minus zoom, Reset goes back to the first view.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(genealogy.canvas).toHaveAttribute('data-scale', '1.30');
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(genealogy.canvas).toHaveAttribute('data-scale', '0.77');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(genealogy.canvas).toHaveAttribute('data-scale', '1.00');

    // On a fresh page Ben is closed; searching Dana opens the way to her and focuses her.
    await page.reload();
    await expect(genealogy.node(dana.id)).toHaveCount(0);
    await genealogy.find(`Deep${rosa.stamp}`);
    await expect(genealogy.node(dana.id)).toBeVisible();
    await expect(genealogy.node(dana.id)).toBeFocused();
    await expect(genealogy.node(ben.id)).toHaveAttribute('aria-expanded', 'true');

    // The list view shows the same tree; its rows say their level.
    await genealogy.view('List').click();
    await expect(genealogy.item(dana.id)).toHaveAttribute('aria-level', '3');
    await expect(genealogy.item(ben.id)).toHaveAttribute('aria-expanded', 'true');
    await expect(genealogy.item(dana.id)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(genealogy.item(ben.id)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(genealogy.item(ben.id)).toHaveAttribute('aria-expanded', 'false');
    await expect(genealogy.item(dana.id)).toHaveCount(0);

    // My Ambassador lists Ben; Customers lists Cleo, whom Rosa enrolled, and not Dana, Ben's customer.
    await page.getByRole('complementary').getByRole('link', { name: 'My Ambassador' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Ambassadors');
    const benRow = page.getByTestId('team-row').filter({ hasText: `Ben Second${rosa.stamp}` });
    await expect(benRow).toContainText(ben.email);
    await expect(benRow).toContainText('Level 1');
    await page.getByRole('complementary').getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(page.getByTestId('team-row')).toHaveCount(1);
    await expect(page.getByTestId('team-row')).toContainText(`Cleo Client${rosa.stamp}`);
    await page.getByRole('searchbox', { name: 'Search by name or member ID' }).fill('nobody-here');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/search=nobody-here/);
    await expect(page.getByTestId('team-empty')).toContainText('No data found.');

    // Dana buys: the order shows in Rosa's My Team Order with who ordered and the product.
    const order = await placePaidOrder(dana.page, [{ productId: 1, quantity: 2 }], { countryCode: 'US', stateCode: 'IL' });
    await page.goto('/user/team-orders');
    const card = page.getByTestId('team-order').filter({ hasText: order.orderNumber });
    await expect(card).toContainText(`Dana Deep${rosa.stamp}`);
    await expect(card).toContainText('Customer · Level 2');
    await expect(card).toContainText('Antioxidant Whey Complex');
    await expect(card).toContainText('Qty 2');
    await expect(card.getByTestId('team-order-total')).toHaveText(`$${order.total.toFixed(2)}`);
    // Dana is Ben's customer, not Rosa's: Rosa's Customers Order History has nothing.
    await page.goto('/user/customer-order-history');
    await expect(page.getByTestId('team-empty')).toContainText('No data found.');

    // The Dashboard counts them: two enrolled by Rosa (an ambassador and a customer), three in all, all new this month.
    await page.goto('/user/dashboard');
    await expect(page.getByTestId('team-figure-direct')).toContainText('2');
    await expect(page.getByTestId('team-figure-direct')).toContainText(/Ambassador\s*1/);
    await expect(page.getByTestId('team-figure-downline')).toContainText(/Customer\s*2/);
    await expect(page.getByTestId('team-figure-new')).toContainText('2 direct, 3 in the downline');

    for (const member of [ben, cleo, dana]) await member.close();
  });

  test("a member with more direct members than the first view nests opens with five of them, and Show more brings the others", async ({ page, browser, baseURL }) => {
    const rosa = await freshAmbassador(browser, baseURL!);
    const context = await browser.newContext({ baseURL: baseURL! });
    const ben = await registerMember(context.request, { usertype: 'ambassador', firstname: 'Ben', lastname: `Wide${rosa.stamp}`, referal_id: rosa.linkName, linkName: `ben-wide-${rosa.stamp}` });
    const customers: number[] = [];
    for (let n = 1; n <= 7; n++) {
      customers.push((await registerMember(context.request, { usertype: 'customer', firstname: `Client${n}`, lastname: `Wide${rosa.stamp}`, referal_id: `ben-wide-${rosa.stamp}` })).id);
    }
    await context.close();

    await signInAs(page, rosa.email, rosa.password);
    const genealogy = new GenealogyScreen(page);
    await page.goto('/user/downline-genealogy');
    await genealogy.node(ben.id).click();
    for (const id of customers.slice(0, 5)) await expect(genealogy.node(id)).toBeVisible();
    for (const id of customers.slice(5)) await expect(genealogy.node(id)).toHaveCount(0);
    await page.getByTestId('tree-more').filter({ hasText: 'Show more (2 more)' }).click();
    for (const id of customers) await expect(genealogy.node(id)).toBeVisible();
    await expect(page.getByTestId('tree-more')).toHaveCount(0);
  });

  test('the team pages open under the referral prefix with the My Team and My Customers menu', async ({ page, browser, baseURL }) => {
    const rosa = await freshAmbassador(browser, baseURL!);
    await signInAs(page, rosa.email, rosa.password);
    await page.goto(`/${rosa.linkName}/downline-genealogy`);
    const menu = page.getByRole('complementary');
    for (const item of ['My Ambassador', 'My Scholar', 'My Team Order', 'Downline Genealogy', 'Customers Order History', 'Training Videos']) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'My Scholar' }).click();
    await expect(page).toHaveURL(new RegExp(`/${rosa.linkName}/scholar$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Scholars');
    await expect(page.getByTestId('team-empty')).toContainText('No data found.');
  });
});

test.describe('the team on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Genealogy opens on the list view and the lists are cards', async ({ page }) => {
    await signInAs(page, 'ava@upline.test');
    const genealogy = new GenealogyScreen(page);
    await page.goto('/user/downline-genealogy');
    await expect(genealogy.list).toBeVisible();
    await expect(genealogy.view('List')).toHaveAttribute('aria-pressed', 'true');
    await expect(genealogy.canvas).toHaveCount(0);
    // Sam (a scholar with a team of his own) opens with a tap.
    const sam = page.getByTestId('tree-item').filter({ hasText: 'Sam Nguyen' });
    await expect(sam).toHaveAttribute('aria-expanded', 'false');
    await sam.locator('div').first().click();
    await expect(sam).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('tree-item').filter({ hasText: 'Leo Tremblay' })).toHaveAttribute('aria-level', '3');

    await page.goto('/user/ambassador');
    await expect(page.getByTestId('team-table')).toBeHidden();
    const leo = page.getByTestId('team-card').filter({ has: page.getByText('Leo Tremblay', { exact: true }) });
    await expect(leo).toBeVisible();
    await expect(leo).toContainText('leo@upline.test');
  });
});

import { expect, test } from '@playwright/test';
import { toast } from './pages/accounts-session';
import { SigninPage } from './pages/accounts-signin';
import { AdminCataloguePages } from './pages/admin-catalogue';
import { sessionKey, storedSessionState } from './pages/browser-session';
import { ProductDetailPage } from './pages/catalogue-product-page';
import { presetVisitor, signInAs } from './pages/catalogue-session';

// The staff admin's catalogue (issue 16 items 1, 2 and 8): staff sign in to the admin, add a
// product with a quantity tier and see the tier price on the storefront, change a price and see
// it on the product page at once; a member is refused the admin pages and calls.

test.describe('admin catalogue', () => {
  // Two contexts, a full product form and two saves: longer than one page's budget.
  test.setTimeout(120_000);

  test('staff add a product with a tier, see its tier price in the shop, change its price and see it at once', async ({ page, browser }) => {
    await presetVisitor(page);
    const signin = new SigninPage(page);
    await signin.goto();
    await signin.logIn('admin@upline.test', 'Admin#2026');
    // Staff land in the admin, with its navigation.
    await expect(page).toHaveURL(/\/admin$/);
    const admin = new AdminCataloguePages(page);
    await expect(admin.nav).toBeVisible();

    await admin.openProducts();
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('link', { name: 'Add Product' }).click();
    await expect(admin.heading).toHaveText('Add Product');

    const name = `Journey Night Serum ${Date.now()}`;
    await admin.field('Name').fill(name);
    await admin.field('Description').fill('A serum added by staff in the journey.');
    // Weight Management: the journeys share one shop, and the catalogue journeys count Nutrition's products.
    await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'Weight Management', exact: true }).check();
    await admin.field('ImageURL (main image)').fill('/demo/product-placeholder.svg');
    await admin.field('Customer sale price').fill('40.00');
    await admin.field('Ambassador sale price').fill('32.00');
    await admin.field('Scholar sale price').fill('30.00');
    // One customer tier: 2 or more at 10% off. The preview prices it with the shop's own rules.
    const customerTiers = page.getByRole('group', { name: 'Customer tiers' });
    await customerTiers.getByLabel('Range 1').fill('2+');
    await customerTiers.getByLabel('Discount 1 (%)').fill('10');
    await expect(admin.preview('customer', '2+')).toHaveText('2+: $36.00 (−10%)');

    await admin.save();
    await expect(toast(page, 'Product Added Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    const id = /\/admin\/products\/(\d+)$/.exec(page.url())![1]!;

    // A shopper sees the product and its tier price at once.
    const shopper = await browser.newContext();
    const shopperPage = await shopper.newPage();
    await shopperPage.addInitScript(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [sessionKey, storedSessionState()] as const);
    const product = new ProductDetailPage(shopperPage);
    await product.goto(id);
    await expect(product.heading).toHaveText(name);
    await expect(product.price).toHaveText('$40.00');
    await expect(product.tierRows).toHaveCount(1);
    await expect(product.tierRows.first()).toContainText('$36.00');

    // Staff change the price; the product page shows it on its next load.
    await admin.field('Customer sale price').fill('44.50');
    await admin.save();
    await expect(toast(page, 'Product Updated Successfully!')).toBeVisible();
    await product.goto(id);
    await expect(product.price).toHaveText('$44.50');
    await expect(product.tierRows.first()).toContainText('$40.05');
    await shopper.close();
  });

  test('a member is refused every admin page and call', async ({ page }) => {
    await signInAs(page, 'carl@upline.test');
    for (const path of ['/admin', '/admin/products', '/admin/products/add', '/admin/categories', '/user/category/add']) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toHaveText('You do not have access to this.');
      await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
    }
    expect((await page.request.get('/api/admin/products')).status()).toBe(403);
    expect((await page.request.post('/api/product/add', { data: {} })).status()).toBe(403);
    expect((await page.request.post('/api/category/create', { data: {} })).status()).toBe(403);
  });

  test('staff add a category from AdminCategory and edit it', async ({ page }) => {
    await signInAs(page, 'admin@upline.test', 'Admin#2026');
    await page.goto('/user/category');
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await page.getByRole('link', { name: 'Add a new Category' }).click();
    const name = `Journey Sleep ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Description', { exact: true }).fill('For better nights.');
    await page.getByLabel('Image URL').fill('not a url');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Image URL must be a valid URL (https:// or an image of the gallery)')).toBeVisible();
    await page.getByLabel('Image URL').fill('/demo/category-sleep.svg');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Category Added Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.getByLabel('Name', { exact: true }).fill(`${name} & Calm`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Category Updated Successfully!')).toBeVisible();
  });
});

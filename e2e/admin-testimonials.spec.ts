import { expect, test } from '@playwright/test';
import { toast } from './pages/accounts-session';
import { member, signInAs, staff, visitAs } from './pages/content-session';
import { lookAt } from './pages/look-at';

// Staff manage the product testimonials the shop's Testimonials page shows (issue 16 item 5): add
// one in English and French, see it on the page for its member type at once, edit it, unpublish
// it and it is gone. The journey's testimonial is its own (a name made here, for scholars) and
// ends unpublished, so the demo stories other journeys read stay as they are.

test('staff add a testimonial in English and French, shoppers read it at once, and it goes when unpublished', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const name = `Jo ${Date.now().toString(36).toUpperCase()}`;
  await signInAs(page, staff.email, staff.password);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Testimonials' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testimonials');
  await expect(page.getByTestId('testimonial-row').first()).toBeVisible();
  await lookAt(page, 'admin-testimonials');

  await page.getByRole('button', { name: 'Add a testimonial' }).click();
  const form = page.getByRole('form', { name: 'New testimonial' });
  // The contract's rules answer in the form before anything is sent.
  await form.getByRole('button', { name: 'Save the testimonial' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Choose a product' })).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: 'Write the English text' })).toBeVisible();
  // A product the Testimonials page lists (its reviews shown).
  const product = 'Radiance Vitamin C Serum — 30 mL';
  await form.getByRole('combobox', { name: 'Product' }).selectOption({ label: product });
  await form.getByRole('textbox', { name: 'Name shown' }).fill(name);
  await form.getByRole('combobox', { name: 'Stars' }).selectOption('4');
  await form.getByRole('combobox', { name: 'Shown to' }).selectOption('scholar');
  const texts = form.getByRole('group', { name: 'Testimonial' });
  await texts.getByRole('textbox', { name: 'English' }).fill('Studying late got easier with it.');
  await texts.getByRole('textbox', { name: 'French' }).fill('Étudier tard est devenu plus facile.');
  await lookAt(page, 'admin-testimonials-form');
  await form.getByRole('button', { name: 'Save the testimonial' }).click();
  await expect(toast(page, 'Testimonial created.')).toBeVisible();
  const row = page.getByTestId('testimonial-row').filter({ hasText: name });
  await expect(row).toContainText(product);
  await expect(row).toContainText('4 stars · Scholars');
  await expect(row).toContainText('Texts: EN, FR');

  // A visitor reads it on the Testimonials page for scholars, in English and in French.
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await visitAs(visitor);
  await visitor.goto('/testimonials?type=scholar');
  await expect(visitor.getByRole('region', { name: /what our scholars say/i })).toContainText(name);
  await expect(visitor.getByRole('region', { name: /what our scholars say/i })).toContainText('Studying late got easier with it.');

  // Edited: the shop reads the change at once.
  await row.getByRole('button', { name: `Edit the testimonial of ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit the testimonial of ${name}` });
  await edit.getByRole('group', { name: 'Testimonial' }).getByRole('textbox', { name: 'English' }).fill('Late nights of study got easier.');
  await edit.getByRole('button', { name: 'Save the testimonial' }).click();
  await expect(toast(page, 'Testimonial saved.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('region', { name: /what our scholars say/i })).toContainText('Late nights of study got easier.');

  // Unpublished: gone from the shop, still in the admin.
  await row.getByRole('button', { name: `Unpublish the testimonial of ${name}` }).click();
  await expect(toast(page, 'Testimonial unpublished.')).toBeVisible();
  await expect(row).toContainText('Not published');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(name)).toHaveCount(0);
  await context.close();

  // The audit log names the changes.
  await page.goto('/admin/audit');
  await expect(page.getByText('testimonial.unpublished').first()).toBeVisible();
});

test('a member is refused the testimonials admin and its calls', async ({ page }) => {
  await signInAs(page, member.email, member.password);
  await page.goto('/admin/testimonials');
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
  expect((await page.request.get('/api/admin/testimonials')).status()).toBe(403);
  expect((await page.request.post('/api/admin/testimonials/1/unpublish')).status()).toBe(403);
});

import { expect, test } from '@playwright/test';
import { toast } from './pages/accounts-session';
import { signInAs } from './pages/catalogue-session';
import { lookAt } from './pages/look-at';

// The promotions admin's offers (issue 16 item 4): each offer kind in its own form, its rules
// answered in the form and by the server field by field, its texts in English and French side by
// side. The journey saves the exit offer as it found it: the shop's demo offers stay as they are.

test('staff edit an offer in the form of its kind: a rule broken is named on its field, here and by the server', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin@upline.test', 'Admin#2026');
  await page.goto('/admin/promotions');
  const exit = page.getByRole('form', { name: 'Exit offer' });
  await expect(exit.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('10OFF');
  await expect(exit.getByRole('textbox', { name: 'Delay before it shows (seconds)' })).toHaveValue('20');
  const headline = exit.getByRole('group', { name: 'Headline' });
  await expect(headline.getByRole('textbox', { name: 'English' })).toHaveValue(/^Wait! Take 10% off/);
  await expect(headline.getByRole('textbox', { name: 'French' })).toHaveValue(/^Attendez/);
  await expect(page.getByRole('form', { name: 'Free shipping list' }).getByRole('textbox', { name: 'Countries' })).toHaveValue('CA, US');
  await lookAt(page, 'admin-offers');

  // The kind's rule answers in the form before anything is sent.
  await exit.getByRole('textbox', { name: 'Delay before it shows (seconds)' }).fill('9999');
  await exit.getByRole('button', { name: 'Save the offer' }).click();
  await expect(exit.getByRole('alert')).toHaveText('The delay is a whole number of seconds from 0 to 3600');
  await expect(exit.getByRole('textbox', { name: 'Delay before it shows (seconds)' })).toHaveAttribute('aria-invalid', 'true');

  // A coupon that does not exist is refused by the server, on the field.
  await exit.getByRole('textbox', { name: 'Delay before it shows (seconds)' }).fill('20');
  await exit.getByRole('textbox', { name: 'Coupon code' }).fill('NOSUCHCODE');
  await exit.getByRole('button', { name: 'Save the offer' }).click();
  await expect(exit.getByRole('alert')).toHaveText('No coupon has this code');
  await lookAt(page, 'admin-offers-error');

  await exit.getByRole('textbox', { name: 'Coupon code' }).fill('10OFF');
  await exit.getByRole('button', { name: 'Save the offer' }).click();
  await expect(toast(page, 'Exit offer saved')).toBeVisible();
  await expect(exit.getByRole('alert')).toHaveCount(0);
});

test('a member is refused the offers call', async ({ page }) => {
  await signInAs(page, 'ava@upline.test', 'Demo#2026');
  expect((await page.request.post('/api/admin/offers/1', { data: { data: {}, isActive: true } })).status()).toBe(403);
});

import { expect, test } from '@playwright/test';
import { signInAs } from './pages/catalogue-session';

// Change Password is found where a member looks for it: the header's 'Hi' menu, the side
// menu's Profile group, and the Personal Information page.

test.describe('finding Change Password', () => {
  test('the Hi menu offers Dashboard, Change Password and Log Out', async ({ page }) => {
    await signInAs(page, 'ava@upline.test');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Hi, Ava' }).click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText(['Dashboard', 'Change Password', 'Log Out']);
    await items.filter({ hasText: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change Password');
  });

  test("the side menu's Profile group and the Personal Information page link to it", async ({ page }) => {
    await signInAs(page, 'carl@upline.test');
    await page.goto('/user/profile');
    const profileGroup = page.getByRole('navigation', { name: 'My account' }).getByRole('list', { name: 'Profile' });
    await expect(profileGroup.getByRole('link')).toHaveText(['Personal Information', 'Manage Addresses', 'Change Password']);
    await page.getByRole('main').getByRole('link', { name: 'Change your password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
  });
});

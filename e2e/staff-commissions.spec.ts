import { expect, test } from '@playwright/test';
import { signInAs } from './pages/catalogue-session';
import { memberBuys } from './pages/earnings-history';
import { StaffCommissionsPage } from './pages/staff-commissions';

// Staff's commission close page: after Carl buys through Ava, staff preview the open bi-weekly
// period (Ava's statement, the totals), find Close waiting for the hold, and no closed period to
// run a what-if over yet; a member is refused the page.

test('staff preview the open period with the statement of the member who earned in it; Close waits for the hold', async ({ page, baseURL }) => {
  await memberBuys(baseURL!, { email: 'carl@upline.test', password: 'Demo#2026', firstName: 'Carl', lastName: 'Johnson' });
  await signInAs(page, 'admin@upline.test', 'Admin#2026');
  const staff = new StaffCommissionsPage(page);
  await staff.open();
  await staff.period('Bi-weekly USD').first().click();
  await expect(staff.preview).toBeVisible();
  const ava = staff.statement('Ava');
  await expect(ava).toBeVisible();
  await expect(ava).toContainText(/Payable|Carried forward/);
  await expect(staff.preview.getByRole('button', { name: 'Close the period' })).toBeDisabled();
  // The open period waits for its hold (the demo history's older periods may already be closed).
  await expect(staff.preview).toContainText(/can be closed from/);
});

test('a member is refused the commission close page', async ({ page }) => {
  await signInAs(page, 'carl@upline.test');
  await page.goto('/admin/commissions');
  await expect(page.getByRole('alert')).toContainText(/access/);
});

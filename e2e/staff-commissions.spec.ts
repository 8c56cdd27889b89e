import { expect, test } from '@playwright/test';
import { signInAs } from './pages/catalogue-session';
import { memberBuys } from './pages/earnings-history';
import { StaffCommissionsPage } from './pages/staff-commissions';

// Staff's commission close page: after Carl buys through Ava, staff preview the open bi-weekly
// period (Ava's statement, the totals), find Close waiting for the hold, and no closed period to
// run a what-if over yet; a member is refused the page.

/** The first day of today's bi-weekly period in the shop's calendar (anchored on Monday 5 January 2026), as the page writes it. */
function currentBiweeklyStart(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
  const days = Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse('2026-01-05T00:00:00Z')) / 86_400_000);
  const start = new Date(Date.parse('2026-01-05T00:00:00Z') + (days - (((days % 14) + 14) % 14)) * 86_400_000);
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(start);
}

test('staff preview the open period with the statement of the member who earned in it; Close waits for the hold', async ({ page, baseURL }) => {
  await memberBuys(baseURL!, { email: 'carl@upline.test', password: 'Demo#2026', firstName: 'Carl', lastName: 'Johnson' });
  await signInAs(page, 'admin@upline.test', 'Admin#2026');
  const staff = new StaffCommissionsPage(page);
  await staff.open();
  // The bi-weekly period of today (another journey's moved clock may have opened later ones).
  await staff.period('Bi-weekly USD').filter({ hasText: `${currentBiweeklyStart()} –` }).click();
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

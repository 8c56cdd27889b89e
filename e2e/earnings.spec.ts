import { expect, test } from '@playwright/test';
import { loginThroughApi, sessionKey, storedSessionState } from './pages/browser-session';
import { EarningsHistoryPage, memberBuys } from './pages/earnings-history';

// Earnings History (accounts §2.10): Carl, a customer Ava sponsored, buys on the test gateway;
// Ava (ambassador) opens Earnings History, finds the commission in the current bi-weekly period,
// opens its Details and reads why she was paid.

const usd = (minor: number) => `$${(minor / 100).toFixed(2)}`;

test('an ambassador sees her downline customer’s order in the current period, its details and why she was paid', async ({ page, baseURL }) => {
  const bought = await memberBuys(baseURL!, { email: 'carl@upline.test', password: 'Demo#2026', firstName: 'Carl', lastName: 'Johnson' });
  const commissionMinor = Math.floor((bought.bvMinor * 2000 + 5000) / 10_000);

  const session = await loginThroughApi(page, 'ava@upline.test', 'Demo#2026');
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), { key: sessionKey, value: storedSessionState(session) });
  const earnings = new EarningsHistoryPage(page);
  await earnings.goto();

  await expect(earnings.tab('Bi-Weekly')).toHaveAttribute('aria-selected', 'true');
  const current = earnings.currentPeriod();
  await expect(current).toBeVisible();
  const periodTotal = await current.getByTestId('period-usd').innerText();
  expect(Number(periodTotal.replace(/[$,]/g, '')) * 100).toBeGreaterThanOrEqual(commissionMinor);
  // An English shopper in the United States reads Canadian dollars as CA$ (one locale formatter, decision 0018).
  await expect(current.getByTestId('period-cad')).toHaveText('CA$0.00');

  await current.getByRole('button', { name: /^Details of the period/ }).click();
  await expect(earnings.details).toBeVisible();
  const usdBlock = page.getByTestId('earnings-USD');
  await expect(usdBlock.getByTestId('details-total')).toHaveText(periodTotal);
  const order = earnings.order(bought.orderNumber);
  await expect(order.getByTestId('buyer-name')).toHaveText('Carl J.');
  await expect(order).toContainText('Customer');
  await expect(order.getByTestId('order-commission')).toHaveText(usd(commissionMinor));

  await order.getByText('Why I was paid this').click();
  const line = order.getByTestId('commission-line').first();
  await expect(line).toContainText('20%');
  await expect(line.getByTestId('line-levels')).toHaveText('Level 1 in your team, paid as level 1');
  await expect(line).toContainText('Compensation plan version 1');
  await expect(line.getByTestId('line-status')).toContainText('Held until');

  // Back to the tabs; the Monthly tab lists the month; a search of a day without earnings says so.
  await earnings.back.click();
  // No period has closed yet: the statements say when one comes.
  await expect(page.getByTestId('member-statements')).toContainText('No statement yet');
  await earnings.tab('Monthly').click();
  await expect(earnings.currentPeriod()).toBeVisible();
  await earnings.from.fill('2026-01-01');
  await earnings.to.fill('2026-01-02');
  await earnings.search.click();
  await expect(page.getByTestId('earnings-no-data')).toHaveText('No data found.');
});

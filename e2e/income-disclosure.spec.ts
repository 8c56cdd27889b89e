import { expect, test, type APIRequestContext } from '@playwright/test';
import type { IncomeDisclosure } from '@upline/contract/income-disclosure';
import { presetVisitor, signInAs } from './pages/catalogue-session';
import { waitForApp } from './pages/app-ready';
import { IncomeDisclosurePage, disclosureLink } from './pages/income-disclosure';

// The income disclosure (compensation plan §9): opened from the pages that speak of earnings, its
// figures are the API's (generated from the ledger over the demo year), for a calendar year and
// for the trailing 12 months, in English and French.

async function disclosureOf(request: APIRequestContext, query = ''): Promise<IncomeDisclosure> {
  const response = await request.get(`/api/income-disclosure${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as IncomeDisclosure;
}

/** A shown amount ('$1,234.56', '—') in minor units, or null for a dash. */
const minorOf = (text: string | undefined) => (text === undefined || text === '—' ? null : Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100));

async function expectFiguresOf(page: IncomeDisclosurePage, answer: IncomeDisclosure) {
  // Wait for the answer's own figures (the page may still show the previous period), then read every cell at once.
  const first = answer.groups[0]!;
  await expect(page.cell(first.currency, first.member_type, 'total')).toHaveText(/\d/);
  await expect.poll(async () => minorOf((await page.cells())[`disclosure-${first.currency}-${first.member_type}-total`])).toBe(first.total_minor);
  const cells = await page.cells();
  for (const g of answer.groups) {
    const at = (figure: string) => cells[`disclosure-${g.currency}-${g.member_type}-${figure}`];
    expect(at('members')).toBe(g.members.toLocaleString('en-US'));
    expect({ median: minorOf(at('median')), mean: minorOf(at('mean')), p10: minorOf(at('p10')), p25: minorOf(at('p25')), p75: minorOf(at('p75')), p90: minorOf(at('p90')), p99: minorOf(at('p99')), total: minorOf(at('total')) }).toEqual({
      median: g.median_minor,
      mean: g.mean_minor,
      p10: g.p10_minor,
      p25: g.p25_minor,
      p75: g.p75_minor,
      p90: g.p90_minor,
      p99: g.p99_minor,
      total: g.total_minor,
    });
    if (g.zero_share_bps !== null) expect(at('zero')).toContain(`(${g.zero_earners})`);
  }
}

test('a visitor opens the income disclosure from the compensation plan and reads the ledger’s figures for the year and the trailing 12 months', async ({ page }) => {
  test.slow(); // two periods of figures to compare, on a shared machine
  await presetVisitor(page);
  await page.goto('/pages/compensation-plan');
  // A server-rendered page: its links go through the app once it has taken the page over.
  await waitForApp(page);
  await disclosureLink(page).click();
  const disclosure = new IncomeDisclosurePage(page);
  await disclosure.expectOpen();

  const year = await disclosureOf(page.request);
  // The demo year has real earners and many who earned nothing.
  const all = year.groups.find((g) => g.member_type === 'all' && g.currency === 'USD')!;
  expect(all.members).toBeGreaterThan(100);
  expect(all.total_minor).toBeGreaterThan(0);
  expect(all.zero_earners).toBeGreaterThan(0);
  await expect(disclosure.period).toHaveValue(String(year.period.year));
  await expectFiguresOf(disclosure, year);
  await expect(page.getByText(/Scholars pay a website fee of \$10\.00/)).toBeVisible();

  await disclosure.period.selectOption('trailing-12');
  await expect(page).toHaveURL(/period=trailing-12/);
  const trailing = await disclosureOf(page.request, '?period=trailing-12');
  await expect(disclosure.periodText).toContainText('From');
  await expectFiguresOf(disclosure, trailing);
});

for (const [name, path] of [['Join Our Team', '/join-team'], ['the ambassador signup', '/signup-ambassador'], ['the scholar signup', '/signup-scholar']] as const) {
  test(`${name} links to the disclosure`, async ({ page }) => {
    await presetVisitor(page);
    await page.goto(path);
    await disclosureLink(page).click();
    await new IncomeDisclosurePage(page).expectOpen();
  });
}

test('Earnings History links to the disclosure', async ({ page }) => {
  await signInAs(page, 'ava@upline.test');
  await page.goto('/user/commission');
  await disclosureLink(page).click();
  await new IncomeDisclosurePage(page).expectOpen();
});

test('the disclosure reads in French', async ({ page }) => {
  await presetVisitor(page, { language: 'fr' });
  await page.goto('/income-disclosure');
  const disclosure = new IncomeDisclosurePage(page);
  await disclosure.expectOpen();
  await expect(page.getByRole('heading', { name: 'Commissions en dollars américains' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comment lire ces chiffres' })).toBeVisible();
});

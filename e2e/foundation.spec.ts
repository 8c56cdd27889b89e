import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell';

test.describe('the shop frame', () => {
  test('a new visitor gets the country popup; choosing Canada sets English', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.chooseCountry('Canada');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('upline-session') ?? '{}'));
    expect(stored.state).toMatchObject({ userCountry: 'CA', language: 'en' });
  });

  test('choosing the United States also sets English, and the popup stays away on the next page', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/pages/about-us');
    await shell.chooseCountry('United States');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/pages/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.countryDialog).toBeHidden();
  });

  test('the home page shows the header and footer built from the server navigation', async ({ page, request }) => {
    const header = (await (await request.get('/api/navigations/header/en')).json()) as { navigations: { name: string }[] };
    const footer = (await (await request.get('/api/navigations/footer/en')).json()) as { navigations: { name: string }[] };
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.chooseCountry('United States');
    const labels = await shell.navLabels();
    for (const item of header.navigations) expect(labels).toContain(item.name);
    for (const item of footer.navigations.slice(0, 3)) {
      await expect(shell.footer.getByRole('link', { name: item.name, exact: true }).first()).toBeVisible();
    }
    await expect(shell.footer).toContainText(/45-day/i);
  });

  test('switching to French changes the navigation labels', async ({ page, request }) => {
    const fr = (await (await request.get('/api/navigations/header/fr')).json()) as { navigations: { name: string }[] };
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.chooseCountry('Canada');
    const before = await shell.navLabels();
    await shell.switchLanguage('Français');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The menu passes through the default links while the French menu loads: wait for the French one.
    await expect.poll(() => shell.navLabels()).toEqual(expect.arrayContaining(fr.navigations.map((item) => item.name)));
    expect(await shell.navLabels()).not.toEqual(before);
  });

  test('every page makes no request to another site', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(r.url());
    });
    const shell = new ShellPage(page);
    await shell.goto('/');
    await shell.chooseCountry('United States');
    await page.goto('/pages/faq');
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });
});

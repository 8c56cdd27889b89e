import { expect, test, type Page } from '@playwright/test';
import { toast } from './pages/accounts-session';
import { presetVisitor, signInAs } from './pages/catalogue-session';
import { lookAt } from './pages/look-at';

// The staff content admin (issue 16 item 5): staff add a CMS page in English and French with the
// rich-text editor, preview it as the shop shows it, and shoppers read it at once in both
// languages; a later change shows on the next visit. A member is refused. The page is created
// here: the journeys share one shop and no seeded page is touched.

/** Types into the rich-text editor of one language's fieldset, replacing what it held. */
async function writeContent(page: Page, language: string, text: string) {
  const editor = page.getByRole('group', { name: language }).getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test.describe('admin content', () => {
  test.setTimeout(180_000);

  test('staff write a page in English and French, preview it, and shoppers read it at once; a change shows on the next visit', async ({ page, browser, baseURL }) => {
    const slug = `journey-page-${Date.now().toString(36)}`;
    await signInAs(page, 'admin@upline.test', 'Admin#2026');
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Content' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content');
    await expect(page.getByRole('heading', { name: 'Home page blocks' })).toBeVisible();
    await lookAt(page, 'admin-content-pages');

    await page.getByRole('link', { name: 'Add a page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a page');
    await page.getByRole('textbox', { name: "Slug (the page's address)" }).fill(slug);
    const english = page.getByRole('group', { name: 'English' });
    const french = page.getByRole('group', { name: 'Français' });
    await english.getByRole('textbox', { name: 'Name (page heading)' }).fill('Harvest notes');
    await english.getByRole('textbox', { name: 'Subheading' }).fill('Where our botanicals grow');
    await writeContent(page, 'English', 'Our sea buckthorn comes from the Yukon.');
    await french.getByRole('textbox', { name: 'Name (page heading)' }).fill('Notes de récolte');
    await writeContent(page, 'Français', "Notre argousier vient du Yukon.");

    await french.getByRole('button', { name: 'Preview in Français' }).click();
    const preview = page.getByTestId('content-preview');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Notes de récolte');
    await expect(preview).toContainText('Notre argousier vient du Yukon.');
    await lookAt(page, 'admin-content-page-editor');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Page created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit page: Harvest notes' })).toBeVisible();

    // Another shopper, in French, reads it straight away.
    const shopper = await browser.newContext({ baseURL });
    const shopperPage = await shopper.newPage();
    await presetVisitor(shopperPage, { language: 'fr' });
    await shopperPage.goto(`/pages/${slug}`);
    await expect(shopperPage.getByRole('heading', { level: 1 })).toHaveText('Notes de récolte');
    await expect(shopperPage.getByText('Notre argousier vient du Yukon.')).toBeVisible();

    // Staff view it in the shop, then change the English text; the shop shows the change on the next visit.
    await page.getByRole('link', { name: 'View in the shop' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harvest notes');
    await expect(page.getByText('Our sea buckthorn comes from the Yukon.')).toBeVisible();
    await page.goBack();
    await writeContent(page, 'English', 'Our sea buckthorn now comes from Quebec.');
    await page.getByRole('group', { name: 'English' }).getByRole('textbox', { name: 'Name (page heading)' }).fill('Harvest notes 2027');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Page saved.')).toBeVisible();
    await page.getByRole('link', { name: 'View in the shop' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harvest notes 2027');
    await expect(page.getByText('Our sea buckthorn now comes from Quebec.')).toBeVisible();

    await shopper.close();
    const englishShopper = await browser.newContext({ baseURL });
    const englishPage = await englishShopper.newPage();
    await presetVisitor(englishPage, { language: 'en' });
    await englishPage.goto(`/pages/${slug}`);
    await expect(englishPage.getByRole('heading', { level: 1 })).toHaveText('Harvest notes 2027');
    await englishShopper.close();
  });

  test('staff publish a blog post in English and French with its date, and the blog shows it at once', async ({ page, browser, baseURL }) => {
    const slug = `journey-post-${Date.now().toString(36)}`;
    await signInAs(page, 'admin@upline.test', 'Admin#2026');
    await page.goto('/admin/content');
    await page.getByRole('navigation', { name: 'Content sections' }).getByRole('link', { name: 'Blog posts' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Blog posts' })).toBeVisible();
    await expect(page.getByTestId('content-article-row').first()).toBeVisible();
    await lookAt(page, 'admin-content-blog');

    await page.getByRole('link', { name: 'Add a blog post' }).click();
    await page.getByRole('textbox', { name: "Slug (the article's address)" }).fill(slug);
    await page.getByLabel('Publication date').fill('2026-01-02');
    await page.getByRole('group', { name: 'English' }).getByRole('textbox', { name: 'Title', exact: true }).fill('Morning rituals');
    await page.getByRole('group', { name: 'English' }).getByRole('textbox', { name: 'Teaser (plain text, shown in the lists)' }).fill('Three minutes that change the day.');
    await writeContent(page, 'English', 'Start with water.');
    await page.getByRole('group', { name: 'Français' }).getByRole('textbox', { name: 'Title', exact: true }).fill('Rituels du matin');
    await writeContent(page, 'Français', "Commencez par de l'eau.");
    await page.getByRole('group', { name: 'English' }).getByRole('button', { name: 'Preview in English' }).click();
    await expect(page.getByTestId('content-preview').getByRole('heading', { level: 1 })).toHaveText('Morning rituals');
    await expect(page.getByTestId('content-preview')).toContainText('January 2, 2026');
    await lookAt(page, 'admin-content-blog-editor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Article created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit blog post: Morning rituals' })).toBeVisible();

    const shopper = await browser.newContext({ baseURL });
    const shopperPage = await shopper.newPage();
    await presetVisitor(shopperPage, { language: 'fr' });
    await shopperPage.goto(`/blog-details/${slug}`);
    await expect(shopperPage.getByRole('heading', { level: 1 })).toHaveText('Rituels du matin');
    await expect(shopperPage.getByText("Commencez par de l'eau.")).toBeVisible();
    await shopper.close();
  });

  test('staff translate a text visitors asked for in French, and the shop serves the translation from then on', async ({ page, request }) => {
    const source = `Harvested by hand in the Yukon ${Date.now().toString(36)}`;
    // A French visitor's page asks for a text the catalogue does not know: it comes back in English and waits in the queue.
    for (let i = 0; i < 3; i++) {
      const asked = await request.post('/api/translateany', { data: { texts: { line: source }, language: '/fr' } });
      expect((await asked.json()).translated.line).toBe(source);
    }
    await signInAs(page, 'admin@upline.test', 'Admin#2026');
    await page.goto('/admin/content');
    await page.getByRole('navigation', { name: 'Content sections' }).getByRole('link', { name: 'Translation queue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Translation queue' })).toBeVisible();
    const row = page.getByTestId('translation-row').filter({ hasText: source });
    await expect(row).toContainText('Asked 3 times');
    await lookAt(page, 'admin-content-translations');
    await row.getByRole('button', { name: 'Save the translation' }).click();
    await expect(row.getByRole('alert')).toHaveText('Enter the translation.');
    await row.getByRole('textbox', { name: 'Translation (Français)' }).fill('Récolté à la main au Yukon');
    await row.getByRole('button', { name: 'Save the translation' }).click();
    await expect(toast(page, 'Translation saved.')).toBeVisible();
    const served = await request.post('/api/translateany', { data: { texts: { line: source }, language: '/fr' } });
    expect((await served.json()).translated.line).toBe('Récolté à la main au Yukon');
  });

  test('staff open the menus and save the header as it is: labels per language, targets and order', async ({ page }) => {
    // The shared shop's menus stay as they are: other journeys read them.
    await signInAs(page, 'admin@upline.test', 'Admin#2026');
    await page.goto('/admin/content');
    await page.getByRole('navigation', { name: 'Content sections' }).getByRole('link', { name: 'Menus' }).click();
    const header = page.getByRole('region', { name: 'Header menu' });
    await expect(header.getByTestId('menu-item-header').first().getByRole('textbox', { name: 'Label (English)' })).toHaveValue('About Us');
    await expect(header.getByTestId('menu-item-header').first().getByRole('textbox', { name: 'Label (Français)' })).toHaveValue('À propos');
    await expect(header.getByRole('button', { name: 'Move link 1 up' })).toBeDisabled();
    await lookAt(page, 'admin-content-menus');
    await header.getByRole('button', { name: 'Save the header menu' }).click();
    await expect(toast(page, 'Menu saved.')).toBeVisible();
  });

  test('a member is refused the content admin and its calls', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInAs(page, 'ava@upline.test');
    await page.goto('/admin/content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff only');
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/content/pages')).status()).toBe(403);
    expect((await page.request.get('/api/admin/content/articles/blog')).status()).toBe(403);
    expect((await page.request.get('/api/admin/translations')).status()).toBe(403);
    expect((await page.request.get('/api/admin/content/menus')).status()).toBe(403);
    await page.goto('/admin/content/articles/press');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff only');
    await context.close();
  });
});

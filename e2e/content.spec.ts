import { expect, test } from '@playwright/test';
import { pngBytes } from './pages/content-files';
import { GalleryPage } from './pages/content-gallery';
import { ContentPage } from './pages/content-page';
import { member, signInAs, staff, visitAs } from './pages/content-session';

interface Article {
  slug: string;
  title: string;
}

test.describe('content pages', () => {
  test('the FAQ lists its sections, and a section link scrolls to the answer', async ({ page }) => {
    await visitAs(page);
    const faq = new ContentPage(page);
    await faq.goto('/faq');
    await expect(faq.heading).toHaveText(/frequently asked questions/i);
    for (const id of ['shipping', 'returns', 'subscriptions', 'guarantee', 'medical']) {
      await expect(faq.section(id)).toBeVisible();
    }
    await expect(faq.main).toContainText('3 to 5 business days');
    await expect(faq.main).toContainText('45-day money-back guarantee');

    await faq.sectionNav.getByRole('link', { name: /health and medical advice/i }).click();
    await expect(page).toHaveURL(/\/faq#medical$/);
    await expect(faq.section('medical')).toBeInViewport();
  });

  test('a CMS page opened with a #anchor scrolls to it, under /page/ and under a referral link', async ({ page }) => {
    await visitAs(page);
    const plan = new ContentPage(page);
    await plan.goto('/page/compensation-plan#disclaimer');
    await expect(plan.section('disclaimer')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await plan.goto('/ava/faq#guarantee');
    await expect(plan.section('guarantee')).toBeInViewport();
    await expect(page).toHaveTitle(/FAQ/);
  });

  test('a blog post reads in French after the language change reloads the page', async ({ page, request }) => {
    const french = (await (await request.get('/api/blog-list/fr')).json()) as { blog_list: Article[] };
    const post = french.blog_list[0]!;
    await visitAs(page);
    const blog = new ContentPage(page);
    await blog.goto('/blogs');
    await expect(blog.heading).toHaveText('Blog');

    await blog.markDocument();
    await blog.switchLanguage('Français');
    await expect.poll(() => blog.isSameDocument()).toBe(false);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(blog.heading).toHaveText('Blogue');

    await blog.main.getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog-details/${post.slug}$`));
    await expect(blog.heading).toHaveText(post.title);
    await expect(page).toHaveTitle(new RegExp(post.title.slice(0, 20)));
  });

  test('a press release reads in French, and the press room has the media kit', async ({ page, request }) => {
    const english = (await (await request.get('/api/press-releases-list/en')).json()) as { press_release_contents: Article[] };
    const release = english.press_release_contents.at(-1)!;
    const french = (await (await request.get(`/api/press-releases-details/${release.slug}/fr`)).json()) as {
      press_release_contents: Article[];
    };
    await visitAs(page);
    const detail = new ContentPage(page);
    await detail.goto(`/press-release-details/${release.slug}`);
    await expect(detail.heading).toHaveText(release.title);

    await detail.markDocument();
    await detail.switchLanguage('Français');
    await expect.poll(() => detail.isSameDocument()).toBe(false);
    await expect(detail.heading).toHaveText(french.press_release_contents[0]!.title);
    await expect(detail.main.getByRole('link', { name: 'Communiqués de presse' }).first()).toBeVisible();

    await detail.main.getByRole('link', { name: 'Trousse média' }).first().click();
    await expect(page).toHaveURL(/\/page\/press-releases#media-kit$/);
    await expect(detail.heading).toHaveText('Salle de presse');
    await expect(detail.section('media-kit')).toBeInViewport();
  });

  test('success stories change with the member type and loop one at a time', async ({ page }) => {
    await visitAs(page);
    const stories = new ContentPage(page);
    await stories.goto('/testimonials');
    const carousel = page.getByRole('region', { name: /what our customers say/i });
    await expect(carousel.getByRole('group', { name: /story 1 of/i })).toContainText('Sarah M.');

    const dots = carousel.getByRole('button', { name: /show story/i });
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    await carousel.getByRole('button', { name: 'Previous story' }).click();
    await expect(dots.nth(count - 1)).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next story' }).click();
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');

    await page.getByRole('link', { name: 'Ambassadors' }).click();
    await expect(page).toHaveURL(/type=ambassador/);
    await expect(page.getByRole('region', { name: /what our ambassadors say/i })).toContainText('Marcus T.');
  });

  test('training videos load their player only when asked', async ({ page }) => {
    const players: string[] = [];
    await page.route(/youtube-nocookie\.com|vimeo\.com/, (route) => {
      players.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' });
    });
    await visitAs(page);
    const videos = new ContentPage(page);
    await videos.goto('/page/training-videos');
    const play = videos.main.getByRole('button', { name: /play video: welcome to upline/i });
    await expect(play).toBeVisible();
    await expect(videos.main.locator('iframe')).toHaveCount(0);
    expect(players).toEqual([]);

    await play.click();
    const frame = videos.main.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/UplineTrn01\?autoplay=1$/);
    await expect.poll(() => players.length).toBe(1);
  });

  test('the team, compensation plan and thank-you pages show, also under a referral link', async ({ page }) => {
    await visitAs(page);
    const content = new ContentPage(page);
    await content.goto('/ava/team');
    await expect(content.main).toContainText('Claire Fontaine');
    await content.goto('/ava/compensation-plan');
    await expect(content.main.getByRole('link', { name: 'Become an Ambassador' })).toHaveAttribute('href', '/ava/signup-ambassador');
    await content.goto('/ava/thank-you');
    await expect(content.main.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/ava/product');
  });
});

test.describe('content safety', () => {
  test('hostile markup in page content is stripped in the browser and never runs', async ({ page }) => {
    const hostile = [
      '<h2 id="welcome">Welcome</h2><p id="safe">Safe text stays.</p>',
      '<script>window.__pwned = "script"</script>',
      '<img src="/demo/favicon.svg" alt="leaf" onerror="window.__pwned = \'img\'" onload="window.__pwned = \'load\'">',
      '<img src="x" onerror="window.__pwned = \'broken\'">',
      '<a id="js-link" href="javascript:window.__pwned=\'link\'">Click me</a>',
      '<svg><script>window.__pwned = "svg"</script></svg><math><mi xlink:href="javascript:1">x</mi></math>',
      '<iframe src="https://evil.example/frame"></iframe><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
      '<form action="https://evil.example"><input name="q"><button>Send</button></form>',
      '<div style="background:url(javascript:1)" onclick="window.__pwned=\'div\'" class="note">Styled</div>',
    ].join('');
    await page.route(/\/api\/page\/about-us(\/|$)/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          page_details: [
            {
              slug: 'about-us',
              name: 'About us',
              page_subheading: '',
              page_content: hostile,
              page_banner_url: null,
              meta_title: 'About us',
              meta_description: '',
            },
          ],
        }),
      }),
    );
    await visitAs(page);
    const about = new ContentPage(page);
    // With a query string the server sends the shell: the browser fetches (the hostile answer) and sanitises.
    await about.goto('/pages/about-us?from=journey');
    await expect(about.main.locator('#safe')).toHaveText('Safe text stays.');

    const article = about.main.locator('article');
    await expect(article.locator('script, svg, math, form, input, iframe, [style]')).toHaveCount(0);
    await expect(article.locator('[onerror], [onload], [onclick]')).toHaveCount(0);
    await expect(article.locator('#js-link')).not.toHaveAttribute('href', /javascript/i);
    await expect(article.locator('img[alt="leaf"]')).toHaveCount(1);
    await expect(article.locator('img[src="x"]')).toHaveCount(1);

    await article.locator('#js-link').click();
    await article.getByText('Styled').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });
});

test.describe('gallery', () => {
  test('staff upload a PNG and find it in the gallery, with its address to copy', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, staff.email, staff.password);
    const gallery = new GalleryPage(page);
    await gallery.openAddImage();
    await expect(gallery.heading).toHaveText('Add an image');

    await gallery.uploadButton.click();
    await expect(gallery.toast('Select a file first')).toBeVisible();

    await gallery.choose({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(gallery.toast('Select an image/jpeg file!')).toBeVisible();

    const name = `journey-${Date.now()}.png`;
    await gallery.choose({ name, mimeType: 'image/png', buffer: pngBytes() });
    await expect(page.getByRole('img', { name: new RegExp(name) })).toBeVisible();
    await gallery.uploadButton.click();
    await expect(gallery.toast('Image Added Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/gallery$/);

    const card = gallery.image(name);
    await expect(card).toHaveCount(1);
    await expect(gallery.images.first()).toContainText(name);
    const address = await card.getByRole('textbox').inputValue();
    expect(address).toMatch(/^(\/media\/|https:\/\/)/);
    await expect(card.getByRole('img', { name })).toHaveJSProperty('complete', true);
    expect(await card.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);

    await card.getByRole('button', { name: /copy address/i }).click();
    await expect(gallery.toast('Image Address copied to Clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });

  test('a member without the staff role is refused the gallery', async ({ page }) => {
    await signInAs(page, member.email, member.password);
    const gallery = new GalleryPage(page);
    await gallery.openGallery();
    await expect(page.getByText('You need a staff account to open the gallery.')).toBeVisible();
    await expect(gallery.images).toHaveCount(0);
    await gallery.openAddImage();
    await expect(page.getByText('You need a staff account to open the gallery.')).toBeVisible();
    await expect(gallery.fileInput).toHaveCount(0);
  });

  test('a visitor without a login is sent to sign in', async ({ page }) => {
    await visitAs(page);
    await page.goto('/user/gallery');
    await expect(page).toHaveURL(/\/signin$/);
  });
});

test.describe('newsletter', () => {
  test('the footer box subscribes with consent, and asks for it when missing', async ({ page }) => {
    await visitAs(page);
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(`reader-${Date.now()}@example.test`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please tick the box to agree to receive our e-mails.')).toBeVisible();

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/newsletter') && request.method() === 'POST');
    await footer.getByRole('checkbox').check();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ consent: true, language: 'en' });
    expect(String(body.consent_text)).toMatch(/unsubscribe at any time/);
    await expect(page.locator('[data-sonner-toaster]').getByText('Thank you for subscribing!')).toBeVisible();
  });

  test('the unsubscribe page posts the token from the link, and explains an invalid link', async ({ page }) => {
    await visitAs(page);
    const content = new ContentPage(page);
    await content.goto(`/newsletter/unsubscribe#token=${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /not valid/ })).toBeVisible();

    const token = 'tok_' + 'b'.repeat(40);
    let posted: unknown = null;
    await page.route('**/api/newsletter/unsubscribe', async (route) => {
      posted = route.request().postDataJSON();
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ message: 'ok' }) });
    });
    await content.goto(`/newsletter/unsubscribe?token=${token}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: /you have been unsubscribed/i })).toBeVisible();
    expect(posted).toEqual({ token });
  });
});

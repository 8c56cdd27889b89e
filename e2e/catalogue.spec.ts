import { expect, test, type Page } from '@playwright/test';
import { ProductListPage } from './pages/catalogue-list-page';
import { ProductDetailPage } from './pages/catalogue-product-page';
import { presetVisitor, signInAs, storedCartItems } from './pages/catalogue-session';

interface WireProduct {
  id: number;
  name: string;
  slug: string;
  display_shop: string;
  seo_title: string;
  seo_description: string;
}

async function product(page: Page, id: number, language = 'en'): Promise<WireProduct> {
  const answer = (await (await page.request.get(`/api/product/${id}/customer/${language}`)).json()) as { products: WireProduct[] };
  const found = answer.products[0];
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

test.describe('catalogue prices', () => {
  test('a guest sees customer prices, with the retail price struck through, and no hidden product', async ({ page }) => {
    await presetVisitor(page);
    const list = new ProductListPage(page);
    await list.goto();
    await expect(list.price(1)).toHaveText('$64.95');
    await expect(list.compareAtPrice(1)).toHaveText('$79.95');
    // Sale price equal to the retail price: nothing struck.
    await expect(list.price(2)).toHaveText('$39.95');
    await expect(list.compareAtPrice(2)).toHaveCount(0);
    // Product 3 is display_shop 'no'.
    await expect(list.card(3)).toHaveCount(0);

    // Quick view: the essentials in a dialog, with the way to the full page.
    await list.card(1).getByRole('button', { name: /^Quick view:/ }).click();
    const quickView = page.getByRole('dialog');
    await expect(quickView.getByTestId('price')).toHaveText('$64.95');
    await quickView.getByRole('link', { name: 'See full details' }).click();

    const detail = new ProductDetailPage(page);
    await expect(detail.heading).toHaveText(/Antioxidant Whey Complex/);
    await expect(detail.price).toHaveText('$64.95');
    await expect(detail.compareAtPrice).toHaveText('$79.95');
  });

  test('a logged-in ambassador sees ambassador prices', async ({ page }) => {
    await signInAs(page, 'ava@upline.test');
    const list = new ProductListPage(page);
    await list.goto();
    await expect(list.price(1)).toHaveText('$54.95');
    const detail = new ProductDetailPage(page);
    await detail.goto(1);
    await expect(detail.price).toHaveText('$54.95');
    // Ambassadors get the member tiers: 5% from 2 units.
    await expect(detail.tierRows.first()).toContainText('Buy 2-5: 5% off — $52.20 each');
  });

  test('choosing autoship switches to the autoship price', async ({ page }) => {
    await presetVisitor(page);
    const detail = new ProductDetailPage(page);
    await detail.goto(1);
    await expect(detail.purchaseType(/One-time purchase/)).toBeChecked();
    await detail.purchaseType(/Autoship/).check();
    await expect(detail.price).toHaveText('$54.95');
    await expect(detail.priceBlock).toContainText('Delivered every month');
    await detail.purchaseType(/One-time purchase/).check();
    await expect(detail.price).toHaveText('$64.95');
  });

  test('a quantity inside a tier shows the tier price, and the tier table shows the thresholds', async ({ page }) => {
    await presetVisitor(page);
    const detail = new ProductDetailPage(page);
    await detail.goto(1);
    await expect(detail.tierRows).toHaveText([
      /Buy 2-5: 3% off — \$63\.00 each/,
      /Buy 6-11: 7% off — \$60\.40 each/,
      /Buy 12\+: 10% off — \$58\.45 each/,
    ]);
    await detail.quantity.selectOption('2');
    await expect(detail.price).toHaveText('$63.00');
    await expect(detail.compareAtPrice).toHaveText('$64.95');
    await expect(detail.tierRows.nth(0)).toHaveAttribute('aria-current', 'true');
    await detail.quantity.selectOption('6');
    await expect(detail.price).toHaveText('$60.40');
    await expect(detail.priceBlock).toContainText('Total for 6 units: $362.40');
    // Tier discounts never apply to autoship.
    await detail.purchaseType(/Autoship/).check();
    await expect(detail.price).toHaveText('$54.95');
  });

  test('the purchase-type choice is offered only for autoship products', async ({ page }) => {
    await presetVisitor(page);
    const detail = new ProductDetailPage(page);
    await detail.goto(9); // autoship 'no'
    await expect(detail.purchaseType(/Autoship/)).toHaveCount(0);
    await expect(detail.quantity.locator('option')).toHaveCount(60);
  });
});

test.describe('the product page', () => {
  test('?tab=faq opens the FAQ tab and scrolls to it', async ({ page }) => {
    await presetVisitor(page);
    const detail = new ProductDetailPage(page);
    await detail.goto(1, '?tab=faq');
    await expect(detail.tab('FAQ')).toHaveAttribute('aria-selected', 'true');
    await expect(detail.tabPanel()).toContainText('Is it suitable if I am sensitive to lactose?');
    await expect(detail.tabPanel()).toBeInViewport();
    // The scroll stops 120 px above the tabs, clear of the sticky header (storefront §9).
    const tabs = page.locator('#product-tabs');
    await expect.poll(async () => Math.round((await tabs.evaluate((el) => el.getBoundingClientRect().top)) as number)).toBe(120);
    // Tabs with no content are not shown: product 3 has no FAQ.
    await detail.goto(3);
    await expect(detail.tab('Overview')).toBeVisible();
    await expect(detail.tab('FAQ')).toHaveCount(0);
  });

  test('the purchase panel carries the guarantee lines, and free shipping only on a product that ships free', async ({ page }) => {
    await presetVisitor(page);
    const detail = new ProductDetailPage(page);
    await detail.goto(1);
    const lines = page.getByTestId('guarantee-lines');
    await expect(lines.getByText('45-day money-back guarantee')).toBeVisible();
    await expect(lines.getByText('Covers one unit of your first purchase of each product')).toBeVisible();
    await expect(lines).not.toContainText(/ship/i);
    await detail.goto(4);
    await expect(lines.getByText(/^Ships free to the United States until \w+ \d{1,2}, \d{4} when your order holds only free-shipping products$/)).toBeVisible();
  });

  test('a French visitor reads French product text', async ({ page }) => {
    await presetVisitor(page, { country: 'CA', language: 'fr' });
    const french = await product(page, 1, 'fr');
    const detail = new ProductDetailPage(page);
    await detail.goto(1);
    await expect(detail.heading).toHaveText(french.name);
    await expect(detail.heading).toHaveText(/lactosérum/);
    await expect(detail.addToCart).toBeVisible();
    await expect(detail.tab('Mode d’emploi')).toBeVisible();
    // Canada pays in Canadian dollars, written the French-Canadian way.
    await expect(detail.price).toHaveText(/^87,99\s\$$/);
  });

  test('stars show a half from .5, with a readable rating, and See reviews scrolls to the reviews', async ({ page }) => {
    await presetVisitor(page);
    const detail = new ProductDetailPage(page);
    await detail.goto(2); // rated 4.5
    await expect(detail.rating()).toHaveAccessibleName('Rated 4.5 out of 5');
    await expect(detail.rating().locator('[data-fill="full"]')).toHaveCount(4);
    await expect(detail.rating().locator('[data-fill="half"]')).toHaveCount(1);
    await page.getByRole('link', { name: 'See reviews' }).click();
    await expect(detail.reviews).toBeInViewport();
    await expect(detail.reviews.getByRole('heading', { name: 'Customer reviews' })).toBeVisible();
  });

  test('each product page has its own title and description, also after moving inside the app', async ({ page }) => {
    await presetVisitor(page);
    const whey = await product(page, 1);
    const water = await product(page, 2);
    const detail = new ProductDetailPage(page);
    await detail.goto(1);
    await expect(page).toHaveTitle(whey.seo_title);
    await expect(page.locator('meta[name="description"]').first()).toHaveAttribute('content', whey.seo_description);

    const list = new ProductListPage(page);
    await list.goto();
    await list.card(2).getByRole('link', { name: water.name }).click();
    await expect(detail.heading).toHaveText(water.name);
    await expect(page).toHaveTitle(water.seo_title);
    await expect(page.locator('meta[name="description"]').first()).toHaveAttribute('content', water.seo_description);

    // Back to the list and to the same product again: its data is cached this time.
    await page.goBack();
    await expect(list.card(2)).toBeVisible();
    await list.card(2).getByRole('link', { name: water.name }).click();
    await expect(detail.heading).toHaveText(water.name);
    await expect(page).toHaveTitle(water.seo_title);
  });

  test('the numeric referral path shows the product', async ({ page }) => {
    await presetVisitor(page);
    const whey = await product(page, 1);
    await page.goto('/ava/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(whey.name);
  });

  test('the story videos load no other site until one is played', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(request.url());
    });
    // The player itself is not needed: only that it is asked for, from youtube-nocookie.
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ body: '<!doctype html><title>player</title>' }));
    await presetVisitor(page);
    const detail = new ProductDetailPage(page);
    await detail.goto(16);
    const play = page.getByRole('button', { name: /^Play video:/ });
    await expect(play).toHaveCount(4);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    await play.first().click();
    const frame = page.locator('iframe[src*="youtube-nocookie.com/embed/"]');
    await expect(frame).toHaveCount(1);
    expect(foreign.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });

  test('the before/after slider is a range that the keyboard moves', async ({ page }) => {
    await presetVisitor(page);
    const detail = new ProductDetailPage(page);
    await detail.goto(5);
    const slider = page.getByRole('slider', { name: 'Compare before and after' });
    await expect(slider).toHaveAttribute('aria-valuetext', '50% before, 50% after');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '51% before, 49% after');
  });

  test('expert testimonials show three athletes', async ({ page }) => {
    await presetVisitor(page);
    const detail = new ProductDetailPage(page);
    await detail.goto(1);
    const experts = page.getByRole('group', { name: 'Trusted by athletes' });
    await expect(experts.getByRole('group')).toHaveCount(3);
  });
});

test.describe('adding to the cart', () => {
  test('Add to Cart stores the line, opens the cart popup, and a second add merges into it', async ({ page }) => {
    await presetVisitor(page);
    const detail = new ProductDetailPage(page);
    await detail.goto(1);
    await detail.quantity.selectOption('2');
    await detail.addToCart.click();
    const popup = page.getByRole('dialog', { name: 'Your cart' });
    await expect(popup).toBeVisible();
    let items = await storedCartItems(page);
    expect(items).toEqual([expect.objectContaining({ id: 1, quantity: 2, price: 6300, sale_price: 6495, purchaseType: 1 })]);
    expect(items[0]?.description.split(' ')).toHaveLength(10);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    // Two in the cart plus four chosen: the 6-11 tier.
    await detail.quantity.selectOption('4');
    await expect(detail.price).toHaveText('$60.40');
    await expect(detail.priceBlock).toContainText('You already have 2 in your cart.');
    await detail.purchaseType(/Autoship/).check();
    await detail.addToCart.click();
    await expect(popup).toBeVisible();
    items = await storedCartItems(page);
    expect(items).toEqual([expect.objectContaining({ id: 1, quantity: 6, price: 5495, purchaseType: 2 })]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /Cart, 6 items/ }).first()).toBeVisible();
  });

  test('with ?double=true the cart popup stays closed and the Buy 2 Get 1 Free note shows', async ({ page }) => {
    await presetVisitor(page);
    const detail = new ProductDetailPage(page);
    await detail.goto(1, '?double=true');
    await expect(page.getByText('Buy 2 Get 1 Free')).toBeVisible();
    await detail.addToCart.click();
    await expect.poll(async () => (await storedCartItems(page)).length).toBe(1);
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toHaveCount(0);
  });
});

test.describe('categories and Home', () => {
  test('the category list leads to ListProducts with its count', async ({ page }) => {
    await presetVisitor(page);
    await page.goto('/category');
    await page.getByRole('link', { name: /Nutrition/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutrition');
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('4 products found');
    await expect(new ProductListPage(page).cards).toHaveCount(4);
    await page.goto('/category/show/987654');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category not found');
  });

  test('the built-in routine chooser suggests a category after three answers, without calling another site', async ({ page }) => {
    await presetVisitor(page);
    await new ProductListPage(page).goto();
    const quiz = page.getByRole('region', { name: 'Find your routine' });
    await expect(quiz.locator('iframe')).toHaveCount(0);
    await quiz.getByText('Healthy-looking skin').click();
    await quiz.getByText('In the evening').click();
    await expect(quiz.getByRole('link', { name: /^See / })).toHaveCount(0);
    await quiz.getByText('On my skin').click();
    await quiz.getByRole('link', { name: 'See Skin Care' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skin Care');
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(/^\d+ products found$/);
  });

  test('Home shows best sellers, holistic packages, the video carousel and the testimonials', async ({ page }) => {
    await presetVisitor(page);
    await page.goto('/');
    for (const name of ['Our best sellers', 'Holistic packages', 'What our customers say']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: /four short videos/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Our best sellers' }).getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Weight management, made simple' })).toBeVisible();
  });

  for (const [width, perPage] of [
    [1280, 3],
    [1000, 2],
    [390, 1],
  ] as const) {
    test(`carousels show ${perPage} item${perPage > 1 ? 's' : ''} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await presetVisitor(page);
      await page.goto('/');
      const carousel = page.getByRole('group', { name: 'Our best sellers' });
      const slide = carousel.getByRole('group').first();
      await expect(slide).toBeVisible();
      const [region, first] = [await carousel.boundingBox(), await slide.boundingBox()];
      if (!region || !first) throw new Error('carousel not laid out');
      expect(Math.round(region.width / first.width)).toBe(perPage);
    });
  }
});

test.describe('wishlist, flash sale and offers on the catalogue pages', () => {
  test('a signed-in member hearts a product on its page and finds it in Your WishList', async ({ page }) => {
    await signInAs(page, 'carl@upline.test');
    const water = await product(page, 2);
    const detail = new ProductDetailPage(page);
    await detail.goto(2);
    await expect(detail.wishlist).toHaveText('Save for later');
    await expect(detail.wishlist).toHaveAttribute('aria-pressed', 'false');
    await detail.wishlist.click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Added to your wishlist.' })).toBeVisible();
    await expect(detail.wishlist).toHaveText('Saved');
    await expect(detail.wishlist).toHaveAttribute('aria-pressed', 'true');

    // The list's hearts know what is saved.
    const list = new ProductListPage(page);
    await list.goto();
    await expect(list.heart(2)).toHaveAccessibleName(`Remove ${water.name} from your wishlist`);
    await expect(list.heart(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(list.heart(1)).toHaveAttribute('aria-pressed', 'false');

    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Your WishList' })).toBeVisible();
    const saved = page.getByRole('list', { name: 'Saved products' });
    await expect(saved.getByRole('listitem')).toHaveCount(1);
    await expect(saved.getByRole('link', { name: water.name })).toBeVisible();
  });

  test('a visitor who is not signed in is sent to Signin by a card’s heart', async ({ page }) => {
    await presetVisitor(page);
    const list = new ProductListPage(page);
    await list.goto();
    await expect(list.heart(1)).not.toHaveAttribute('aria-pressed');
    await list.heart(1).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Home’s carousels and the category pages carry the hearts too', async ({ page }) => {
    await presetVisitor(page);
    await page.goto('/');
    const bestSellers = page.getByRole('group', { name: 'Our best sellers' });
    await expect(bestSellers.getByRole('button', { name: /to your wishlist$/ }).first()).toBeVisible();
    await page.goto('/category');
    await page.getByRole('link', { name: /Nutrition/ }).click();
    const cards = new ProductListPage(page).cards;
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole('button', { name: /to your wishlist$/ })).toHaveCount(4);
  });

  test('a product page shows its flash sale once, also when the link names the product', async ({ page }) => {
    await presetVisitor(page);
    const detail = new ProductDetailPage(page);
    await detail.goto(16);
    await expect(detail.flashSale).toContainText('use code FLASH16 within 24 hours');
    await expect(detail.flashSale.getByRole('timer')).toHaveText(/^2[34]:\d\d:\d\d$/);
    // The layout shows the banner of ?product=16; the page does not repeat it.
    await detail.goto(16, '?product=16');
    await expect(detail.flashSale).toHaveCount(1);
    // A product without a flash sale shows none.
    await detail.goto(2);
    await expect(detail.flashSale).toHaveCount(0);
  });

  test('with a buy-2-get-1 cart, adding to the cart keeps the offer line at 3 units', async ({ page }) => {
    await presetVisitor(page);
    const detail = new ProductDetailPage(page);
    const offerLine = { id: 1, quantity: 3, price: 4330, sale_price: 6495, isBogoOffer: true, originalPrice: 6495 };
    await detail.goto(1, '?product=1&double=true');
    await expect.poll(() => storedCartItems(page)).toEqual([expect.objectContaining(offerLine)]);

    // The same product again: the offer stays 3 units at two thirds of the price.
    await detail.addToCart.click();
    expect(await storedCartItems(page)).toEqual([expect.objectContaining(offerLine)]);
    await expect(page.getByRole('button', { name: 'Cart, 3 items' }).first()).toBeVisible();

    // Another product, still inside the offer's link: it joins the cart beside the offer line.
    await detail.goto(2, '?product=1&double=true');
    await detail.addToCart.click();
    await expect.poll(() => storedCartItems(page)).toEqual([
      expect.objectContaining(offerLine),
      expect.objectContaining({ id: 2, quantity: 1, price: 3995 }),
    ]);
    await page.goto('/cart?product=1&double=true');
    const offerRow = page.locator('[data-testid="cart-row"][data-product-id="1"]');
    await expect(offerRow.getByTestId('row-quantity')).toHaveText('3');
    // The server prices the offer at 2 × $64.95 and adds the water at $39.95.
    await expect(page.getByTestId('cart-total')).toHaveText('$169.85');
  });
});

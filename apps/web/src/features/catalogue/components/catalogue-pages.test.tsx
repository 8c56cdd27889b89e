import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardProduct } from '@upline/contract/catalogue';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../../../shared/test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { renderToStaticMarkup } = await import('react-dom/server');
const { createRoutesStub } = await import('react-router');
const { initI18n } = await import('../../../shared/i18n/i18n');
const { useSessionStore, initialSession } = await import('../../../shared/session/session-store');
const { testProduct } = await import('../../../shared/catalogue/test-product');
const en = (await import('../i18n/en.json')).default;
const fr = (await import('../i18n/fr.json')).default;
const { categoryProductsQueryOptions } = await import('../api/get-category-products');
const { ListProductsPage } = await import('../routes/list-products-page');
const { ShopBanner } = await import('./shop-banner');
const { productReviewsQueryOptions } = await import('../api/get-product-reviews');
const { ReviewCarousel } = await import('./review-carousel');

const i18n = initI18n('en', { catalogue: { en, fr } });

/** The page's text at the url, with the queries already answered. */
function render(path: string, url: string, Page: () => React.ReactNode, fill: (client: InstanceType<typeof QueryClient>) => void = () => {}): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  fill(client);
  const Stub = createRoutesStub([{ path, Component: Page }]);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const category = { id: 4, slug: 'skin-care', categoryName: 'Skin Care', description: 'Botanical care for every day.', imageUrl: null };
const cardOf = (id: number, display_shop: 'yes' | 'no' = 'yes'): CardProduct => {
  const { description: _d, description_tagline: _t, overview: _o, instructions: _i, faq: _f, documentation: _doc, ecommerce: _e, seo_title: _st, seo_description: _sd, ...card } = testProduct({ id, slug: `product-${id}`, name: `Product ${id}`, display_shop });
  return { ...card, story_sections: [] } as CardProduct;
};

function renderCategory(products: CardProduct[]): string {
  return render('/category/show/:id', '/category/show/4', () => <ListProductsPage />, (client) =>
    client.setQueryData(categoryProductsQueryOptions('4', { language: 'en', currency: 'USD' }).queryKey, { category, products }),
  );
}

beforeEach(async () => {
  useSessionStore.setState({ ...initialSession, language: 'en', userCountry: 'US' });
  await i18n.changeLanguage('en');
});

describe('the product list banner (storefront §2)', () => {
  it('shows a heading, the subtext and the quick-view label', () => {
    const text = render('/product', '/product', ShopBanner);
    expect(text).toContain('Shop all products');
    expect(text).toContain('Clean supplements and botanical skin care, tested in every lot and backed by our money-back guarantee.');
    expect(text).toContain('Use Quick view to see a product at a glance');
  });
});

describe('ListProducts (accounts §2.9)', () => {
  it("says 'Sorry, no products found' for a category without shop products", () => {
    expect(renderCategory([])).toContain('Sorry, no products found');
    expect(renderCategory([cardOf(7, 'no')])).toContain('Sorry, no products found');
  });

  it("says 'Only 1 product found' for one product, and the count for more", () => {
    expect(renderCategory([cardOf(7)])).toContain('Only 1 product found');
    expect(renderCategory([cardOf(7), cardOf(8), cardOf(9, 'no')])).toContain('2 products found');
  });
});

describe('the product reviews (accounts §8)', () => {
  it("shows a product's reviews, and none when fetching them failed", async () => {
    const key = productReviewsQueryOptions(7, 'en').queryKey;
    const shown = render('/product/show/:id', '/product/show/7', () => <ReviewCarousel productId={7} />, (client) =>
      client.setQueryData(key, { user_reviewes: [{ name: 'Maya R.', content: 'My skin feels calm again.', rating: 5 }] }),
    );
    expect(shown).toContain('My skin feels calm again.');

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.prefetchQuery({ queryKey: key, queryFn: () => Promise.reject(new Error('reviews are down')) });
    expect(client.getQueryState(key)?.status).toBe('error');
    const failed = render('/product/show/:id', '/product/show/7', () => <ReviewCarousel productId={7} />, (fill) => {
      // The page after the fetch failed (no retry pending).
      fill.setDefaultOptions({ queries: { ...fill.getDefaultOptions().queries, retryOnMount: false } });
      fill.getQueryCache().build(fill, { queryKey: key }).setState(client.getQueryState(key)!);
    });
    expect(failed).toContain('No reviews yet');
    expect(failed).not.toContain('My skin feels calm again.');
  });
});

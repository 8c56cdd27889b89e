import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../../../shared/test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

const { productsQueryOptions } = await import('./get-products');
const { holisticProductsQueryOptions } = await import('./get-holistic-products');
const { categoryProductsQueryOptions } = await import('./get-category-products');
const { productQueryOptions } = await import('./get-product');

const request = { userType: 'ambassador', language: 'fr', currency: 'CAD' } as const;

const emptyCategory = { id: 1, slug: 'sport', categoryName: 'Sport', description: '', imageUrl: null };

/** The URL each query asks for, the API answering an empty list (as the contract allows). */
async function urlOf(query: (client: QueryClient) => Promise<unknown>): Promise<string> {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ products: [], category: emptyCategory }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  await query(new QueryClient());
  return String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0]);
}

const realFetch = globalThis.fetch;
afterEach(() => {
  vi.stubGlobal('fetch', realFetch);
});

describe('the list pages ask for cards, the detail page for the full product', () => {
  it('asks for the shop list, the holistic packages and a category as cards', async () => {
    expect(await urlOf((c) => c.fetchQuery(productsQueryOptions(request)))).toBe('/api/products/ambassador/fr?currency=CAD&view=card');
    expect(await urlOf((c) => c.fetchQuery(holisticProductsQueryOptions(request)))).toBe('/api/products/holistic/ambassador/fr?currency=CAD&view=card');
    expect(await urlOf((c) => c.fetchQuery(categoryProductsQueryOptions('sport', request)))).toBe('/api/category/sport/fr?currency=CAD&view=card');
  });

  it('asks for one product in full', async () => {
    expect(await urlOf((c) => c.fetchQuery(productQueryOptions('whey', request)))).toBe('/api/product/whey/ambassador/fr?currency=CAD');
  });
});

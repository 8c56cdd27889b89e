import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { schema } from '@upline/db';
import {
  cardProductSchema,
  cardProductsResponseSchema,
  categoryCardProductsResponseSchema,
  categoryProductsResponseSchema,
  productListQuerySchema,
  productSchema,
  productsResponseSchema,
  type CardProduct,
  type Product,
} from '@upline/contract/catalogue';
import { bumpCatalogueVersion } from './catalogue-version.js';
import { shopProductIds } from '../../../test/catalogue-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// `?view=card`: the product lists as the shop's list pages show them, without the detail page's
// texts. Without `view` (or with view=full) the answer stays every field of storefront §3.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** What a card carries: everything a card, its quick view, Home's carousels and the cart read. */
const cardFields = [
  'id', 'slug', 'name', 'short_description', 'thumbnail_url', 'images_url', 'product_rating', 'product_review',
  'display_shop', 'display_review', 'autoship', 'currency', 'sale_price', 'suggested_retail_price', 'amb_sale_price',
  'amb_suggested_retail_price', 'sc_sale_price', 'sc_suggested_retail_price', 'autoship_price_customer',
  'autoship_price_amb', 'autoship_price_sc', 'qty_range_1', 'qty_range_1_per', 'qty_range_2', 'qty_range_2_per',
  'qty_range_3', 'qty_range_3_per', 'cust_qty_range_1', 'cust_qty_range_1_per', 'cust_qty_range_2',
  'cust_qty_range_2_per', 'cust_qty_range_3', 'cust_qty_range_3_per', 'categories', 'story_sections',
  'is_holistic', 'is_best_seller',
];
/** Only the detail page reads these. */
const detailOnlyFields = [
  'description', 'description_tagline', 'overview', 'instructions', 'faq', 'documentation', 'ecommerce',
  'seo_title', 'seo_description',
];

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: path, headers });
  return res;
}

async function fullList(path: string): Promise<Product[]> {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(200);
  return productsResponseSchema.parse(res.json()).products;
}

async function cardList(path: string): Promise<{ raw: Record<string, unknown>[]; cards: CardProduct[] }> {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(200);
  const raw = (res.json() as { products: Record<string, unknown>[] }).products;
  return { raw, cards: cardProductsResponseSchema.parse(res.json()).products };
}

/** The full product as its card should show it. */
function asCard(product: Product): Record<string, unknown> {
  const card: Record<string, unknown> = {};
  for (const field of cardFields) card[field] = product[field as keyof Product];
  card.story_sections = product.story_sections.filter((s) => s.kind === 'videos');
  return card;
}

describe('GET /api/products/{userType}[/{lang}]?view=card', () => {
  it('answers the shop list, in shop order, each product with the card fields and no detail-only field', async () => {
    const { raw } = await cardList('/api/products/customer?view=card');
    expect(raw.map((p) => p.id)).toEqual(await shopProductIds(t.handle.db));
    for (const product of raw) {
      expect(Object.keys(product).sort()).toEqual([...cardFields].sort());
      for (const field of detailOnlyFields) expect(product).not.toHaveProperty(field);
    }
  });

  it('carries the same prices, tiers, flags and media as the full list, in every language and currency', async () => {
    for (const path of ['/api/products/customer', '/api/products/ambassador/fr?currency=CAD']) {
      const full = await fullList(path);
      const { raw } = await cardList(`${path}${path.includes('?') ? '&' : '?'}view=card`);
      expect(raw).toEqual(full.map(asCard));
    }
  });

  it("keeps a product's video sections (Home's video carousel) and none of its other story sections", async () => {
    const full = await fullList('/api/products/customer');
    const withVideos = full.filter((p) => p.story_sections.some((s) => s.kind === 'videos'));
    const withOtherStories = full.filter((p) => p.story_sections.some((s) => s.kind !== 'videos'));
    expect(withVideos.length).toBeGreaterThan(0);
    expect(withOtherStories.length).toBeGreaterThan(0);
    const { cards } = await cardList('/api/products/customer?view=card');
    for (const card of cards) expect(card.story_sections.every((s) => s.kind === 'videos')).toBe(true);
    for (const product of withVideos) {
      const card = cards.find((c) => c.id === product.id);
      expect(card?.story_sections).toEqual(product.story_sections.filter((s) => s.kind === 'videos'));
    }
  });

  it('answers exactly the full list for view=full and without view', async () => {
    const plain = await get('/api/products/customer');
    const full = await get('/api/products/customer?view=full');
    expect(full.statusCode).toBe(200);
    expect(full.body).toBe(plain.body);
    expect(full.headers.etag).toBe(plain.headers.etag);
    for (const product of productsResponseSchema.parse(plain.json()).products) {
      for (const field of detailOnlyFields) expect(product).toHaveProperty(field);
    }
  });

  it('is sent compressed like the full list, the same JSON inside, and much smaller', async () => {
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    const card = await get('/api/products/customer?view=card', br);
    const full = await get('/api/products/customer', br);
    expect(card.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(card.rawPayload).toString()).toBe((await get('/api/products/customer?view=card')).body);
    expect(card.rawPayload.length * 3).toBeLessThan(full.rawPayload.length);
  });

  it('refuses an unknown view with a clear 400', async () => {
    for (const path of [
      '/api/products/customer?view=detail',
      '/api/products/customer/fr?view=',
      '/api/products/holistic/customer?view=cards',
      '/api/category/1?view=compact',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', error: 'View must be card or full' });
    }
  });
});

describe('the other product lists as cards', () => {
  it('answers the holistic packages as cards', async () => {
    const full = await fullList('/api/products/holistic/customer');
    expect(full.length).toBeGreaterThan(0);
    const { raw } = await cardList('/api/products/holistic/customer?view=card');
    expect(raw).toEqual(full.map(asCard));
  });

  it("answers a category's products as cards, with the same category", async () => {
    const fullRes = await get('/api/category/1');
    expect(fullRes.statusCode, fullRes.body).toBe(200);
    const full = categoryProductsResponseSchema.parse(fullRes.json());
    expect(full.products.length).toBeGreaterThan(0);
    const cardRes = await get('/api/category/1?view=card');
    expect(cardRes.statusCode, cardRes.body).toBe(200);
    const card = categoryCardProductsResponseSchema.parse(cardRes.json());
    expect(card.category).toEqual(full.category);
    expect((cardRes.json() as { products: unknown[] }).products).toEqual(full.products.map(asCard));
  });

  it('leaves a single product in full: the detail page reads every field', async () => {
    const [first] = await fullList('/api/products/customer');
    if (!first) throw new Error('empty shop');
    const res = await get(`/api/product/${first.id}/customer`);
    const [product] = productsResponseSchema.parse(res.json()).products;
    for (const field of detailOnlyFields) expect(product).toHaveProperty(field);
  });
});

describe('revalidation and cache invalidation of the card list', () => {
  it('has its own ETag per encoding, and answers 304 to a request that holds it', async () => {
    const br = { 'accept-encoding': 'br' };
    const card = await get('/api/products/customer?view=card', br);
    const full = await get('/api/products/customer', br);
    const etag = String(card.headers.etag);
    expect(etag).toMatch(/^".+-br"$/);
    expect(etag).not.toBe(full.headers.etag);
    expect(card.headers.vary).toBe('accept-encoding, authorization, cookie');
    const again = await get('/api/products/customer?view=card', { ...br, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const fullWithCardTag = await get('/api/products/customer', { ...br, 'if-none-match': etag });
    expect(fullWithCardTag.statusCode).toBe(200);
    const plain = await get('/api/products/customer?view=card', { 'if-none-match': etag });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('shows a catalogue write in the card list at once, with a new ETag', async () => {
    const { cards } = await cardList('/api/products/customer?view=card');
    const [first] = cards;
    if (!first) throw new Error('empty shop');
    const before = await get('/api/products/customer?view=card');
    const { productTranslations: pt } = schema;
    const rename = (name: string) => t.handle.db.update(pt).set({ name }).where(and(eq(pt.productId, first.id), eq(pt.lang, 'en')));
    try {
      await rename('Renamed for the cards');
      await bumpCatalogueVersion(t.handle.db);
      const after = await get('/api/products/customer?view=card', { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(cardProductsResponseSchema.parse(after.json()).products[0]?.name).toBe('Renamed for the cards');
    } finally {
      await rename(first.name);
      await bumpCatalogueVersion(t.handle.db);
    }
    expect((await cardList('/api/products/customer?view=card')).cards[0]?.name).toBe(first.name);
  });
});

describe('the card contract (packages/contract catalogue)', () => {
  it("is the product schema's fields less the detail page's, every price and tier field kept", () => {
    const productFields = Object.keys(productSchema.shape);
    expect(Object.keys(cardProductSchema.shape).sort()).toEqual(productFields.filter((f) => !detailOnlyFields.includes(f)).sort());
    expect(Object.keys(cardProductSchema.shape).sort()).toEqual([...cardFields].sort());
    const priceAndTierFields = productFields.filter((f) => /price|qty_range/.test(f));
    expect(priceAndTierFields).toHaveLength(21);
    for (const field of priceAndTierFields) expect(cardFields).toContain(field);
  });

  it('accepts only video sections in a card\'s story', async () => {
    const [card] = (await cardList('/api/products/customer?view=card')).cards;
    if (!card) throw new Error('empty shop');
    const videos = { kind: 'videos', heading: 'Watch', videos: [{ title: 't', url: 'u', poster_url: 'p' }] };
    const story = { kind: 'story', heading: 'h', body: 'b', image_url: 'i' };
    expect(cardProductSchema.safeParse({ ...card, story_sections: [videos] }).success).toBe(true);
    expect(cardProductSchema.safeParse({ ...card, story_sections: [story] }).success).toBe(false);
  });

  it('takes view=card, view=full or none, and refuses anything else with its message', () => {
    expect(productListQuerySchema.parse({ view: 'card', currency: 'cad' })).toEqual({ view: 'card', currency: 'CAD' });
    expect(productListQuerySchema.parse({ view: 'full' })).toEqual({ view: 'full' });
    expect(productListQuerySchema.parse({})).toEqual({});
    const refused = productListQuerySchema.safeParse({ view: 'compact' });
    expect(refused.error?.issues[0]?.message).toBe('View must be card or full');
  });
});

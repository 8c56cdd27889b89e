import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { productSchema, productsResponseSchema, type Product } from '@upline/contract/catalogue';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { bearerFor, pricesOf, productRow, shopProductIds, tiersOf, translationOf } from '../../../test/catalogue-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function list(path: string): Promise<Product[]> {
  const res = await t.app.inject(path);
  expect(res.statusCode, res.body).toBe(200);
  return productsResponseSchema.parse(res.json()).products;
}

/** Every field of storefront §3 (plus the extras the web reads), as the raw JSON carries them. */
const specFields = [
  'id', 'slug', 'name', 'short_description', 'description', 'description_tagline', 'thumbnail_url', 'images_url',
  'overview', 'instructions', 'faq', 'documentation', 'ecommerce', 'product_rating', 'product_review',
  'display_shop', 'display_review', 'autoship', 'sale_price', 'suggested_retail_price', 'amb_sale_price',
  'amb_suggested_retail_price', 'sc_sale_price', 'sc_suggested_retail_price', 'autoship_price_customer',
  'autoship_price_amb', 'autoship_price_sc', 'qty_range_1', 'qty_range_1_per', 'qty_range_2', 'qty_range_2_per',
  'qty_range_3', 'qty_range_3_per', 'cust_qty_range_1', 'cust_qty_range_1_per', 'cust_qty_range_2',
  'cust_qty_range_2_per', 'cust_qty_range_3', 'cust_qty_range_3_per', 'currency', 'categories', 'story_sections',
  'seo_title', 'seo_description', 'is_holistic', 'is_best_seller',
];

describe('GET /api/products/{userType}[/{lang}]', () => {
  it('lists the products shown in the shop, in shop order, each with every field of the spec', async () => {
    const res = await t.app.inject('/api/products/customer');
    expect(res.statusCode).toBe(200);
    const raw = res.json() as { products: Record<string, unknown>[] };
    expect(raw.products.length).toBeGreaterThan(0);
    for (const p of raw.products) {
      expect(Object.keys(p).sort()).toEqual([...specFields].sort());
      productSchema.parse(p);
    }
    expect(raw.products.map((p) => p.id)).toEqual(await shopProductIds(t.handle.db));
    expect(raw.products.every((p) => p.display_shop === 'yes')).toBe(true);
  });

  it('answers the same list whichever member type asks: every price family is in it', async () => {
    const customer = await list('/api/products/customer');
    const ambassador = await list('/api/products/ambassador/en');
    const scholar = await list('/api/products/Scholar');
    expect(ambassador).toEqual(customer);
    expect(scholar).toEqual(customer);
  });

  it('answers US dollars by default and Canadian dollars on request, both as the price lists hold them', async () => {
    const usd = await list('/api/products/customer');
    const cad = await list('/api/products/customer?currency=cad');
    expect(usd.every((p) => p.currency === 'USD')).toBe(true);
    expect(cad.every((p) => p.currency === 'CAD')).toBe(true);
    expect(cad.map((p) => p.id)).toEqual(usd.map((p) => p.id));
    for (const [currency, products] of [['USD', usd], ['CAD', cad]] as const) {
      for (const p of products) {
        const rows = await pricesOf(t.handle.db, p.id, currency);
        expect(p.sale_price).toBe(rows.customer.saleMinor / 100);
        expect(p.suggested_retail_price).toBe(rows.customer.suggestedRetailMinor / 100);
        expect(p.amb_sale_price).toBe(rows.ambassador.saleMinor / 100);
        expect(p.amb_suggested_retail_price).toBe(rows.ambassador.suggestedRetailMinor / 100);
        expect(p.sc_sale_price).toBe(rows.scholar.saleMinor / 100);
        expect(p.sc_suggested_retail_price).toBe(rows.scholar.suggestedRetailMinor / 100);
        expect(p.autoship_price_customer).toBe(rows.customer.autoshipMinor / 100);
        expect(p.autoship_price_amb).toBe(rows.ambassador.autoshipMinor / 100);
        expect(p.autoship_price_sc).toBe(rows.scholar.autoshipMinor / 100);
      }
    }
    // The two currencies are distinct price lists, not one list relabelled.
    expect(cad.some((p, i) => p.sale_price !== usd[i]?.sale_price)).toBe(true);
  });

  it('gives prices with at most two decimals', async () => {
    for (const p of await list('/api/products/customer?currency=CAD')) {
      for (const v of [p.sale_price, p.amb_sale_price, p.sc_sale_price, p.autoship_price_customer]) {
        expect(Math.round(v * 100) / 100).toBe(v);
      }
    }
  });

  it('spells the quantity tiers as flat fields: range text and percent off', async () => {
    for (const p of await list('/api/products/ambassador')) {
      const tiers = await tiersOf(t.handle.db, p.id);
      const wire = p as unknown as Record<string, unknown>;
      for (const n of [1, 2, 3]) {
        const member = tiers.find((r) => r.audience === 'member' && r.position === n);
        const customer = tiers.find((r) => r.audience === 'customer' && r.position === n);
        expect(wire[`qty_range_${n}`]).toBe(member?.rangeText ?? null);
        expect(wire[`qty_range_${n}_per`]).toBe(member ? member.discountBps / 100 : null);
        expect(wire[`cust_qty_range_${n}`]).toBe(customer?.rangeText ?? null);
        expect(wire[`cust_qty_range_${n}_per`]).toBe(customer ? customer.discountBps / 100 : null);
      }
    }
  });

  it('answers French texts for /fr, from the French translations', async () => {
    const en = await list('/api/products/customer/en');
    const fr = await list('/api/products/customer/fr');
    expect(fr.map((p) => p.id)).toEqual(en.map((p) => p.id));
    for (const p of fr) {
      const row = await translationOf(t.handle.db, p.id, 'fr');
      if (row) expect(p.name).toBe(row.name);
    }
    expect(fr.some((p, i) => p.name !== en[i]?.name)).toBe(true);
    expect(fr.map((p) => p.sale_price)).toEqual(en.map((p) => p.sale_price));
  });

  it('maps the flags and the media of the product rows', async () => {
    for (const p of await list('/api/products/customer')) {
      const row = await productRow(t.handle.db, p.id);
      expect(p.autoship).toBe(row.isAutoshipAvailable ? 'yes' : 'no');
      expect(p.display_review).toBe(row.displayReview ? 'yes' : 'no');
      expect(p.is_holistic).toBe(row.isHolisticPackage);
      expect(p.product_rating).toBe(row.rating);
      expect(p.product_review).toBe(row.reviewCount);
      expect(p.thumbnail_url).toBe(row.thumbnailUrl);
      const media = await t.handle.db
        .select({ url: schema.productMedia.url })
        .from(schema.productMedia)
        .where(eq(schema.productMedia.productId, p.id))
        .orderBy(asc(schema.productMedia.position));
      expect(p.images_url).toEqual(media.map((m) => m.url));
    }
  });

  it('carries the story sections of a product in the asked language', async () => {
    const sections = await t.handle.db.select().from(schema.productStorySections);
    const withStory = [...new Set(sections.map((s) => s.productId))];
    const en = await list('/api/products/customer/en');
    const fr = await list('/api/products/customer/fr');
    for (const id of withStory) {
      const enProduct = en.find((p) => p.id === id);
      if (!enProduct) continue; // hidden: checked through product/{id} below
      expect(enProduct.story_sections).toHaveLength(sections.filter((s) => s.productId === id).length);
      const frProduct = fr.find((p) => p.id === id);
      expect(frProduct?.story_sections.map((s) => s.kind)).toEqual(enProduct.story_sections.map((s) => s.kind));
    }
    const storied = en.filter((p) => p.story_sections.length > 0);
    if (storied.length > 0) {
      const headings = (list: Product[]) => list.flatMap((p) => p.story_sections.map((s) => s.heading));
      expect(headings(fr.filter((p) => storied.some((s) => s.id === p.id)))).not.toEqual(headings(storied));
    }
  });

  it('refuses an unknown user type and an unknown language with a clear 400', async () => {
    const guest = await t.app.inject('/api/products/wizard');
    expect(guest.statusCode).toBe(400);
    expect(guest.json()).toEqual({ code: 'unknown_user_type', error: "Unknown user type 'wizard'. Use customer, ambassador or scholar." });
    const lang = await t.app.inject('/api/products/customer/xx');
    expect(lang.statusCode).toBe(400);
    expect(lang.json()).toMatchObject({ code: 'unknown_language', error: expect.stringContaining("Unknown language 'xx'") });
  });

  it('refuses a currency the shop does not sell in', async () => {
    const res = await t.app.inject('/api/products/customer?currency=EUR');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', error: 'Currency must be USD or CAD' });
  });

  it("prices a signed-in member in the account's currency unless the query says otherwise", async () => {
    const [member] = await t.handle.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.memberType, 'ambassador')).limit(1);
    if (!member) throw new Error('the demo data has no ambassador');
    await t.handle.db.update(schema.users).set({ currency: 'CAD' }).where(eq(schema.users.id, member.id));
    const token = await bearerFor(t.handle.db, member.id, t.clock.now());
    const auth = { authorization: `Bearer ${token}` };
    const signedIn = productsResponseSchema.parse((await t.app.inject({ url: '/api/products/ambassador', headers: auth })).json());
    expect(signedIn.products.every((p) => p.currency === 'CAD')).toBe(true);
    const asked = productsResponseSchema.parse((await t.app.inject({ url: '/api/products/ambassador?currency=USD', headers: auth })).json());
    expect(asked.products.every((p) => p.currency === 'USD')).toBe(true);
  });
});

describe('GET /api/products/holistic/{userType}[/{lang}]', () => {
  it('lists only the holistic packages the shop shows', async () => {
    const holistic = await list('/api/products/holistic/customer');
    const all = await list('/api/products/customer');
    expect(holistic.map((p) => p.id)).toEqual(all.filter((p) => p.is_holistic).map((p) => p.id));
    expect(holistic.every((p) => p.is_holistic && p.display_shop === 'yes')).toBe(true);
  });

  it('refuses an unknown user type', async () => {
    const res = await t.app.inject('/api/products/holistic/visitor/fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('unknown_user_type');
  });
});

describe('GET /api/product/{id}/{userType}[/{lang}]', () => {
  it('answers a one-element products list for an id and for the same product by slug', async () => {
    const [first] = await list('/api/products/customer');
    if (!first) throw new Error('empty shop');
    const byId = await list(`/api/product/${first.id}/customer`);
    expect(byId).toEqual([first]);
    const bySlug = await list(`/api/product/${first.slug}/scholar/en`);
    expect(bySlug).toEqual([first]);
  });

  it('answers 404 for an unknown id or slug and 400 for a malformed one', async () => {
    const unknown = await t.app.inject('/api/product/987654/customer');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    expect((await t.app.inject('/api/product/no-such-product/customer')).statusCode).toBe(404);
    expect((await t.app.inject('/api/product/1/nobody')).statusCode).toBe(400);
    expect((await t.app.inject('/api/product/a%20b/customer')).statusCode).toBe(400);
  });

  it('answers in French and in Canadian dollars on request', async () => {
    const [first] = await list('/api/products/customer');
    if (!first) throw new Error('empty shop');
    const [fr] = await list(`/api/product/${first.id}/customer/fr?currency=CAD`);
    const row = await translationOf(t.handle.db, first.id, 'fr');
    expect(fr?.name).toBe(row?.name ?? first.name);
    expect(fr?.currency).toBe('CAD');
    expect(fr?.sale_price).toBe((await pricesOf(t.handle.db, first.id, 'CAD')).customer.saleMinor / 100);
  });
});

describe('compressed and revalidated answers', () => {
  it('sends brotli or gzip when asked, with the same JSON inside', async () => {
    const plain = await t.app.inject('/api/products/customer');
    const br = await t.app.inject({ url: '/api/products/customer', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ url: '/api/products/customer', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('answers 304 to a request that already holds the current version', async () => {
    const first = await t.app.inject('/api/products/customer/fr');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: '/api/products/customer/fr', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const english = await t.app.inject({ url: '/api/products/customer/en', headers: { 'if-none-match': String(etag) } });
    expect(english.statusCode).toBe(200);
  });
});

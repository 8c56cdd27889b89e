import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { categoryListSchema, productsResponseSchema } from '@upline/contract/catalogue';
import { adminCategoryListSchema, categorySavedSchema } from '@upline/contract/catalogue-admin-categories';
import { adminProductListSchema, productSavedSchema } from '@upline/contract/catalogue-admin-products';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { bearerFor, pricesOf, tiersOf } from '../../../test/catalogue-helpers.js';
import { readCatalogueVersion } from './catalogue-version.js';

let t: TestApp;
let staff: Record<string, string>;
let member: Record<string, string>;
let staffId: number;
let categoryId: number;

async function userId(email: string) {
  const [user] = await t.handle.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  if (!user) throw new Error(`no demo user ${email}`);
  return user.id;
}

beforeAll(async () => {
  t = await createTestApp();
  staffId = await userId('admin@upline.test');
  staff = { authorization: `Bearer ${await bearerFor(t.handle.db, staffId, t.clock.now())}` };
  member = { authorization: `Bearer ${await bearerFor(t.handle.db, await userId('ava@upline.test'), t.clock.now())}` };
  const [category] = await t.handle.db.select({ id: schema.categories.id }).from(schema.categories).limit(1);
  categoryId = category!.id;
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers = staff) => t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload: payload as object });
const get = (url: string, headers = staff) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers });

/** The storefront's product answer, as a shopper reads it right after the save. */
async function shopProduct(id: number, userType = 'customer', suffix = '') {
  const res = await t.app.inject(`/api/product/${id}/${userType}${suffix}`);
  expect(res.statusCode).toBe(200);
  return productsResponseSchema.parse(res.json()).products[0]!;
}

async function auditRows(entity: string, entityId: number) {
  const { auditLog } = schema;
  return t.handle.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)))).orderBy(desc(auditLog.id));
}

const legacyForm = () => ({ id: 0, categoryId, name: 'Sea Buckthorn Oil', description: 'Cold-pressed berry oil.', imageURL: '/media/sea-buckthorn.png', price: 24.5 });

describe('staff catalogue calls: the admin role is checked on the server', () => {
  const calls: [string, string, unknown][] = [
    ['GET', 'admin/products', undefined],
    ['GET', 'admin/products/1', undefined],
    ['POST', 'product/add', {}],
    ['POST', 'product/update/1', {}],
    ['GET', 'admin/categories', undefined],
    ['GET', 'admin/categories/1', undefined],
    ['POST', 'category/create', {}],
    ['POST', 'category/update/1', {}],
  ];
  it.each(calls)('%s %s answers 401 to a guest and 403 to a member, and changes nothing', async (method, url, payload) => {
    const before = await readCatalogueVersion(t.handle.db);
    const guest = await t.app.inject({ method: method as 'GET', url: `/api/${url}`, ...(payload ? { payload: payload as object } : {}) });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('unauthenticated');
    const asMember = await t.app.inject({ method: method as 'GET', url: `/api/${url}`, headers: member, ...(payload ? { payload: payload as object } : {}) });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('forbidden');
    expect(await readCatalogueVersion(t.handle.db)).toBe(before);
  });
});

describe('POST product/add', () => {
  it("adds the spec's five-field product: the shop sells it at once, the audit row holds it, the catalogue version moves", async () => {
    const version = await readCatalogueVersion(t.handle.db);
    const res = await post('product/add', legacyForm());
    expect(res.statusCode).toBe(200);
    const saved = productSavedSchema.parse(res.json());
    expect(saved.message).toBe('Product Added Successfully!');
    expect(saved.product.slug).toBe('sea-buckthorn-oil');
    expect(await readCatalogueVersion(t.handle.db)).toBe(version + 1);

    const shop = await shopProduct(saved.product.id);
    expect(shop.name).toBe('Sea Buckthorn Oil');
    expect(shop.sale_price).toBe(24.5);
    // The other member types' prices start at the one given.
    expect(shop.amb_sale_price).toBe(24.5);
    expect(shop.thumbnail_url).toBe('/media/sea-buckthorn.png');
    expect(shop.categories.map((c) => c.id)).toEqual([categoryId]);
    expect((await pricesOf(t.handle.db, saved.product.id, 'USD')).customer.saleMinor).toBe(2450);

    const [audit] = await auditRows('product', saved.product.id);
    expect(audit).toMatchObject({ actorId: staffId, action: 'product.created' });
    expect(audit!.data).toMatchObject({ before: null, after: { name: 'Sea Buckthorn Oil', sale_price: 24.5 } });
  });

  it('refuses each missing field of the form with its own message, and writes nothing', async () => {
    const count = async () => (await t.handle.db.select({ id: schema.products.id }).from(schema.products)).length;
    const rows = await count();
    const cases: [string, string][] = [
      ['name', 'Name is required'],
      ['description', 'Description is required'],
      ['categoryId', 'Category is required'],
      ['imageURL', 'Image URL is required'],
      ['price', 'Price is required'],
    ];
    for (const [field, message] of cases) {
      const body: Record<string, unknown> = legacyForm();
      delete body[field];
      const res = await post('product/add', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    expect((await post('product/add', { ...legacyForm(), name: '   ' })).json().errors.name).toBe('Name is required');
    expect(await count()).toBe(rows);
  });

  it.each([
    [{ price: -1 }, 'price', 'Price can not be negative'],
    [{ price: '24.50' }, 'price', 'Price must be a number'],
    [{ price: 10.005 }, 'price', 'Price can have at most 2 decimals'],
    [{ price: 1e9 }, 'price', 'Price can not be more than 100000'],
    [{ sale_price: 10, amb_sale_price: -0.01 }, 'amb_sale_price', 'Price can not be negative'],
    [{ prices_cad: { sale_price: 1 } }, 'prices_cad.suggested_retail_price', 'Price must be a number'],
    [{ imageURL: 'javascript:alert(1)' }, 'imageURL', 'Image URL must be a valid URL (https:// or an image of the gallery)'],
    [{ imageURL: 'http://cdn.example.com/a.png' }, 'imageURL', 'Image URL must be a valid URL (https:// or an image of the gallery)'],
    [{ imageURL: '//evil.example/a.png' }, 'imageURL', 'Image URL must be a valid URL (https:// or an image of the gallery)'],
    [{ categoryId: 2147483648 }, 'categoryId', 'Unknown category'],
    [{ slug: 'Bad Slug' }, 'slug', 'A slug is lower-case letters, digits and single dashes, with at least one letter'],
    [{ slug: '123' }, 'slug', 'A slug is lower-case letters, digits and single dashes, with at least one letter'],
  ])('refuses %j (forged or malformed) with 400 on %s', async (change, field, message) => {
    const res = await post('product/add', { ...legacyForm(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses NUL and direction-override characters in any text', async () => {
    for (const name of ['Oil\u0000', 'Oil\u202E']) {
      const res = await post('product/add', { ...legacyForm(), name });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.name).toBe('Text fields can not contain control or direction-override characters.');
    }
    const res = await post('product/add', { ...legacyForm(), translations: { fr: { overview: 'a\u0000b' } } });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an unknown category id, an unknown language and a taken slug', async () => {
    expect((await post('product/add', { ...legacyForm(), categoryId: 999_999 })).json()).toMatchObject({ error: 'Unknown category' });
    expect((await post('product/add', { ...legacyForm(), translations: { de: { name: 'Öl' } } })).json()).toMatchObject({ error: 'Unknown language' });
    const [existing] = await t.handle.db.select({ slug: schema.products.slug }).from(schema.products).limit(1);
    const taken = await post('product/add', { ...legacyForm(), slug: existing!.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('This slug is already used');
  });

  it('adds the whole product: every price of both currencies, both tier families, flags, texts, French and sanitised tabs', async () => {
    const usd = { sale_price: 40, suggested_retail_price: 50, amb_sale_price: 32, amb_suggested_retail_price: 45, sc_sale_price: 30, sc_suggested_retail_price: 44, autoship_price_customer: 36, autoship_price_amb: 29, autoship_price_sc: 27 };
    const cad = Object.fromEntries(Object.entries(usd).map(([k, v]) => [k, Math.round(v * 135) / 100]));
    const res = await post('product/add', {
      name: 'Night Repair Serum',
      description: 'A serum for the night.',
      short_description: 'Repairs overnight.',
      description_tagline: 'Wake up new',
      slug: 'night-repair-serum',
      thumbnail_url: 'https://cdn.example.com/serum.png',
      images_url: ['https://cdn.example.com/serum.png', '/media/serum-2.png'],
      categoryIds: [categoryId],
      ...usd,
      prices_cad: cad,
      qty_range_1: '2-5', qty_range_1_per: 5, qty_range_2: '6+', qty_range_2_per: 10,
      cust_qty_range_1: '3+', cust_qty_range_1_per: 2.5,
      autoship: 'yes', display_shop: 'yes', display_review: 'no', is_best_seller: true,
      overview: '<p>Rich <strong>overview</strong></p><script>alert(1)</script><img src="https://cdn.example.com/x.png" onerror="alert(2)">',
      seo_title: 'Night Repair Serum | Upline', seo_description: 'Serum',
      translations: { fr: { name: 'Sérum réparateur de nuit', overview: '<p>Aperçu</p><iframe src="https://evil.example"></iframe>' } },
    });
    expect(res.statusCode).toBe(200);
    const { product } = productSavedSchema.parse(res.json());
    expect(product.overview).toBe('<p>Rich <strong>overview</strong></p><img src="https://cdn.example.com/x.png" />');
    expect(product.translations.fr!.overview).toBe('<p>Aperçu</p>');

    const shop = await shopProduct(product.id, 'ambassador');
    expect(shop).toMatchObject({ ...usd, qty_range_1: '2-5', qty_range_1_per: 5, qty_range_2: '6+', qty_range_2_per: 10, cust_qty_range_1: '3+', cust_qty_range_1_per: 2.5, autoship: 'yes', display_review: 'no', is_best_seller: true, slug: 'night-repair-serum' });
    expect(shop.images_url).toEqual(['https://cdn.example.com/serum.png', '/media/serum-2.png']);
    expect((await shopProduct(product.id, 'customer', '?currency=CAD')).sale_price).toBe(54);
    expect((await shopProduct(product.id, 'customer', '/fr')).name).toBe('Sérum réparateur de nuit');
    // A French text left empty falls back to English.
    expect((await shopProduct(product.id, 'customer', '/fr')).description).toBe('A serum for the night.');
    expect((await tiersOf(t.handle.db, product.id)).map((r) => [r.audience, r.rangeText, r.minQuantity, r.maxQuantity, r.discountBps])).toEqual([
      ['customer', '3+', 3, null, 250],
      ['member', '2-5', 2, 5, 500],
      ['member', '6+', 6, null, 1000],
    ]);
  });

  it.each([
    [{ qty_range_1: '2-5', qty_range_1_per: 5, qty_range_2: '4+', qty_range_2_per: 10 }, 'qty_range_2', 'This range overlaps another one'],
    [{ qty_range_1: '2-5', qty_range_1_per: 10, qty_range_2: '6+', qty_range_2_per: 5 }, 'qty_range_2_per', 'A larger quantity can not get a smaller discount'],
    [{ cust_qty_range_1: '2-5', cust_qty_range_1_per: 5 }, 'cust_qty_range_1', 'The discount stops after this range: add a range that follows it'],
    [{ cust_qty_range_1: 'two', cust_qty_range_1_per: 5 }, 'cust_qty_range_1', "Write a range as '2-5' or '6+'"],
    [{ cust_qty_range_1: '2+', cust_qty_range_1_per: 101 }, 'cust_qty_range_1_per', 'The discount must be a percent from 0 to 100 with at most 2 decimals'],
    [{ cust_qty_range_1: '2+' }, 'cust_qty_range_1_per', 'Give the discount of this range'],
    [{ qty_range_2_per: 5 }, 'qty_range_2', 'Give the range of this discount'],
  ])('refuses the tiers %j on %s', async (tiers, field, message) => {
    const res = await post('product/add', { ...legacyForm(), ...tiers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});

describe('POST product/update/{id}', () => {
  it('changes a price: the product page shows it on the next read, the audit row holds before and after', async () => {
    const [row] = await t.handle.db.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.displayShop, true)).limit(1);
    const id = row!.id;
    const old = await shopProduct(id);
    const version = await readCatalogueVersion(t.handle.db);
    const res = await post(`product/update/${id}`, { sale_price: 12.34, amb_sale_price: 11.11 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Product Updated Successfully!');
    expect(await readCatalogueVersion(t.handle.db)).toBe(version + 1);
    const now = await shopProduct(id);
    expect(now.sale_price).toBe(12.34);
    expect(now.amb_sale_price).toBe(11.11);
    // What was not sent is kept.
    expect(now).toMatchObject({ name: old.name, sc_sale_price: old.sc_sale_price, qty_range_1: old.qty_range_1, images_url: old.images_url });
    const [audit] = await auditRows('product', id);
    expect(audit).toMatchObject({ actorId: staffId, action: 'product.updated' });
    expect(audit!.data).toMatchObject({ before: { sale_price: old.sale_price }, after: { sale_price: 12.34 } });
  });

  it("takes the spec's Edit Product form (price is the customer sale price)", async () => {
    const added = productSavedSchema.parse((await post('product/add', { ...legacyForm(), name: 'Form Edit Target' })).json()).product;
    const res = await post(`product/update/${added.id}`, { ...legacyForm(), id: added.id, name: 'Form Edited', price: 30 });
    expect(res.statusCode).toBe(200);
    const shop = await shopProduct(added.id);
    expect(shop).toMatchObject({ name: 'Form Edited', sale_price: 30, amb_sale_price: 24.5 });
    expect(shop.slug).toBe('form-edit-target');
  });

  it('answers 404 for an id that names no product, 2^31 included, and 400 for a malformed one', async () => {
    for (const id of ['999999', '2147483648', '99999999999999999999']) {
      const res = await post(`product/update/${id}`, { sale_price: 1 });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toBe('Product not found');
    }
    for (const id of ['-1', '1.5', 'abc', '0']) expect((await post(`product/update/${id}`, { sale_price: 1 })).statusCode, id).toBe(400);
    expect((await get('admin/products/2147483648')).statusCode).toBe(404);
  });

  it('checks the tiers as they will be stored: a new tier that overlaps a kept one is refused', async () => {
    const added = productSavedSchema.parse((await post('product/add', { ...legacyForm(), name: 'Tier Merge', qty_range_1: '2-5', qty_range_1_per: 5, qty_range_2: '6+', qty_range_2_per: 8 })).json()).product;
    const res = await post(`product/update/${added.id}`, { qty_range_3: '3-4', qty_range_3_per: 9 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.qty_range_3).toBe('This range overlaps another one');
    const cleared = await post(`product/update/${added.id}`, { qty_range_2: null, qty_range_2_per: null, qty_range_1: '2+' });
    expect(cleared.statusCode).toBe(200);
    expect((await tiersOf(t.handle.db, added.id)).map((r) => r.rangeText)).toEqual(['2+']);
  });
});

describe('admin reads', () => {
  it('GET admin/products lists every product with its US customer price; GET admin/products/{id} every stored fact', async () => {
    const list = adminProductListSchema.parse((await get('admin/products')).json()).products;
    expect(list.length).toBeGreaterThan(5);
    const first = list[0]!;
    const detail = (await get(`admin/products/${first.id}`)).json().product;
    expect(detail.sale_price).toBe(first.sale_price);
    expect(detail.name).toBe(first.name);
  });
});

describe('category/create and category/update/{id}', () => {
  const form = { categoryName: 'Sleep', description: 'For better nights.', imageUrl: '/media/sleep.png' };

  it('creates a category the shop lists at once, with the spec message and an audit row', async () => {
    const version = await readCatalogueVersion(t.handle.db);
    const res = await post('category/create', { ...form, translations: { fr: { categoryName: 'Sommeil' } } });
    expect(res.statusCode).toBe(200);
    const saved = categorySavedSchema.parse(res.json());
    expect(saved.message).toBe('Category Added Successfully!');
    expect(saved.category).toMatchObject({ categoryName: 'Sleep', slug: 'sleep', product_count: 0, translations: { fr: { categoryName: 'Sommeil', description: '' } } });
    expect(await readCatalogueVersion(t.handle.db)).toBe(version + 1);
    const shop = categoryListSchema.parse((await t.app.inject('/api/category')).json());
    expect(shop.find((c) => c.id === saved.category.id)).toMatchObject({ categoryName: 'Sleep', description: 'For better nights.', imageUrl: '/media/sleep.png' });
    const [audit] = await auditRows('category', saved.category.id);
    expect(audit).toMatchObject({ actorId: staffId, action: 'category.created', data: { before: null, after: { categoryName: 'Sleep' } } });
    expect(adminCategoryListSchema.parse((await get('admin/categories')).json()).categories.some((c) => c.id === saved.category.id)).toBe(true);
  });

  it('updates a category from its object (products ignored) with the spec message; before and after audited', async () => {
    const created = categorySavedSchema.parse((await post('category/create', { ...form, categoryName: 'Calm' })).json()).category;
    const res = await post(`category/update/${created.id}`, { ...created, categoryName: 'Calm & Focus', products: [{ id: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Category Updated Successfully!', category: { categoryName: 'Calm & Focus', slug: created.slug } });
    const [audit] = await auditRows('category', created.id);
    expect(audit!.data).toMatchObject({ before: { categoryName: 'Calm' }, after: { categoryName: 'Calm & Focus' } });
    const detail = await get(`admin/categories/${created.id}`);
    expect(detail.json().category.categoryName).toBe('Calm & Focus');
  });

  it('requires name, description and an image URL (accounts §5), on create and on update', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ categoryName: '' }, 'categoryName', 'Category name is required'],
      [{ description: undefined }, 'description', 'Description is required'],
      [{ imageUrl: '' }, 'imageUrl', 'Image URL is required'],
      [{ imageUrl: 'not a url' }, 'imageUrl', 'Image URL must be a valid URL (https:// or an image of the gallery)'],
      [{ categoryName: 'Sleep\u0000' }, 'categoryName', 'Text fields can not contain control or direction-override characters.'],
    ];
    for (const [change, field, message] of cases) {
      for (const url of ['category/create', `category/update/${categoryId}`]) {
        const res = await post(url, { ...form, ...change });
        expect(res.statusCode, `${url} ${field}`).toBe(400);
        expect(res.json().errors[field]).toBe(message);
      }
    }
  });

  it('answers 404 for a category that does not exist, 2^31 included', async () => {
    for (const id of ['999999', '2147483648']) {
      const res = await post(`category/update/${id}`, form);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Category not found');
    }
    expect((await get('admin/categories/2147483648')).statusCode).toBe(404);
  });
});

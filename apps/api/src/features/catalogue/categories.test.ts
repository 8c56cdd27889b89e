import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import {
  categoryListSchema,
  categoryProductsResponseSchema,
  legacyProductListSchema,
  productsResponseSchema,
} from '@upline/contract/catalogue';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { pricesOf } from '../../../test/catalogue-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Shop products of a category in its order, from the tables. */
async function categoryShopProducts(categoryId: number) {
  const { productCategories: pc, products: p } = schema;
  const rows = await t.handle.db
    .select({ id: p.id })
    .from(pc)
    .innerJoin(p, eq(p.id, pc.productId))
    .where(and(eq(pc.categoryId, categoryId), eq(p.isActive, true), eq(p.displayShop, true)))
    .orderBy(asc(pc.position), asc(pc.productId));
  return rows.map((r) => r.id);
}

describe('GET /api/product/ (admin product form shape)', () => {
  it('lists every active product with id, categoryId, name, description, imageURL and the customer price', async () => {
    const res = await t.app.inject('/api/product/');
    expect(res.statusCode).toBe(200);
    const products = legacyProductListSchema.parse(res.json());
    const active = await t.handle.db.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.isActive, true));
    expect(products.map((p) => p.id).sort((a, b) => a - b)).toEqual(active.map((p) => p.id).sort((a, b) => a - b));
    for (const p of products) {
      expect(Object.keys(p).sort()).toEqual(['categoryId', 'description', 'id', 'imageURL', 'name', 'price']);
      expect(p.price).toBe((await pricesOf(t.handle.db, p.id, 'USD')).customer.saleMinor / 100);
    }
  });
});

describe('GET /api/category/', () => {
  it('lists the categories with id, categoryName, description, imageUrl and their shop products', async () => {
    const res = await t.app.inject('/api/category');
    expect(res.statusCode).toBe(200);
    const categories = categoryListSchema.parse(res.json());
    const rows = await t.handle.db.select().from(schema.categories).where(eq(schema.categories.isActive, true));
    expect(categories.map((c) => c.id).sort()).toEqual(rows.map((c) => c.id).sort());
    for (const c of categories) {
      expect(c.categoryName.length).toBeGreaterThan(0);
      expect(c.products.map((p) => p.id)).toEqual(await categoryShopProducts(c.id));
      for (const p of c.products) expect(p.categoryId).not.toBeNull();
    }
  });
});

describe('GET /api/category/{id}[/{lang}] (ListProducts)', () => {
  it('answers the category and its shop products in full, in French on request', async () => {
    const categories = categoryListSchema.parse((await t.app.inject('/api/category')).json());
    const withProducts = categories.find((c) => c.products.length > 0);
    if (!withProducts) throw new Error('no category with products');

    const en = categoryProductsResponseSchema.parse((await t.app.inject(`/api/category/${withProducts.id}`)).json());
    expect(en.category.categoryName).toBe(withProducts.categoryName);
    expect(en.products.map((p) => p.id)).toEqual(withProducts.products.map((p) => p.id));
    expect(en.products.every((p) => p.categories.some((c) => c.id === withProducts.id))).toBe(true);

    const fr = categoryProductsResponseSchema.parse((await t.app.inject(`/api/category/${withProducts.slug}/fr?currency=CAD`)).json());
    expect(fr.category.id).toBe(withProducts.id);
    const [frText] = await t.handle.db
      .select({ name: schema.categoryTranslations.name })
      .from(schema.categoryTranslations)
      .where(and(eq(schema.categoryTranslations.categoryId, withProducts.id), eq(schema.categoryTranslations.lang, 'fr')));
    expect(fr.category.categoryName).toBe(frText?.name ?? en.category.categoryName);
    expect(fr.products.every((p) => p.currency === 'CAD')).toBe(true);
  });

  it('answers the same products as the shop list holds for them', async () => {
    const shop = productsResponseSchema.parse((await t.app.inject('/api/products/customer')).json()).products;
    const categories = categoryListSchema.parse((await t.app.inject('/api/category')).json());
    for (const c of categories) {
      const body = categoryProductsResponseSchema.parse((await t.app.inject(`/api/category/${c.id}/en`)).json());
      for (const p of body.products) expect(p).toEqual(shop.find((s) => s.id === p.id));
    }
  });

  it('answers 404 for an unknown category', async () => {
    const res = await t.app.inject('/api/category/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

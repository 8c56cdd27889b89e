import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { reviewListResponseSchema, userReviewsResponseSchema } from '@upline/contract/catalogue';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { publishedReviews } from '../../../test/catalogue-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The product with the most published reviews: the richest case the demo data offers. */
async function mostReviewedProduct() {
  const rows = await publishedReviews(t.handle.db);
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.productId, (counts.get(r.productId) ?? 0) + 1);
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!best) throw new Error('the demo data has no reviews');
  return { productId: best[0], reviews: rows.filter((r) => r.productId === best[0]) };
}

describe('GET /api/review/product/{id}[/{lang}]', () => {
  it("answers a product's published reviews as user_reviewes, with content, name and rating", async () => {
    const { productId, reviews } = await mostReviewedProduct();
    const res = await t.app.inject(`/api/review/product/${productId}`);
    expect(res.statusCode).toBe(200);
    const body = userReviewsResponseSchema.parse(res.json());
    expect(body.user_reviewes).toHaveLength(reviews.length);
    expect(body.user_reviewes.map((r) => r.name).sort()).toEqual(reviews.map((r) => r.name).sort());
    for (const r of body.user_reviewes) {
      expect(r.content.length).toBeGreaterThan(0);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
    }
  });

  it('answers the French text for /fr', async () => {
    const { productId } = await mostReviewedProduct();
    const en = userReviewsResponseSchema.parse((await t.app.inject(`/api/review/product/${productId}/en`)).json());
    const fr = userReviewsResponseSchema.parse((await t.app.inject(`/api/review/product/${productId}/fr`)).json());
    expect(fr.user_reviewes.map((r) => r.name)).toEqual(en.user_reviewes.map((r) => r.name));
    expect(fr.user_reviewes.map((r) => r.content)).not.toEqual(en.user_reviewes.map((r) => r.content));
  });

  it('leaves out unpublished reviews', async () => {
    const { productId, reviews } = await mostReviewedProduct();
    const hidden = reviews[0];
    if (!hidden) throw new Error('no review');
    await t.handle.db.update(schema.reviews).set({ isPublished: false }).where(eq(schema.reviews.id, hidden.id));
    try {
      const body = userReviewsResponseSchema.parse((await t.app.inject(`/api/review/product/${productId}`)).json());
      expect(body.user_reviewes).toHaveLength(reviews.length - 1);
    } finally {
      await t.handle.db.update(schema.reviews).set({ isPublished: true }).where(eq(schema.reviews.id, hidden.id));
    }
  });

  it('answers 404 for an unknown product and 400 for an unknown language', async () => {
    expect((await t.app.inject('/api/review/product/987654')).statusCode).toBe(404);
    const { productId } = await mostReviewedProduct();
    expect((await t.app.inject(`/api/review/product/${productId}/zz`)).json().code).toBe('unknown_language');
  });
});

describe('GET /api/review/testimonials/{productId}[/{lang}]', () => {
  it("answers only the product's testimonials", async () => {
    const { productId, reviews } = await mostReviewedProduct();
    const testimonials = reviews.filter((r) => r.isTestimonial);
    const body = userReviewsResponseSchema.parse((await t.app.inject(`/api/review/testimonials/${productId}/en`)).json());
    expect(body.user_reviewes.map((r) => r.name).sort()).toEqual(testimonials.map((r) => r.name).sort());
    expect(testimonials.length).toBeLessThan(reviews.length);
  });
});

describe('GET /api/products/reviewlist/{userType}[/{lang}]', () => {
  it("lists, for each member type, the reviewed products with that type's testimonials", async () => {
    const all = await publishedReviews(t.handle.db);
    const shownProducts = await t.handle.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(and(eq(schema.products.isActive, true), eq(schema.products.displayReview, true)));
    const shown = new Set(shownProducts.map((p) => p.id));
    const answers: Record<string, number[]> = {};
    for (const memberType of ['customer', 'ambassador', 'scholar'] as const) {
      const res = await t.app.inject(`/api/products/reviewlist/${memberType}`);
      expect(res.statusCode).toBe(200);
      const body = reviewListResponseSchema.parse(res.json());
      const expected = all.filter((r) => r.isTestimonial && r.memberType === memberType && shown.has(r.productId));
      expect(new Set(body.products.map((p) => p.id))).toEqual(new Set(expected.map((r) => r.productId)));
      for (const p of body.products) {
        expect(p.reviews.map((r) => r.name).sort()).toEqual(expected.filter((r) => r.productId === p.id).map((r) => r.name).sort());
        expect(p.name.length).toBeGreaterThan(0);
      }
      answers[memberType] = body.products.map((p) => p.id);
    }
    expect(answers.customer?.length).toBeGreaterThan(0);
    expect(answers.ambassador).not.toEqual(answers.customer);
  });

  it('answers product names in French for /fr and refuses an unknown member type', async () => {
    const en = reviewListResponseSchema.parse((await t.app.inject('/api/products/reviewlist/customer/en')).json());
    const fr = reviewListResponseSchema.parse((await t.app.inject('/api/products/reviewlist/customer/fr')).json());
    expect(fr.products.map((p) => p.id)).toEqual(en.products.map((p) => p.id));
    expect(fr.products.map((p) => p.name)).not.toEqual(en.products.map((p) => p.name));
    const bad = await t.app.inject('/api/products/reviewlist/guest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('unknown_user_type');
  });
});

import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { CatalogueUserType, Review } from '@upline/contract/catalogue';

// Published reviews in a language (falling back to the default language's text), newest first.

async function selectReviews(db: Database, where: SQL | undefined, lang: string, defaultLang: string) {
  const { reviews, reviewTranslations } = schema;
  const wanted = alias(reviewTranslations, 'wanted');
  const fallback = alias(reviewTranslations, 'fallback');
  const rows = await db
    .select({
      productId: reviews.productId,
      name: reviews.name,
      rating: reviews.rating,
      content: sql<string | null>`coalesce(${wanted.content}, ${fallback.content})`,
    })
    .from(reviews)
    .leftJoin(wanted, and(eq(wanted.reviewId, reviews.id), eq(wanted.lang, lang)))
    .leftJoin(fallback, and(eq(fallback.reviewId, reviews.id), eq(fallback.lang, defaultLang)))
    .where(and(eq(reviews.isPublished, true), where))
    .orderBy(desc(reviews.createdAt), asc(reviews.id));
  // A review without text in either language has nothing to show.
  return rows.flatMap((r) => (r.content ? [{ productId: r.productId, review: { content: r.content, name: r.name, rating: r.rating } }] : []));
}

/** Every published review of a product (GET review/product/{id}). */
export async function listProductReviews(db: Database, productId: number, lang: string, defaultLang: string): Promise<Review[]> {
  const rows = await selectReviews(db, eq(schema.reviews.productId, productId), lang, defaultLang);
  return rows.map((r) => r.review);
}

/** The testimonials of a product (GET review/testimonials/{productId}). */
export async function listProductTestimonials(db: Database, productId: number, lang: string, defaultLang: string): Promise<Review[]> {
  const { reviews } = schema;
  const rows = await selectReviews(db, and(eq(reviews.productId, productId), eq(reviews.isTestimonial, true)), lang, defaultLang);
  return rows.map((r) => r.review);
}

/** Testimonials addressed to a member type, grouped by product, for the given products only. */
export async function listTestimonialsByProduct(
  db: Database,
  memberType: CatalogueUserType,
  productIds: readonly number[],
  lang: string,
  defaultLang: string,
): Promise<Map<number, Review[]>> {
  const { reviews } = schema;
  const byProduct = new Map<number, Review[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await selectReviews(
    db,
    and(eq(reviews.isTestimonial, true), eq(reviews.memberType, memberType), inArray(reviews.productId, [...productIds])),
    lang,
    defaultLang,
  );
  for (const r of rows) {
    const list = byProduct.get(r.productId);
    if (list) list.push(r.review);
    else byProduct.set(r.productId, [r.review]);
  }
  return byProduct;
}

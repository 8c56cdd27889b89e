// Staff manage the product testimonials (issue 16 item 5): the reviews marked as testimonials that
// the shop's Testimonials page shows per member type. Texts by language (the default language's
// required, another language left empty removed, so the shop falls back to the default there).
// Every change writes its audit row with before and after in the same transaction. The shop reads
// reviews from the database on every request, so a change shows at once.
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { schema, type Database, type Transaction } from '@upline/db';
import { testimonialsAdminMessages as m, type AdminTestimonial, type TestimonialBodyParsed, type TestimonialMemberType } from '@upline/contract/testimonials-admin';
import type { AppDeps } from '../../deps.js';

export type TestimonialResult = { ok: true; testimonial: AdminTestimonial } | { ok: false; status: 400 | 404; message: string; field?: string };

const { reviews, reviewTranslations, products, productTranslations, languages, auditLog } = schema;

async function defaultLanguage(db: Database | Transaction): Promise<{ codes: Set<string>; defaultLang: string }> {
  const rows = await db.select({ code: languages.code, isDefault: languages.isDefault }).from(languages);
  return { codes: new Set(rows.map((r) => r.code)), defaultLang: rows.find((r) => r.isDefault)?.code ?? 'en' };
}

/** The testimonials (published or not), newest first, with their product's name in the default language. */
export async function listAdminTestimonials(db: Database | Transaction, filter: { memberType?: TestimonialMemberType; productId?: number; id?: number } = {}): Promise<AdminTestimonial[]> {
  const { defaultLang } = await defaultLanguage(db);
  const where: SQL[] = [eq(reviews.isTestimonial, true)];
  if (filter.memberType) where.push(eq(reviews.memberType, filter.memberType));
  if (filter.productId) where.push(eq(reviews.productId, filter.productId));
  if (filter.id) where.push(eq(reviews.id, filter.id));
  const rows = await db
    .select({ review: reviews, productName: productTranslations.name, slug: products.slug })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(productTranslations, and(eq(productTranslations.productId, reviews.productId), eq(productTranslations.lang, defaultLang)))
    .where(and(...where))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  if (rows.length === 0) return [];
  const texts = await db.select().from(reviewTranslations).where(inArray(reviewTranslations.reviewId, rows.map((r) => r.review.id)));
  return rows.map(({ review, productName, slug }) => ({
    id: review.id,
    productId: review.productId,
    productName: productName ?? slug,
    name: review.name,
    rating: review.rating,
    memberType: review.memberType,
    isPublished: review.isPublished,
    texts: Object.fromEntries(texts.filter((t) => t.reviewId === review.id).map((t) => [t.lang, t.content])),
    createdAt: review.createdAt.toISOString(),
  }));
}

/** The products a testimonial can be about, by name in the default language. */
export async function listTestimonialProducts(db: Database): Promise<{ id: number; name: string }[]> {
  const { defaultLang } = await defaultLanguage(db);
  const rows = await db
    .select({ id: products.id, name: productTranslations.name, slug: products.slug })
    .from(products)
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, defaultLang)))
    .orderBy(productTranslations.name, products.id);
  return rows.map((r) => ({ id: r.id, name: r.name ?? r.slug }));
}

/** Creates (no id) or replaces a testimonial, with its texts by language; audited. */
export async function saveTestimonial(deps: Pick<AppDeps, 'db' | 'clock'>, input: { staffId: number; id?: number; body: TestimonialBodyParsed }): Promise<TestimonialResult> {
  const { body } = input;
  const langs = await defaultLanguage(deps.db);
  for (const lang of Object.keys(body.texts)) {
    if (!langs.codes.has(lang)) return { ok: false, status: 400, message: m.unknownLanguage, field: `texts.${lang}` };
  }
  if (!body.texts[langs.defaultLang]) return { ok: false, status: 400, message: m.textRequired, field: `texts.${langs.defaultLang}` };
  const kept = Object.entries(body.texts).filter(([, text]) => text !== '');
  return deps.db.transaction(async (tx): Promise<TestimonialResult> => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, body.productId));
    if (!product) return { ok: false, status: 400, message: m.unknownProduct, field: 'productId' };
    let before: AdminTestimonial | null = null;
    let id = input.id;
    const values = { productId: body.productId, name: body.name, rating: body.rating, memberType: body.memberType, isPublished: body.isPublished };
    if (id === undefined) {
      const [created] = await tx.insert(reviews).values({ ...values, isTestimonial: true, createdAt: deps.clock.now() }).returning({ id: reviews.id });
      id = created!.id;
    } else {
      const [row] = await tx.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.id, id), eq(reviews.isTestimonial, true))).for('update');
      if (!row) return { ok: false, status: 404, message: m.notFound };
      before = (await listAdminTestimonials(tx, { id }))[0] ?? null;
      await tx.update(reviews).set(values).where(eq(reviews.id, id));
      await tx.delete(reviewTranslations).where(eq(reviewTranslations.reviewId, id));
    }
    await tx.insert(reviewTranslations).values(kept.map(([lang, content]) => ({ reviewId: id, lang, content })));
    const [after] = await listAdminTestimonials(tx, { id });
    await tx.insert(auditLog).values({ actorId: input.staffId, action: before ? 'testimonial.updated' : 'testimonial.created', entity: 'testimonial', entityId: String(id), data: { before, after }, at: deps.clock.now() });
    return { ok: true, testimonial: after! };
  });
}

/** Shows or hides a testimonial in the shop; audited (a no-op change is answered as it is, without a row). */
export async function setTestimonialPublished(deps: Pick<AppDeps, 'db' | 'clock'>, input: { staffId: number; id: number; isPublished: boolean }): Promise<TestimonialResult> {
  return deps.db.transaction(async (tx): Promise<TestimonialResult> => {
    const [row] = await tx.select({ isPublished: reviews.isPublished }).from(reviews).where(and(eq(reviews.id, input.id), eq(reviews.isTestimonial, true))).for('update');
    if (!row) return { ok: false, status: 404, message: m.notFound };
    const [before] = await listAdminTestimonials(tx, { id: input.id });
    if (row.isPublished === input.isPublished) return { ok: true, testimonial: before! };
    await tx.update(reviews).set({ isPublished: input.isPublished }).where(eq(reviews.id, input.id));
    const [after] = await listAdminTestimonials(tx, { id: input.id });
    const action = input.isPublished ? 'testimonial.published' : 'testimonial.unpublished';
    await tx.insert(auditLog).values({ actorId: input.staffId, action, entity: 'testimonial', entityId: String(input.id), data: { before, after }, at: deps.clock.now() });
    return { ok: true, testimonial: after! };
  });
}

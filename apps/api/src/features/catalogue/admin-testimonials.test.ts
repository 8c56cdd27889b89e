import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { adminTestimonialListSchema, testimonialSavedSchema, testimonialsAdminMessages as m } from '@upline/contract/testimonials-admin';
import { textInputMessage } from '@upline/contract/input';
import { bearerFor } from '../../../test/accounts-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

// Staff manage the product testimonials the shop's Testimonials page shows: list, add, edit,
// publish and unpublish, texts in English and French, every change audited, staff only.

let t: TestApp;
let staff: Record<string, string>;
let member: Record<string, string>;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await bearerFor(t, 'admin@upline.test', 'Admin#2026');
  member = await bearerFor(t, 'ava@upline.test');
  const [product] = await t.handle.db.select({ id: schema.products.id }).from(schema.products).where(and(eq(schema.products.displayReview, true), eq(schema.products.isActive, true))).limit(1);
  productId = product!.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = staff) =>
  t.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

const body = (over: Record<string, unknown> = {}) => ({
  productId,
  name: 'Journey Tester',
  rating: 5,
  memberType: 'ambassador',
  texts: { en: 'My skin has never felt better.', fr: 'Ma peau ne s’est jamais sentie aussi bien.' },
  ...over,
});

/** What the shop's Testimonials page shows for ambassadors, in a language. */
async function shopQuotes(lang: 'en' | 'fr') {
  const res = await t.app.inject(`/api/products/reviewlist/ambassador/${lang}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { products: { id: number; reviews: { content: string; name: string }[] }[] }).products.flatMap((p) => p.reviews.map((r) => `${p.id}:${r.name}:${r.content}`));
}

async function audit(id: number) {
  const { auditLog } = schema;
  return t.handle.db.select().from(auditLog).where(and(eq(auditLog.entity, 'testimonial'), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id));
}

describe('staff testimonial calls', () => {
  it.each([
    ['GET', 'admin/testimonials'],
    ['GET', 'admin/testimonials/1'],
    ['POST', 'admin/testimonials'],
    ['PUT', 'admin/testimonials/1'],
    ['POST', 'admin/testimonials/1/publish'],
    ['POST', 'admin/testimonials/1/unpublish'],
  ] as const)('%s %s answers a guest 401 and a member 403, and writes nothing', async (method, url) => {
    const payload = method === 'GET' ? undefined : body({ name: 'Never Written' });
    expect((await call(method, url, payload, {})).statusCode).toBe(401);
    expect((await call(method, url, payload, member)).statusCode).toBe(403);
    const [written] = await t.handle.db.select().from(schema.reviews).where(eq(schema.reviews.name, 'Never Written'));
    expect(written).toBeUndefined();
  });
});

describe('product testimonials', () => {
  it('adds a testimonial in English and French: the shop shows it at once in each language, audited', async () => {
    const res = await call('POST', 'admin/testimonials', body());
    expect(res.statusCode).toBe(201);
    const saved = testimonialSavedSchema.parse(res.json());
    expect(saved.message).toBe(m.created);
    expect(saved.testimonial).toMatchObject({ productId, name: 'Journey Tester', rating: 5, memberType: 'ambassador', isPublished: true, texts: body().texts });
    expect(await shopQuotes('en')).toContain(`${productId}:Journey Tester:My skin has never felt better.`);
    expect(await shopQuotes('fr')).toContain(`${productId}:Journey Tester:Ma peau ne s’est jamais sentie aussi bien.`);
    const [row] = await audit(saved.testimonial.id);
    expect(row).toMatchObject({ action: 'testimonial.created', data: { before: null, after: { name: 'Journey Tester' } } });

    const list = adminTestimonialListSchema.parse((await call('GET', 'admin/testimonials?memberType=ambassador')).json());
    expect(list.testimonials.map((x) => x.id)).toContain(saved.testimonial.id);
    expect(list.testimonials.every((x) => x.memberType === 'ambassador')).toBe(true);
    expect(list.products.some((p) => p.id === productId)).toBe(true);
  });

  it('edits one (a French text emptied falls back to English in the shop), unpublishes and publishes it, each audited with before and after', async () => {
    const created = testimonialSavedSchema.parse((await call('POST', 'admin/testimonials', body({ name: 'Edit Tester' }))).json()).testimonial;
    const edited = await call('PUT', `admin/testimonials/${created.id}`, body({ name: 'Edit Tester', rating: 4, texts: { en: 'Changed my mornings.', fr: '' } }));
    expect(edited.statusCode).toBe(200);
    expect(testimonialSavedSchema.parse(edited.json()).testimonial).toMatchObject({ rating: 4, texts: { en: 'Changed my mornings.' } });
    expect(await shopQuotes('fr')).toContain(`${productId}:Edit Tester:Changed my mornings.`);
    expect((await audit(created.id))[0]).toMatchObject({ action: 'testimonial.updated', data: { before: { rating: 5 }, after: { rating: 4 } } });

    const hidden = await call('POST', `admin/testimonials/${created.id}/unpublish`);
    expect(testimonialSavedSchema.parse(hidden.json())).toMatchObject({ message: m.unpublished, testimonial: { isPublished: false } });
    expect((await shopQuotes('en')).some((q) => q.includes('Edit Tester'))).toBe(false);
    expect((await audit(created.id))[0]).toMatchObject({ action: 'testimonial.unpublished', data: { before: { isPublished: true }, after: { isPublished: false } } });
    // Still the admin's: listed and readable.
    expect((await call('GET', `admin/testimonials/${created.id}`)).json()).toMatchObject({ testimonial: { isPublished: false } });

    const shown = await call('POST', `admin/testimonials/${created.id}/publish`);
    expect(testimonialSavedSchema.parse(shown.json()).testimonial.isPublished).toBe(true);
    expect(await shopQuotes('en')).toContain(`${productId}:Edit Tester:Changed my mornings.`);
    expect((await audit(created.id))[0]!.action).toBe('testimonial.published');
  });

  it.each([
    [{ name: '' }, 'name', m.name],
    [{ rating: 6 }, 'rating', m.rating],
    [{ rating: 4.5 }, 'rating', m.rating],
    [{ memberType: 'guest' }, 'memberType', m.memberType],
    [{ productId: 2147483647 }, 'productId', m.unknownProduct],
    [{ texts: { fr: 'Seulement en français' } }, 'texts.en', m.textRequired],
    [{ texts: { en: 'Fine', xx: 'Unknown' } }, 'texts.xx', m.unknownLanguage],
    [{ texts: { en: 'x'.repeat(2001) } }, 'texts.en', m.text],
    // The API's input guard names control characters before the schema is read.
    [{ texts: { en: 'bad\u0000' } }, 'texts.en', textInputMessage],
  ])('refuses %j with a 400 naming %s, and writes nothing', async (over, field, message) => {
    const before = (await t.handle.db.select().from(schema.reviews)).length;
    const res = await call('POST', 'admin/testimonials', body(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, errors: { [field]: message } });
    expect((await t.handle.db.select().from(schema.reviews)).length).toBe(before);
  });

  it('answers 404 for a testimonial that does not exist, and for a plain review (not a testimonial)', async () => {
    expect((await call('GET', 'admin/testimonials/2147483647')).statusCode).toBe(404);
    expect((await call('POST', 'admin/testimonials/2147483647/publish')).statusCode).toBe(404);
    const [review] = await t.handle.db.select({ id: schema.reviews.id }).from(schema.reviews).where(eq(schema.reviews.isTestimonial, false)).limit(1);
    if (review) expect((await call('PUT', `admin/testimonials/${review.id}`, body())).statusCode).toBe(404);
    expect((await call('GET', 'admin/testimonials/2147483648')).statusCode).toBe(400);
  });
});

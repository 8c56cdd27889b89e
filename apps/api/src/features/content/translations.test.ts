import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { adminTranslationsResponseSchema, translateResponseSchema } from '@upline/contract/content';
import { sourceHash } from './translate-texts.js';
import { newSessionToken } from '../../http/session.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;

async function bearerFor(email: string) {
  const [user] = await t.handle.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  if (!user) throw new Error(`no demo user ${email}`);
  const { token, tokenHash } = newSessionToken();
  await t.handle.db.insert(schema.sessions).values({ userId: user.id, tokenHash, expiresAt: new Date(t.clock.now().getTime() + 86_400_000) });
  return { authorization: `Bearer ${token}` };
}

/** A text no seed contains, so each test starts from an empty catalogue entry. */
const unique = (text: string) => `${text} ${randomUUID().slice(0, 8)}`;

const translate = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/translateany', payload: payload as object });

async function catalogueRows(text: string) {
  return t.handle.db
    .select()
    .from(schema.translations)
    .where(and(eq(schema.translations.lang, 'fr'), eq(schema.translations.sourceHash, sourceHash(text))));
}

beforeAll(async () => {
  t = await createTestApp();
  await t.handle.db
    .insert(schema.translations)
    .values({ sourceHash: sourceHash('Shop Now'), sourceText: 'Shop Now', lang: 'fr', text: 'Magasiner', requestCount: 3 })
    .onConflictDoUpdate({ target: [schema.translations.lang, schema.translations.sourceHash], set: { text: 'Magasiner' } });
});
afterAll(async () => t.close());

describe('POST /api/translateany', () => {
  it("translates known texts from the catalogue for '/fr' and answers unknown ones in English", async () => {
    const promo = unique('Brand new promo line');
    const res = await translate({ texts: { cta: 'Shop Now', promo }, language: '/fr' });
    expect(res.statusCode).toBe(200);
    expect(translateResponseSchema.parse(res.json())).toEqual({ translated: { cta: 'Magasiner', promo } });
  });

  it('records a missing text once as pending and counts every further request', async () => {
    const text = unique('Free shipping this week');
    await translate({ texts: { a: text }, language: '/fr' });
    let rows = await catalogueRows(text);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sourceText: text, text: null, requestCount: 1 });
    await translate({ texts: { a: text, b: text }, language: 'fr' });
    await translate({ texts: { c: text }, language: '/FR' });
    rows = await catalogueRows(text);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.requestCount).toBe(3);
  });

  it('accepts the bare code as well as the path-style value', async () => {
    const res = await translate({ texts: { cta: 'Shop Now' }, language: 'fr' });
    expect(res.json()).toEqual({ translated: { cta: 'Magasiner' } });
  });

  it('answers English unchanged and leaves the catalogue alone', async () => {
    const before = await t.handle.db.select().from(schema.translations);
    const texts = { cta: 'Shop Now', other: unique('Never seen before in English') };
    const res = await translate({ texts, language: '/en' });
    expect(res.json()).toEqual({ translated: texts });
    const after = await t.handle.db.select().from(schema.translations);
    expect(after).toEqual(before);
  });

  it('does not record texts without a letter in them, and keeps empty texts', async () => {
    const res = await translate({ texts: { price: '$49.99', dash: '—', empty: '' }, language: '/fr' });
    expect(res.json()).toEqual({ translated: { price: '$49.99', dash: '—', empty: '' } });
    expect(await catalogueRows('$49.99')).toHaveLength(0);
  });

  it('refuses an unknown or missing language with 400', async () => {
    for (const language of ['/xx', '/', 'klingon']) {
      const res = await translate({ texts: { a: 'Hello' }, language });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('unknown_language');
    }
    expect((await translate({ texts: { a: 'Hello' } })).statusCode).toBe(400);
  });

  it('refuses more than 200 texts and texts longer than 5,000 characters with 400', async () => {
    const many = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`k${i}`, `Text number ${i}`]));
    const tooMany = await translate({ texts: many, language: '/fr' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('At most 200 texts per request.');
    const exactly = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, `Bulk text ${i}`]));
    expect((await translate({ texts: exactly, language: '/fr' })).statusCode).toBe(200);
    const long = await translate({ texts: { a: 'a'.repeat(5001) }, language: '/fr' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('A text has at most 5,000 characters.');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/translateany',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ texts: { a: 'x'.repeat(2_200_000) }, language: '/fr' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });
});

describe('admin translations (staff)', () => {
  it('refuses visitors (401) and members (403)', async () => {
    expect((await t.app.inject('/api/admin/translations')).statusCode).toBe(401);
    const member = await bearerFor('ava@upline.test');
    expect((await t.app.inject({ url: '/api/admin/translations', headers: member })).statusCode).toBe(403);
    const put = await t.app.inject({ method: 'PUT', url: '/api/admin/translations/1', headers: member, payload: { text: 'x' } });
    expect(put.statusCode).toBe(403);
  });

  it('lists pending texts, saves a translation that translateany then serves, and audits the change', async () => {
    const admin = await bearerFor('admin@upline.test');
    const text = unique('Join our team today');
    await translate({ texts: { a: text }, language: '/fr' });

    // Pending texts come most-requested first, 50 a page: walk the pages to find this one.
    const first = await t.app.inject({ url: '/api/admin/translations?status=pending&lang=fr', headers: admin });
    expect(first.statusCode).toBe(200);
    const firstPage = adminTranslationsResponseSchema.parse(first.json());
    expect(firstPage.page_size).toBe(50);
    const pages = Math.ceil(firstPage.total / firstPage.page_size);
    const pending = [...firstPage.translations];
    for (let page = 2; page <= pages; page += 1) {
      const next = await t.app.inject({ url: `/api/admin/translations?status=pending&lang=fr&page=${page}`, headers: admin });
      pending.push(...adminTranslationsResponseSchema.parse(next.json()).translations);
    }
    expect(pending).toHaveLength(firstPage.total);
    expect(pending.every((e) => e.text === null && e.lang === 'fr')).toBe(true);
    const counts = pending.map((e) => e.request_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const entry = pending.find((e) => e.source_text === text);
    expect(entry).toMatchObject({ lang: 'fr', text: null, request_count: 1, first_requested_at: t.clock.now().toISOString() });

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/translations/${entry!.id}`,
      headers: admin,
      payload: { text: "Rejoignez notre équipe aujourd'hui" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().translation).toMatchObject({ id: entry!.id, text: "Rejoignez notre équipe aujourd'hui" });

    const res = await translate({ texts: { a: text }, language: '/fr' });
    expect(res.json()).toEqual({ translated: { a: "Rejoignez notre équipe aujourd'hui" } });

    const stillPending = await t.handle.db.select().from(schema.translations).where(eq(schema.translations.id, entry!.id));
    expect(stillPending[0]?.text).not.toBeNull();
    const translated = adminTranslationsResponseSchema.parse(
      (await t.app.inject({ url: '/api/admin/translations?status=translated&lang=fr', headers: admin })).json(),
    );
    expect(translated.translations.map((e) => e.id)).toContain(entry!.id);

    const audit = await t.handle.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, String(entry!.id)));
    const updates = audit.filter((a) => a.action === 'translation.update');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.data).toMatchObject({ lang: 'fr', before: { id: entry!.id, text: null }, after: { id: entry!.id, text: expect.any(String) } });
  });

  it('refuses a NUL character and an overlong translation with 400, and keeps the text pending', async () => {
    const admin = await bearerFor('admin@upline.test');
    const text = unique('A text staff mistype');
    await translate({ texts: { a: text }, language: 'fr' });
    const [row] = await catalogueRows(text);
    for (const bad of ['Un te\u0000xte', 'x'.repeat(10_001)]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/admin/translations/${row!.id}`, headers: admin, payload: { text: bad } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.text).toBeDefined();
    }
    expect((await catalogueRows(text))[0]?.text).toBeNull();
  });

  it('answers 404 for an unknown id and 400 for an empty translation', async () => {
    const admin = await bearerFor('admin@upline.test');
    const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/translations/99999999', headers: admin, payload: { text: 'x' } });
    expect(missing.statusCode).toBe(404);
    const empty = await t.app.inject({ method: 'PUT', url: '/api/admin/translations/1', headers: admin, payload: { text: '   ' } });
    expect(empty.statusCode).toBe(400);
  });
});

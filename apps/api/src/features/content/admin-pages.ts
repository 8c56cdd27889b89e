// Staff: CMS pages (issue 16 item 5). A save runs in one transaction: the page row, its texts per
// language (the HTML sanitised with the content allow-list), and the audit row with the page
// before and after. The storefront reads pages straight from the database, so it serves the
// change on the next request.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { schema, type Database } from '@upline/db';
import { contentAdminMessages as m } from '@upline/contract/content-admin';
import type { AdminPage, AdminPageRow, PageTexts } from '@upline/contract/content-admin-pages';
import type { AppDeps } from '../../deps.js';
import { checkTexts, emptyLanguages, shopLanguages } from './admin-languages.js';
import { sanitizeContentHtml } from './sanitize-html.js';

export type SaveResult<T> = { ok: true; value: T; created: boolean } | { ok: false; status: 400 | 404 | 409; message: string; field?: string };

/** The page's own row and its texts per language, as stored; null when the id names nothing. */
export async function readAdminPage(db: Database, id: number): Promise<AdminPage | null> {
  const { cmsPages: p, cmsPageTranslations: t } = schema;
  const [page] = await db.select().from(p).where(eq(p.id, id));
  if (!page) return null;
  const texts = await db.select().from(t).where(eq(t.pageId, id)).orderBy(asc(t.lang));
  return {
    id: page.id,
    slug: page.slug,
    banner_url: page.bannerUrl,
    is_published: page.isPublished,
    is_legal: page.isLegal,
    updated_at: page.updatedAt.toISOString(),
    translations: Object.fromEntries(
      texts.map((x) => [x.lang, { name: x.name, subheading: x.subheading, content: x.content, meta_title: x.metaTitle, meta_description: x.metaDescription }]),
    ),
  };
}

/** Every page by slug, named in the default language. */
export async function listAdminPages(db: Database): Promise<AdminPageRow[]> {
  const { cmsPages: p, cmsPageTranslations: t } = schema;
  const { defaultLang } = await shopLanguages(db);
  const pages = await db.select().from(p).orderBy(asc(p.slug));
  const texts = pages.length ? await db.select({ pageId: t.pageId, lang: t.lang, name: t.name }).from(t).where(inArray(t.pageId, pages.map((x) => x.id))) : [];
  return pages.map((page) => {
    const own = texts.filter((x) => x.pageId === page.id);
    return {
      id: page.id,
      slug: page.slug,
      name: own.find((x) => x.lang === defaultLang)?.name ?? own[0]?.name ?? page.slug,
      is_published: page.isPublished,
      is_legal: page.isLegal,
      updated_at: page.updatedAt.toISOString(),
      languages: own.map((x) => x.lang).sort(),
    };
  });
}

export interface PageInput {
  slug: string;
  banner_url: string | null;
  is_published: boolean;
  is_legal: boolean;
  translations: Record<string, PageTexts>;
}

/**
 * Adds a page (no id) or changes one. Languages left out of the body keep their texts; a language
 * sent with every text empty loses them (the shop falls back to the default language there).
 */
export async function savePage(deps: Pick<AppDeps, 'db' | 'clock'>, input: { staffId: number; id?: number; body: PageInput }): Promise<SaveResult<AdminPage>> {
  const { cmsPages: p, cmsPageTranslations: t } = schema;
  const now = deps.clock.now();
  const { body } = input;
  return deps.db.transaction(async (tx): Promise<SaveResult<AdminPage>> => {
    let before: AdminPage | null = null;
    if (input.id !== undefined) {
      const locked = await tx.select({ id: p.id }).from(p).where(eq(p.id, input.id)).for('update');
      if (locked.length === 0) return { ok: false, status: 404, message: m.pageNotFound };
      before = await readAdminPage(tx, input.id);
    }
    const langs = await shopLanguages(tx);
    const merged = before ? { ...body.translations } : body.translations;
    if (before && !merged[langs.defaultLang] && before.translations[langs.defaultLang]) merged[langs.defaultLang] = before.translations[langs.defaultLang]!;
    const check = checkTexts(merged, langs, 'name', { unknownLanguage: m.unknownLanguage, required: m.nameRequired, defaultRequired: m.defaultTextsRequired });
    if (!check.ok) return { ok: false, status: 400, message: check.message, field: check.field };
    const taken = await tx.select({ id: p.id }).from(p).where(and(eq(p.slug, body.slug), input.id === undefined ? undefined : ne(p.id, input.id)));
    if (taken.length > 0) return { ok: false, status: 409, message: m.slugTaken, field: 'slug' };

    const row = { slug: body.slug, bannerUrl: body.banner_url || null, isPublished: body.is_published, isLegal: body.is_legal, updatedAt: now };
    let id: number;
    if (before) {
      id = before.id;
      await tx.update(p).set(row).where(eq(p.id, id));
    } else {
      const [created] = await tx.insert(p).values({ ...row, createdAt: now }).returning({ id: p.id });
      id = created!.id;
    }
    const removed = emptyLanguages(body.translations, langs.defaultLang);
    if (removed.size > 0) await tx.delete(t).where(and(eq(t.pageId, id), inArray(t.lang, [...removed])));
    for (const [lang, texts] of Object.entries(body.translations)) {
      if (removed.has(lang)) continue;
      const values = {
        name: texts.name,
        subheading: texts.subheading,
        content: sanitizeContentHtml(texts.content),
        metaTitle: texts.meta_title,
        metaDescription: texts.meta_description,
      };
      await tx.insert(t).values({ pageId: id, lang, ...values }).onConflictDoUpdate({ target: [t.pageId, t.lang], set: values });
    }
    const after = (await readAdminPage(tx, id))!;
    await tx.insert(schema.auditLog).values({
      actorId: input.staffId,
      action: before ? 'cms_page.updated' : 'cms_page.created',
      entity: 'cms_page',
      entityId: String(id),
      data: { before, after },
      at: now,
    });
    return { ok: true, value: after, created: !before };
  });
}

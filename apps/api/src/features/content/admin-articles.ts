// Staff: blog posts and press releases (issue 16 item 5). Both are dated articles with texts per
// language; a save runs in one transaction with the audit row (before and after), and the HTML is
// sanitised with the content allow-list before it is stored.
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { schema, type Database } from '@upline/db';
import { contentAdminMessages as m } from '@upline/contract/content-admin';
import type { AdminArticle, AdminArticleRow, ArticleKind, ArticleTexts } from '@upline/contract/content-admin-articles';
import type { AppDeps } from '../../deps.js';
import { checkTexts, emptyLanguages, shopLanguages } from './admin-languages.js';
import type { SaveResult } from './admin-pages.js';
import { sanitizeContentHtml } from './sanitize-html.js';

/** The article table of a kind, its translations and the column that ties them. */
function tablesOf(kind: ArticleKind) {
  if (kind === 'press') return { a: schema.pressReleases, t: schema.pressReleaseTranslations, fk: schema.pressReleaseTranslations.pressReleaseId, entity: 'press_release' };
  return { a: schema.blogPosts, t: schema.blogPostTranslations, fk: schema.blogPostTranslations.blogPostId, entity: 'blog_post' };
}

export async function readAdminArticle(db: Database, kind: ArticleKind, id: number): Promise<AdminArticle | null> {
  const { a, t, fk } = tablesOf(kind);
  const [row] = await db.select().from(a).where(eq(a.id, id));
  if (!row) return null;
  const texts = await db.select({ lang: t.lang, title: t.title, preview: t.preview, content: t.content }).from(t).where(eq(fk, id)).orderBy(asc(t.lang));
  return {
    id: row.id,
    kind,
    slug: row.slug,
    published_on: row.publishedOn,
    image_url: row.imageUrl,
    is_published: row.isPublished,
    translations: Object.fromEntries(texts.map((x) => [x.lang, { title: x.title, preview: x.preview, content: x.content }])),
  };
}

/** Every article of a kind, newest first, titled in the default language. */
export async function listAdminArticles(db: Database, kind: ArticleKind): Promise<AdminArticleRow[]> {
  const { a, t, fk } = tablesOf(kind);
  const { defaultLang } = await shopLanguages(db);
  const rows = await db.select().from(a).orderBy(desc(a.publishedOn), desc(a.id));
  const texts = rows.length ? await db.select({ id: fk, lang: t.lang, title: t.title }).from(t).where(inArray(fk, rows.map((r) => r.id))) : [];
  return rows.map((row) => {
    const own = texts.filter((x) => x.id === row.id);
    return {
      id: row.id,
      slug: row.slug,
      title: own.find((x) => x.lang === defaultLang)?.title ?? own[0]?.title ?? row.slug,
      published_on: row.publishedOn,
      is_published: row.isPublished,
      languages: own.map((x) => x.lang).sort(),
    };
  });
}

export interface ArticleInput {
  slug: string;
  published_on: string;
  image_url: string | null;
  is_published: boolean;
  translations: Record<string, ArticleTexts>;
}

/** Adds an article (no id) or changes one; languages as for pages (admin-languages.ts). */
export async function saveArticle(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { staffId: number; kind: ArticleKind; id?: number; body: ArticleInput },
): Promise<SaveResult<AdminArticle>> {
  const { a, t, fk, entity } = tablesOf(input.kind);
  const now = deps.clock.now();
  const { body, kind } = input;
  return deps.db.transaction(async (tx): Promise<SaveResult<AdminArticle>> => {
    let before: AdminArticle | null = null;
    if (input.id !== undefined) {
      const locked = await tx.select({ id: a.id }).from(a).where(eq(a.id, input.id)).for('update');
      if (locked.length === 0) return { ok: false, status: 404, message: m.articleNotFound };
      before = await readAdminArticle(tx, kind, input.id);
    }
    const langs = await shopLanguages(tx);
    const merged = { ...body.translations };
    const kept = before?.translations[langs.defaultLang];
    if (!merged[langs.defaultLang] && kept) merged[langs.defaultLang] = kept;
    const check = checkTexts(merged, langs, 'title', { unknownLanguage: m.unknownLanguage, required: m.titleRequired, defaultRequired: m.defaultTextsRequired });
    if (!check.ok) return { ok: false, status: 400, message: check.message, field: check.field };
    const taken = await tx.select({ id: a.id }).from(a).where(and(eq(a.slug, body.slug), input.id === undefined ? undefined : ne(a.id, input.id)));
    if (taken.length > 0) return { ok: false, status: 409, message: m.slugTaken, field: 'slug' };

    const row = { slug: body.slug, publishedOn: body.published_on, imageUrl: body.image_url || null, isPublished: body.is_published };
    let id: number;
    if (before) {
      id = before.id;
      await tx.update(a).set(row).where(eq(a.id, id));
    } else {
      const [created] = await tx.insert(a).values({ ...row, createdAt: now }).returning({ id: a.id });
      id = created!.id;
    }
    const removed = emptyLanguages(body.translations, langs.defaultLang);
    if (removed.size > 0) await tx.delete(t).where(and(eq(fk, id), inArray(t.lang, [...removed])));
    for (const [lang, texts] of Object.entries(body.translations)) {
      if (removed.has(lang)) continue;
      const values = { title: texts.title, preview: texts.preview, content: sanitizeContentHtml(texts.content) };
      if (kind === 'press') {
        const pt = schema.pressReleaseTranslations;
        await tx.insert(pt).values({ pressReleaseId: id, lang, ...values }).onConflictDoUpdate({ target: [pt.pressReleaseId, pt.lang], set: values });
      } else {
        const bt = schema.blogPostTranslations;
        await tx.insert(bt).values({ blogPostId: id, lang, ...values }).onConflictDoUpdate({ target: [bt.blogPostId, bt.lang], set: values });
      }
    }
    const after = (await readAdminArticle(tx, kind, id))!;
    await tx.insert(schema.auditLog).values({
      actorId: input.staffId,
      action: `${entity}.${before ? 'updated' : 'created'}`,
      entity,
      entityId: String(id),
      data: { before, after },
      at: now,
    });
    return { ok: true, value: after, created: !before };
  });
}

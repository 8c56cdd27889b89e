// Staff add or change a category (category/create, category/update/{id}): name, description and
// image in the default language, other languages' texts beside them; one transaction with the
// audit entry (before and after) and the catalogue version bump.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { schema, type Database } from '@upline/db';
import { catalogueAdminMessages as m } from '@upline/contract/catalogue-admin';
import type { AdminCategory, CategoryBody } from '@upline/contract/catalogue-admin-categories';
import type { AppDeps } from '../../deps.js';
import { defaultLanguageOf } from './admin-product-read.js';
import { bumpCatalogueVersion, catalogueTransaction } from './catalogue-version.js';
import { slugify, uniqueSlug } from './slugs.js';

export type SaveCategoryResult = { ok: true; category: AdminCategory } | { ok: false; status: 400 | 404 | 409; message: string; field?: string };

/** Every category (active or not) in shop order, or one by id; texts of each language unmerged. */
export async function listAdminCategories(db: Database, id?: number): Promise<AdminCategory[]> {
  const s = schema;
  const defaultLang = await defaultLanguageOf(db);
  const rows = await db
    .select()
    .from(s.categories)
    .where(id === undefined ? undefined : eq(s.categories.id, id))
    .orderBy(asc(s.categories.position), asc(s.categories.id));
  if (rows.length === 0) return [];
  const texts = await db.select().from(s.categoryTranslations).where(id === undefined ? undefined : eq(s.categoryTranslations.categoryId, id));
  const counts = await db
    .select({ categoryId: s.productCategories.categoryId, n: count() })
    .from(s.productCategories)
    .where(id === undefined ? undefined : eq(s.productCategories.categoryId, id))
    .groupBy(s.productCategories.categoryId);
  return rows.map((c) => {
    const own = texts.find((t) => t.categoryId === c.id && t.lang === defaultLang);
    return {
      id: c.id,
      slug: c.slug,
      categoryName: own?.name ?? c.slug,
      description: own?.description ?? '',
      imageUrl: c.imageUrl,
      product_count: Number(counts.find((n) => n.categoryId === c.id)?.n ?? 0),
      translations: Object.fromEntries(
        texts.filter((t) => t.categoryId === c.id && t.lang !== defaultLang).map((t) => [t.lang, { categoryName: t.name, description: t.description }]),
      ),
      updated_at: c.updatedAt.toISOString(),
    };
  });
}

export async function saveCategory(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { staffId: number; id?: number; body: CategoryBody },
): Promise<SaveCategoryResult> {
  const s = schema;
  const now = deps.clock.now();
  const body = input.body;
  return catalogueTransaction(deps.db, async (tx): Promise<SaveCategoryResult> => {
    let before: AdminCategory | null = null;
    if (input.id !== undefined) {
      const locked = await tx.select({ id: s.categories.id }).from(s.categories).where(eq(s.categories.id, input.id)).for('update');
      if (locked.length === 0) return { ok: false, status: 404, message: m.categoryNotFound };
      before = (await listAdminCategories(tx, input.id))[0] ?? null;
    }
    const defaultLang = await defaultLanguageOf(tx);
    const langs = new Set((await tx.select({ code: s.languages.code }).from(s.languages)).map((l) => l.code));
    for (const lang of Object.keys(body.translations ?? {})) {
      if (!langs.has(lang) || lang === defaultLang) return { ok: false, status: 400, message: m.unknownLanguage, field: `translations.${lang}` };
    }
    let slug = before?.slug;
    if (body.slug) {
      const taken = await tx.select({ id: s.categories.id }).from(s.categories).where(and(eq(s.categories.slug, body.slug), input.id ? ne(s.categories.id, input.id) : undefined));
      if (taken.length > 0) return { ok: false, status: 409, message: m.slugTaken, field: 'slug' };
      slug = body.slug;
    }
    slug ??= await uniqueSlug(tx, s.categories, slugify(body.categoryName) || 'category');

    let id: number;
    if (before) {
      id = before.id;
      await tx.update(s.categories).set({ slug, imageUrl: body.imageUrl, updatedAt: now }).where(eq(s.categories.id, id));
    } else {
      const [created] = await tx
        .insert(s.categories)
        .values({ slug, imageUrl: body.imageUrl, createdAt: now, updatedAt: now, position: sql`(select coalesce(max(position), 0) + 1 from categories)` })
        .returning({ id: s.categories.id });
      id = created!.id;
    }
    const t = s.categoryTranslations;
    const texts: [string, { categoryName?: string; description?: string }][] = [[defaultLang, body], ...Object.entries(body.translations ?? {})];
    for (const [lang, text] of texts) {
      const current = lang === defaultLang ? undefined : before?.translations[lang];
      const values = { name: text.categoryName ?? current?.categoryName ?? '', description: text.description ?? current?.description ?? '' };
      await tx.insert(t).values({ categoryId: id, lang, ...values }).onConflictDoUpdate({ target: [t.categoryId, t.lang], set: values });
    }
    const after = (await listAdminCategories(tx, id))[0]!;
    await tx.insert(s.auditLog).values({ actorId: input.staffId, action: before ? 'category.updated' : 'category.created', entity: 'category', entityId: String(id), data: { before, after }, at: now });
    await bumpCatalogueVersion(tx);
    return { ok: true, category: after };
  });
}

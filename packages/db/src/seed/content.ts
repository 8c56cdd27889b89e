// Navigation, CMS pages, press releases, blog posts, testimonials, the team page and the
// translation catalogue. Rows are matched on their natural keys (slug, menu + slug) so that
// seeding again adds nothing.
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../database.js';
import {
  blogPosts,
  blogPostTranslations,
  cmsPages,
  cmsPageTranslations,
  navigationItems,
  navigationItemTranslations,
  pressReleases,
  pressReleaseTranslations,
  teamMembers,
  teamMemberTranslations,
  testimonials as testimonialsTable,
  testimonialTranslations,
  translations as translationsTable,
} from '../schema/content.js';
import { perLanguage } from './languages.js';
import { blogPosts as blogPostSeeds, pressReleases as pressReleaseSeeds } from './data/articles.js';
import { cmsPages as cmsPageSeeds } from './data/cms-pages.js';
import { navigation } from './data/navigation.js';
import { teamMembers as teamMemberSeeds } from './data/team.js';
import { testimonials as testimonialSeeds } from './data/testimonials.js';
import { translations as translationSeeds } from './data/translations.js';
import type { ArticleSeed } from './data/types.js';

/** The lookup key of a source text in the translation catalogue. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export async function seedNavigation(db: Database): Promise<void> {
  if (navigation.length === 0) return;
  await db
    .insert(navigationItems)
    .values(navigation.map((n) => ({ menu: n.menu, position: n.position, slug: n.slug })))
    .onConflictDoNothing();
  const rows = await db.select().from(navigationItems);
  const idOf = new Map(rows.map((r) => [`${r.menu}:${r.slug}`, r.id]));
  const translationRows = navigation.flatMap((n) => {
    const itemId = idOf.get(`${n.menu}:${n.slug}`);
    return itemId === undefined ? [] : perLanguage((lang) => ({ itemId, lang, name: n.name[lang] }));
  });
  if (translationRows.length > 0) await db.insert(navigationItemTranslations).values(translationRows).onConflictDoNothing();
}

export async function seedCmsPages(db: Database): Promise<void> {
  if (cmsPageSeeds.length === 0) return;
  await db
    .insert(cmsPages)
    .values(cmsPageSeeds.map((p) => ({ slug: p.slug, bannerUrl: p.bannerUrl, isLegal: p.isLegal })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: cmsPages.id, slug: cmsPages.slug })
    .from(cmsPages)
    .where(inArray(cmsPages.slug, cmsPageSeeds.map((p) => p.slug)));
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  const translationRows = cmsPageSeeds.flatMap((p) => {
    const pageId = idOf.get(p.slug);
    if (pageId === undefined) return [];
    return perLanguage((lang) => ({
      pageId,
      lang,
      name: p.name[lang],
      subheading: p.subheading[lang],
      content: p.content[lang],
      metaTitle: p.metaTitle[lang],
      metaDescription: p.metaDescription[lang],
    }));
  });
  if (translationRows.length > 0) await db.insert(cmsPageTranslations).values(translationRows).onConflictDoNothing();
}

export async function seedArticles(db: Database): Promise<void> {
  await seedArticleKind(db, pressReleaseSeeds, pressReleases, async (ids) => {
    const rows = articleTranslationRows(pressReleaseSeeds, ids).map(({ articleId, ...t }) => ({ pressReleaseId: articleId, ...t }));
    if (rows.length > 0) await db.insert(pressReleaseTranslations).values(rows).onConflictDoNothing();
  });
  await seedArticleKind(db, blogPostSeeds, blogPosts, async (ids) => {
    const rows = articleTranslationRows(blogPostSeeds, ids).map(({ articleId, ...t }) => ({ blogPostId: articleId, ...t }));
    if (rows.length > 0) await db.insert(blogPostTranslations).values(rows).onConflictDoNothing();
  });
}

async function seedArticleKind(
  db: Database,
  seeds: ArticleSeed[],
  table: typeof pressReleases | typeof blogPosts,
  insertTranslations: (ids: Map<string, number>) => Promise<void>,
): Promise<void> {
  if (seeds.length === 0) return;
  await db
    .insert(table)
    .values(seeds.map((a) => ({ slug: a.slug, publishedOn: a.publishedOn, imageUrl: a.imageUrl })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(inArray(table.slug, seeds.map((a) => a.slug)));
  await insertTranslations(new Map(rows.map((r) => [r.slug, r.id])));
}

function articleTranslationRows(seeds: ArticleSeed[], ids: Map<string, number>) {
  return seeds.flatMap((a) => {
    const articleId = ids.get(a.slug);
    if (articleId === undefined) return [];
    return perLanguage((lang) => ({ articleId, lang, title: a.title[lang], preview: a.preview[lang], content: a.content[lang] }));
  });
}

/** Testimonials and the team page have no natural key: their ids are their 1-based positions. */
export async function seedTestimonialsAndTeam(db: Database): Promise<void> {
  if (testimonialSeeds.length > 0) {
    await db
      .insert(testimonialsTable)
      .values(testimonialSeeds.map((t, i) => ({ id: i + 1, name: t.name, imageUrl: t.imageUrl, position: i + 1 })))
      .onConflictDoNothing();
    await db
      .insert(testimonialTranslations)
      .values(testimonialSeeds.flatMap((t, i) => perLanguage((lang) => ({ testimonialId: i + 1, lang, title: t.title[lang], quote: t.quote[lang] }))))
      .onConflictDoNothing();
  }
  if (teamMemberSeeds.length > 0) {
    await db
      .insert(teamMembers)
      .values(teamMemberSeeds.map((m, i) => ({ id: i + 1, name: m.name, email: m.email, imageUrl: m.imageUrl, position: i + 1 })))
      .onConflictDoNothing();
    await db
      .insert(teamMemberTranslations)
      .values(teamMemberSeeds.flatMap((m, i) => perLanguage((lang) => ({ teamMemberId: i + 1, lang, title: m.position[lang], bio: m.bio[lang] }))))
      .onConflictDoNothing();
  }
}

export async function seedTranslations(db: Database): Promise<void> {
  if (translationSeeds.length === 0) return;
  await db
    .insert(translationsTable)
    .values(translationSeeds.map((t) => ({ sourceHash: sourceHash(t.source), sourceText: t.source, lang: t.lang, text: t.text })))
    .onConflictDoNothing();
}

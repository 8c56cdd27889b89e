import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { PageDetail } from '@upline/contract/content';
import { sanitizeContentHtml } from './sanitize-html.js';

/**
 * A published CMS page in `lang`, field by field falling back to the default language; null if
 * unknown. The HTML is sanitised again on the way out, whatever wrote it.
 */
export async function getPage(db: Database, slug: string, lang: string, defaultLang: string): Promise<PageDetail | null> {
  const { cmsPages: page, cmsPageTranslations } = schema;
  const t = alias(cmsPageTranslations, 't');
  const d = alias(cmsPageTranslations, 'd');
  const rows = await db
    .select({
      slug: page.slug,
      name: sql<string>`coalesce(${t.name}, ${d.name})`,
      page_subheading: sql<string>`coalesce(${t.subheading}, ${d.subheading}, '')`,
      page_content: sql<string>`coalesce(${t.content}, ${d.content}, '')`,
      page_banner_url: page.bannerUrl,
      meta_title: sql<string>`coalesce(nullif(${t.metaTitle}, ''), nullif(${d.metaTitle}, ''), ${t.name}, ${d.name})`,
      meta_description: sql<string>`coalesce(nullif(${t.metaDescription}, ''), ${d.metaDescription}, '')`,
    })
    .from(page)
    .leftJoin(t, and(eq(t.pageId, page.id), eq(t.lang, lang)))
    .leftJoin(d, and(eq(d.pageId, page.id), eq(d.lang, defaultLang)))
    .where(and(eq(page.slug, slug), eq(page.isPublished, true)))
    .limit(1);
  const row = rows[0];
  if (!row || row.name === null) return null;
  return { ...row, page_content: sanitizeContentHtml(row.page_content) };
}

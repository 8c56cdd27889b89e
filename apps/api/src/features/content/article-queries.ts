import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { ArticleDetail, ArticleSummary } from '@upline/contract/content';
import { formatArticleDate } from './format-article-date.js';
import { sanitizeContentHtml } from './sanitize-html.js';

/** Press releases and blog posts share one shape: a dated, sluggable article with translations. */
export type ArticleKind = 'pressRelease' | 'blogPost';

/** Lists are for browsing: a bound keeps an old archive from becoming one huge answer. */
const maxListed = 200;

interface ArticleQuery {
  lang: string;
  defaultLang: string;
  /** Today (UTC, YYYY-MM-DD): articles dated later are scheduled, not yet published. */
  today: string;
}

/** The article table of a kind and its translations, aliased twice: the wanted language and the default. */
function sourceOf(kind: ArticleKind) {
  if (kind === 'pressRelease') {
    const t = alias(schema.pressReleaseTranslations, 't');
    const d = alias(schema.pressReleaseTranslations, 'd');
    return { a: schema.pressReleases, t, d, tFk: t.pressReleaseId, dFk: d.pressReleaseId };
  }
  const t = alias(schema.blogPostTranslations, 't');
  const d = alias(schema.blogPostTranslations, 'd');
  return { a: schema.blogPosts, t, d, tFk: t.blogPostId, dFk: d.blogPostId };
}

/** Selects one kind's articles with their text in `lang`, field by field falling back to the default language. */
function selectArticles(db: Database, kind: ArticleKind, q: ArticleQuery, slug: string | undefined, withContent: boolean) {
  const { a, t, d, tFk, dFk } = sourceOf(kind);
  return db
    .select({
      id: a.id,
      slug: a.slug,
      publishedOn: a.publishedOn,
      imageUrl: a.imageUrl,
      title: sql<string | null>`coalesce(${t.title}, ${d.title})`,
      preview: sql<string>`coalesce(${t.preview}, ${d.preview}, '')`,
      content: withContent ? sql<string>`coalesce(${t.content}, ${d.content}, '')` : sql<string>`''`,
    })
    .from(a)
    .leftJoin(t, and(eq(tFk, a.id), eq(t.lang, q.lang)))
    .leftJoin(d, and(eq(dFk, a.id), eq(d.lang, q.defaultLang)))
    .where(and(eq(a.isPublished, true), lte(a.publishedOn, q.today), slug === undefined ? undefined : eq(a.slug, slug)))
    .orderBy(desc(a.publishedOn), desc(a.id));
}

type ArticleRow = Awaited<ReturnType<typeof selectArticles>>[number];

function toSummary(row: ArticleRow & { title: string }, lang: string): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    formatted_date: formatArticleDate(row.publishedOn, lang),
    content_preview: row.preview,
    image_url: row.imageUrl,
  };
}

const hasTitle = (row: ArticleRow): row is ArticleRow & { title: string } => row.title !== null;

/** Published articles of a kind, newest first, in `lang`. */
export async function listArticles(db: Database, kind: ArticleKind, q: ArticleQuery): Promise<ArticleSummary[]> {
  const rows = await selectArticles(db, kind, q, undefined, false).limit(maxListed);
  return rows.filter(hasTitle).map((row) => toSummary(row, q.lang));
}

/** One published article by slug, its HTML sanitised on the way out; null when unknown. */
export async function getArticle(db: Database, kind: ArticleKind, slug: string, q: ArticleQuery): Promise<ArticleDetail | null> {
  const rows = await selectArticles(db, kind, q, slug, true).limit(1);
  const row = rows[0];
  if (!row || !hasTitle(row)) return null;
  return { ...toSummary(row, q.lang), content: sanitizeContentHtml(row.content) };
}

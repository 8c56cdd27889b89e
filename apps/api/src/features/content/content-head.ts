import type { AppDeps } from '../../deps.js';
import { resolveLanguage } from '../../http/language.js';
import type { HeadResolver, PageHead } from '../../http/web-app.js';
import { getArticle, type ArticleKind } from './article-queries.js';
import { getPage } from './get-page.js';
import { listActiveLanguages } from './language-queries.js';

const siteName = 'Upline Wellness';

/** Appends the site name unless the stored title already ends with it. */
export function withSiteName(title: string) {
  return title.endsWith(siteName) ? title : `${title} | ${siteName}`;
}

const articlePaths: Record<string, ArticleKind> = {
  'blog-details': 'blogPost',
  'press-release-details': 'pressRelease',
};

/**
 * Where a web path names content, the content's own title and description for the HTML the
 * server sends: CMS pages at /{slug}, /page(s)/{slug} and under a referral prefix, and blog and
 * press articles at /blog-details/{slug} and /(page/)press-release-details/{slug}.
 */
export function parseContentPath(pathname: string): { kind: 'page' | ArticleKind; slug: string } | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0 || parts.length > 4 || parts.some((p) => !/^[a-z0-9-]+$/i.test(p))) return null;
  const slug = parts[parts.length - 1] ?? '';
  const articleKind = articlePaths[parts[parts.length - 2] ?? ''];
  if (articleKind) return { kind: articleKind, slug };
  // /{slug}, /page(s)/{slug}, /{sluguser}/{slug}, /{sluguser}/page(s)/{slug}
  const before = parts.slice(0, -1);
  if (before.length <= 1) return { kind: 'page', slug };
  if (before.length === 2 && (before[1] === 'page' || before[1] === 'pages')) return { kind: 'page', slug };
  return null;
}

export function contentHeadResolver(deps: AppDeps): HeadResolver {
  return async (pathname) => {
    const target = parseContentPath(pathname);
    if (!target) return null;
    const active = await listActiveLanguages(deps.db);
    const lang = resolveLanguage(undefined, active);
    if (target.kind === 'page') {
      const page = await getPage(deps.db, target.slug, lang, lang);
      return page
        ? ({ title: withSiteName(page.meta_title), description: page.meta_description, imageUrl: page.page_banner_url } satisfies PageHead)
        : null;
    }
    const today = deps.clock.now().toISOString().slice(0, 10);
    const article = await getArticle(deps.db, target.kind, target.slug, { lang, defaultLang: lang, today });
    return article ? { title: withSiteName(article.title), description: article.content_preview, imageUrl: article.image_url } : null;
  };
}

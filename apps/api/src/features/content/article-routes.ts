import type { FastifyInstance } from 'fastify';
import { contentRoutes as calls } from '@upline/contract/content-routes';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { getArticle, listArticles, type ArticleKind } from './article-queries.js';
import { requestLanguages } from './language-queries.js';

/** Press releases and blog posts (AB §7): lists newest first and details by slug, in a language. */
export function articleRoutes(deps: AppDeps) {
  const query = async (requested: string | undefined) => ({
    ...(await requestLanguages(deps.db, requested)),
    today: deps.clock.now().toISOString().slice(0, 10),
  });
  const detail = async (kind: ArticleKind, slug: string, lang: string | undefined) => {
    const article = await getArticle(deps.db, kind, slug, await query(lang));
    if (!article) throw notFound(kind === 'pressRelease' ? 'This press release does not exist.' : 'This blog post does not exist.');
    return [article];
  };

  return async (app: FastifyInstance) => {
    registerRoute(app, calls.pressReleases, async (request) => ({ press_release_contents: await listArticles(deps.db, 'pressRelease', await query(request.params.lang)) }));

    registerRoute(app, calls.pressRelease, async (request) => ({ press_release_contents: await detail('pressRelease', request.params.slug, request.params.lang) }));

    registerRoute(app, calls.blogs, async (request) => ({ blog_list: await listArticles(deps.db, 'blogPost', await query(request.params.lang)) }));

    registerRoute(app, calls.blog, async (request) => ({ blog_content: await detail('blogPost', request.params.slug, request.params.lang) }));
  };
}

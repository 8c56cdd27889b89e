import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogDetailsResponseSchema,
  blogListResponseSchema,
  contentSlugSchema,
  pressReleaseDetailsResponseSchema,
  pressReleasesListResponseSchema,
} from '@upline/contract/content';
import { errorBodySchema } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { getArticle, listArticles, type ArticleKind } from './article-queries.js';
import { requestLanguages } from './language-queries.js';

const langParam = z.string().max(10).optional();

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
    const r = app.withTypeProvider<ZodTypeProvider>();
    const listParams = z.object({ lang: langParam });
    const detailParams = z.object({ slug: contentSlugSchema, lang: langParam });

    r.get('/press-releases-list/:lang?', {
      schema: {
        tags: ['content'],
        summary: 'Published press releases, newest first',
        params: listParams,
        response: { 200: pressReleasesListResponseSchema, 400: errorBodySchema },
      },
    }, async (request) => ({ press_release_contents: await listArticles(deps.db, 'pressRelease', await query(request.params.lang)) }));

    r.get('/press-releases-details/:slug/:lang?', {
      schema: {
        tags: ['content'],
        summary: 'One press release with its content',
        params: detailParams,
        response: { 200: pressReleaseDetailsResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    }, async (request) => ({ press_release_contents: await detail('pressRelease', request.params.slug, request.params.lang) }));

    r.get('/blog-list/:lang?', {
      schema: {
        tags: ['content'],
        summary: 'Published blog posts, newest first',
        params: listParams,
        response: { 200: blogListResponseSchema, 400: errorBodySchema },
      },
    }, async (request) => ({ blog_list: await listArticles(deps.db, 'blogPost', await query(request.params.lang)) }));

    r.get('/blog-details/:slug/:lang?', {
      schema: {
        tags: ['content'],
        summary: 'One blog post with its content',
        params: detailParams,
        response: { 200: blogDetailsResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    }, async (request) => ({ blog_content: await detail('blogPost', request.params.slug, request.params.lang) }));
  };
}

import { queryOptions } from '@tanstack/react-query';
import type { ArticleDetail } from '@upline/contract/content';
import { contentRefs } from '@upline/contract/content-refs';
import { call } from '../../../shared/api/call';

/** GET blog-list/{lang}: published posts, newest first. */
export const blogsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['blogs', language],
    queryFn: ({ signal }) => call(contentRefs.blogs, { params: { lang: language }, signal }),
    select: (response) => response.blog_list,
  });

/** GET blog-details/{slug}/{lang}; the first element is the post. 404 fails the query. */
export const blogQueryOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['blog', slug, language],
    queryFn: ({ signal }) => call(contentRefs.blog, { params: { slug, lang: language }, signal }),
    select: (response): ArticleDetail | null => response.blog_content[0] ?? null,
  });

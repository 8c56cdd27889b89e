import { queryOptions } from '@tanstack/react-query';
import type { ArticleDetail, ArticleSummary } from '@upline/contract/content';
import { apiFetch } from '../../../shared/api/client';

interface BlogListResponse {
  blog_list: ArticleSummary[];
}
interface BlogDetailsResponse {
  blog_content: ArticleDetail[];
}

/** GET blog-list/{lang}: published posts, newest first. */
export const blogsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['blogs', language],
    queryFn: ({ signal }) => apiFetch<BlogListResponse>(`/blog-list/${encodeURIComponent(language)}`, { signal }),
    select: (response) => response.blog_list,
  });

/** GET blog-details/{slug}/{lang}; the first element is the post. 404 fails the query. */
export const blogQueryOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['blog', slug, language],
    queryFn: ({ signal }) =>
      apiFetch<BlogDetailsResponse>(`/blog-details/${encodeURIComponent(slug)}/${encodeURIComponent(language)}`, {
        signal,
      }),
    select: (response): ArticleDetail | null => response.blog_content[0] ?? null,
  });

import { queryOptions } from '@tanstack/react-query';
import type { PageDetail } from '@upline/contract/content';
import { contentRefs } from '@upline/contract/content-refs';
import { call } from '../../../shared/api/call';

export interface PageResponse {
  page_details: PageDetail[];
}

/** GET page/{slug}/{lang}; the spec's client uses the first element. 404 fails the query. */
export const pageQueryOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['page', slug, language],
    queryFn: ({ signal }): Promise<PageResponse> => call(contentRefs.page, { params: { slug, lang: language }, signal }),
    select: (response): PageDetail | null => response.page_details[0] ?? null,
  });

import { queryOptions } from '@tanstack/react-query';
import type { ArticleDetail, ArticleSummary } from '@upline/contract/content';
import { apiFetch } from '../../../shared/api/client';

interface PressReleasesListResponse {
  press_release_contents: ArticleSummary[];
}
interface PressReleaseDetailsResponse {
  press_release_contents: ArticleDetail[];
}

/** GET press-releases-list/{lang}: published press releases, newest first. */
export const pressReleasesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['press-releases', language],
    queryFn: ({ signal }) =>
      apiFetch<PressReleasesListResponse>(`/press-releases-list/${encodeURIComponent(language)}`, { signal }),
    select: (response) => response.press_release_contents,
  });

/** GET press-releases-details/{slug}/{lang}; the first element is the release. 404 fails the query. */
export const pressReleaseQueryOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['press-release', slug, language],
    queryFn: ({ signal }) =>
      apiFetch<PressReleaseDetailsResponse>(
        `/press-releases-details/${encodeURIComponent(slug)}/${encodeURIComponent(language)}`,
        { signal },
      ),
    select: (response): ArticleDetail | null => response.press_release_contents[0] ?? null,
  });

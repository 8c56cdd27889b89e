import { queryOptions } from '@tanstack/react-query';
import type { ArticleDetail } from '@upline/contract/content';
import { contentRefs } from '@upline/contract/content-refs';
import { call } from '../../../shared/api/call';

/** GET press-releases-list/{lang}: published press releases, newest first. */
export const pressReleasesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['press-releases', language],
    queryFn: ({ signal }) => call(contentRefs.pressReleases, { params: { lang: language }, signal }),
    select: (response) => response.press_release_contents,
  });

/** GET press-releases-details/{slug}/{lang}; the first element is the release. 404 fails the query. */
export const pressReleaseQueryOptions = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['press-release', slug, language],
    queryFn: ({ signal }) => call(contentRefs.pressRelease, { params: { slug, lang: language }, signal }),
    select: (response): ArticleDetail | null => response.press_release_contents[0] ?? null,
  });

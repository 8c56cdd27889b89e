import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRefs } from '@upline/contract/content-refs';
import { call } from '../../../shared/api/call';
import { useSessionStore } from '../../../shared/session/session-store';

/** GET testimonials/{lang}: the expert (athlete) testimonials. A 404 hides the section. */
export const testimonialsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['catalogue', 'testimonials', language],
    queryFn: ({ signal }) => call(contentRefs.testimonials, { params: { lang: language }, signal }),
    select: (response) => response.testimonials,
    staleTime: 30 * 60_000,
    retry: false,
  });

export function useExpertTestimonials() {
  const language = useSessionStore((state) => state.language);
  return useQuery(testimonialsQueryOptions(language));
}

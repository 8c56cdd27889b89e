import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@upline/contract/content';
import { apiFetch } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/session/session-store';

interface TestimonialsResponse {
  testimonials: Testimonial[];
}

/** GET testimonials/{lang}: the expert (athlete) testimonials. A 404 hides the section. */
export const testimonialsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['catalogue', 'testimonials', language],
    queryFn: ({ signal }) => apiFetch<TestimonialsResponse>(`/testimonials/${encodeURIComponent(language)}`, { signal }),
    select: (response) => response.testimonials,
    staleTime: 30 * 60_000,
    retry: false,
  });

export function useExpertTestimonials() {
  const language = useSessionStore((state) => state.language);
  return useQuery(testimonialsQueryOptions(language));
}

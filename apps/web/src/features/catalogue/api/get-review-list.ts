import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewListResponse } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/session/session-store';

/** GET products/reviewlist/customer/{lang}: customer testimonials grouped by product (Home slider). */
export const reviewListQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['catalogue', 'reviewlist', 'customer', language],
    queryFn: ({ signal }) =>
      apiFetch<ReviewListResponse>(`/products/reviewlist/customer/${encodeURIComponent(language)}`, { signal }),
    select: (response) => response.products,
    staleTime: 5 * 60_000,
  });

export function useReviewList() {
  const language = useSessionStore((state) => state.language);
  return useQuery(reviewListQueryOptions(language));
}

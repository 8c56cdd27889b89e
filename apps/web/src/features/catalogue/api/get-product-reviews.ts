import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review, UserReviewsResponse } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/session/session-store';

/** GET review/product/{id}/{lang}: the product's reviews (the spec's `user_reviewes`). */
export const productReviewsQueryOptions = (productId: number, language: string) =>
  queryOptions({
    queryKey: ['catalogue', 'reviews', productId, language],
    queryFn: ({ signal }) =>
      apiFetch<UserReviewsResponse>(`/review/product/${productId}/${encodeURIComponent(language)}`, { signal }),
    select: (response): Review[] => response.user_reviewes,
    staleTime: 5 * 60_000,
  });

/** A failed fetch leaves the reviews empty (storefront §8): callers read `data ?? []`. */
export function useProductReviews(productId: number, isEnabled: boolean) {
  const language = useSessionStore((state) => state.language);
  return useQuery({ ...productReviewsQueryOptions(productId, language), enabled: isEnabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@upline/contract/catalogue';
import { catalogueRefs } from '@upline/contract/catalogue-refs';
import { call } from '../../../shared/api/call';
import { useSessionStore } from '../../../shared/session/session-store';

/** GET review/product/{id}/{lang}: the product's reviews (the spec's `user_reviewes`). */
export const productReviewsQueryOptions = (productId: number, language: string) =>
  queryOptions({
    queryKey: ['catalogue', 'reviews', productId, language],
    queryFn: ({ signal }) => call(catalogueRefs.reviews, { params: { id: String(productId), lang: language }, signal }),
    select: (response): Review[] => response.user_reviewes,
    staleTime: 5 * 60_000,
  });

/** A failed fetch leaves the reviews empty (storefront §8): callers read `data ?? []`. */
export function useProductReviews(productId: number, isEnabled: boolean) {
  const language = useSessionStore((state) => state.language);
  return useQuery({ ...productReviewsQueryOptions(productId, language), enabled: isEnabled });
}

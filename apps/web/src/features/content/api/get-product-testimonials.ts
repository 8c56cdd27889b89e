import { queryOptions } from '@tanstack/react-query';
import type { UserReviewsResponse } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';

/** GET review/testimonials/{productId}/{lang}: every success story about one product. */
export const productTestimonialsQueryOptions = (productId: string, language: string) =>
  queryOptions({
    queryKey: ['product-testimonials', productId, language],
    queryFn: ({ signal }) =>
      apiFetch<UserReviewsResponse>(
        `/review/testimonials/${encodeURIComponent(productId)}/${encodeURIComponent(language)}`,
        { signal },
      ),
    select: (response) => response.user_reviewes,
  });

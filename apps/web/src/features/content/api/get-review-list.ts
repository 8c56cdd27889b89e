import { queryOptions } from '@tanstack/react-query';
import type { ReviewListResponse } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';
import type { MemberType } from '../lib/testimonial-slides';

/** GET products/reviewlist/{userType}/{lang}: the products with success stories of that member type. */
export const reviewListQueryOptions = (memberType: MemberType, language: string) =>
  queryOptions({
    queryKey: ['review-list', memberType, language],
    queryFn: ({ signal }) =>
      apiFetch<ReviewListResponse>(
        `/products/reviewlist/${encodeURIComponent(memberType)}/${encodeURIComponent(language)}`,
        { signal },
      ),
    select: (response) => response.products,
  });

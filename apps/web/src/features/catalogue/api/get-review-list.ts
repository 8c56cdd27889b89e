import { useQuery } from '@tanstack/react-query';
import { reviewListQueryOptions } from '../../../shared/catalogue/catalogue-queries';
import { useSessionStore } from '../../../shared/session/session-store';

/** Customer testimonials grouped by product (Home slider): GET products/reviewlist/customer/{lang}. */
export function useReviewList() {
  const language = useSessionStore((state) => state.language);
  return useQuery(reviewListQueryOptions('customer', language));
}

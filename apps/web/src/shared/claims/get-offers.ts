import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '@upline/contract/promotions';
import { promotionRefs } from '@upline/contract/promotions-refs';
import { call } from '../api/call';
import { useSessionStore } from '../session/session-store';

/** GET offers/{lang} (extension): the offers running now, texts in the visitor's language. */
export const offersQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['promotions', 'offers', language],
    queryFn: ({ signal }) => call(promotionRefs.offers, { params: { lang: language }, signal }),
    select: (response): Offer[] => response.offers,
    staleTime: 5 * 60_000,
  });

/** The running offers; asked only when a page needs them (an offer parameter, a product page). */
export function useOffers(enabled = true) {
  const language = useSessionStore((state) => state.language);
  return useQuery({ ...offersQueryOptions(language), enabled });
}

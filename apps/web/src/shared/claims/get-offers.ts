import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer, OffersResponse } from '@upline/contract/promotions';
import { apiFetch } from '../api/client';
import { useSessionStore } from '../session/session-store';

/** GET offers/{lang} (extension): the offers running now, texts in the visitor's language. */
export const offersQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['promotions', 'offers', language],
    queryFn: ({ signal }) => apiFetch<OffersResponse>(`/offers/${encodeURIComponent(language)}`, { signal }),
    select: (response): Offer[] => response.offers,
    staleTime: 5 * 60_000,
  });

/** The running offers; asked only when a page needs them (an offer parameter, a product page). */
export function useOffers(enabled = true) {
  const language = useSessionStore((state) => state.language);
  return useQuery({ ...offersQueryOptions(language), enabled });
}

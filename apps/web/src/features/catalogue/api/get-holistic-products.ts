import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardProductsResponse } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';
import { catalogueTail, useCatalogueRequest, type CatalogueRequest } from './catalogue-request';

/** GET products/holistic/{userType}/{lang}?currency=&view=card : the holistic packages as cards. */
export const holisticProductsQueryOptions = (request: CatalogueRequest) =>
  queryOptions({
    queryKey: ['catalogue', 'holistic', 'card', request],
    queryFn: ({ signal }) => apiFetch<CardProductsResponse>(`/products/holistic${catalogueTail(request)}&view=card`, { signal }),
    select: (response) => response.products,
    staleTime: 5 * 60_000,
  });

export function useHolisticProducts() {
  return useQuery(holisticProductsQueryOptions(useCatalogueRequest()));
}

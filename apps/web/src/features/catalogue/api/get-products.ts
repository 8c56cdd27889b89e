import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardProductsResponse } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';
import { catalogueTail, useCatalogueRequest, type CatalogueRequest } from './catalogue-request';

/**
 * GET products/{userType}/{lang}?currency=&view=card : the shop list as cards (the product list,
 * Home's best sellers and video carousel). The detail page asks for its product in full.
 */
export const productsQueryOptions = (request: CatalogueRequest) =>
  queryOptions({
    queryKey: ['catalogue', 'products', 'card', request],
    queryFn: ({ signal }) => apiFetch<CardProductsResponse>(`/products${catalogueTail(request)}&view=card`, { signal }),
    select: (response) => response.products,
    staleTime: 5 * 60_000,
  });

export function useProducts() {
  return useQuery(productsQueryOptions(useCatalogueRequest()));
}

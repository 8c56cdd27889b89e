import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsResponse } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';
import { catalogueTail, useCatalogueRequest, type CatalogueRequest } from './catalogue-request';

/** GET products/holistic/{userType}/{lang}?currency= : the holistic packages. */
export const holisticProductsQueryOptions = (request: CatalogueRequest) =>
  queryOptions({
    queryKey: ['catalogue', 'holistic', request],
    queryFn: ({ signal }) => apiFetch<ProductsResponse>(`/products/holistic${catalogueTail(request)}`, { signal }),
    select: (response) => response.products,
    staleTime: 5 * 60_000,
  });

export function useHolisticProducts() {
  return useQuery(holisticProductsQueryOptions(useCatalogueRequest()));
}

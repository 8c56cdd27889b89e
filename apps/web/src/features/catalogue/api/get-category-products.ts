import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryProductsResponse } from '@upline/contract/catalogue';
import { apiFetch } from '../../../shared/api/client';
import { useCatalogueRequest, type CatalogueRequest } from './catalogue-request';

/** GET category/{id or slug}/{lang}?currency= : ListProducts, the category and its shop products. */
export const categoryProductsQueryOptions = (categoryRef: string, request: Omit<CatalogueRequest, 'userType'>) =>
  queryOptions({
    queryKey: ['catalogue', 'category', categoryRef, request.language, request.currency],
    queryFn: ({ signal }) =>
      apiFetch<CategoryProductsResponse>(
        `/category/${encodeURIComponent(categoryRef)}/${encodeURIComponent(request.language)}?currency=${request.currency}`,
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

export function useCategoryProducts(categoryRef: string) {
  const { language, currency } = useCatalogueRequest();
  return useQuery(categoryProductsQueryOptions(categoryRef, { language, currency }));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueRefs } from '@upline/contract/catalogue-refs';
import { call } from '../../../shared/api/call';
import { useCatalogueRequest, type CatalogueRequest } from './catalogue-request';

/** GET category/?currency= : the categories with their shop products. */
export const categoriesQueryOptions = (request: Pick<CatalogueRequest, 'currency'>) =>
  queryOptions({
    queryKey: ['catalogue', 'categories', request.currency],
    queryFn: ({ signal }) => call(catalogueRefs.categories, { query: { currency: request.currency }, signal }),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  const { currency } = useCatalogueRequest();
  return useQuery(categoriesQueryOptions({ currency }));
}

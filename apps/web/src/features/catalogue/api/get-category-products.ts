import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueCardRefs } from '@upline/contract/catalogue-refs';
import { call } from '../../../shared/api/call';
import { useCatalogueRequest, type CatalogueRequest } from './catalogue-request';

/** GET category/{id or slug}/{lang}?currency=&view=card : ListProducts, the category and its shop products as cards. */
export const categoryProductsQueryOptions = (categoryRef: string, request: Omit<CatalogueRequest, 'userType'>) =>
  queryOptions({
    queryKey: ['catalogue', 'category', 'card', categoryRef, request.language, request.currency],
    queryFn: ({ signal }) =>
      call(catalogueCardRefs.category, { params: { id: categoryRef, lang: request.language }, query: { currency: request.currency, view: 'card' }, signal }),
    staleTime: 5 * 60_000,
  });

export function useCategoryProducts(categoryRef: string) {
  const { language, currency } = useCatalogueRequest();
  return useQuery(categoryProductsQueryOptions(categoryRef, { language, currency }));
}

import { queryOptions } from '@tanstack/react-query';
import type { CatalogueUserType, Product } from '@upline/contract/catalogue';
import type { Currency } from '@upline/domain/money';
import { catalogueRefs } from '@upline/contract/catalogue-refs';
import { call } from '../api/call';

// The catalogue answers several capabilities read (the product page, an offer's product, the
// testimonials): one query each, so one cache of each answer. Zod-free references (decision 0020).

/** What every catalogue call carries: member type and language in the path, currency in the query. */
export interface CatalogueRequest {
  userType: CatalogueUserType;
  language: string;
  currency: Currency;
}

/** GET product/{id or slug}/{userType}/{lang}?currency= : a one-element list; the first is used. 404 fails. */
export const productQueryOptions = (productRef: string | number, { userType, language, currency }: CatalogueRequest) =>
  queryOptions({
    queryKey: ['catalogue', 'product', String(productRef), { userType, language, currency }],
    queryFn: ({ signal }) =>
      call(catalogueRefs.product, { params: { id: String(productRef), userType, lang: language }, query: { currency }, signal }),
    select: (response): Product | null => response.products[0] ?? null,
    staleTime: 5 * 60_000,
  });

/** GET products/reviewlist/{userType}/{lang}: the products with testimonials of that member type, each with them. */
export const reviewListQueryOptions = (memberType: CatalogueUserType, language: string) =>
  queryOptions({
    queryKey: ['catalogue', 'reviewlist', memberType, language],
    queryFn: ({ signal }) => call(catalogueRefs.reviewList, { params: { userType: memberType, lang: language }, signal }),
    select: (response) => response.products,
    staleTime: 5 * 60_000,
  });

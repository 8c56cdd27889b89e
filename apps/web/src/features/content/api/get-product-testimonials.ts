import { queryOptions } from '@tanstack/react-query';
import { catalogueRefs } from '@upline/contract/catalogue-refs';
import { call } from '../../../shared/api/call';

/** GET review/testimonials/{productId}/{lang}: every success story about one product. */
export const productTestimonialsQueryOptions = (productId: string, language: string) =>
  queryOptions({
    queryKey: ['product-testimonials', productId, language],
    queryFn: ({ signal }) => call(catalogueRefs.testimonials, { params: { productId, lang: language }, signal }),
    select: (response) => response.user_reviewes,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionRefs } from '@upline/contract/promotions-refs';
import { call } from '../../../shared/api/call';

/**
 * POST promotions/flash-sale/view (extension): records the visitor's first sight of a product's
 * flash sale and answers its code and end, 24 hours from that first view. Asking again keeps
 * the first view's window, so it is read like a query.
 */
export const flashSaleViewQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['promotions', 'flash-sale', productId],
    queryFn: ({ signal }) => call(promotionRefs.flashSaleView, { body: { product_id: productId }, signal }),
    staleTime: Infinity,
    retry: false,
  });

export function useFlashSaleView(productId: number, enabled: boolean) {
  return useQuery({ ...flashSaleViewQueryOptions(productId), enabled });
}

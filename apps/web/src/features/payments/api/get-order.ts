import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderRoutes } from '@upline/contract/order-routes';
import { call } from '../../../shared/api/call';

/** GET orders/{order_id}: the order for its owner (the member, or the browser that placed it). */
export const paidOrderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['payments', 'order', orderId],
    queryFn: ({ signal }) => call(orderRoutes.detail, { params: { order_id: orderId }, signal }).then((answer) => answer.order),
    staleTime: 60_000,
    retry: false,
  });

/** The order of a payment page, when it has one and the browser may read it. */
export function usePaidOrder(orderId: number | null) {
  return useQuery({ ...paidOrderQueryOptions(orderId ?? 0), enabled: orderId !== null });
}

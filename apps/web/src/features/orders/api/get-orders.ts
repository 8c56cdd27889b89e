import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderRoutes } from '@upline/contract/order-routes';
import { call } from '../../../shared/api/call';

/** GET order: the signed-in member's orders, newest first ('Your Orders', accounts §2.8). */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'orders', 'list'],
    queryFn: ({ signal }) => call(orderRoutes.list, { signal }),
    staleTime: 30_000,
  });

/** GET order/{id}: the items and total of one order, for its owner (the member, or the browser that placed a guest order). */
export const orderItemsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'items', orderId],
    queryFn: ({ signal }) => call(orderRoutes.items, { params: { id: orderId }, signal }),
    staleTime: 30_000,
    retry: false,
  });

export function useOrders(enabled: boolean) {
  return useQuery({ ...ordersQueryOptions(), enabled, retry: false });
}

export function useOrderItems(orderId: number | null) {
  return useQuery({ ...orderItemsQueryOptions(orderId ?? 0), enabled: orderId !== null });
}

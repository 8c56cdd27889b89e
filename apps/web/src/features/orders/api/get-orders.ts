import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderItemsResponse, OrderListResponse } from '@upline/contract/orders';
import { apiFetch } from '../../../shared/api/client';

/** GET order: the signed-in member's orders, newest first ('Your Orders', accounts §2.8). */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'orders', 'list'],
    queryFn: ({ signal }) => apiFetch<OrderListResponse>('/order', { signal }),
    staleTime: 30_000,
  });

/** GET order/{id}: the items and total of one order, for its owner (the member, or the browser that placed a guest order). */
export const orderItemsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'items', orderId],
    queryFn: ({ signal }) => apiFetch<OrderItemsResponse>(`/order/${orderId}`, { signal }),
    staleTime: 30_000,
    retry: false,
  });

export function useOrders(enabled: boolean) {
  return useQuery({ ...ordersQueryOptions(), enabled, retry: false });
}

export function useOrderItems(orderId: number | null) {
  return useQuery({ ...orderItemsQueryOptions(orderId ?? 0), enabled: orderId !== null });
}

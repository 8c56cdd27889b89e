import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberOrderRoutes } from '@upline/contract/member-order-routes';
import { call } from '../../../shared/api/call';
import type { OrdersTab } from '../lib/order-tabs';

/** Orders shown on one page of a list (the API allows up to 100). */
export const ORDERS_PER_PAGE = 10;

// Every key starts with 'member' so that signing out drops the member's orders with the rest.
export const memberOrdersKey = ['member', 'orders'] as const;

/** GET user/orders (all) or GET user/orders/{status} (pending, cancel, autoship), one page, newest first. */
export const memberOrdersQueryOptions = (tab: OrdersTab, page: number, perPage = ORDERS_PER_PAGE) =>
  queryOptions({
    queryKey: [...memberOrdersKey, 'tab', tab, page, perPage],
    queryFn: ({ signal }) => {
      const query = { page, per_page: perPage };
      return tab === 'all' ? call(memberOrderRoutes.list, { query, signal }) : call(memberOrderRoutes.tab, { params: { status: tab }, query, signal });
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** GET user/order/complete: the completed orders of Order History and Re Order (`orders`). */
export const completedOrdersQueryOptions = (page: number, perPage = ORDERS_PER_PAGE) =>
  queryOptions({
    queryKey: [...memberOrdersKey, 'complete', page, perPage],
    queryFn: ({ signal }) => call(memberOrderRoutes.completed, { query: { page, per_page: perPage }, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** GET user/order/{id}: Order Details and the receipt; another member's order is a 404. */
export const memberOrderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...memberOrdersKey, 'detail', orderId],
    queryFn: ({ signal }) => call(memberOrderRoutes.detail, { params: { id: orderId }, signal }),
    select: (answer) => answer.order,
    staleTime: 30_000,
    retry: false,
  });

export function useMemberOrders(tab: OrdersTab, page: number) {
  return useQuery(memberOrdersQueryOptions(tab, page));
}

export function useCompletedOrders(page: number) {
  return useQuery(completedOrdersQueryOptions(page));
}

export function useMemberOrder(orderId: number | null) {
  return useQuery({ ...memberOrderQueryOptions(orderId ?? 0), enabled: orderId !== null });
}

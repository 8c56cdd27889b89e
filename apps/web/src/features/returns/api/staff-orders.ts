import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffOrdersToShip, StaffReturn } from '@upline/contract/member-orders';
import { apiFetch } from '../../../shared/api/client';

export type ReturnQueueStatus = 'requested' | 'approved' | 'rejected' | 'refunded';

/** GET admin/returns?status=: return requests, the queue first. 401 without a session, 403 for members. */
export const staffReturnsQueryOptions = (status: ReturnQueueStatus) =>
  queryOptions({
    queryKey: ['staff', 'returns', status],
    queryFn: ({ signal }) => apiFetch<{ returns: StaffReturn[] }>(`/admin/returns?status=${status}`, { signal }),
    select: (answer) => answer.returns,
    retry: false,
  });

/** GET admin/orders/to-ship: paid orders waiting to be shipped, oldest first. */
export const ordersToShipQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'orders-to-ship'],
    queryFn: ({ signal }) => apiFetch<StaffOrdersToShip>('/admin/orders/to-ship', { signal }),
    select: (answer) => answer.orders,
    retry: false,
  });

/** POST admin/returns/{id}/approve or /reject, with an optional note for the shopper. */
export function useDecideReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; approve: boolean; note?: string }) =>
      apiFetch<{ message: string; return_request: StaffReturn }>(`/admin/returns/${input.id}/${input.approve ? 'approve' : 'reject'}`, {
        method: 'POST',
        body: input.note ? { note: input.note } : {},
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** POST admin/orders/{id}/ship with the carrier and tracking number. */
export function useShipOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; carrier: string; trackingNumber: string }) =>
      apiFetch<{ message: string }>(`/admin/orders/${input.id}/ship`, {
        method: 'POST',
        body: { carrier: input.carrier, ...(input.trackingNumber ? { tracking_number: input.trackingNumber } : {}) },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
}

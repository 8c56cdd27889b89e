import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffOrderRoutes as calls } from '@upline/contract/staff-order-routes';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/call';

export type ReturnQueueStatus = 'requested' | 'approved' | 'rejected' | 'refunded';

/** GET admin/returns?status=: return requests, the queue first. 401 without a session, 403 for members. */
export const staffReturnsQueryOptions = (status: ReturnQueueStatus) =>
  queryOptions({
    queryKey: ['staff', 'returns', status],
    queryFn: ({ signal }) => call(calls.returns, { query: { status }, signal }),
    select: (answer) => answer.returns,
    retry: false,
  });

/** GET admin/orders/to-ship: paid orders waiting to be shipped, oldest first. */
export const ordersToShipQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'orders-to-ship'],
    queryFn: ({ signal }) => call(calls.toShip, { signal }),
    select: (answer) => answer.orders,
    retry: false,
  });

/**
 * The answer is toasted here, not by the card that asked: the card leaves the list as soon as the
 * lists are fetched again, and a mutation's per-call callbacks do not run once it is gone.
 */
const toastAnswer = (failed: (message: string) => string) => ({
  onSuccess: (answer: { message: string }) => {
    toast.success(answer.message, { duration: 2500 });
  },
  onError: (error: unknown) => {
    toast.error(failed(isApiError(error) ? error.message : String(error)), { duration: 4000 });
  },
});

/** POST admin/returns/{id}/approve or /reject, with an optional note for the shopper. */
export function useDecideReturn(failed: (message: string) => string) {
  const client = useQueryClient();
  return useMutation({
    ...toastAnswer(failed),
    mutationFn: (input: { id: number; approve: boolean; note?: string }) =>
      call(input.approve ? calls.approveReturn : calls.rejectReturn, { params: { id: input.id }, body: input.note ? { note: input.note } : {} }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}

/** POST admin/orders/{id}/ship with the carrier and tracking number. */
export function useShipOrder(failed: (message: string) => string) {
  const client = useQueryClient();
  return useMutation({
    ...toastAnswer(failed),
    mutationFn: (input: { id: number; carrier: string; trackingNumber: string }) =>
      call(calls.ship, { params: { id: input.id }, body: { carrier: input.carrier, ...(input.trackingNumber ? { tracking_number: input.trackingNumber } : {}) } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}

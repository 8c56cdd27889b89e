import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderActionResponse, ReturnOrderBody } from '@upline/contract/member-orders';
import { apiFetch } from '../../../shared/api/client';
import { memberOrdersKey } from './member-orders';

/** POST user/order/cancel/{id}: the Return action on a whole order (cancel, with a refund when paid). */
export function cancelOrder(orderId: number, reason?: string): Promise<OrderActionResponse> {
  return apiFetch<OrderActionResponse>(`/user/order/cancel/${orderId}`, { method: 'POST', body: reason ? { reason } : {} });
}

/** POST user/order/return/{id}: a return request for some units of some lines. */
export function returnOrder(orderId: number, body: ReturnOrderBody): Promise<OrderActionResponse> {
  return apiFetch<OrderActionResponse>(`/user/order/return/${orderId}`, { method: 'POST', body });
}

export type OrderAction = { kind: 'cancel'; orderId: number } | { kind: 'return'; orderId: number; body: ReturnOrderBody };

/** Runs a cancel or a return; afterwards every list and detail of the member's orders is loaded again. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) => (action.kind === 'cancel' ? cancelOrder(action.orderId) : returnOrder(action.orderId, action.body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberOrdersKey }),
  });
}

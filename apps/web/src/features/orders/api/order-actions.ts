import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderActionResponse, ReturnOrderBody } from '@upline/contract/member-orders';
import { memberOrderRoutes } from '@upline/contract/member-order-routes';
import { call } from '../../../shared/api/call';
import { memberOrdersKey } from './member-orders';

/** POST user/order/cancel/{id}: the Return action on a whole order (cancel, with a refund when paid). */
export function cancelOrder(orderId: number, reason?: string): Promise<OrderActionResponse> {
  return call(memberOrderRoutes.cancel, { params: { id: orderId }, body: reason ? { reason } : {} });
}

/** POST user/order/return/{id}: a return request for some units of some lines. */
export function returnOrder(orderId: number, body: ReturnOrderBody): Promise<OrderActionResponse> {
  return call(memberOrderRoutes.requestReturn, { params: { id: orderId }, body });
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateShippingRequest } from '@upline/contract/checkout';
import { checkoutRoutes } from '@upline/contract/checkout-routes';
import { call } from '../../../shared/api/call';

/** POST express-checkout/update-shipping: completes the address of an express order paid without one. */
export function useUpdateShipping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShippingRequest) => call(checkoutRoutes.updateShipping, { body }),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: ['payments', 'order', body.order_id] }),
  });
}

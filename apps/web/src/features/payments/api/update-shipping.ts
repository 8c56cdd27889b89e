import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateShippingRequest } from '@upline/contract/checkout';
import { apiFetch } from '../../../shared/api/client';

/** POST express-checkout/update-shipping: completes the address of an express order paid without one. */
export function useUpdateShipping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShippingRequest) => apiFetch<{ success: true; message: string }>('/express-checkout/update-shipping', { body }),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: ['payments', 'order', body.order_id] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { subscribePaymentRequestSchema, subscribePaymentResponseSchema } from '@upline/contract/subscriptions';
import { subscriptionRoutes } from '@upline/contract/subscription-routes';
import { call } from '../../../shared/api/call';
import { useSessionStore } from '../../../shared/session/session-store';
import { subscriptionQueryKey } from './get-subscription';

export type SubscribePaymentRequest = z.input<typeof subscribePaymentRequestSchema>;
export type SubscribePaymentResponse = z.infer<typeof subscribePaymentResponseSchema>;

/** POST user/subscribepayment: pays the website fee; the server computes the amount and checks the total. */
export function subscribePayment(body: SubscribePaymentRequest): Promise<SubscribePaymentResponse> {
  return call(subscriptionRoutes.payPlan, { body });
}

/** Pays the fee; success (status code 200) sets the member's plan status to continue (accounts §4). */
export function useSubscribePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribePayment,
    onSuccess: async (answer) => {
      if (answer.statuscode === 200) useSessionStore.getState().setPlanStatus(answer.plan_status);
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}

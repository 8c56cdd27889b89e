import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { checkoutRoutes } from '@upline/contract/checkout-routes';
import { subscriptionRoutes } from '@upline/contract/subscription-routes';
import { call } from '../../../shared/api/call';

export const autoshipsQueryKey = ['member', 'autoships'] as const;

/** GET user/autoships: the member's autoships with what is open when. */
export const autoshipsQueryOptions = () =>
  queryOptions({
    queryKey: autoshipsQueryKey,
    queryFn: ({ signal }) => call(subscriptionRoutes.autoships, { signal }),
    select: (answer) => answer.data,
  });

export const useAutoships = () => useQuery(autoshipsQueryOptions());

export type AutoshipChange =
  | { action: 'skip' | 'pause' | 'resume' | 'cancel' }
  | { action: 'date'; date: string }
  | { action: 'items'; items: { product_id: number; quantity: number }[] }
  | { action: 'address'; address: AutoshipAddressInput };

/** PUT user/autoships/{id}/address: checkout §5's delivery fields (country and state by id, or a typed region). */
export interface AutoshipAddressInput {
  first_name: string;
  last_name: string;
  ship_address: string;
  ship_address2?: string | null;
  ship_city: string;
  country: number | string;
  state: number | string;
  ship_zipcode: string;
  mobile?: string | null;
}

/** GET user/autoships/{id}/products: what may go on the autoship, at today's autoship price. */
export const autoshipProductsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['member', 'autoships', id, 'products'],
    queryFn: ({ signal }) => call(subscriptionRoutes.autoshipProducts, { params: { id }, signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });

/** PUT user/autoships/{id}/card: saves a card (or asks for 3-D Secure). */
export const putAutoshipCard = (id: number, authorizationKey: string) =>
  call(subscriptionRoutes.changeCard, { params: { id }, body: { authorization_key: authorizationKey } });

/** POST user/autoships/{id}/card/confirm: finishes a card change after 3-D Secure. */
export const confirmAutoshipCard = (id: number, setupRef: string) =>
  call(subscriptionRoutes.confirmCard, { params: { id }, body: { setup_ref: setupRef } });

/** POST test-gateway/authenticate: the test gateway's stand-in for the bank's 3-D Secure page. */
export const authenticateTestCard = (clientSecret: string, outcome: 'pass' | 'fail') =>
  call(checkoutRoutes.authenticateTestPayment, { body: { client_secret: clientSecret, outcome } });

/** The member's changes; the server's answer (or its refusal, with the date an action opens) is toasted. */
export function useChangeAutoship(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: AutoshipChange) => {
      const params = { id };
      if (change.action === 'date') return call(subscriptionRoutes.changeDate, { params, body: { date: change.date } });
      if (change.action === 'items') return call(subscriptionRoutes.changeItems, { params, body: { items: change.items } });
      if (change.action === 'address') return call(subscriptionRoutes.changeAddress, { params, body: change.address });
      return call(subscriptionRoutes[change.action], { params });
    },
    onSuccess: (answer) => {
      toast.success(answer.message, { duration: 2500 });
    },
    onError: (error: unknown) => {
      toast.error(isApiError(error) ? error.message : String(error), { duration: 4000 });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: autoshipsQueryKey });
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsRoutes } from '@upline/contract/payments-routes';
import { call } from '../api/call';
import type { CartCurrency } from '../cart/cart-types';

/** GET payments/config?currency= : which providers are on, with their public keys and the PayPal SDK address. */
export const paymentsConfigQueryOptions = (currency: CartCurrency) =>
  queryOptions({
    queryKey: ['payments', 'config', currency],
    queryFn: ({ signal }) => call(paymentsRoutes.config, { query: { currency }, signal }),
    staleTime: 10 * 60_000,
  });

export function usePaymentsConfig(currency: CartCurrency) {
  return useQuery(paymentsConfigQueryOptions(currency));
}

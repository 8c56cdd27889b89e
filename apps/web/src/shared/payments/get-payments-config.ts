import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfigResponse } from '@upline/contract/payments';
import { apiFetch } from '../api/client';
import type { CartCurrency } from '../cart/cart-types';

/** GET payments/config?currency= : which providers are on, with their public keys and the PayPal SDK address. */
export const paymentsConfigQueryOptions = (currency: CartCurrency) =>
  queryOptions({
    queryKey: ['payments', 'config', currency],
    queryFn: ({ signal }) => apiFetch<PaymentsConfigResponse>(`/payments/config?currency=${currency}`, { signal }),
    staleTime: 10 * 60_000,
  });

export function usePaymentsConfig(currency: CartCurrency) {
  return useQuery(paymentsConfigQueryOptions(currency));
}

import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { billingAddressResponseSchema, shippingAddressResponseSchema } from '@upline/contract/accounts';
import { apiFetch } from '../../../shared/api/client';

export type BillingAddress = NonNullable<z.infer<typeof billingAddressResponseSchema>['billing_address']>;
export type ShippingAddress = NonNullable<z.infer<typeof shippingAddressResponseSchema>['shipping_address']>;

export const addressesQueryKey = ['member', 'address'] as const;

/** GET user/address/billing: null when none is saved. */
export const billingAddressQueryOptions = () =>
  queryOptions({
    queryKey: [...addressesQueryKey, 'billing'],
    queryFn: ({ signal }) =>
      apiFetch<{ billing_address: BillingAddress | null }>('/user/address/billing', { signal }).then((a) => a.billing_address),
    staleTime: 60_000,
  });

/** GET user/address/shipping: null when none is saved. */
export const shippingAddressQueryOptions = () =>
  queryOptions({
    queryKey: [...addressesQueryKey, 'shipping'],
    queryFn: ({ signal }) =>
      apiFetch<{ shipping_address: ShippingAddress | null }>('/user/address/shipping', { signal }).then((a) => a.shipping_address),
    staleTime: 60_000,
  });

import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { billingAddressResponseSchema, shippingAddressResponseSchema } from '@upline/contract/accounts';
import { accountRoutes } from '@upline/contract/account-routes';
import { call } from '../../../shared/api/call';

export type BillingAddress = NonNullable<z.infer<typeof billingAddressResponseSchema>['billing_address']>;
export type ShippingAddress = NonNullable<z.infer<typeof shippingAddressResponseSchema>['shipping_address']>;

export const addressesQueryKey = ['member', 'address'] as const;

/** GET user/address/billing: null when none is saved. */
export const billingAddressQueryOptions = () =>
  queryOptions({
    queryKey: [...addressesQueryKey, 'billing'],
    queryFn: ({ signal }) => call(accountRoutes.billingAddress, { signal }).then((a) => a.billing_address),
    staleTime: 60_000,
  });

/** GET user/address/shipping: null when none is saved. */
export const shippingAddressQueryOptions = () =>
  queryOptions({
    queryKey: [...addressesQueryKey, 'shipping'],
    queryFn: ({ signal }) => call(accountRoutes.shippingAddress, { signal }).then((a) => a.shipping_address),
    staleTime: 60_000,
  });

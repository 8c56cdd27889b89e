import type { z } from 'zod';
import type { shippingAddressResponseSchema } from '@upline/contract/accounts';
import { accountRoutes } from '@upline/contract/account-routes';
import { call } from '../../../shared/api/call';

export type SavedShippingAddress = NonNullable<z.infer<typeof shippingAddressResponseSchema>['shipping_address']>;

/** GET user/address/shipping (member): the saved shipping address, null when none is saved. */
export async function getSavedShippingAddress(): Promise<SavedShippingAddress | null> {
  const answer = await call(accountRoutes.shippingAddress);
  return answer.shipping_address;
}

import type { z } from 'zod';
import type { shippingAddressResponseSchema } from '@upline/contract/accounts';
import { apiFetch } from '../../../shared/api/client';

export type SavedShippingAddress = NonNullable<z.infer<typeof shippingAddressResponseSchema>['shipping_address']>;

/** GET user/address/shipping (member): the saved shipping address, null when none is saved. */
export async function getSavedShippingAddress(): Promise<SavedShippingAddress | null> {
  const answer = await apiFetch<{ shipping_address: SavedShippingAddress | null }>('/user/address/shipping');
  return answer.shipping_address;
}

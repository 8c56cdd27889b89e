import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { addressUpdateRequestSchema } from '@upline/contract/accounts';
import { accountRoutes } from '@upline/contract/account-routes';
import { call } from '../../../shared/api/call';
import { addressesQueryKey } from './get-addresses';

export type AddressUpdate = z.input<typeof addressUpdateRequestSchema>;

/** POST user/address/update: both addresses at once. */
export function updateAddresses(body: AddressUpdate): Promise<{ message: string }> {
  return call(accountRoutes.updateAddresses, { body });
}

/** Saves both addresses, then reloads them. */
export function useUpdateAddresses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddresses,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

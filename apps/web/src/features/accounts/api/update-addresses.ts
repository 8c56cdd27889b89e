import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { addressUpdateRequestSchema } from '@upline/contract/accounts';
import { apiFetch } from '../../../shared/api/client';
import { addressesQueryKey } from './get-addresses';

export type AddressUpdate = z.input<typeof addressUpdateRequestSchema>;

/** POST user/address/update: both addresses at once. */
export function updateAddresses(body: AddressUpdate): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/user/address/update', { body });
}

/** Saves both addresses, then reloads them. */
export function useUpdateAddresses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddresses,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

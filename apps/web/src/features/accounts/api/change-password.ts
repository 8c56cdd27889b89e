import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';

/** POST user/change_password: needs the current password; the member's other sessions end. */
export function changePassword(body: { old_password: string; new_password: string }): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/user/change_password', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

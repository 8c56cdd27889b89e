import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';

/** POST reset-password: the token from the e-mailed link and the new password; signs out every session. */
export function resetPassword(body: { token: string; password: string }): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/reset-password', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

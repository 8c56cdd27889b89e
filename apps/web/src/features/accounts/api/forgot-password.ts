import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';

/** POST forgotpassword (no login): e-mails a reset link; the same answer whether or not the account exists. */
export function forgotPassword(body: { email: string }): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/forgotpassword', { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

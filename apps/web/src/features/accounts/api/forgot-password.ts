import { useMutation } from '@tanstack/react-query';
import { accountRoutes } from '@upline/contract/account-routes';
import { call } from '../../../shared/api/call';

/** POST forgotpassword (no login): e-mails a reset link; the same answer whether or not the account exists. */
export function forgotPassword(body: { email: string }): Promise<{ message: string }> {
  return call(accountRoutes.forgotPassword, { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

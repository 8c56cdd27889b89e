import { useMutation } from '@tanstack/react-query';
import { accountRoutes } from '@upline/contract/account-routes';
import { call } from '../../../shared/api/call';

/** POST reset-password: the token from the e-mailed link and the new password; signs out every session. */
export function resetPassword(body: { token: string; password: string }): Promise<{ message: string }> {
  return call(accountRoutes.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
